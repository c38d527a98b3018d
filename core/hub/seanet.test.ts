/**
 * The second catalogue's session against the real demo hub (/seanet/): the token is reused until
 * it expires (6 hours, or less when the provider says so), then renewed (000 §4, §9). The clock is
 * moved with fake Date only; every request is real.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startHub, type StartedHub } from '../../tests/contract/start-hub';
import { createCore, type LidoCore } from '../index';
import type { DeviceConfig } from './config';
import {
  SEANET_TOKEN_LIFETIME_MS,
  getSeanetGenreMovies,
  getSeanetGenres,
  getSeanetLocales,
  getSeanetMovie,
  getSeanetPlayback,
  isSeanetPlayerState,
  seanetSession,
} from './seanet';

const HOUR = 3_600_000;
let hub: StartedHub;
let shortHub: StartedHub;
const cores: LidoCore[] = [];

beforeAll(async () => {
  [hub, shortHub] = await Promise.all([startHub(), startHub({ env: { LIDO_SEANET_TOKEN_TTL: '1' } })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([hub?.stop(), shortHub?.stop()]);
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const core of cores.splice(0)) core.channel.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * A page core on a demo hub. The second catalogue's address and credentials belong in the hub's
 * device configuration (seanetConfiguration); the demo hub does not send it yet, so the test adds
 * exactly that entry to the configuration the hub answered.
 */
async function coreOn(target: StartedHub, seanet?: Record<string, string>): Promise<LidoCore> {
  const core = createCore({ storage: null, page: { lidoConfig: { hubUrl: target.url } }, location: { protocol: 'http:', hostname: '127.0.0.1' } });
  cores.push(core);
  const device = await core.config.load();
  const seanetConfiguration = seanet ?? { url: `${target.url}/seanet/`, username: 'seanet-demo', password: 'seanet-demo-pass' };
  core.config.state.setState({ device: { ...device!, seanetConfiguration } as DeviceConfig });
  return core;
}

describe('seanet token (000 §4)', () => {
  test('one token for every call until it expires after 6 hours, then a new one', async () => {
    const core = await coreOn(hub);
    const session = seanetSession(core);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const first = await session.token();
    expect(session.store.getState().tokenValidUntil).toBe(start + SEANET_TOKEN_LIFETIME_MS);

    vi.setSystemTime(start + 6 * HOUR - 1000);
    const genres = await session.call((base, token) => getSeanetGenres(base, token, 'en'));
    expect(genres.map((g) => g.name)).toEqual(['Adventure', 'Comedy', 'Nature & Travel', 'Family']);
    expect(session.store.getState().token).toBe(first);

    vi.setSystemTime(start + 6 * HOUR);
    const renewed = await session.token();
    expect(renewed).not.toBe(first);
    expect(session.store.getState().tokenValidUntil).toBe(start + 12 * HOUR);
  });

  test('concurrent calls share one connect-token', async () => {
    const core = await coreOn(hub);
    const session = seanetSession(core);
    const tokens = await Promise.all([session.token(), session.token(), session.token()]);
    expect(new Set(tokens).size).toBe(1);
  });

  test('a shorter lifetime granted by the provider is respected', async () => {
    const core = await coreOn(shortHub);
    const session = seanetSession(core);
    const before = Date.now();
    const first = await session.token();
    const validUntil = session.store.getState().tokenValidUntil!;
    expect(validUntil - before).toBeLessThanOrEqual(1000 + 50);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await session.token();
    expect(second).not.toBe(first);
  });

  test('a token the provider no longer knows (401) is renewed once and the call succeeds', async () => {
    const core = await coreOn(hub);
    const session = seanetSession(core);
    session.store.setState({ token: 'revoked', tokenValidUntil: Date.now() + HOUR });
    const locales = await session.call((base, token) => getSeanetLocales(base, token));
    expect(locales.locales.map((l) => l.code).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(session.store.getState().token).not.toBe('revoked');
  });

  test('wrong credentials: the provider message; nothing configured: NOT_CONFIGURED', async () => {
    const wrong = seanetSession(await coreOn(hub, { url: `${hub.url}/seanet/`, username: 'seanet-demo', password: 'nope' }));
    await expect(wrong.token()).rejects.toMatchObject({ code: 401, message: 'Invalid username or password' });
    const missing = seanetSession(await coreOn(hub, {}));
    await expect(missing.token()).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
  });
});

describe('seanet catalogue calls', () => {
  test('genres, movies of a genre, a movie and its playback, localised', async () => {
    const session = seanetSession(await coreOn(hub));
    const movies = await session.call((base, token) => getSeanetGenreMovies(base, token, 1, 'de'));
    expect(movies.genre.name).toBe('Abenteuer');
    const movie = await session.call((base, token) => getSeanetMovie(base, token, movies.movies[0]!.id, 'de'));
    expect(movie).toMatchObject({ title: 'Der Bernsteinkompass', synopsis: expect.any(String), audioLocales: expect.any(Array) });
    const playback = await session.call((base, token) => getSeanetPlayback(base, token, movie.id));
    expect(playback.mediaPath).toMatch(/\/media\/hls\/movie-\d\/index\.m3u8$/);
    const state = { movieId: playback.movieId, mediaPath: playback.mediaPath, token: session.store.getState().token, title: movie.title };
    expect(isSeanetPlayerState(state)).toBe(true);
    expect(isSeanetPlayerState({ ...state, mediaPath: '' })).toBe(false);
    expect(isSeanetPlayerState(null)).toBe(false);
  });
});
