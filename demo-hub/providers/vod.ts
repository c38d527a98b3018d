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
import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { hueOf, prng } from './common.ts';
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
  type MovieDef,
} from './vod-catalogue.ts';

/** The client's fixed VOD credentials (000 §7 "the credentials are fixed in the client"). */
export const VOD_USERNAME = 'lido-demo';
export const VOD_PASSWORD = 'lido-demo-pass';
export const VOD_DEFAULT_APP_IDENTIFIER = 'PLANE_V1';
export const VOD_API_VERSIONS = ['1', '2', '3'];

export const VOD_TYPES = ['movie', 'series', 'episode', 'audio', 'audio_series', 'audio_episode'] as const;
export type VodType = (typeof VOD_TYPES)[number];
/** The types whose titles hold others (a series its episodes, an album its tracks). */
export const CONTAINER_TYPES: VodType[] = ['series', 'audio_series'];
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
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

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
