/**
 * Contract of the second VOD catalogue (/seanet/, spec 000 §2/§4/§7/§9): connect-token, bearer
 * GETs, localisation, token expiry (6 h; shortened here with the demo `expires_in` knob) and renewal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoHub } from './hub-api.ts';

const hub = useDemoHub();
let token: string;

async function connect(body: unknown, query = ''): Promise<{ status: number; json: any }> {
  const res = await fetch(`${hub.url}/seanet/api/connect-token${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}
const CREDENTIALS = { username: 'seanet-demo', password: 'seanet-demo-pass' };

async function get(path: string, bearer: string | null = token): Promise<{ status: number; json: any; res: Response }> {
  const res = await fetch(`${hub.url}/seanet/api/${path}`, bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {});
  return { status: res.status, json: await res.json(), res };
}

beforeAll(async () => {
  token = (await connect(CREDENTIALS)).json.token;
}, 60_000);

describe('api/connect-token', () => {
  it('returns a bearer token valid for 6 hours', async () => {
    const before = Date.now();
    const r = await connect(CREDENTIALS);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ token: expect.any(String), tokenType: 'Bearer', expiresIn: 21600 });
    const expiresAt = Date.parse(r.json.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(21600 * 1000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(21600 * 1000 + 5000);
  });

  it('refuses wrong credentials with 401 and missing ones with 400', async () => {
    const wrong = await connect({ username: 'seanet-demo', password: 'guess' });
    expect(wrong).toMatchObject({ status: 401, json: { error: 'invalid_credentials', message: expect.any(String) } });
    expect((await connect({ username: 'seanet-demo' })).status).toBe(400);
    expect((await connect([])).status).toBe(400);
  });
});

describe('bearer protection', () => {
  const paths = ['locales', 'genres', 'genres/1/movies', 'movies/1', 'movies/1/playback'];
  it.each(paths)('%s: 401 without a token', async (path) => {
    const r = await get(path, null);
    expect(r.status).toBe(401);
    expect(r.json.error).toBe('missing_token');
    expect(r.res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
  it.each(paths)('%s: 401 with an unknown token', async (path) => {
    const r = await get(path, 'forged-token');
    expect(r).toMatchObject({ status: 401, json: { error: 'invalid_token' } });
  });
});

describe('catalogue', () => {
  it('lists the four locales', async () => {
    const r = await get('locales');
    expect(r.status).toBe(200);
    expect(r.json.default).toBe('en');
    expect(r.json.locales.map((l: any) => l.code)).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it('lists genres with counts, localised', async () => {
    const en = await get('genres');
    expect(en.json.length).toBeGreaterThanOrEqual(4);
    for (const g of en.json)
      expect(g).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        movieCount: expect.any(Number),
        imageUrl: expect.stringContaining('/seanet/images/genre/'),
      });
    const de = await get('genres?locale=de');
    expect(de.json.map((g: any) => g.id)).toEqual(en.json.map((g: any) => g.id));
    expect(de.json.find((g: any) => g.id === 1).name).toBe('Abenteuer');
    expect(en.json.find((g: any) => g.id === 1).name).toBe('Adventure');
    expect((await get('genres?locale=xx')).status).toBe(400);
  });

  it('lists the movies of a genre and 404s an unknown genre', async () => {
    const r = await get('genres/2/movies?locale=fr');
    expect(r.json.genre).toEqual({ id: 2, name: 'Comédie' });
    expect(r.json.movies.length).toBe(4);
    for (const m of r.json.movies)
      expect(m).toMatchObject({ id: expect.any(Number), title: expect.any(String), genreId: 2, posterUrl: expect.stringContaining('/seanet/images/poster/') });
    expect((await get('genres/99/movies')).status).toBe(404);
  });

  it('gives a movie detail in the requested locale', async () => {
    const nl = await get('movies/3?locale=nl');
    expect(nl.json).toMatchObject({ id: 3, title: 'De Gletsjerrace', synopsis: expect.stringContaining('gletsjer'), genre: { id: 1, name: 'Avontuur' } });
    expect(nl.json.audioLocales.length).toBeGreaterThan(0);
    expect((await get('movies/999')).status).toBe(404);
  });

  it('gives a playback media path to real HLS', async () => {
    const r = await get('movies/3/playback');
    expect(r.json).toMatchObject({ movieId: 3, mimeType: 'application/vnd.apple.mpegurl' });
    const playlist = await fetch(r.json.mediaPath);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toMatch(/^#EXTM3U/);
  });

  it('draws posters', async () => {
    const res = await fetch(`${hub.url}/seanet/images/poster/5.svg?locale=fr`);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('Lune de miel');
  });
});

describe('token expiry and renewal', () => {
  it('an expired token answers 401 token_expired; a new one works', async () => {
    const short = await connect(CREDENTIALS, '?expires_in=1');
    expect(short.json.expiresIn).toBe(1);
    expect((await get('genres', short.json.token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1200));
    const expired = await get('genres', short.json.token);
    expect(expired).toMatchObject({ status: 401, json: { error: 'token_expired' } });
    const renewed = await connect(CREDENTIALS);
    expect(renewed.json.token).not.toBe(short.json.token);
    expect((await get('genres', renewed.json.token)).status).toBe(200);
  });

  it('the lifetime knob cannot exceed 6 hours', async () => {
    expect((await connect(CREDENTIALS, '?expires_in=21601')).status).toBe(400);
  });

  it('tokens survive a hub restart', async () => {
    const t = (await connect(CREDENTIALS)).json.token as string;
    await hub.restart();
    expect((await get('genres', t)).status).toBe(200);
  }, 60_000);
});
