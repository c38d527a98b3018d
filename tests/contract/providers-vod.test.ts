/**
 * Contract of the demo VOD provider (/vod-api/, spec 000 §3/§7/§8, 002 §7): real HTTP against a
 * fresh demo hub. The envelope is { code, data }; errors carry data.message and the same HTTP status.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { useDemoHub } from './hub-api.ts';

interface Envelope<T = any> {
  status: number;
  code: number;
  data: T;
}

const hub = useDemoHub();
const VOD = () => `${hub.url}/vod-api`;

async function call<T = any>(path: string, query: Record<string, string | number | boolean> = {}): Promise<Envelope<T>> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${VOD()}/${path}?${qs}`);
  const body = (await res.json()) as { code: number; data: T };
  return { status: res.status, code: body.code, data: body.data };
}

interface Device {
  token: string;
  device_uuid: string;
  api_version: number;
}
async function signIn(device_uuid = randomUUID()): Promise<Device> {
  const r = await call<{ token: string }>('customers/loginApp', {
    username: 'lido-demo',
    password: 'lido-demo-pass',
    device_uuid,
    device_type: 'browser',
    app_identifier: 'PLANE_V1',
    api_version: 3,
  });
  expect(r.code).toBe(200);
  return { token: r.data.token, device_uuid, api_version: 3 };
}
const as = (d: Device, query: Record<string, string | number | boolean> = {}) => ({ ...d, ...query });

let device: Device;

beforeAll(async () => {
  device = await signIn();
}, 60_000);

describe('customers/loginApp and logout', () => {
  it('returns a token for the fixed credentials', async () => {
    const r = await call('customers/loginApp', { username: 'lido-demo', password: 'lido-demo-pass', device_uuid: 'cabin-7012', api_version: 3 });
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data.token).toMatch(/^[0-9a-f]{48}$/);
    expect(r.data.device.uuid).toBe('cabin-7012');
    expect(r.data.app_identifier).toBe('PLANE_V1');
  });

  it('rejects a wrong password with code 401 and a message', async () => {
    const r = await call('customers/loginApp', { username: 'lido-demo', password: 'nope', device_uuid: 'x' });
    expect(r).toMatchObject({ status: 401, code: 401, data: { message: 'Invalid username or password' } });
  });

  it('requires a device identifier', async () => {
    const r = await call('customers/loginApp', { username: 'lido-demo', password: 'lido-demo-pass' });
    expect(r.code).toBe(400);
    expect(r.data.message).toMatch(/device_uuid/);
  });

  it('refuses an unsupported api_version', async () => {
    const r = await call('vods/getVods', as(device, { api_version: 9 }));
    expect(r.code).toBe(400);
    expect(r.data.message).toMatch(/api_version/);
  });

  it('logout invalidates the token', async () => {
    const d = await signIn();
    expect((await call('vods/getVods', as(d, { limit: 1 }))).code).toBe(200);
    const out = await call('customers/logout', as(d));
    expect(out).toMatchObject({ code: 200, data: { logged_out: true } });
    const after = await call('vods/getVods', as(d, { limit: 1 }));
    expect(after).toMatchObject({ status: 401, code: 401 });
    expect(after.data.message).toMatch(/token/i);
  });
});

describe('401 without a valid token', () => {
  const calls: [string, Record<string, string | number>][] = [
    ['vods/getVods', {}],
    ['vods/getProviders', {}],
    ['vods/getPlayoutAssets', { vod_id: 1 }],
    ['vods/setPosition', { vod_id: 1, position_seconds: 5 }],
    ['vods/watchlistAdd', { vod_id: 1 }],
    ['vods/watchlistRemove', { vod_id: 1 }],
    ['channels/getChannelData', {}],
    ['customers/logout', {}],
  ];
  it.each(calls)('%s without token', async (path, query) => {
    const r = await call(path, { ...query, device_uuid: 'x', api_version: 3 });
    expect(r).toMatchObject({ status: 401, code: 401 });
    expect(r.data.message).toMatch(/token/i);
  });
  it.each(calls)('%s with an unknown token', async (path, query) => {
    const r = await call(path, { ...query, token: 'not-a-token', device_uuid: 'x', api_version: 3 });
    expect(r).toMatchObject({ status: 401, code: 401, data: { message: 'Invalid or expired token' } });
  });
  it('a token used from another device is refused', async () => {
    const r = await call('vods/getVods', as(device, { device_uuid: 'someone-else' }));
    expect(r.code).toBe(401);
  });
});

describe('vods/getProviders', () => {
  it('lists providers with localised genres, counts per type, and provider 146', async () => {
    const r = await call('vods/getProviders', as(device));
    expect(r.code).toBe(200);
    const providers = r.data.providers as any[];
    expect(providers.map((p) => p.id)).toContain(146);
    const genres = providers.filter((p) => p.id !== 146).flatMap((p) => p.genres);
    const videoGenres = genres.filter((g) => g.kind === 'video' && g.vods.movie > 0);
    expect(videoGenres.length).toBeGreaterThanOrEqual(8);
    expect(genres.find((g) => g.kids)).toMatchObject({ name: 'Kids' });
    for (const g of genres) {
      expect(g).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        images: { tile: expect.stringMatching(/\/vod-api\/images\/genre\/\d+\.svg$/) },
      });
      expect(Object.keys(g.vods).sort()).toEqual(['audio', 'audio_episode', 'audio_series', 'episode', 'movie', 'series']);
    }
    const de = await call('vods/getProviders', as(device, { lang: 'de' }));
    expect((de.data.providers as any[]).flatMap((p) => p.genres).map((g) => g.name)).toContain('Komödie');
  });
});

describe('vods/getVods', () => {
  it('answers the Movie shape of 000 §3', async () => {
    const r = await call('vods/getVods', as(device, { types: 'movie', limit: 5 }));
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ total: expect.any(Number), offset: 0, limit: 5 });
    expect(r.data.vods).toHaveLength(5);
    for (const m of r.data.vods) {
      expect(m).toMatchObject({
        id: expect.any(Number),
        type: 'movie',
        title: expect.any(String),
        rating: expect.any(Number),
        rating_age: expect.any(Number),
        images: { poster: expect.stringContaining('/vod-api/images/poster/'), backdrop: expect.stringContaining('/backdrop/') },
        actors: expect.any(Array),
        directors: expect.any(Array),
        descriptions: { short: expect.any(String), long: expect.any(String) },
        watchlisted: false,
        series_info: null,
        assets: { duration_sec: expect.any(Number) },
        last_playback_status: { position_seconds: 0 },
        genres: expect.arrayContaining([expect.objectContaining({ id: expect.any(Number), name: expect.any(String) })]),
      });
      expect(m.actors.length).toBeGreaterThan(0);
      expect(m.descriptions.long.length).toBeGreaterThan(m.descriptions.short.length);
    }
  });

  it('has at least 60 movies over at least 8 genres', async () => {
    const r = await call('vods/getVods', as(device, { types: 'movie', limit: 500, include: 'genres' }));
    expect(r.data.total).toBeGreaterThanOrEqual(60);
    const genreIds = new Set((r.data.vods as any[]).flatMap((m) => m.genres.map((g: any) => g.id)));
    expect(genreIds.size).toBeGreaterThanOrEqual(8);
  });

  it('include limits the optional parts', async () => {
    const r = await call('vods/getVods', as(device, { limit: 2, include: 'images,watchlisted' }));
    for (const m of r.data.vods) {
      expect(Object.keys(m).sort()).toEqual(['id', 'images', 'kids', 'provider_id', 'rating', 'rating_age', 'title', 'type', 'watchlisted', 'year']);
    }
    const bad = await call('vods/getVods', as(device, { include: 'images,trailers' }));
    expect(bad.code).toBe(400);
    expect(bad.data.message).toMatch(/trailers/);
  });

  it('filters by genre', async () => {
    const r = await call('vods/getVods', as(device, { genre_id: 5, types: 'movie', limit: 100, include: 'genres' }));
    expect(r.data.vods.length).toBeGreaterThan(3);
    for (const m of r.data.vods) expect(m.genres.map((g: any) => g.id)).toContain(5);
  });

  it('searches titles case-insensitively, and cast names', async () => {
    const r = await call('vods/getVods', as(device, { search: 'CROSSW', include: 'actors' }));
    expect(r.data.vods.map((m: any) => m.title)).toEqual(['Crosswind']);
    const actor = r.data.vods[0].actors[0] as string;
    const byActor = await call('vods/getVods', as(device, { search: actor, include: 'actors', limit: 100 }));
    expect(byActor.data.vods.length).toBeGreaterThan(0);
    for (const m of byActor.data.vods) expect(m.actors).toContain(actor);
    const none = await call('vods/getVods', as(device, { search: 'zzz-no-such-title' }));
    expect(none.data).toMatchObject({ vods: [], total: 0 });
  });

  it('lists series with seasons, and the episodes of one season in order', async () => {
    const series = await call('vods/getVods', as(device, { types: 'series', limit: 50 }));
    expect(series.data.total).toBeGreaterThanOrEqual(5);
    const keepers = (series.data.vods as any[]).find((s) => s.title === 'The Lighthouse Keepers');
    expect(keepers.series_info).toMatchObject({
      series_id: keepers.id,
      seasons: [
        { season: 1, episodes: 6 },
        { season: 2, episodes: 6 },
      ],
      episode_count: 12,
    });
    const eps = await call('vods/getVods', as(device, { series_ids: keepers.id, series_seasons: 2, types: 'episode' }));
    expect(eps.data.vods).toHaveLength(6);
    expect(eps.data.vods.map((e: any) => e.series_info.episode)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const e of eps.data.vods) expect(e.series_info).toMatchObject({ series_id: keepers.id, season: 2, series_title: 'The Lighthouse Keepers' });
    // without types, series_ids lists the children
    const all = await call('vods/getVods', as(device, { series_ids: keepers.id, limit: 100 }));
    expect(all.data.total).toBe(12);
  });

  it('series_format=episodes embeds the episode descriptions', async () => {
    const r = await call('vods/getVods', as(device, { types: 'series', search: 'Island Detectives', series_format: 'episodes' }));
    const info = r.data.vods[0].series_info;
    expect(info.episode_descriptions).toHaveLength(12);
    expect(info.episode_descriptions[0]).toMatchObject({ vod_id: expect.any(Number), season: 1, episode: 1, title: 'The Missing Regatta Cup' });
    const plain = await call('vods/getVods', as(device, { types: 'series', search: 'Island Detectives' }));
    expect(plain.data.vods[0].series_info.episode_descriptions).toEqual([]);
    expect((await call('vods/getVods', as(device, { series_format: 'full' }))).code).toBe(400);
  });

  it('has a kids area', async () => {
    const r = await call('vods/getVods', as(device, { kids: true, limit: 100, include: 'genres' }));
    expect(r.data.vods.length).toBeGreaterThanOrEqual(8);
    for (const m of r.data.vods) expect(m.kids).toBe(true);
    expect(r.data.vods.some((m: any) => m.type === 'series')).toBe(true);
  });

  it('has audio albums with tracks, audio series with seasons, and single audio titles', async () => {
    const albums = await call('vods/getVods', as(device, { types: 'audio_series', limit: 50 }));
    expect(albums.data.total).toBeGreaterThanOrEqual(4);
    const multi = (albums.data.vods as any[]).find((a) => a.series_info.seasons.length > 1);
    expect(multi).toBeTruthy();
    const tracks = await call('vods/getVods', as(device, { series_ids: albums.data.vods[0].id, types: 'audio_episode' }));
    expect(tracks.data.vods.length).toBeGreaterThanOrEqual(4);
    for (const t of tracks.data.vods) expect(t.assets.media_type).toBe('audio');
    const singles = await call('vods/getVods', as(device, { types: 'audio' }));
    expect(singles.data.total).toBeGreaterThanOrEqual(2);
  });

  it('filters by vod_ids, provider_ids and languages', async () => {
    const byIds = await call('vods/getVods', as(device, { vod_ids: '3,1,2', types: 'movie' }));
    expect(byIds.data.vods.map((m: any) => m.id).sort()).toEqual([1, 2, 3]);
    const promos = await call('vods/getVods', as(device, { provider_ids: 146 }));
    expect(promos.data.total).toBeGreaterThan(0);
    for (const m of promos.data.vods) expect(m.provider_id).toBe(146);
    const nl = await call('vods/getVods', as(device, { languages: 'nl', limit: 100, include: 'languages' }));
    expect(nl.data.total).toBeGreaterThan(0);
    for (const m of nl.data.vods) expect(m.languages.audio).toContain('nl');
    const all = await call('vods/getVods', as(device, { limit: 1 }));
    expect(nl.data.total).toBeLessThan(all.data.total);
    expect((await call('vods/getVods', as(device, { languages: 'xx' }))).code).toBe(400);
  });

  it('rejects unknown types and out-of-range paging', async () => {
    expect((await call('vods/getVods', as(device, { types: 'podcast' }))).code).toBe(400);
    expect((await call('vods/getVods', as(device, { limit: 0 }))).code).toBe(400);
    expect((await call('vods/getVods', as(device, { limit: 501 }))).code).toBe(400);
    expect((await call('vods/getVods', as(device, { page: 0 }))).code).toBe(400);
    expect((await call('vods/getVods', as(device, { genre_id: 'abc' }))).code).toBe(400);
  });

  it('pages through the whole list and stops at an empty page', async () => {
    const seen: number[] = [];
    let total = -1;
    for (let offset = 0; ; offset += 20) {
      const r = await call('vods/getVods', as(device, { types: 'movie', limit: 20, offset, include: 'assets' }));
      total = r.data.total;
      if (r.data.vods.length === 0) break;
      seen.push(...r.data.vods.map((m: any) => m.id));
      expect(offset).toBeLessThan(10_000);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const page2 = await call('vods/getVods', as(device, { types: 'movie', limit: 20, page: 2, include: 'assets' }));
    expect(page2.data.vods.map((m: any) => m.id)).toEqual(seen.slice(20, 40));
  });

  it('sorts by title, newest and rating', async () => {
    const byTitle = await call('vods/getVods', as(device, { types: 'movie', sort: 'title', limit: 30, include: 'assets' }));
    // NOCASE order: ASCII letters case-folded, everything else by code point
    const titles = byTitle.data.vods.map((m: any) => (m.title as string).replace(/[A-Z]/g, (c) => c.toLowerCase()));
    expect(titles).toEqual([...titles].sort());
    const byRating = await call('vods/getVods', as(device, { types: 'movie', sort: 'rating', limit: 30, include: 'assets' }));
    const ratings = byRating.data.vods.map((m: any) => m.rating);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
  });
});

describe('vods/getPlayoutAssets', () => {
  it('gives a playable HLS url under /media/', async () => {
    const r = await call('vods/getPlayoutAssets', as(device, { vod_id: 1 }));
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ vod_id: 1, type: 'movie', duration_sec: expect.any(Number) });
    const hls = r.data.assets.find((a: any) => a.format === 'hls');
    expect(hls.url).toMatch(/\/media\/hls\/movie-\d\/index\.m3u8$/);
    const playlist = await (await fetch(hls.url)).text();
    expect(playlist).toMatch(/^#EXTM3U/);
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
    const seg = await fetch(new URL(segment, hls.url));
    expect(seg.status).toBe(200);
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    expect(new Uint8Array(await seg.arrayBuffer())[0]).toBe(0x47); // MPEG-TS sync byte
  });

  it('gives audio titles HLS, MP3 and AAC', async () => {
    const tracks = await call('vods/getVods', as(device, { types: 'audio_episode', limit: 1 }));
    const r = await call('vods/getPlayoutAssets', as(device, { vod_id: tracks.data.vods[0].id }));
    expect(r.data.assets.map((a: any) => a.format)).toEqual(['hls', 'mp3', 'aac']);
    const mp3 = await fetch(r.data.assets[1].url);
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
  });

  it('refuses series containers and unknown ids', async () => {
    const series = await call('vods/getVods', as(device, { types: 'series', limit: 1 }));
    const container = await call('vods/getPlayoutAssets', as(device, { vod_id: series.data.vods[0].id }));
    expect(container.code).toBe(409);
    expect(container.data.message).toMatch(/episode/);
    expect(await call('vods/getPlayoutAssets', as(device, { vod_id: 999999 }))).toMatchObject({
      code: 404,
      data: { message: expect.stringContaining('999999') },
    });
    expect((await call('vods/getPlayoutAssets', as(device))).code).toBe(400);
  });
});

describe('positions and watchlist', () => {
  it('setPosition persists and getVods reports it per device', async () => {
    const d = await signIn();
    const set = await call('vods/setPosition', as(d, { vod_id: 4, position_seconds: 754 }));
    expect(set).toMatchObject({ code: 200, data: { vod_id: 4, position_seconds: 754 } });
    const r = await call('vods/getVods', as(d, { vod_ids: 4, include: 'last_playback_status' }));
    expect(r.data.vods[0].last_playback_status.position_seconds).toBe(754);
    expect((await call('vods/getPlayoutAssets', as(d, { vod_id: 4 }))).data.position_seconds).toBe(754);
    const other = await signIn();
    const r2 = await call('vods/getVods', as(other, { vod_ids: 4, include: 'last_playback_status' }));
    expect(r2.data.vods[0].last_playback_status.position_seconds).toBe(0);
  });

  it('setPosition validates its input', async () => {
    expect((await call('vods/setPosition', as(device, { vod_id: 4, position_seconds: -3 }))).code).toBe(400);
    expect((await call('vods/setPosition', as(device, { vod_id: 4, position_seconds: 'soon' }))).code).toBe(400);
    expect((await call('vods/setPosition', as(device, { vod_id: 4, position_seconds: 99_999_999 }))).code).toBe(400);
    expect((await call('vods/setPosition', as(device, { vod_id: 999999, position_seconds: 1 }))).code).toBe(404);
  });

  it('watchlist add / remove by vod_id and vod_series_id', async () => {
    const d = await signIn();
    const series = (await call('vods/getVods', as(d, { types: 'series', limit: 1 }))).data.vods[0];
    expect((await call('vods/watchlistAdd', as(d, { vod_id: 7 }))).data).toEqual({ vod_id: 7, watchlisted: true });
    expect((await call('vods/watchlistAdd', as(d, { vod_series_id: series.id }))).data).toEqual({ vod_series_id: series.id, watchlisted: true });
    const list = await call('vods/getVods', as(d, { watchlist: true, include: 'watchlisted' }));
    expect(list.data.vods.map((m: any) => m.id).sort((a: number, b: number) => a - b)).toEqual([7, series.id].sort((a, b) => a - b));
    for (const m of list.data.vods) expect(m.watchlisted).toBe(true);
    // another device has its own watchlist
    const other = await signIn();
    expect((await call('vods/getVods', as(other, { watchlist: true }))).data.vods).toEqual([]);
    expect((await call('vods/watchlistRemove', as(d, { vod_id: 7 }))).data).toEqual({ vod_id: 7, watchlisted: false });
    const after = await call('vods/getVods', as(d, { watchlist: true }));
    expect(after.data.vods.map((m: any) => m.id)).toEqual([series.id]);
  });

  it('watchlist calls validate their target', async () => {
    expect((await call('vods/watchlistAdd', as(device))).code).toBe(400);
    expect((await call('vods/watchlistAdd', as(device, { vod_id: 1, vod_series_id: 68 }))).code).toBe(400);
    expect((await call('vods/watchlistAdd', as(device, { vod_series_id: 1 }))).data.message).toMatch(/not a series/);
    expect((await call('vods/watchlistAdd', as(device, { vod_id: 999999 }))).code).toBe(404);
  });

  it('watchlist, positions and the token survive a hub restart', async () => {
    const d = await signIn();
    await call('vods/watchlistAdd', as(d, { vod_id: 12 }));
    await call('vods/setPosition', as(d, { vod_id: 12, position_seconds: 321 }));
    await hub.restart();
    const r = await call('vods/getVods', as(d, { watchlist: true, include: 'watchlisted,last_playback_status' }));
    expect(r.code).toBe(200);
    expect(r.data.vods).toHaveLength(1);
    expect(r.data.vods[0]).toMatchObject({ id: 12, watchlisted: true, last_playback_status: { position_seconds: 321 } });
  }, 60_000);
});

describe('channels/getChannelData', () => {
  it('lists at least 12 channels with streams, logos and 24 h of EPG around now', async () => {
    const r = await call('channels/getChannelData', as(device, { include: 'streams,logos,epg' }));
    expect(r.code).toBe(200);
    const channels = r.data.channels as any[];
    expect(channels.length).toBeGreaterThanOrEqual(12);
    const now = Date.now();
    for (const c of channels) {
      expect(c).toMatchObject({ id: expect.any(Number), name: expect.any(String), logos: { default: expect.stringContaining('/vod-api/images/channel/') } });
      expect(c.streams[0]).toMatchObject({ type: 'hls', live: true, url: expect.stringMatching(/\/vod-api\/live\/\d+\/index\.m3u8$/) });
      const programs = c.epg.programs as any[];
      expect(programs.length).toBeGreaterThan(5);
      const start = Date.parse(programs[0].start_time);
      const end = Date.parse(programs.at(-1).end_time);
      expect(start).toBeLessThanOrEqual(now - 6 * 3600_000);
      expect(end).toBeGreaterThanOrEqual(now + 18 * 3600_000);
      expect(programs.some((p) => Date.parse(p.start_time) <= now && Date.parse(p.end_time) > now)).toBe(true);
      for (let i = 1; i < programs.length; i++) expect(programs[i].start_time).toBe(programs[i - 1].end_time);
      for (const p of programs) expect(p).toMatchObject({ name: expect.any(String), description: expect.any(String) });
    }
  });

  it('include and channel_ids narrow the answer', async () => {
    const r = await call('channels/getChannelData', as(device, { include: 'streams', channel_ids: '2,3' }));
    expect(r.data.channels.map((c: any) => c.id)).toEqual([2, 3]);
    for (const c of r.data.channels) {
      expect(c.epg).toBeUndefined();
      expect(c.logos).toBeUndefined();
      expect(c.streams).toHaveLength(1);
    }
    expect((await call('channels/getChannelData', as(device, { include: 'subtitles' }))).code).toBe(400);
  });
});

describe('live playlists', () => {
  const parse = (text: string) => ({
    sequence: Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]),
    discontinuitySequence: Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(text)?.[1]),
    segments: text.split('\n').filter((l) => l.endsWith('.ts')),
  });

  it('is a sliding live window whose media sequence advances with the clock', async () => {
    const url = `${hub.url}/vod-api/live/1/index.m3u8`;
    const before = Date.now();
    const first = await fetch(url);
    expect(first.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(first.headers.get('cache-control')).toMatch(/no-cache/);
    const a = await first.text();
    expect(a).not.toContain('#EXT-X-ENDLIST');
    expect(a).not.toContain('PLAYLIST-TYPE');
    const pa = parse(a);
    expect(pa.segments.length).toBe(10);
    // the media sequence is the wall clock in 2 s segments (minus the window)
    expect(pa.sequence).toBeGreaterThanOrEqual(Math.floor(before / 2000) - 10);
    expect(pa.sequence).toBeLessThanOrEqual(Math.floor(Date.now() / 2000) - 10);
    const seg = await fetch(pa.segments.at(-1)!);
    expect(seg.status).toBe(200);
    await new Promise((r) => setTimeout(r, 2200));
    const pb = parse(await (await fetch(url)).text());
    expect(pb.sequence).toBeGreaterThan(pa.sequence);
    // the window slid: what was second is now first (or further)
    expect(pb.segments.slice(0, 10 - (pb.sequence - pa.sequence))).toEqual(pa.segments.slice(pb.sequence - pa.sequence));
  });

  it('marks each loop of the source with a discontinuity', async () => {
    const text = await (await fetch(`${hub.url}/vod-api/live/2/index.m3u8`)).text();
    // split into segment entries: the tags before each URI belong to it
    const entries: { uri: string; tags: string[] }[] = [];
    let tags: string[] = [];
    for (const line of text.split('\n').slice(5)) {
      if (line.startsWith('#')) tags.push(line);
      else if (line) {
        entries.push({ uri: line, tags });
        tags = [];
      }
    }
    expect(entries).toHaveLength(10); // the whole 20 s loop: seg-000 is always in the window
    entries.forEach((e, i) => {
      const wraps = /seg-000\.ts$/.test(e.uri) && i > 0;
      expect(e.tags.includes('#EXT-X-DISCONTINUITY'), e.uri).toBe(wraps);
    });
    expect(Number.isInteger(parse(text).discontinuitySequence)).toBe(true);
    expect((await fetch(`${hub.url}/vod-api/live/9999/index.m3u8`)).status).toBe(404);
  });
});

describe('artwork', () => {
  it('draws posters, backdrops, genre tiles and channel logos as SVG', async () => {
    for (const path of ['poster/1.svg', 'backdrop/1.svg', 'tile/70.svg', 'genre/3.svg', 'channel/1.svg', 'provider/146.svg']) {
      const res = await fetch(`${hub.url}/vod-api/images/${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect((await fetch(`${hub.url}/vod-api/images/poster/999999.svg`)).status).toBe(404);
  });
});
