/**
 * The second catalogue's calls (000 §7) against the real demo hub (/seanet/), with the address
 * and token passed in (no core, no session). Token reuse is a session action: see
 * core/session/seanet-session.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHub, type StartedHub } from '../../tests/contract/start-hub';
import { connectToken, getSeanetGenreMovies, getSeanetMovie, getSeanetPlayback, seanetConfigurationOf, type SeanetConfiguration } from './seanet';

let hub: StartedHub;
let config: SeanetConfiguration;

beforeAll(async () => {
  hub = await startHub();
  config = { url: `${hub.url}/seanet/`, username: 'seanet-demo', password: 'seanet-demo-pass' };
}, 60_000);
afterAll(async () => {
  await hub?.stop();
});

describe('seanet configuration', () => {
  test('read from the device configuration, only when complete', () => {
    expect(seanetConfigurationOf({ seanetConfiguration: config })).toEqual(config);
    expect(seanetConfigurationOf({ seanetConfiguration: { ...config, password: 7 } })).toBeNull();
    expect(seanetConfigurationOf({ seanetConfiguration: {} })).toBeNull();
    expect(seanetConfigurationOf(null)).toBeNull();
  });
});

describe('seanet catalogue calls', () => {
  test('connect-token; wrong credentials give the provider message', async () => {
    const { token, expiresIn } = await connectToken(config);
    expect(token).toBeTruthy();
    expect(expiresIn).toBeGreaterThan(0);
    await expect(connectToken({ ...config, password: 'nope' })).rejects.toMatchObject({ code: 401, message: 'Invalid username or password' });
  });

  test('genres, movies of a genre, a movie and its playback, localised', async () => {
    const { token } = await connectToken(config);
    const movies = await getSeanetGenreMovies(config.url, token, 1, 'de');
    expect(movies.genre.name).toBe('Abenteuer');
    const movie = await getSeanetMovie(config.url, token, movies.movies[0]!.id, 'de');
    expect(movie).toMatchObject({ title: 'Der Bernsteinkompass', synopsis: expect.any(String), audioLocales: expect.any(Array) });
    const playback = await getSeanetPlayback(config.url, token, movie.id);
    expect(playback.mediaPath).toMatch(/\/media\/hls\/movie-\d\/index\.m3u8$/);
    expect(playback.movieId).toBe(movie.id);
  });

  test('a call without a valid token is refused (401)', async () => {
    await expect(getSeanetMovie(config.url, 'revoked', 1)).rejects.toMatchObject({ code: 401 });
  });
});
