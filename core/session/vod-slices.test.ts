import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { VodItem } from '../hub/vod';
import { MemoryStorage } from './memory-storage';
import { createStores, type SessionStores } from './stores';
import {
  audiosTransitions,
  channelTransitions,
  currentProgram,
  initialAudios,
  initialSeanetVod,
  initialVod,
  initialVodItem,
  seanetTokenValid,
  seanetTransitions,
  vodItemTransitions,
  vodSlices,
  vodTransitions,
  type VodState,
} from './vod-slices';
import { clearVodAuthentication } from './vod-actions';

const item = (id: number, extra: Partial<VodItem> = {}): VodItem => ({ id, type: 'movie', title: `Title ${id}`, ...extra });
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

  test('a new list turns maxReached off; an empty page turns it on and keeps the list', () => {
    let state = vodTransitions.listSet({ ...signedIn, maxReached: true }, 'movies', [item(1), item(2)]);
    expect(state.maxReached).toBe(false);
    state = vodTransitions.pageAppended(state, 'movies', [item(3)]);
    expect(state.movies.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(state.maxReached).toBe(false);
    state = vodTransitions.pageAppended(state, 'movies', []);
    expect(state.maxReached).toBe(true);
    expect(state.movies).toHaveLength(3);
  });

  test('a page overlapping the list (the catalogue moved) adds no duplicates', () => {
    const state = vodTransitions.pageAppended(vodTransitions.listSet(signedIn, 'series', [item(1), item(2)]), 'series', [item(2), item(3)]);
    expect(state.series.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  test('removing a watchlist item deletes it by id', () => {
    const state = vodTransitions.watchlistItemRemoved({ ...signedIn, watchlistitems: [item(1), item(2), item(3)] }, 2);
    expect(state.watchlistitems.map((m) => m.id)).toEqual([1, 3]);
  });

  test('the watchlisted flag changes everywhere the title is shown, other lists keep their identity', () => {
    const movies = [item(1), item(2)];
    const series = [item(9, { type: 'series' })];
    const before = { ...signedIn, movies, series, serie: item(2, { watchlisted: false }) };
    const after = vodTransitions.watchlistedChanged(before, 2, true);
    expect(after.movies.find((m) => m.id === 2)?.watchlisted).toBe(true);
    expect(after.movies.find((m) => m.id === 1)?.watchlisted).toBeUndefined();
    expect(after.serie?.watchlisted).toBe(true);
    expect(after.series).toBe(series);
  });

  test('search terms are kept per type', () => {
    const state = vodTransitions.searchTermSeriesSet(vodTransitions.searchTermMoviesSet(signedIn, 'storm'), 'island');
    expect(state).toMatchObject({ searchTermMovies: 'storm', searchTermSeries: 'island' });
  });
});

describe('voditem, audios, channel transitions', () => {
  test('details and assets are set; a recorded position and a watchlist change reach the shown details only', () => {
    let state = vodItemTransitions.detailsSet(initialVodItem, item(5, { last_playback_status: { position_seconds: 10 } }));
    state = vodItemTransitions.assetsSet(state, { vod_id: 5, assets: [{ format: 'hls', mime_type: 'application/vnd.apple.mpegurl', url: 'x' }] });
    expect(state.vodassets?.vod_id).toBe(5);
    expect(vodItemTransitions.positionRecorded(state, 5, 42).voddetails?.last_playback_status?.position_seconds).toBe(42);
    expect(vodItemTransitions.positionRecorded(state, 6, 42)).toBe(state);
    expect(vodItemTransitions.watchlistedChanged(state, 5, true).voddetails?.watchlisted).toBe(true);
  });

  test('audios page like movies: empty page → maxReached, new list → off', () => {
    let state = audiosTransitions.audiosSet({ ...initialAudios, maxReached: true }, [item(1, { type: 'audio' })]);
    expect(state.maxReached).toBe(false);
    state = audiosTransitions.pageAppended(state, []);
    expect(state.maxReached).toBe(true);
    expect(audiosTransitions.watchlistItemRemoved({ ...state, watchlistitems: [item(1), item(4)] }, 4).watchlistitems.map((m) => m.id)).toEqual([1]);
    expect(audiosTransitions.failed(state, { key: 'timeout' }).errormessage).toEqual({ key: 'timeout' });
  });

  test('channels are set; a failure keeps them and stores the message', () => {
    const state = channelTransitions.channelsSet({ channels: [], errormessage: { key: 'timeout' } }, [{ id: 1, name: 'Lido Info' }]);
    expect(state).toEqual({ channels: [{ id: 1, name: 'Lido Info' }], errormessage: null });
    expect(channelTransitions.failed(state, { key: 'timeout' }).channels).toHaveLength(1);
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

  test('locales: the list decides whether the language button shows; another locale drops the cached catalogue', () => {
    let state = seanetTransitions.localesSet(initialSeanetVod, ['en', 'de', 'fr', 'nl']);
    expect(state).toMatchObject({ showLocales: true, seanetLocale: 'en', allLocales: ['en', 'de', 'fr', 'nl'] });
    expect(seanetTransitions.localesSet(initialSeanetVod, ['en']).showLocales).toBe(false);
    state = seanetTransitions.dataSet(state, { locale: 'en', genres: [{ id: 1, name: 'Adventure' }] }, 99);
    expect(seanetTransitions.localeChosen(state, 'en')).toBe(state);
    expect(seanetTransitions.localeChosen(state, 'de')).toMatchObject({ seanetLocale: 'de', data: null, dataValidUntil: null });
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

  test('vod and voditem are saved (after 2 s) and restored; audios and channel are not', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = vodSlices(make(storage));
    first.vod.setState({ maxicastertoken: 'tok', deviceUuid: 'dev', searchTermMovies: 'storm' });
    first.voditem.setState({ voddetails: item(3) });
    first.audios.setState({ searchTermAudio: 'jazz' });
    first.channel.setState({ channels: [{ id: 1, name: 'Lido Info' }] });
    vi.advanceTimersByTime(2000);

    const second = vodSlices(make(storage));
    expect(second.vod.getState()).toMatchObject({ maxicastertoken: 'tok', deviceUuid: 'dev', searchTermMovies: 'storm' });
    expect(second.voditem.getState().voddetails?.id).toBe(3);
    expect(second.audios.getState()).toEqual(initialAudios);
    expect(second.channel.getState().channels).toEqual([]);
  });

  test('the vod slice is saved without its title lists (a 10,000-title list is not worth a 4 MB write)', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const slices = vodSlices(make(storage));
    const movies = Array.from({ length: 10_000 }, (_, i) => item(i + 1));
    slices.vod.setState((state) => vodTransitions.listSet({ ...state, maxicastertoken: 'tok', genres: [{ id: 1, name: 'Comedy' }] }, 'movies', movies));
    slices.vod.setState((state) => vodTransitions.pageAppended(state, 'movies', []));
    vi.advanceTimersByTime(2000);
    const saved = storage.getItem('lido:v1:vod')!;
    expect(saved.length).toBeLessThan(1000);
    expect(JSON.parse(saved)).toMatchObject({ maxicastertoken: 'tok', movies: [], maxReached: false, genres: [{ id: 1, name: 'Comedy' }] });
    expect(slices.vod.getState().movies).toHaveLength(10_000);
    expect(vodSlices(make(storage)).vod.getState()).toMatchObject({ maxicastertoken: 'tok', movies: [], maxReached: false });
  });

  test('a corrupt stored vod slice starts clean', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:vod', '{"movies": "not a list"');
    expect(vodSlices(make(storage)).vod.getState()).toEqual(initialVod);
    storage.setItem('lido:v1:vod', JSON.stringify({ movies: 'not a list' }));
    expect(vodSlices(make(storage)).vod.getState()).toEqual(initialVod);
  });

  test('defining the slices twice (two bundles) gives the same stores', () => {
    const core = make(null);
    expect(vodSlices(core).vod).toBe(vodSlices(core).vod);
  });

  test('clearing VOD authentication resets VOD and audio state, keeps the device id', () => {
    const slices = vodSlices(make(null));
    slices.vod.setState({ maxicastertoken: 'tok', deviceUuid: 'dev', movies: [item(1)], errormessage: { key: 'timeout' } });
    slices.voditem.setState({ voddetails: item(1) });
    slices.audios.setState({ audios: [item(2, { type: 'audio' })] });
    clearVodAuthentication(slices);
    expect(slices.vod.getState()).toEqual({ ...initialVod, deviceUuid: 'dev' });
    expect(slices.voditem.getState()).toEqual(initialVodItem);
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
