/**
 * What <lido-vod> knows about titles besides rendering them: which provider filters a grid uses, its
 * page size, where a tile links to, the watchlist toggle, the genre cache.
 */
import {
  CURATED_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  LIST_INCLUDE,
  MOVIE_PAGE_SIZE,
  genresOf,
  getProviders,
  type GetVodsFilters,
  type VodGenre,
  type VodItem,
  type VodType,
} from '../../core/hub/vod';
import type { LidoCore } from '../../core/index';
import { audiosTransitions, vodTransitions, type VodListKey } from '../../core/session/vod-slices';
import { vodRuntime } from '../../core/session/vod-actions';
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

// The watchlist toggle is a session action (000 §4: the flag changes only after success).
export { toggleWatchlist, type ToggleResult } from '../../core/session/vod-actions';
