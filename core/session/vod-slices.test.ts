/**
 * The media slices (000 §3, §4): client state only. What the slices' lists did (pages, maxReached,
 * the watchlist flag, removal by id, details and positions) is in the query cache now:
 * core/query/vod.test.ts.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { createStores, type SessionStores } from './stores';
import {
  audiosTransitions,
  channelTransitions,
  currentProgram,
  initialAudios,
  initialChannel,
  initialSeanetVod,
  initialVod,
  seanetLocaleOf,
  seanetTokenValid,
  seanetTransitions,
  vodSlices,
  vodTransitions,
  type VodState,
} from './vod-slices';
import { clearVodAuthentication } from './vod-actions';

const signedIn: VodState = { ...initialVod, maxicastertoken: 'token-1', deviceUuid: 'device-1' };

describe('vod transitions (000 §4)', () => {
  test('the fetching flag is on at request start and off at finish', () => {
    const started = vodTransitions.started(signedIn);
    expect(started.isFetching).toBe(true);
    expect(vodTransitions.finished(started).isFetching).toBe(false);
  });

  test('a VOD error stores the message, drops the token and ends fetching', () => {
    const failed = vodTransitions.failed(vodTransitions.started(signedIn), { key: 'providerMessage', detail: 'Invalid or expired token' });
    expect(failed).toMatchObject({ isFetching: false, maxicastertoken: null, errormessage: { key: 'providerMessage', detail: 'Invalid or expired token' } });
    // the device stays: it is the provider's key for watchlist and positions
    expect(failed.deviceUuid).toBe('device-1');
  });

  test('a media error stores the message but keeps the provider session', () => {
    const failed = vodTransitions.mediaFailed(signedIn, { key: 'mediaError', detail: 'decode' });
    expect(failed.maxicastertoken).toBe('token-1');
    expect(failed.errormessage).toEqual({ key: 'mediaError', detail: 'decode' });
  });

  test('signing in stores the token and clears an old message', () => {
    const state = vodTransitions.signedIn({ ...initialVod, errormessage: { key: 'timeout' } }, 'abc');
    expect(state).toMatchObject({ maxicastertoken: 'abc', errormessage: null });
  });

  test('search terms are kept per type', () => {
    const state = vodTransitions.searchTermSeriesSet(vodTransitions.searchTermMoviesSet(signedIn, 'storm'), 'island');
    expect(state).toMatchObject({ searchTermMovies: 'storm', searchTermSeries: 'island' });
  });
});

describe('audios and channel transitions', () => {
  test('audio keeps its message and its search term', () => {
    const failed = audiosTransitions.failed(initialAudios, { key: 'timeout' });
    expect(failed.errormessage).toEqual({ key: 'timeout' });
    expect(audiosTransitions.errorCleared(failed).errormessage).toBeNull();
    expect(audiosTransitions.searchTermAudioSet(initialAudios, 'jazz').searchTermAudio).toBe('jazz');
  });

  test('a channel failure stores the message; a load clears it', () => {
    const failed = channelTransitions.failed(initialChannel, { key: 'timeout' });
    expect(failed.errormessage).toEqual({ key: 'timeout' });
    expect(channelTransitions.loaded(failed)).toEqual({ errormessage: null });
  });

  test('currentProgram finds what is on air', () => {
    const programs = [
      { name: 'A', start_time: '2025-01-01T10:00:00Z', end_time: '2025-01-01T11:00:00Z' },
      { name: 'B', start_time: '2025-01-01T11:00:00Z', end_time: '2025-01-01T12:00:00Z' },
    ];
    expect(currentProgram(programs, Date.parse('2025-01-01T11:00:00Z'))?.name).toBe('B');
    expect(currentProgram(programs, Date.parse('2025-01-01T12:30:00Z'))).toBeUndefined();
  });
});

describe('second catalogue (000 §4: token reused until it expires, 6 h)', () => {
  const SIX_HOURS = 6 * 3600 * 1000;

  test('a token is valid until its expiry, not after', () => {
    const state = seanetTransitions.tokenSet(initialSeanetVod, 'tok', 1_000, SIX_HOURS);
    expect(state.tokenValidUntil).toBe(1_000 + SIX_HOURS);
    expect(seanetTokenValid(state, 1_000 + SIX_HOURS - 1)).toBe(true);
    expect(seanetTokenValid(state, 1_000 + SIX_HOURS)).toBe(false);
    expect(seanetTokenValid(seanetTransitions.tokenDropped(state), 2_000)).toBe(false);
  });

  test('the catalogue language: the choice, else the interface language, else the catalogue default', () => {
    const locales = { default: 'fr', codes: ['en', 'de', 'fr', 'nl'] };
    expect(seanetLocaleOf(null, locales, 'en')).toBe('en');
    expect(seanetLocaleOf('de', locales, 'en')).toBe('de');
    expect(seanetLocaleOf('es', locales, 'nl')).toBe('nl');
    expect(seanetLocaleOf(null, locales, 'es')).toBe('fr');
    expect(seanetLocaleOf(null, { codes: ['nl', 'de'] }, 'es')).toBe('nl');
    expect(seanetLocaleOf(null, { codes: [] }, 'en')).toBe('');
    // Another locale is another set of cache entries (core/query/seanet.ts keys): the choice is all the slice keeps.
    const chosen = seanetTransitions.localeChosen(initialSeanetVod, 'de');
    expect(chosen).toEqual({ ...initialSeanetVod, seanetLocale: 'de' });
    expect(seanetTransitions.localeChosen(chosen, 'de')).toBe(chosen);
  });
});

describe('the slices in the core stores', () => {
  let stores: SessionStores[] = [];
  const make = (storage: MemoryStorage | null) => {
    const created = createStores({ storage, lifecycleTarget: null });
    stores.push(created);
    return created;
  };
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const s of stores) s.dispose();
    stores = [];
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  test('vod is saved (after 2 s) and restored; audios and channel are not', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = vodSlices(make(storage));
    first.vod.setState({ maxicastertoken: 'tok', deviceUuid: 'dev', searchTermMovies: 'storm' });
    first.audios.setState({ searchTermAudio: 'jazz' });
    first.channel.setState({ errormessage: { key: 'timeout' } });
    vi.advanceTimersByTime(2000);

    const second = vodSlices(make(storage));
    expect(second.vod.getState()).toMatchObject({ maxicastertoken: 'tok', deviceUuid: 'dev', searchTermMovies: 'storm' });
    expect(second.audios.getState()).toEqual(initialAudios);
    expect(second.channel.getState()).toEqual(initialChannel);
  });

  test('the vod slice holds no hub data: what it saves is a few client fields', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const slices = vodSlices(make(storage));
    slices.vod.setState({ maxicastertoken: 'tok', deviceUuid: 'dev' });
    vi.advanceTimersByTime(2000);
    const saved = storage.getItem('lido:v1:vod')!;
    expect(saved.length).toBeLessThan(1000);
    expect(Object.keys(JSON.parse(saved)).sort()).toEqual([
      'deviceUuid',
      'errormessage',
      'isFetching',
      'maxicastertoken',
      'searchTermMovies',
      'searchTermSeries',
    ]);
  });

  test('a corrupt stored vod slice (or one from before the lists moved to the query cache) starts clean', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:vod', '{"movies": "not a list"');
    expect(vodSlices(make(storage)).vod.getState()).toEqual(initialVod);
    storage.setItem('lido:v1:vod', JSON.stringify({ movies: 'not a list' }));
    expect(vodSlices(make(storage)).vod.getState()).toEqual(initialVod);
    storage.setItem('lido:v1:vod', JSON.stringify({ maxicastertoken: 'tok', movies: [] }));
    expect(vodSlices(make(storage)).vod.getState()).toEqual(initialVod);
  });

  test('defining the slices twice (two bundles) gives the same stores', () => {
    const core = make(null);
    expect(vodSlices(core).vod).toBe(vodSlices(core).vod);
  });

  test('clearing VOD authentication resets VOD and audio state, keeps the device id', () => {
    const slices = vodSlices(make(null));
    slices.vod.setState({ maxicastertoken: 'tok', deviceUuid: 'dev', searchTermMovies: 'storm', errormessage: { key: 'timeout' } });
    slices.audios.setState({ searchTermAudio: 'jazz', errormessage: { key: 'timeout' } });
    clearVodAuthentication(slices);
    expect(slices.vod.getState()).toEqual({ ...initialVod, deviceUuid: 'dev' });
    expect(slices.audios.getState()).toEqual(initialAudios);
    slices.vod.setState({ errormessage: { key: 'timeout' } });
    clearVodAuthentication(slices, { keepError: true });
    expect(slices.vod.getState().errormessage).toEqual({ key: 'timeout' });
  });

  test('logout wipes the media slices (they are personal), including storage', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const core = make(storage);
    const slices = vodSlices(core);
    slices.vod.setState({ maxicastertoken: 'tok', deviceUuid: 'dev' });
    slices.seanetVod.setState({ token: 'x', tokenValidUntil: 5 });
    vi.advanceTimersByTime(2000);
    core.wipePersonalData();
    expect(slices.vod.getState()).toEqual(initialVod);
    expect(slices.seanetVod.getState()).toEqual(initialSeanetVod);
    expect(storage.getItem('lido:v1:vod')).toBeNull();
  });
});
