/**
 * vods/getProviders and vods/getVods: the catalogue's providers with their genres, and its titles
 * filtered, sorted and paged, with the optional parts `include` asks for.
 */
import type { SQLInputValue } from 'node:sqlite';
import type { Ctx, Router } from '../../lib/http.ts';
import { csv, csvInts, optBool, optInt } from '../common.ts';
import type { Localized } from '../vod-catalogue.ts';
import { CONTAINER_TYPES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, VOD_INCLUDES, VOD_TYPES, type VodType } from '../vod.ts';
import { fail, type VodApi } from './context.ts';

type Include = (typeof VOD_INCLUDES)[number];
const TOP_LEVEL_TYPES: VodType[] = ['movie', 'series', 'audio', 'audio_series'];
const CHILD_TYPES: VodType[] = ['episode', 'audio_episode'];
const SORTS = ['catalogue', 'title', 'newest', 'rating'] as const;
const SERIES_FORMATS = ['seasons', 'episodes'] as const;
const LANGUAGE_CODES = ['en', 'de', 'fr', 'nl', 'es', 'it'];

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

export function vodRoutes(r: Router, { db, stmt: shared, endpoint, prepared, art }: VodApi): void {
  const stmt = {
    ...shared,
    pageRows: db.prepare(`SELECT t.*, p.position_seconds AS position_seconds, p.updated_at AS position_updated, w.added_at AS watch_added
      FROM vod_title t
      LEFT JOIN vod_position p ON p.device_uuid = ? AND p.vod_id = t.id
      LEFT JOIN vod_watchlist w ON w.device_uuid = ? AND w.vod_id = t.id
      WHERE t.id IN (SELECT value FROM json_each(?))`),
    genreCounts: db.prepare(`SELECT tg.genre_id AS genre_id, t.type AS type, COUNT(*) AS n FROM vod_title_genre tg
      JOIN vod_title t ON t.id = tg.title_id GROUP BY tg.genre_id, t.type`),
    titleGenres: db.prepare('SELECT title_id, genre_id FROM vod_title_genre WHERE title_id IN (SELECT value FROM json_each(?))'),
    seasons: db.prepare(`SELECT series_id, season, COUNT(*) AS episodes FROM vod_title
      WHERE series_id IN (SELECT value FROM json_each(?)) GROUP BY series_id, season ORDER BY series_id, season`),
    episodeList: db.prepare(`SELECT id, series_id, season, episode, title, short FROM vod_title
      WHERE series_id IN (SELECT value FROM json_each(?)) ORDER BY series_id, season, episode`),
    seriesTitles: db.prepare('SELECT id, title FROM vod_title WHERE id IN (SELECT value FROM json_each(?))'),
  };

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
}

function parseInclude(parts: string[] | null): Set<Include> {
  if (!parts) return new Set(VOD_INCLUDES);
  for (const p of parts) if (!(VOD_INCLUDES as readonly string[]).includes(p)) fail(400, `Unknown include '${p}' (allowed: ${VOD_INCLUDES.join(', ')})`);
  return new Set(parts as Include[]);
}
