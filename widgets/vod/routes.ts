/**
 * The VOD route language (spec 000 §2) ↔ what <lido-vod> shows. Attributes (`view`, `item-id`,
 * `genre-id`, `season`) and in-place routes (an un-cancelled lido-navigate) both end up as a
 * VodRoute; links inside the widget are built from VodRoutes, so both directions stay in one file.
 */

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

export function parseVodPath(path: string): VodRoute {
  const parts = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (parts[0] !== 'vod') return { view: 'not-found' };
  const [, a, b, c, d] = parts;
  if (a === undefined) return { view: 'overview' };
  if (a === 'overview') {
    if (b === undefined) return { view: 'overview' };
    if (b === 'genre' && (c === 'movies' || c === 'series') && d === undefined) return { view: c === 'movies' ? 'movie-genres' : 'series-genres' };
    if ((b === 'movies' || b === 'series' || b === 'audios') && d === undefined) {
      if (c === undefined) return { view: b };
      if (id(c)) return { view: b, genreId: c };
    }
    if (b === 'kids' && c === undefined) return { view: 'kids' };
    if (b === 'kids' && c === 'movies' && d === undefined) return { view: 'kids-movies' };
    if (b === 'watchlist' && c === undefined) return { view: 'watchlist' };
    if ((b === 'serie' || b === 'audio') && id(c) && (d === undefined || id(d)) && parts.length <= 5) {
      return d === undefined ? { view: b, itemId: c } : { view: b, itemId: c, season: d };
    }
    if (b === 'channels' && c === undefined) return { view: 'channels' };
    return { view: 'not-found' };
  }
  if (a === 'detail' && id(b) && c === undefined) return { view: 'detail', itemId: b };
  if ((a === 'channel' || a === 'theo') && id(b) && c === undefined) return { view: 'channel', channelId: b };
  if (id(a) && b === undefined) return { view: 'player', itemId: a };
  return { view: 'not-found' };
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
  view: VodView;
  itemId?: string | undefined;
  genreId?: string | undefined;
  season?: string | undefined;
}

/** What the attributes ask for; a view that needs an id it did not get shows "not found". */
export function routeFromAttributes({ view, itemId, genreId, season }: VodAttributes): VodRoute {
  const item = itemId?.trim() || undefined;
  const genre = genreId?.trim() || undefined;
  const seasonNumber = season?.trim() || undefined;
  switch (view) {
    case 'movies':
    case 'series':
    case 'audios':
      return genre ? { view, genreId: genre } : { view };
    case 'serie':
    case 'audio':
      if (!item) return { view: 'not-found' };
      return seasonNumber ? { view, itemId: item, season: seasonNumber } : { view, itemId: item };
    case 'detail':
    case 'player':
      return item ? { view, itemId: item } : { view: 'not-found' };
    default:
      return { view };
  }
}
