/**
 * What <lido-vod> knows about titles besides rendering them: which provider filters a grid uses, its
 * page size, where a tile links to, the watchlist toggle, the genre cache.
 */
import {
  CURATED_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  LIST_INCLUDE,
  MOVIE_PAGE_SIZE,
  ensureVodSession,
  genresOf,
  toVodError,
  getProviders,
  watchlistAdd,
  watchlistRemove,
  watchlistTarget,
  type GetVodsFilters,
  type VodGenre,
  type VodItem,
  type VodType,
} from '../../core/hub/vod';
import type { LidoCore } from '../../core/index';
import {
  audiosTransitions,
  vodItemTransitions,
  vodTransitions,
  type VodListKey,
  type VodMessage,
} from '../../core/session/vod-slices';
import { vodRuntime } from '../../core/hub/vod';
import { runVod } from './vod-data';
import type { VodRoute } from './routes';

export const ALL_TYPES: readonly VodType[] = ['movie', 'series', 'episode', 'audio', 'audio_series', 'audio_episode'];
export const AUDIO_TYPES: readonly VodType[] = ['audio', 'audio_series'];

export type GridRoute = Extract<VodRoute, { view: 'movies' | 'series' | 'audios' | 'kids' | 'kids-movies' | 'watchlist' }>;

export interface GridSpec {
  /** Where the list lives. */
  list: VodListKey | 'audios';
  filters: GetVodsFilters;
  pageSize: number;
  /** Which search term of the slices the grid's search box edits (none: no search box). */
  search: 'searchTermMovies' | 'searchTermSeries' | 'searchTermAudio' | null;
}

/**
 * Filters and page size of a grid (000 §9): movie grids 100 per page, curated lists (kids area,
 * watchlist) 50, everything else — and every search result list — the default 20.
 */
export function gridSpec(route: GridRoute, searchTerm: string): GridSpec {
  const include = LIST_INCLUDE;
  const searching = searchTerm.trim() !== '';
  const search = searching ? searchTerm.trim() : undefined;
  switch (route.view) {
    case 'movies':
      return {
        list: 'movies',
        filters: { include, types: ['movie'], genre_id: route.genreId, search },
        pageSize: searching ? DEFAULT_PAGE_SIZE : MOVIE_PAGE_SIZE,
        search: 'searchTermMovies',
      };
    case 'series':
      return {
        list: 'series',
        filters: { include, types: ['series'], series_format: 'seasons', genre_id: route.genreId, search },
        pageSize: searching ? DEFAULT_PAGE_SIZE : MOVIE_PAGE_SIZE,
        search: 'searchTermSeries',
      };
    case 'audios':
      return {
        list: 'audios',
        filters: { include, types: AUDIO_TYPES, genre_id: route.genreId, search },
        pageSize: DEFAULT_PAGE_SIZE,
        search: 'searchTermAudio',
      };
    case 'kids':
      return { list: 'movies', filters: { include, types: ['movie', 'series'], kids: true }, pageSize: CURATED_PAGE_SIZE, search: null };
    case 'kids-movies':
      return { list: 'movies', filters: { include, types: ['movie'], kids: true }, pageSize: CURATED_PAGE_SIZE, search: null };
    case 'watchlist':
      return { list: 'watchlistitems', filters: { include, types: ALL_TYPES, watchlist: true }, pageSize: CURATED_PAGE_SIZE, search: null };
  }
}

/** Where a tile of this title leads (000 §2). */
export function itemRoute(item: Pick<VodItem, 'id' | 'type'>): VodRoute {
  switch (item.type) {
    case 'series':
      return { view: 'serie', itemId: String(item.id) };
    case 'audio_series':
      return { view: 'audio', itemId: String(item.id) };
    case 'audio_episode':
      return { view: 'player', itemId: String(item.id) };
    default:
      return { view: 'detail', itemId: String(item.id) };
  }
}

/** The title's picture for a tile. */
export function posterOf(item: Pick<VodItem, 'images'>): string | undefined {
  return item.images?.poster ?? item.images?.tile ?? item.images?.backdrop;
}

export function durationSeconds(item: Pick<VodItem, 'assets'>): number | null {
  const seconds = item.assets?.duration_sec;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** "1:05:09" / "4:07" for a playback position. */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** The provider's genres, loaded once per page and kept in the vod (video) and audios slices. */
export async function loadGenres(core: LidoCore, signal?: AbortSignal): Promise<VodGenre[]> {
  const { slices, client } = vodRuntime(core);
  const cached = [...slices.vod.getState().genres, ...slices.audios.getState().genres];
  if (cached.length) return cached;
  const { providers } = await runVod(slices, () => getProviders(client, { signal }));
  const genres = genresOf(providers ?? []);
  slices.vod.setState((state) => vodTransitions.genresSet(state, genres.filter((genre) => genre.kind !== 'audio')));
  slices.audios.setState((state) => audiosTransitions.genresSet(state, genres.filter((genre) => genre.kind === 'audio')));
  return genres;
}

const togglesInFlight = new WeakMap<LidoCore, Set<number>>();

/** Outcome of a watchlist toggle: the flag now in force, and the message when it failed. */
export interface ToggleResult {
  watchlisted: boolean;
  error: VodMessage | null;
}

/**
 * Watchlist toggle (000 §4): adds when not watchlisted, removes when it is; the flag changes only
 * after the provider confirmed. A second press while one is on its way does nothing (a double
 * click toggles once).
 */
export async function toggleWatchlist(core: LidoCore, item: VodItem): Promise<ToggleResult> {
  const current = item.watchlisted === true;
  let busy = togglesInFlight.get(core);
  if (!busy) togglesInFlight.set(core, (busy = new Set()));
  if (busy.has(item.id)) return { watchlisted: current, error: null };
  busy.add(item.id);
  const { slices, client } = vodRuntime(core);
  const isAudio = item.type.startsWith('audio');
  const onError = isAudio ? (message: VodMessage) => slices.audios.setState((state) => audiosTransitions.failed(state, message)) : undefined;
  try {
    if (!(await ensureVodSession(core))) {
      return { watchlisted: current, error: slices.vod.getState().errormessage ?? { key: 'signInFailed' } };
    }
    const target = watchlistTarget(item);
    await runVod(slices, () => (current ? watchlistRemove(client, target) : watchlistAdd(client, target)), onError);
    const next = !current;
    slices.vod.setState((state) => {
      const flagged = vodTransitions.watchlistedChanged(state, item.id, next);
      return next ? flagged : vodTransitions.watchlistItemRemoved(flagged, item.id);
    });
    slices.voditem.setState((state) => vodItemTransitions.watchlistedChanged(state, item.id, next));
    slices.audios.setState((state) => {
      const flagged = audiosTransitions.watchlistedChanged(state, item.id, next);
      return next ? flagged : audiosTransitions.watchlistItemRemoved(flagged, item.id);
    });
    return { watchlisted: next, error: null };
  } catch (caught) {
    return { watchlisted: current, error: toVodError(caught).reason };
  } finally {
    busy.delete(item.id);
  }
}
