/**
 * What <lido-vod> knows about titles besides rendering them: which provider filters a grid uses, its
 * page size, where a tile links to.
 */
import { CURATED_PAGE_SIZE, DEFAULT_PAGE_SIZE, LIST_INCLUDE, MOVIE_PAGE_SIZE, type GetVodsFilters, type VodItem, type VodType } from '../../core/hub/vod';
import type { VodRoute } from './routes';

export const AUDIO_TYPES: readonly VodType[] = ['audio', 'audio_series'];

export type GridRoute = Extract<VodRoute, { view: 'movies' | 'series' | 'audios' | 'kids' | 'kids-movies' | 'watchlist' }>;

export interface GridSpec {
  /** The catalogue list of these filters, or the guest's watchlist. */
  list: 'titles' | 'watchlist';
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
        list: 'titles',
        filters: { include, types: ['movie'], genre_id: route.genreId, search },
        pageSize: searching ? DEFAULT_PAGE_SIZE : MOVIE_PAGE_SIZE,
        search: 'searchTermMovies',
      };
    case 'series':
      return {
        list: 'titles',
        filters: { include, types: ['series'], series_format: 'seasons', genre_id: route.genreId, search },
        pageSize: searching ? DEFAULT_PAGE_SIZE : MOVIE_PAGE_SIZE,
        search: 'searchTermSeries',
      };
    case 'audios':
      return {
        list: 'titles',
        filters: { include, types: AUDIO_TYPES, genre_id: route.genreId, search },
        pageSize: DEFAULT_PAGE_SIZE,
        search: 'searchTermAudio',
      };
    case 'kids':
      return { list: 'titles', filters: { include, types: ['movie', 'series'], kids: true }, pageSize: CURATED_PAGE_SIZE, search: null };
    case 'kids-movies':
      return { list: 'titles', filters: { include, types: ['movie'], kids: true }, pageSize: CURATED_PAGE_SIZE, search: null };
    case 'watchlist':
      // The watchlist's own query (core/query/vod.ts) asks for every type of the guest's list.
      return { list: 'watchlist', filters: {}, pageSize: CURATED_PAGE_SIZE, search: null };
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

/** Titles of a list are told apart by id (a page overlapping the previous one adds none twice). */
export const titleKey = (item: Pick<VodItem, 'id'>) => item.id;
