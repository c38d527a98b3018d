/**
 * Stand-in for the third-party VOD / media service (spec 000 §7, 002 §7 "Media service"),
 * mounted at /vod-api/. Every call is a GET with `token`, `device_uuid` and `api_version` query
 * parameters and answers the envelope `{ code, data }`: code 200 is success; any other code comes
 * with `data.message` (and the same HTTP status, so read the body on errors too).
 *
 * Watchlist and playback positions belong to the DEVICE (device_uuid): the client's credentials are
 * fixed, so every cabin signs in with the same account.
 * Live channels are real live HLS: /vod-api/live/{channelId}/index.m3u8 is a sliding window whose
 * media sequence follows the wall clock, looping the 20 s source in /media/hls/live/.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { HttpError, NO_RESPONSE, Router, sendJson, type Ctx, type Handler } from '../lib/http.ts';
import { artworkSvg, csv, csvInts, hueOf, optBool, optInt, prng, sendSvg, type ArtShape } from './common.ts';
import {
  AUDIO_SERIES,
  AUDIO_SINGLES,
  CHANNELS,
  GENRES,
  KIDS_GENRE_ID,
  MOVIES,
  PROGRAMMES,
  PROMOS,
  PROVIDERS,
  SERIES,
  generatedChannelName,
  generatedMovie,
  peopleFor,
  type ChannelCategory,
  type Localized,
  type MovieDef,
} from './vod-catalogue.ts';

/** The client's fixed VOD credentials (000 §7 "the credentials are fixed in the client"). */
export const VOD_USERNAME = 'lido-demo';
export const VOD_PASSWORD = 'lido-demo-pass';
export const VOD_DEFAULT_APP_IDENTIFIER = 'PLANE_V1';
export const VOD_API_VERSIONS = ['1', '2', '3'];

export const VOD_TYPES = ['movie', 'series', 'episode', 'audio', 'audio_series', 'audio_episode'] as const;
export type VodType = (typeof VOD_TYPES)[number];
const CONTAINER_TYPES: VodType[] = ['series', 'audio_series'];
const TOP_LEVEL_TYPES: VodType[] = ['movie', 'series', 'audio', 'audio_series'];
const CHILD_TYPES: VodType[] = ['episode', 'audio_episode'];
/** Optional parts of a title; `include` picks among them (absent = all). */
export const VOD_INCLUDES = [
  'images',
  'genres',
  'actors',
  'directors',
  'descriptions',
  'languages',
  'assets',
  'series_info',
  'watchlisted',
  'last_playback_status',
] as const;
type Include = (typeof VOD_INCLUDES)[number];
const SORTS = ['catalogue', 'title', 'newest', 'rating'] as const;
const SERIES_FORMATS = ['seasons', 'episodes'] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
const LANGUAGE_CODES = ['en', 'de', 'fr', 'nl', 'es', 'it'];

// ------------------------------------------------------------------------------- schema

export function ensureVodSchema(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS vod_account (username TEXT PRIMARY KEY, password TEXT NOT NULL, display_name TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS vod_session (
      token TEXT PRIMARY KEY, username TEXT NOT NULL, device_uuid TEXT NOT NULL, device_json TEXT NOT NULL,
      app_identifier TEXT NOT NULL, created_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS vod_provider (id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS vod_genre (
      id INTEGER PRIMARY KEY, provider_id INTEGER NOT NULL, kind TEXT NOT NULL, kids INTEGER NOT NULL, names TEXT NOT NULL, sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS vod_title (
      id INTEGER PRIMARY KEY, type TEXT NOT NULL, provider_id INTEGER NOT NULL, title TEXT NOT NULL, year INTEGER,
      rating REAL, rating_age INTEGER NOT NULL, duration_sec INTEGER NOT NULL, short TEXT NOT NULL, long TEXT NOT NULL,
      actors TEXT NOT NULL, directors TEXT NOT NULL, languages TEXT NOT NULL, subtitles TEXT NOT NULL,
      kids INTEGER NOT NULL, series_id INTEGER, season INTEGER, episode INTEGER, media TEXT, hue INTEGER NOT NULL,
      added_at TEXT NOT NULL, sort INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS vod_title_type_sort ON vod_title (type, sort);
    CREATE INDEX IF NOT EXISTS vod_title_series ON vod_title (series_id, season, episode);
    CREATE TABLE IF NOT EXISTS vod_title_genre (genre_id INTEGER NOT NULL, title_id INTEGER NOT NULL, PRIMARY KEY (genre_id, title_id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS vod_title_genre_title ON vod_title_genre (title_id);
    CREATE TABLE IF NOT EXISTS vod_watchlist (device_uuid TEXT NOT NULL, vod_id INTEGER NOT NULL, added_at INTEGER NOT NULL, PRIMARY KEY (device_uuid, vod_id)) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS vod_position (
      device_uuid TEXT NOT NULL, vod_id INTEGER NOT NULL, position_seconds INTEGER NOT NULL, updated_at INTEGER NOT NULL,
      PRIMARY KEY (device_uuid, vod_id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS vod_channel (
      id INTEGER PRIMARY KEY, number INTEGER NOT NULL, name TEXT NOT NULL, category TEXT NOT NULL, hue INTEGER NOT NULL, live_offset INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS vod_epg_slot (
      channel_id INTEGER NOT NULL, start_min INTEGER NOT NULL, duration_min INTEGER NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL,
      PRIMARY KEY (channel_id, start_min)
    ) WITHOUT ROWID;
  `);
}

// ------------------------------------------------------------------------------- seed

export interface VodSeedOptions {
  titles?: number;
  channels?: number;
}

/**
 * Seeds the catalogue: the hand-written titles (ids stay stable) and, when `titles` asks for more
 * movies than exist, deterministic generated movies up to that many; likewise channels.
 */
export function seedVodProvider(db: DatabaseSync, opts: VodSeedOptions = {}): void {
  ensureVodSchema(db);
  for (const t of ['vod_account', 'vod_provider', 'vod_genre', 'vod_title', 'vod_title_genre', 'vod_channel', 'vod_epg_slot']) db.exec(`DELETE FROM ${t}`);
  db.prepare('INSERT INTO vod_account (username, password, display_name) VALUES (?, ?, ?)').run(VOD_USERNAME, VOD_PASSWORD, 'Lido Demo');

  const insProvider = db.prepare('INSERT INTO vod_provider (id, name, kind) VALUES (?, ?, ?)');
  for (const p of PROVIDERS) insProvider.run(p.id, p.name, p.kind);
  const insGenre = db.prepare('INSERT INTO vod_genre (id, provider_id, kind, kids, names, sort) VALUES (?, ?, ?, ?, ?, ?)');
  GENRES.forEach((g, i) => insGenre.run(g.id, g.provider, g.kind, g.kids ? 1 : 0, JSON.stringify(g.name), i));

  const insTitle = db.prepare(`INSERT INTO vod_title (id, type, provider_id, title, year, rating, rating_age, duration_sec, short, long,
    actors, directors, languages, subtitles, kids, series_id, season, episode, media, hue, added_at, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insTitleGenre = db.prepare('INSERT OR IGNORE INTO vod_title_genre (genre_id, title_id) VALUES (?, ?)');
  const rand = prng(20240601);
  let id = 0;
  const epoch = Date.UTC(2024, 0, 1);

  interface Row {
    type: VodType;
    provider: number;
    title: string;
    year: number;
    minutes: number;
    age: number;
    genres: number[];
    short: string;
    long: string;
    seriesId?: number;
    season?: number;
    episode?: number;
    media: string | null;
    people?: boolean;
  }
  const add = (r: Row): number => {
    id += 1;
    const langs = languagesFor(id);
    const { actors, directors } = r.people === false ? { actors: [], directors: [] } : peopleFor(id, rand);
    const kids = r.genres.includes(KIDS_GENRE_ID) || (r.age === 0 && r.provider === 2) ? 1 : 0;
    const rating = Math.round((5.8 + rand() * 3.2) * 10) / 10;
    insTitle.run(
      id,
      r.type,
      r.provider,
      r.title,
      r.year,
      rating,
      r.age,
      r.minutes * 60,
      r.short,
      r.long,
      JSON.stringify(actors),
      JSON.stringify(directors),
      `,${langs.audio.join(',')},`,
      `,${langs.subtitles.join(',')},`,
      kids,
      r.seriesId ?? null,
      r.season ?? null,
      r.episode ?? null,
      r.media,
      (id * 47) % 360,
      new Date(epoch + id * 3_600_000 * 7).toISOString(),
      id,
    );
    for (const g of r.genres) insTitleGenre.run(g, id);
    return id;
  };
  const clip = (n: number) => `hls/movie-${(n % 4) + 1}/index.m3u8`;
  const audioMedia = (n: number) => `audio:${(n % 4) + 1}`;
  const movie = (m: MovieDef, type: VodType, provider: number) => {
    const [title, year, minutes, age, genres, short, more] = m;
    const p = genres.includes(KIDS_GENRE_ID) ? 2 : provider;
    add({ type, provider: p, title, year, minutes, age, genres, short, long: `${short} ${more}`, media: type === 'audio' ? audioMedia(id + 1) : clip(id + 1) });
  };

  for (const m of MOVIES) movie(m, 'movie', 1);
  for (const m of PROMOS) movie(m, 'movie', 146);
  for (const s of SERIES) {
    const provider = s.genres.includes(KIDS_GENRE_ID) ? 2 : 1;
    const seriesId = add({
      type: 'series',
      provider,
      title: s.title,
      year: s.year,
      minutes: s.minutes,
      age: s.age,
      genres: s.genres,
      short: s.short,
      long: `${s.short} ${s.more}`,
      media: null,
    });
    s.seasons.forEach((episodes, si) =>
      episodes.forEach((name, ei) => {
        add({
          type: 'episode',
          provider,
          title: name,
          year: s.year + si,
          minutes: s.minutes,
          age: s.age,
          genres: s.genres,
          short: `${s.title}, season ${si + 1}, episode ${ei + 1}: ${name}.`,
          long: `${s.title}, season ${si + 1}, episode ${ei + 1}. ${s.short}`,
          seriesId,
          season: si + 1,
          episode: ei + 1,
          media: clip(id + 1),
        });
      }),
    );
  }
  for (const a of AUDIO_SERIES) {
    const seriesId = add({
      type: 'audio_series',
      provider: 3,
      title: a.title,
      year: a.year,
      minutes: a.trackMinutes,
      age: 0,
      genres: a.genres,
      short: a.short,
      long: `${a.short} ${a.more}`,
      media: null,
      people: false,
    });
    db.prepare('UPDATE vod_title SET actors = ?, directors = ? WHERE id = ?').run(JSON.stringify([a.artist]), '[]', seriesId);
    a.seasons.forEach((tracks, si) =>
      tracks.forEach((name, ti) => {
        const trackId = add({
          type: 'audio_episode',
          provider: 3,
          title: name,
          year: a.year,
          minutes: a.trackMinutes,
          age: 0,
          genres: a.genres,
          short: a.kind === 'album' ? `Track ${ti + 1} of ${a.title} by ${a.artist}.` : `${a.title}, season ${si + 1}, episode ${ti + 1}.`,
          long: a.kind === 'album' ? `${name} — track ${ti + 1} of the album ${a.title} by ${a.artist}. ${a.short}` : `${name}. ${a.short}`,
          seriesId,
          season: si + 1,
          episode: ti + 1,
          media: audioMedia(id + 1),
          people: false,
        });
        db.prepare('UPDATE vod_title SET actors = ? WHERE id = ?').run(JSON.stringify([a.artist]), trackId);
      }),
    );
  }
  for (const m of AUDIO_SINGLES) movie(m, 'audio', 3);

  const wanted = opts.titles ?? 0;
  for (let n = MOVIES.length; n < wanted; n++) {
    const g = generatedMovie(n, rand);
    add({
      type: 'movie',
      provider: 1,
      title: g.title,
      year: 1995 + (n % 30),
      minutes: 85 + (n % 50),
      age: [0, 6, 12, 16][n % 4]!,
      genres: g.genres,
      short: g.short,
      long: `${g.short} An invented title of the large demo catalogue (number ${n + 1}).`,
      media: clip(n),
    });
  }

  const insChannel = db.prepare('INSERT INTO vod_channel (id, number, name, category, hue, live_offset) VALUES (?, ?, ?, ?, ?, ?)');
  const insSlot = db.prepare('INSERT INTO vod_epg_slot (channel_id, start_min, duration_min, name, description) VALUES (?, ?, ?, ?, ?)');
  const categories = Object.keys(PROGRAMMES) as ChannelCategory[];
  const channelCount = Math.max(CHANNELS.length, opts.channels ?? 0);
  for (let i = 0; i < channelCount; i++) {
    const [name, category] = CHANNELS[i] ?? [generatedChannelName(i), categories[i % categories.length]!];
    const chId = i + 1;
    insChannel.run(chId, 100 + chId, name, category, hueOf(name), (chId * 3) % 10);
    // One day of programmes, repeated daily (a ship's channel runs a daily loop).
    const pool = PROGRAMMES[category];
    let minute = 0;
    let k = i;
    while (minute < 1440) {
      const [title, description, minutes] = pool[k % pool.length]!;
      const duration = Math.min(minutes, 1440 - minute);
      insSlot.run(chId, minute, duration, title, description);
      minute += duration;
      k += 1;
    }
  }
}

function languagesFor(id: number): { audio: string[]; subtitles: string[] } {
  const audio = ['en'];
  if (id % 5 !== 0) audio.push('de');
  if (id % 2 === 0) audio.push('fr');
  if (id % 3 === 0) audio.push('nl');
  const subtitles = ['en', 'de', 'fr', 'nl'].filter((_, i) => (id + i) % 4 !== 3);
  return { audio, subtitles };
}

// ------------------------------------------------------------------------------- live HLS

const LIVE_DIR = new URL('../media/hls/live/', import.meta.url);
/** Segments per live playlist: 20 s, the whole source loop — slack for slow (satellite) clients. */
export const LIVE_WINDOW = 10;
let liveSource: { files: string[]; segmentSeconds: number } | null = null;

/** The looped live source: segment files and their (equal) duration, read from the VOD playlist. */
function liveSegments(): { files: string[]; segmentSeconds: number } {
  if (liveSource) return liveSource;
  const text = readFileSync(new URL('index.m3u8', LIVE_DIR), 'utf8');
  const files: string[] = [];
  let duration = 0;
  for (const line of text.split('\n')) {
    const m = /^#EXTINF:([\d.]+)/.exec(line);
    if (m) duration = Math.max(duration, Number(m[1]));
    else if (line.trim() && !line.startsWith('#')) files.push(line.trim());
  }
  liveSource = { files, segmentSeconds: Math.round(duration) || 2 };
  return liveSource;
}

/**
 * Live sliding-window playlist at wall-clock time `nowMs`: the last LIVE_WINDOW finished segments.
 * Segment N (absolute) plays source file (N + offset) mod count; each wrap is a discontinuity, so
 * the discontinuity sequence is the number of wraps before the first listed segment.
 */
export function livePlaylist(nowMs: number, offset: number, mediaBase: string): string {
  const { files, segmentSeconds } = liveSegments();
  const last = Math.floor(nowMs / 1000 / segmentSeconds) - 1;
  const first = last - Math.min(LIVE_WINDOW, files.length) + 1;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${segmentSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor((first + offset) / files.length)}`,
  ];
  for (let n = first; n <= last; n++) {
    const index = (n + offset) % files.length;
    if (index === 0 && n !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(n * segmentSeconds * 1000).toISOString()}`);
    lines.push(`#EXTINF:${segmentSeconds.toFixed(3)},`);
    lines.push(`${mediaBase}/media/hls/live/${files[index]}`);
  }
  return `${lines.join('\n')}\n`;
}

// ------------------------------------------------------------------------------- the API

interface Session {
  token: string;
  username: string;
  device_uuid: string;
}
interface TitleRow {
  id: number;
  type: VodType;
  provider_id: number;
  title: string;
  year: number | null;
  rating: number | null;
  rating_age: number;
  duration_sec: number;
  short: string;
  long: string;
  actors: string;
  directors: string;
  languages: string;
  subtitles: string;
  kids: number;
  series_id: number | null;
  season: number | null;
  episode: number | null;
  media: string | null;
  position_seconds: number | null;
  position_updated: number | null;
  watch_added: number | null;
}

/** Thrown inside handlers; answered as the provider's envelope with the same HTTP status. */
function fail(code: number, message: string): never {
  throw new HttpError(code, message);
}

export function vodProviderRoutes(db: DatabaseSync): Router {
  ensureVodSchema(db);
  const r = new Router();
  const stmt = {
    account: db.prepare('SELECT username, password, display_name FROM vod_account WHERE username = ?'),
    insertSession: db.prepare('INSERT INTO vod_session (token, username, device_uuid, device_json, app_identifier, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    session: db.prepare('SELECT token, username, device_uuid FROM vod_session WHERE token = ?'),
    deleteSession: db.prepare('DELETE FROM vod_session WHERE token = ?'),
    title: db.prepare('SELECT * FROM vod_title WHERE id = ?'),
    pageRows: db.prepare(`SELECT t.*, p.position_seconds AS position_seconds, p.updated_at AS position_updated, w.added_at AS watch_added
      FROM vod_title t
      LEFT JOIN vod_position p ON p.device_uuid = ? AND p.vod_id = t.id
      LEFT JOIN vod_watchlist w ON w.device_uuid = ? AND w.vod_id = t.id
      WHERE t.id IN (SELECT value FROM json_each(?))`),
    position: db.prepare('SELECT position_seconds FROM vod_position WHERE device_uuid = ? AND vod_id = ?'),
    setPosition: db.prepare(`INSERT INTO vod_position (device_uuid, vod_id, position_seconds, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (device_uuid, vod_id) DO UPDATE SET position_seconds = excluded.position_seconds, updated_at = excluded.updated_at`),
    watchAdd: db.prepare('INSERT OR IGNORE INTO vod_watchlist (device_uuid, vod_id, added_at) VALUES (?, ?, ?)'),
    watchRemove: db.prepare('DELETE FROM vod_watchlist WHERE device_uuid = ? AND vod_id = ?'),
    genres: db.prepare('SELECT id, provider_id, kind, kids, names FROM vod_genre ORDER BY sort'),
    providers: db.prepare('SELECT id, name, kind FROM vod_provider ORDER BY id'),
    genreCounts: db.prepare(`SELECT tg.genre_id AS genre_id, t.type AS type, COUNT(*) AS n FROM vod_title_genre tg
      JOIN vod_title t ON t.id = tg.title_id GROUP BY tg.genre_id, t.type`),
    titleGenres: db.prepare('SELECT title_id, genre_id FROM vod_title_genre WHERE title_id IN (SELECT value FROM json_each(?))'),
    seasons: db.prepare(`SELECT series_id, season, COUNT(*) AS episodes FROM vod_title
      WHERE series_id IN (SELECT value FROM json_each(?)) GROUP BY series_id, season ORDER BY series_id, season`),
    episodeList: db.prepare(`SELECT id, series_id, season, episode, title, short FROM vod_title
      WHERE series_id IN (SELECT value FROM json_each(?)) ORDER BY series_id, season, episode`),
    seriesTitles: db.prepare('SELECT id, title FROM vod_title WHERE id IN (SELECT value FROM json_each(?))'),
    channel: db.prepare('SELECT id, number, name, category, hue, live_offset FROM vod_channel WHERE id = ?'),
    channels: db.prepare(`SELECT id, number, name, category, hue, live_offset FROM vod_channel
      WHERE (? IS NULL OR id IN (SELECT value FROM json_each(?))) ORDER BY number LIMIT ? OFFSET ?`),
    slots: db.prepare(`SELECT channel_id, start_min, duration_min, name, description FROM vod_epg_slot
      WHERE channel_id IN (SELECT value FROM json_each(?)) ORDER BY channel_id, start_min`),
  };
  const queryCache = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const prepared = (sql: string) => {
    let s = queryCache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      queryCache.set(sql, s);
    }
    return s;
  };

  /** Wraps a handler in the provider's conventions: api_version check, token check, envelope. */
  const endpoint =
    (auth: boolean, fn: (ctx: Ctx, session: Session) => unknown): Handler =>
    (ctx) => {
      try {
        const version = ctx.query.get('api_version');
        if (version !== null && !VOD_API_VERSIONS.includes(version))
          fail(400, `Unsupported api_version '${version}' (supported: ${VOD_API_VERSIONS.join(', ')})`);
        let session: Session = { token: '', username: '', device_uuid: '' };
        if (auth) {
          const token = ctx.query.get('token');
          if (!token) fail(401, 'Missing token: sign in with customers/loginApp first');
          const found = stmt.session.get(token) as Session | undefined;
          if (!found) fail(401, 'Invalid or expired token');
          const device = ctx.query.get('device_uuid');
          if (device !== null && device !== found.device_uuid) fail(401, 'The token belongs to another device');
          session = found;
        }
        return { code: 200, data: fn(ctx, session) };
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        sendJson(ctx.res, err.status, { code: err.status, data: { message: err.message, error: err.code } });
        return NO_RESPONSE;
      }
    };

  const media = (ctx: Ctx, path: string) => `${ctx.origin}/media/${path}`;
  const art = (ctx: Ctx, shape: string, id: number) => `${ctx.origin}/vod-api/images/${shape}/${id}.svg`;

  // ---- customers

  r.get(
    '/customers/loginApp',
    endpoint(false, (ctx) => {
      const q = ctx.query;
      const username = q.get('username')?.trim() ?? '';
      const password = q.get('password') ?? '';
      if (!username || !password) fail(400, 'username and password are required');
      const device = q.get('device_uuid')?.trim() ?? '';
      if (!device) fail(400, 'device_uuid is required');
      const account = stmt.account.get(username) as { username: string; password: string; display_name: string } | undefined;
      if (!account || account.password !== password) fail(401, 'Invalid username or password');
      const appIdentifier = q.get('app_identifier')?.trim() || VOD_DEFAULT_APP_IDENTIFIER;
      const deviceInfo = {
        uuid: device,
        type: q.get('device_type') ?? 'browser',
        model: q.get('device_model') ?? null,
        os: q.get('device_os') ?? null,
        name: q.get('device_name') ?? null,
      };
      const token = randomBytes(24).toString('hex');
      stmt.insertSession.run(token, account.username, device, JSON.stringify(deviceInfo), appIdentifier, Date.now());
      return {
        token,
        customer: { username: account.username, display_name: account.display_name },
        device: deviceInfo,
        app_identifier: appIdentifier,
        api_version: Number(q.get('api_version') ?? 3),
      };
    }),
  );

  r.get(
    '/customers/logout',
    endpoint(true, (_ctx, s) => {
      stmt.deleteSession.run(s.token);
      return { logged_out: true };
    }),
  );

  // ---- catalogue

  r.get(
    '/vods/getProviders',
    endpoint(true, (ctx) => {
      const counts = new Map<number, Record<string, number>>();
      for (const row of stmt.genreCounts.all() as { genre_id: number; type: string; n: number }[]) {
        const c = counts.get(row.genre_id) ?? {};
        c[row.type] = row.n;
        counts.set(row.genre_id, c);
      }
      const genres = stmt.genres.all() as { id: number; provider_id: number; kind: string; kids: number; names: string }[];
      return {
        providers: (stmt.providers.all() as { id: number; name: string; kind: string }[]).map((p) => ({
          id: p.id,
          name: p.name,
          kind: p.kind,
          images: { logo: art(ctx, 'provider', p.id) },
          genres: genres
            .filter((g) => g.provider_id === p.id)
            .map((g) => {
              const c = counts.get(g.id) ?? {};
              return {
                id: g.id,
                name: (JSON.parse(g.names) as Localized)[ctx.lang],
                kind: g.kind,
                kids: g.kids === 1,
                images: { tile: art(ctx, 'genre', g.id) },
                vods: Object.fromEntries(VOD_TYPES.map((t) => [t, c[t] ?? 0])),
              };
            }),
        })),
      };
    }),
  );

  r.get(
    '/vods/getVods',
    endpoint(true, (ctx, s) => {
      const q = ctx.query;
      const include = parseInclude(csv(q.get('include')));
      const types = csv(q.get('types'));
      for (const t of types ?? []) if (!(VOD_TYPES as readonly string[]).includes(t)) fail(400, `Unknown type '${t}' (allowed: ${VOD_TYPES.join(', ')})`);
      const seriesIds = csvInts(q.get('series_ids'), 'series_ids');
      const effectiveTypes = types ?? (seriesIds ? CHILD_TYPES : TOP_LEVEL_TYPES);
      const limit = optInt(q.get('limit'), 'limit', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
      const page = optInt(q.get('page'), 'page', 1, 1_000_000);
      const offset = optInt(q.get('offset'), 'offset', 0, 100_000_000) ?? (page ? (page - 1) * limit : 0);
      const sort = q.get('sort') ?? 'catalogue';
      if (!(SORTS as readonly string[]).includes(sort)) fail(400, `Unknown sort '${sort}' (allowed: ${SORTS.join(', ')})`);
      const seriesFormat = q.get('series_format') ?? 'seasons';
      if (!(SERIES_FORMATS as readonly string[]).includes(seriesFormat))
        fail(400, `Unknown series_format '${seriesFormat}' (allowed: ${SERIES_FORMATS.join(', ')})`);
      const languages = csv(q.get('languages'));
      for (const l of languages ?? []) if (!LANGUAGE_CODES.includes(l)) fail(400, `Unknown language '${l}' (allowed: ${LANGUAGE_CODES.join(', ')})`);
      const watchlist = optBool(q.get('watchlist'), 'watchlist');
      const kids = optBool(q.get('kids'), 'kids');

      const where: string[] = ['t.type IN (SELECT value FROM json_each(?))'];
      const args: SQLInputValue[] = [JSON.stringify(effectiveTypes)];
      const genreIds = csvInts(q.get('genre_id') ?? q.get('genre_ids'), 'genre_id');
      if (genreIds) {
        where.push('t.id IN (SELECT title_id FROM vod_title_genre WHERE genre_id IN (SELECT value FROM json_each(?)))');
        args.push(JSON.stringify(genreIds));
      }
      const search = q.get('search')?.trim();
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push("(t.title LIKE ? ESCAPE '\\' OR t.actors LIKE ? ESCAPE '\\' OR t.directors LIKE ? ESCAPE '\\')");
        args.push(like, like, like);
      }
      if (seriesIds) {
        where.push("(t.series_id IN (SELECT value FROM json_each(?)) OR (t.type IN ('series', 'audio_series') AND t.id IN (SELECT value FROM json_each(?))))");
        args.push(JSON.stringify(seriesIds), JSON.stringify(seriesIds));
      }
      const seasons = csvInts(q.get('series_seasons'), 'series_seasons');
      if (seasons) {
        where.push('t.season IN (SELECT value FROM json_each(?))');
        args.push(JSON.stringify(seasons));
      }
      const vodIds = csvInts(q.get('vod_ids'), 'vod_ids');
      if (vodIds) {
        where.push('t.id IN (SELECT value FROM json_each(?))');
        args.push(JSON.stringify(vodIds));
      }
      const providerIds = csvInts(q.get('provider_ids') ?? q.get('provider_id'), 'provider_ids');
      if (providerIds) {
        where.push('t.provider_id IN (SELECT value FROM json_each(?))');
        args.push(JSON.stringify(providerIds));
      }
      if (languages) {
        where.push(`(${languages.map(() => 'instr(t.languages, ?) > 0').join(' OR ')})`);
        args.push(...languages.map((l) => `,${l},`));
      }
      const onWatchlist = 'EXISTS (SELECT 1 FROM vod_watchlist w WHERE w.device_uuid = ? AND w.vod_id = t.id)';
      if (watchlist !== null) {
        where.push(watchlist ? onWatchlist : `NOT ${onWatchlist}`);
        args.push(s.device_uuid);
      }
      if (kids !== null) {
        where.push('t.kids = ?');
        args.push(kids ? 1 : 0);
      }

      const order = {
        catalogue: watchlist ? '(SELECT w.added_at FROM vod_watchlist w WHERE w.device_uuid = ? AND w.vod_id = t.id) DESC, t.sort' : 't.sort',
        title: 't.title COLLATE NOCASE, t.id',
        newest: 't.year DESC, t.sort',
        rating: 't.rating DESC, t.sort',
      }[sort as (typeof SORTS)[number]];
      const orderArgs: SQLInputValue[] = sort === 'catalogue' && watchlist ? [s.device_uuid] : [];
      // Page the ids first (no joins while skipping `offset` rows), then load that page's rows.
      const filter = `FROM vod_title t WHERE ${where.join(' AND ')}`;
      const ids = (
        prepared(`SELECT t.id AS id ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, ...orderArgs, limit, offset) as { id: number }[]
      ).map((r) => r.id);
      const total = Number((prepared(`SELECT COUNT(*) AS n ${filter}`).get(...args) as { n: number }).n);
      const byId = new Map((stmt.pageRows.all(s.device_uuid, s.device_uuid, JSON.stringify(ids)) as unknown as TitleRow[]).map((r) => [r.id, r]));
      const rows = ids.map((id) => byId.get(id)!);
      return { vods: renderTitles(ctx, rows, include, seriesFormat === 'episodes'), total, offset, limit };
    }),
  );

  /** Renders title rows with the optional parts, batching the per-page lookups. */
  function renderTitles(ctx: Ctx, rows: TitleRow[], include: Set<Include>, withEpisodes: boolean): unknown[] {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const genreNames = new Map((stmt.genres.all() as { id: number; names: string }[]).map((g) => [g.id, (JSON.parse(g.names) as Localized)[ctx.lang]]));
    const genresOf = new Map<number, { id: number; name: string }[]>();
    if (include.has('genres')) {
      for (const tg of stmt.titleGenres.all(JSON.stringify(ids)) as { title_id: number; genre_id: number }[]) {
        const list = genresOf.get(tg.title_id) ?? [];
        list.push({ id: tg.genre_id, name: genreNames.get(tg.genre_id) ?? '' });
        genresOf.set(tg.title_id, list);
      }
    }
    const seriesKeys = [...new Set(rows.map((row) => (CONTAINER_TYPES.includes(row.type) ? row.id : row.series_id)).filter((x): x is number => x !== null))];
    const seasonsOf = new Map<number, { season: number; episodes: number }[]>();
    const seriesTitle = new Map<number, string>();
    const episodesOf = new Map<number, unknown[]>();
    if (include.has('series_info') && seriesKeys.length) {
      const key = JSON.stringify(seriesKeys);
      for (const sr of stmt.seasons.all(key) as { series_id: number; season: number; episodes: number }[]) {
        const list = seasonsOf.get(sr.series_id) ?? [];
        list.push({ season: sr.season, episodes: sr.episodes });
        seasonsOf.set(sr.series_id, list);
      }
      for (const st of stmt.seriesTitles.all(key) as { id: number; title: string }[]) seriesTitle.set(st.id, st.title);
      if (withEpisodes) {
        for (const ep of stmt.episodeList.all(key) as { id: number; series_id: number; season: number; episode: number; title: string; short: string }[]) {
          const list = episodesOf.get(ep.series_id) ?? [];
          list.push({ vod_id: ep.id, season: ep.season, episode: ep.episode, title: ep.title, description: ep.short });
          episodesOf.set(ep.series_id, list);
        }
      }
    }
    return rows.map((row) => {
      const item: Record<string, unknown> = {
        id: row.id,
        type: row.type,
        title: row.title,
        provider_id: row.provider_id,
        year: row.year,
        rating: row.rating,
        rating_age: row.rating_age,
        kids: row.kids === 1,
      };
      if (include.has('images')) {
        item.images = { poster: art(ctx, 'poster', row.id), backdrop: art(ctx, 'backdrop', row.id), tile: art(ctx, 'tile', row.id) };
      }
      if (include.has('genres')) item.genres = genresOf.get(row.id) ?? [];
      if (include.has('actors')) item.actors = JSON.parse(row.actors) as string[];
      if (include.has('directors')) item.directors = JSON.parse(row.directors) as string[];
      if (include.has('descriptions')) item.descriptions = { short: row.short, long: row.long };
      if (include.has('languages')) item.languages = { audio: row.languages.split(',').filter(Boolean), subtitles: row.subtitles.split(',').filter(Boolean) };
      if (include.has('assets'))
        item.assets = { duration_sec: row.duration_sec, playable: row.media !== null, media_type: row.type.startsWith('audio') ? 'audio' : 'video' };
      if (include.has('series_info')) {
        if (CONTAINER_TYPES.includes(row.type)) {
          const seasons = seasonsOf.get(row.id) ?? [];
          item.series_info = {
            series_id: row.id,
            series_title: row.title,
            seasons,
            episode_count: seasons.reduce((n, x) => n + x.episodes, 0),
            episode_descriptions: episodesOf.get(row.id) ?? [],
          };
        } else if (row.series_id !== null) {
          item.series_info = {
            series_id: row.series_id,
            series_title: seriesTitle.get(row.series_id) ?? '',
            season: row.season,
            episode: row.episode,
            seasons: seasonsOf.get(row.series_id) ?? [],
            episode_descriptions: [{ vod_id: row.id, season: row.season, episode: row.episode, title: row.title, description: row.short }],
          };
        } else item.series_info = null;
      }
      if (include.has('watchlisted')) item.watchlisted = row.watch_added !== null;
      if (include.has('last_playback_status')) {
        item.last_playback_status = {
          position_seconds: row.position_seconds ?? 0,
          updated_at: row.position_updated ? new Date(row.position_updated).toISOString() : null,
        };
      }
      return item;
    });
  }

  const playableTitle = (idText: string | null, name = 'vod_id'): { id: number; type: VodType; title: string; duration_sec: number; media: string | null } => {
    if (!idText) fail(400, `${name} is required`);
    if (!/^\d+$/.test(idText)) fail(400, `${name} must be a number`);
    const row = stmt.title.get(Number(idText)) as { id: number; type: VodType; title: string; duration_sec: number; media: string | null } | undefined;
    if (!row) fail(404, `No title with ${name} ${idText}`);
    return row;
  };

  r.get(
    '/vods/getPlayoutAssets',
    endpoint(true, (ctx, s) => {
      const row = playableTitle(ctx.query.get('vod_id'));
      if (!row.media) fail(409, `Title ${row.id} (${row.type}) has no playout assets: play one of its episodes`);
      const assets = row.media.startsWith('audio:')
        ? (() => {
            const n = Number(row.media.slice(6));
            return [
              { format: 'hls', mime_type: 'application/vnd.apple.mpegurl', url: media(ctx, `hls/audio-track-${((n - 1) % 2) + 1}/index.m3u8`) },
              { format: 'mp3', mime_type: 'audio/mpeg', url: media(ctx, `audio/track-${n}.mp3`) },
              { format: 'aac', mime_type: 'audio/mp4', url: media(ctx, `audio/track-${n}.m4a`) },
            ];
          })()
        : [{ format: 'hls', mime_type: 'application/vnd.apple.mpegurl', url: media(ctx, row.media) }];
      const pos = stmt.position.get(s.device_uuid, row.id) as { position_seconds: number } | undefined;
      return { vod_id: row.id, type: row.type, title: row.title, duration_sec: row.duration_sec, position_seconds: pos?.position_seconds ?? 0, assets };
    }),
  );

  r.get(
    '/vods/setPosition',
    endpoint(true, (ctx, s) => {
      const row = playableTitle(ctx.query.get('vod_id'));
      if (!row.media) fail(409, `Title ${row.id} (${row.type}) is not playable`);
      const raw = ctx.query.get('position_seconds');
      if (raw === null || !/^\d+(\.\d+)?$/.test(raw)) fail(400, 'position_seconds must be a number of seconds ≥ 0');
      const position = Math.floor(Number(raw));
      if (position > row.duration_sec) fail(400, `position_seconds must not exceed the duration (${row.duration_sec} s)`);
      const now = Date.now();
      stmt.setPosition.run(s.device_uuid, row.id, position, now);
      return { vod_id: row.id, position_seconds: position, updated_at: new Date(now).toISOString() };
    }),
  );

  const watchlistTarget = (ctx: Ctx) => {
    const vodId = ctx.query.get('vod_id');
    const seriesId = ctx.query.get('vod_series_id');
    if ((vodId === null) === (seriesId === null)) fail(400, 'Pass exactly one of vod_id or vod_series_id');
    const row = playableTitle(vodId ?? seriesId, vodId !== null ? 'vod_id' : 'vod_series_id');
    if (seriesId !== null && !CONTAINER_TYPES.includes(row.type)) fail(400, `Title ${row.id} is not a series`);
    return { row, key: vodId !== null ? 'vod_id' : 'vod_series_id' };
  };
  r.get(
    '/vods/watchlistAdd',
    endpoint(true, (ctx, s) => {
      const { row, key } = watchlistTarget(ctx);
      stmt.watchAdd.run(s.device_uuid, row.id, Date.now());
      return { [key]: row.id, watchlisted: true };
    }),
  );
  r.get(
    '/vods/watchlistRemove',
    endpoint(true, (ctx, s) => {
      const { row, key } = watchlistTarget(ctx);
      stmt.watchRemove.run(s.device_uuid, row.id);
      return { [key]: row.id, watchlisted: false };
    }),
  );

  // ---- live TV

  r.get(
    '/channels/getChannelData',
    endpoint(true, (ctx) => {
      const q = ctx.query;
      const include = new Set(csv(q.get('include')) ?? ['streams', 'logos', 'epg']);
      for (const part of include) if (!['streams', 'logos', 'epg'].includes(part)) fail(400, `Unknown include '${part}' (allowed: streams, logos, epg)`);
      const ids = csvInts(q.get('channel_ids'), 'channel_ids');
      const limit = optInt(q.get('limit'), 'limit', 1, 5000) ?? 5000;
      const offset = optInt(q.get('offset'), 'offset', 0, 1_000_000) ?? 0;
      const hours = optInt(q.get('epg_hours'), 'epg_hours', 1, 72) ?? 24;
      const idsJson = ids ? JSON.stringify(ids) : null;
      const channels = stmt.channels.all(idsJson, idsJson, limit, offset) as { id: number; number: number; name: string; category: string; hue: number }[];
      const slotsOf = new Map<number, { start_min: number; duration_min: number; name: string; description: string }[]>();
      if (include.has('epg') && channels.length) {
        for (const slot of stmt.slots.all(JSON.stringify(channels.map((c) => c.id))) as {
          channel_id: number;
          start_min: number;
          duration_min: number;
          name: string;
          description: string;
        }[]) {
          const list = slotsOf.get(slot.channel_id) ?? [];
          list.push(slot);
          slotsOf.set(slot.channel_id, list);
        }
      }
      const now = Date.now();
      const windowStart = now - 6 * 3_600_000;
      const windowEnd = windowStart + hours * 3_600_000;
      return {
        channels: channels.map((c) => {
          const ch: Record<string, unknown> = { id: c.id, number: c.number, name: c.name, category: c.category };
          if (include.has('logos')) ch.logos = { default: art(ctx, 'channel', c.id) };
          if (include.has('streams'))
            ch.streams = [{ type: 'hls', live: true, mime_type: 'application/vnd.apple.mpegurl', url: `${ctx.origin}/vod-api/live/${c.id}/index.m3u8` }];
          if (include.has('epg'))
            ch.epg = {
              from: new Date(windowStart).toISOString(),
              to: new Date(windowEnd).toISOString(),
              programs: epgPrograms(c.id, slotsOf.get(c.id) ?? [], windowStart, windowEnd),
            };
          return ch;
        }),
      };
    }),
  );

  r.get('/live/:channel/index.m3u8', (ctx) => {
    const channel = /^\d+$/.test(ctx.params.channel ?? '') ? (stmt.channel.get(Number(ctx.params.channel)) as { live_offset: number } | undefined) : undefined;
    if (!channel) throw new HttpError(404, `No live channel ${ctx.params.channel}`);
    const body = Buffer.from(livePlaylist(Date.now(), channel.live_offset, ctx.origin));
    ctx.res.writeHead(200, {
      'Content-Type': 'application/vnd.apple.mpegurl',
      'Content-Length': body.byteLength,
      'Cache-Control': 'no-cache, no-store',
    });
    ctx.res.end(ctx.req.method === 'HEAD' ? undefined : body);
    return NO_RESPONSE;
  });

  // ---- artwork (public: <img> cannot send the token)

  r.get('/images/:kind/:file', (ctx) => {
    const m = /^(\d+)\.svg$/.exec(ctx.params.file ?? '');
    if (!m) throw new HttpError(404, `No image ${ctx.params.file}`);
    const id = Number(m[1]);
    const kind = ctx.params.kind;
    let svg: string | null = null;
    if (kind === 'poster' || kind === 'backdrop' || kind === 'tile') {
      const row = stmt.title.get(id) as { title: string; hue: number; year: number | null; type: VodType } | undefined;
      if (row) svg = artworkSvg(kind as ArtShape, row.title, row.hue, kind === 'poster' ? String(row.year ?? '') : '');
    } else if (kind === 'genre') {
      const row = (stmt.genres.all() as { id: number; names: string }[]).find((g) => g.id === id);
      if (row) {
        const name = (JSON.parse(row.names) as Localized)[ctx.lang];
        svg = artworkSvg('tile', name, hueOf(name));
      }
    } else if (kind === 'channel') {
      const row = stmt.channel.get(id) as { name: string; hue: number; number: number } | undefined;
      if (row) svg = artworkSvg('logo', row.name, row.hue);
    } else if (kind === 'provider') {
      const row = (stmt.providers.all() as { id: number; name: string }[]).find((p) => p.id === id);
      if (row) svg = artworkSvg('logo', row.name, hueOf(row.name));
    }
    if (!svg) throw new HttpError(404, `No ${kind} image ${ctx.params.file}`);
    return sendSvg(ctx, svg);
  });

  return r;
}

function parseInclude(parts: string[] | null): Set<Include> {
  if (!parts) return new Set(VOD_INCLUDES);
  for (const p of parts) if (!(VOD_INCLUDES as readonly string[]).includes(p)) fail(400, `Unknown include '${p}' (allowed: ${VOD_INCLUDES.join(', ')})`);
  return new Set(parts as Include[]);
}

/** Programmes of the daily loop that overlap [from, to), as dated entries (local days). */
export function epgPrograms(
  channelId: number,
  slots: { start_min: number; duration_min: number; name: string; description: string }[],
  from: number,
  to: number,
): unknown[] {
  const out: unknown[] = [];
  const day = new Date(from);
  day.setHours(0, 0, 0, 0);
  for (let d = new Date(day.getTime() - 86_400_000); d.getTime() < to; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    for (const slot of slots) {
      const start = new Date(d.getFullYear(), d.getMonth(), d.getDate(), 0, slot.start_min).getTime();
      const end = start + slot.duration_min * 60_000;
      if (end <= from || start >= to) continue;
      out.push({
        id: `${channelId}-${start / 60_000}`,
        name: slot.name,
        description: slot.description,
        start_time: new Date(start).toISOString(),
        end_time: new Date(end).toISOString(),
      });
    }
  }
  return out;
}
