/**
 * The VOD route language (spec 000 §2) ↔ what <lido-vod> shows. Attributes (`view`, `item-id`,
 * `genre-id`, `season`) and in-place routes (an un-cancelled lido-navigate) both end up as a
 * VodRoute through one function (routeFromAttributes): a route's attributes are those its page in
 * the meta gives it, read by the core's matcher. Links inside the widget are built from VodRoutes
 * (vodPath), so both directions stay in one file.
 */
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './vod.meta';

export type GridType = 'movies' | 'series' | 'audios';

export type VodRoute =
  | { view: 'overview' }
  | { view: 'movie-genres' }
  | { view: 'series-genres' }
  | { view: GridType; genreId?: string }
  | { view: 'kids' }
  | { view: 'kids-movies' }
  | { view: 'watchlist' }
  | { view: 'serie'; itemId: string; season?: string }
  | { view: 'audio'; itemId: string; season?: string }
  | { view: 'detail'; itemId: string }
  | { view: 'player'; itemId: string }
  /**
   * Live TV of the VOD area (/vod/overview/channels, /vod/channel/{id}, /vod/theo/{id}): routes of
   * <lido-live-tv>, which the VOD navigation links to.
   */
  | { view: 'channels' }
  | { view: 'channel'; channelId: string }
  | { view: 'not-found' };

export const VOD_VIEWS = [
  'overview',
  'movie-genres',
  'series-genres',
  'movies',
  'series',
  'audios',
  'kids',
  'kids-movies',
  'watchlist',
  'serie',
  'audio',
  'detail',
  'player',
] as const;
export type VodView = (typeof VOD_VIEWS)[number];

const id = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);
const isVodView = (view: string): view is VodView => (VOD_VIEWS as readonly string[]).includes(view);

/**
 * An in-place route (a path of the meta's pages) → what it shows, through the attributes the page
 * gives; any other path (a malformed escape too) → not found. The channel routes under /vod/ are
 * lido-live-tv's pages: not found here.
 */
export function vodRouteOf(path: string): VodRoute {
  const attributes = attributesOfPath(meta.pages, path);
  if (!attributes) return { view: 'not-found' };
  return routeFromAttributes({ view: attributes.view ?? '', itemId: attributes['item-id'], genreId: attributes['genre-id'], season: attributes.season });
}

export function vodPath(route: VodRoute): string {
  switch (route.view) {
    case 'overview':
      return '/vod/overview';
    case 'movie-genres':
      return '/vod/overview/genre/movies';
    case 'series-genres':
      return '/vod/overview/genre/series';
    case 'movies':
    case 'series':
    case 'audios':
      return route.genreId ? `/vod/overview/${route.view}/${route.genreId}` : `/vod/overview/${route.view}`;
    case 'kids':
      return '/vod/overview/kids';
    case 'kids-movies':
      return '/vod/overview/kids/movies';
    case 'watchlist':
      return '/vod/overview/watchlist';
    case 'serie':
    case 'audio':
      return route.season ? `/vod/overview/${route.view}/${route.itemId}/${route.season}` : `/vod/overview/${route.view}/${route.itemId}`;
    case 'detail':
      return `/vod/detail/${route.itemId}`;
    case 'player':
      return `/vod/${route.itemId}`;
    case 'channels':
      return '/vod/overview/channels';
    case 'channel':
      return `/vod/channel/${route.channelId}`;
    case 'not-found':
      // no such route: parses back to not-found
      return '/vod/not-found';
  }
}

export interface VodAttributes {
  view: string;
  itemId?: string | undefined;
  genreId?: string | undefined;
  season?: string | undefined;
}

/**
 * What the attributes ask for: the element's own, or those an in-place route gives (vodRouteOf).
 * A view that needs an id it did not get, an id that is not a number, or an unknown view shows
 * "not found"; an id the view does not take is ignored.
 */
export function routeFromAttributes({ view, itemId, genreId, season }: VodAttributes): VodRoute {
  const item = itemId?.trim() || undefined;
  const genre = genreId?.trim() || undefined;
  const seasonNumber = season?.trim() || undefined;
  if (!isVodView(view)) return { view: 'not-found' };
  switch (view) {
    case 'movies':
    case 'series':
    case 'audios':
      if (genre === undefined) return { view };
      return id(genre) ? { view, genreId: genre } : { view: 'not-found' };
    case 'serie':
    case 'audio':
      if (!id(item) || (seasonNumber !== undefined && !id(seasonNumber))) return { view: 'not-found' };
      return seasonNumber ? { view, itemId: item, season: seasonNumber } : { view, itemId: item };
    case 'detail':
    case 'player':
      return id(item) ? { view, itemId: item } : { view: 'not-found' };
    default:
      return { view };
  }
}
