/**
 * Every route of the three spec documents (000 §2, 001 §2, 002 §2) as one table: which element
 * the page places, which attributes it takes from the path and the query, who may open it and
 * whether a visit is recorded. The server page renders from it, the client guard reads it, and
 * the e2e suite walks it. First match wins, so literal routes come before parameter routes.
 *
 * Pattern syntax: `/vod/detail/:id`; a trailing `:name?` is optional.
 * Attribute values: `:name` takes a path parameter, `?name` a query parameter (omitted when
 * absent), anything else is a literal.
 */

export type Access =
  /** Anyone. */
  | 'open'
  /** Signed-in guests only; others go to /login with the origin. */
  | 'protected'
  /** Protected only while the hub's `loginRequired` UI setting is on. */
  | 'protected-if-login-required'
  /** /login: signed-in guests are sent back to the origin, or home. */
  | 'login-only';

/** Routes the client resolves to another address (no widget of their own). */
export type Redirect =
  /** /userratings, /allratings: by the ratings anonymous mode (002 §2). */
  | 'ratings'
  | 'all-ratings'
  /** /QR/{hash}: the article with that hashtag, else home (000 §2). */
  | 'hashtag';

export interface RouteDef {
  pattern: string;
  /** The element placed in the page; null for redirect routes. */
  tag: string | null;
  attributes?: Readonly<Record<string, string>>;
  access: Access;
  /** GET metrics/userhistory on every visit (not on content and third-party activity routes). */
  recordVisit: boolean;
  redirect?: Redirect;
  /** An element placed before the page's element (the home tiles above the information area). */
  lead?: string;
  /**
   * An element placed first, above the lead (issue 34: the guest's My day above the home tiles).
   * A separate element rather than part of lido-home: a widget never nests another's element or
   * imports another's folder, the home's own chunk stays as light as before, and an operator can
   * embed either alone.
   */
  top?: string;
  /** The footer variant of the page (002 §2): the dashboard footer on home, else standard. */
  footer?: 'standard' | 'dashboard';
  /** Spec section the route comes from, for the reader and the route report. */
  spec: string;
}

const open = 'open' as const;
const prot = 'protected' as const;
const ifRequired = 'protected-if-login-required' as const;

const CONTENT = 'lido-content-overview';
const ARTICLE = 'lido-content-detail';
const SCHEDULE = 'lido-daily-schedule';
const VOD = 'lido-vod';
const LIVE = 'lido-live-tv';
const SEANET = 'lido-seanet-vod';
const VENUES = 'lido-venues';
const ONBOARD = 'lido-onboard-excursions';
const PHOTO = 'lido-photo-shop';
const FEEDBACK = 'lido-feedback';
const MUSTER = 'lido-muster';
const PROBLEMS = 'lido-problems';
const ITINERARY = 'lido-itinerary';
const PROGRAMME = 'lido-daily-programme';

export const ROUTES: readonly RouteDef[] = [
  // ── Home (002 §2) ──
  { pattern: '/', tag: CONTENT, top: 'lido-my-day', lead: 'lido-home', access: open, recordVisit: true, footer: 'dashboard', spec: '002 §2' },

  // ── Sign-in (000 §2, 002 §2) ──
  { pattern: '/login', tag: 'lido-login', attributes: { 'forward-to': '?forward_to' }, access: 'login-only', recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/login', tag: 'lido-login', attributes: { view: 'vod', 'forward-to': '?forward_to' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/retina/loginsuccess', tag: 'lido-retina-login', attributes: { view: 'success' }, access: open, recordVisit: true, spec: '002 §2' },
  {
    pattern: '/retina/login/:id/:room',
    tag: 'lido-retina-login',
    attributes: { 'account-id': ':id', room: ':room' },
    access: open,
    recordVisit: true,
    spec: '002 §2',
  },
  { pattern: '/retina/login/:token', tag: 'lido-retina-login', attributes: { token: ':token' }, access: open, recordVisit: true, spec: '002 §2' },

  // ── Content (000 §2) ──
  {
    pattern: '/content/overview/:id?',
    tag: CONTENT,
    attributes: { 'category-id': ':id', 'preview-mode': '?previewMode' },
    access: open,
    recordVisit: false,
    spec: '000 §2',
  },
  {
    pattern: '/content/detail/:id',
    tag: ARTICLE,
    attributes: { 'article-id': ':id', 'preview-mode': '?previewMode' },
    access: open,
    recordVisit: false,
    spec: '000 §2',
  },
  { pattern: '/dailyschedule', tag: SCHEDULE, attributes: { day: 'today' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/dailyschedule/today', tag: SCHEDULE, attributes: { day: 'today' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/dailyschedule/tomorrow', tag: SCHEDULE, attributes: { day: 'tomorrow' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/dailyschedule/:dd/:mm/:yyyy', tag: SCHEDULE, attributes: { date: ':dd/:mm/:yyyy' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/timetable', tag: PROGRAMME, attributes: { mode: 'daily' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/QR/:hash', tag: null, redirect: 'hashtag', access: open, recordVisit: true, spec: '000 §2, 002 §2' },

  // ── Video and audio on demand, TV (000 §2) ──
  { pattern: '/vod/overview', tag: VOD, attributes: { view: 'overview' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/overview/genre/movies', tag: VOD, attributes: { view: 'movie-genres' }, access: open, recordVisit: true, spec: '000 §2 (genre/{type})' },
  { pattern: '/vod/overview/genre/series', tag: VOD, attributes: { view: 'series-genres' }, access: open, recordVisit: true, spec: '000 §2 (genre/{type})' },
  { pattern: '/vod/overview/movies', tag: VOD, attributes: { view: 'movies' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/overview/series', tag: VOD, attributes: { view: 'series' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/overview/audios', tag: VOD, attributes: { view: 'audios' }, access: open, recordVisit: true, spec: '000 §2' },
  {
    pattern: '/vod/overview/audios/:genreid',
    tag: VOD,
    attributes: { view: 'audios', 'genre-id': ':genreid' },
    access: open,
    recordVisit: true,
    spec: '000 §2',
  },
  { pattern: '/vod/overview/kids', tag: VOD, attributes: { view: 'kids' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/overview/kids/movies', tag: VOD, attributes: { view: 'kids-movies' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/overview/watchlist', tag: VOD, attributes: { view: 'watchlist' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/overview/channels', tag: LIVE, attributes: { view: 'channels' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/overview/serie/:id', tag: VOD, attributes: { view: 'serie', 'item-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  {
    pattern: '/vod/overview/serie/:seriesid/:season',
    tag: VOD,
    attributes: { view: 'serie', 'item-id': ':seriesid', season: ':season' },
    access: open,
    recordVisit: true,
    spec: '000 §2',
  },
  { pattern: '/vod/overview/audio/:id', tag: VOD, attributes: { view: 'audio', 'item-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  {
    pattern: '/vod/overview/audio/:seriesid/:season',
    tag: VOD,
    attributes: { view: 'audio', 'item-id': ':seriesid', season: ':season' },
    access: open,
    recordVisit: true,
    spec: '000 §2',
  },
  { pattern: '/vod/overview/:type/:genreid', tag: VOD, attributes: { view: ':type', 'genre-id': ':genreid' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/detail/:id', tag: VOD, attributes: { view: 'detail', 'item-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/channel/:id', tag: LIVE, attributes: { view: 'channel', 'channel-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/theo/:id', tag: LIVE, attributes: { view: 'channel', 'channel-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/vod/:id', tag: VOD, attributes: { view: 'player', 'item-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/channels', tag: LIVE, attributes: { view: 'channels' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/channel/:id', tag: LIVE, attributes: { view: 'channel', 'channel-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/seanetvod', tag: SEANET, attributes: { view: 'overview' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/seanetvod/genre/:id', tag: SEANET, attributes: { view: 'genre', 'genre-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/seanetvod/movie/:id', tag: SEANET, attributes: { view: 'movie', 'movie-id': ':id' }, access: open, recordVisit: true, spec: '000 §2' },
  { pattern: '/seanetvod/moviePlayer', tag: SEANET, attributes: { view: 'player' }, access: open, recordVisit: true, spec: '000 §2' },

  // ── Excursions, cart, basket (001 §2) ──
  // the entrances to the detail routes (issue 34; 001 §2 names only the details): a port day's cruise excursions, the resorts, a resort's excursions
  {
    pattern: '/excursion/:itineraryId',
    tag: 'lido-excursion',
    attributes: { 'itinerary-id': ':itineraryId' },
    access: open,
    recordVisit: true,
    spec: '001 §2 (entrance, issue 34)',
  },
  { pattern: '/resorts', tag: 'lido-excursion', attributes: { view: 'resorts' }, access: open, recordVisit: true, spec: '001 §2 (entrance, issue 34)' },
  {
    pattern: '/resorts/:resortId',
    tag: 'lido-excursion',
    attributes: { 'resort-id': ':resortId' },
    access: open,
    recordVisit: true,
    spec: '001 §2 (entrance, issue 34)',
  },
  {
    pattern: '/excursion/:itineraryId/:excursionId/:flag?',
    tag: 'lido-excursion',
    attributes: { 'itinerary-id': ':itineraryId', 'excursion-id': ':excursionId' },
    access: open,
    recordVisit: true,
    spec: '001 §2',
  },
  {
    pattern: '/resorts/:resortId/:excursionId/:date?',
    tag: 'lido-excursion',
    attributes: { 'resort-id': ':resortId', 'excursion-id': ':excursionId', date: ':date' },
    access: open,
    recordVisit: true,
    spec: '001 §2',
  },
  { pattern: '/cart', tag: 'lido-excursion-cart', access: ifRequired, recordVisit: true, spec: '001 §2' },
  { pattern: '/basket', tag: 'lido-basket', access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/confirmation', tag: 'lido-basket', attributes: { view: 'confirmation' }, access: prot, recordVisit: true, spec: '001 §2' },
  {
    pattern: '/musement/activity/:activityId',
    tag: 'lido-activities-finder',
    attributes: { 'activity-id': ':activityId' },
    access: open,
    recordVisit: false,
    spec: '001 §2',
  },
  {
    pattern: '/musement/:countryId/:cityId?',
    tag: 'lido-activities-finder',
    attributes: { 'country-id': ':countryId', 'city-id': ':cityId' },
    access: open,
    recordVisit: false,
    spec: '001 §2',
  },

  // ── Onboard and shore excursions, bookings (001 §2) ──
  { pattern: '/onboard/excursion/:id', tag: ONBOARD, attributes: { view: 'detail', 'excursion-id': ':id' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/onboard/excursions/:date?', tag: ONBOARD, attributes: { view: 'list', date: ':date' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/onboard/excursionsbyday/:day', tag: ONBOARD, attributes: { view: 'byday', day: ':day' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/onboard/bookexcursion/:id', tag: ONBOARD, attributes: { view: 'book', 'excursion-id': ':id' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/shoreexcursions/:date?', tag: 'lido-shore-excursions', attributes: { date: ':date' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/shoreexcursion/:id', tag: 'lido-shore-excursions', attributes: { 'excursion-id': ':id' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/my_onboard_bookings', tag: 'lido-my-bookings', access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/my_bookings', tag: 'lido-my-bookings', access: prot, recordVisit: true, spec: '001 §2' },

  // ── Activity, dining, spa, time-slot booking (001 §2) ──
  { pattern: '/activity', tag: VENUES, attributes: { module: 'activity' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/activity/category/:id', tag: VENUES, attributes: { module: 'activity', 'category-id': ':id' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/activity/detail/:id', tag: VENUES, attributes: { module: 'activity', 'item-id': ':id' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/dining', tag: VENUES, attributes: { module: 'dining' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/dining/detail/:id', tag: VENUES, attributes: { module: 'dining', 'item-id': ':id' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/spa', tag: VENUES, attributes: { module: 'spa' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/spa/category/:id', tag: VENUES, attributes: { module: 'spa', 'category-id': ':id' }, access: open, recordVisit: true, spec: '001 §2' },
  { pattern: '/spa/detail/:id', tag: VENUES, attributes: { module: 'spa', 'item-id': ':id' }, access: open, recordVisit: true, spec: '001 §2' },
  {
    pattern: '/tacbooking',
    tag: 'lido-slot-booking',
    attributes: { module: '?module', 'object-id': '?objectId' },
    access: prot,
    recordVisit: true,
    spec: '001 §2',
  },

  // ── Photo service (001 §2, all login required) ──
  { pattern: '/photomatch/overview', tag: PHOTO, attributes: { view: 'overview' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/photomatch/consent', tag: PHOTO, attributes: { view: 'consent' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/photomatch/myphotos', tag: PHOTO, attributes: { view: 'myphotos' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/photomatch/packages', tag: PHOTO, attributes: { view: 'packages' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/photomatch/cart', tag: PHOTO, attributes: { view: 'cart' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/photomatch/orderconfirmation', tag: PHOTO, attributes: { view: 'orderconfirmation' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/photomatch/orders', tag: PHOTO, attributes: { view: 'orders' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/photomatch/orderDetail', tag: PHOTO, attributes: { view: 'orderdetail' }, access: prot, recordVisit: true, spec: '001 §2' },

  // ── Account and messages (001 §2, 002 §2) ──
  { pattern: '/my_account', tag: 'lido-account', attributes: { view: 'invoices' }, access: prot, recordVisit: true, spec: '002 §2' },
  { pattern: '/my_account/pin', tag: 'lido-account', attributes: { view: 'pin' }, access: prot, recordVisit: true, spec: '001 §2' },
  { pattern: '/cabinmessages', tag: 'lido-cabin-messages', access: prot, recordVisit: true, spec: '001 §2' },
  // issue 34: the guest's day (open: a visitor sees today's port call and programme highlights)
  { pattern: '/my_day', tag: 'lido-my-day', access: open, recordVisit: true, spec: 'issue 34' },
  // the airport's departures and arrivals board (Lido extension; ?direction=arrivals opens on the arrivals)
  { pattern: '/flights', tag: 'lido-flight-board', attributes: { direction: '?direction' }, access: open, recordVisit: true, spec: 'airport' },

  // ── Ratings and feedback (002 §2) ──
  { pattern: '/ratings/overview', tag: FEEDBACK, attributes: { view: 'overview' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/ratings/allinone', tag: FEEDBACK, attributes: { view: 'allinone' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/ratings/feedback/:id', tag: FEEDBACK, attributes: { view: 'form', 'profile-id': ':id' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/userratings', tag: null, redirect: 'ratings', access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/allratings', tag: null, redirect: 'all-ratings', access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/userratings/overview', tag: FEEDBACK, attributes: { view: 'overview' }, access: prot, recordVisit: true, spec: '002 §2' },
  { pattern: '/userratings/allinone', tag: FEEDBACK, attributes: { view: 'allinone' }, access: prot, recordVisit: true, spec: '002 §2' },
  { pattern: '/userratings/feedback/:id', tag: FEEDBACK, attributes: { view: 'form', 'profile-id': ':id' }, access: prot, recordVisit: true, spec: '002 §2' },

  // ── Virtual muster (002 §2) ──
  { pattern: '/muster/home', tag: MUSTER, attributes: { view: 'home' }, access: ifRequired, recordVisit: true, spec: '002 §2' },
  { pattern: '/muster/video', tag: MUSTER, attributes: { view: 'video' }, access: prot, recordVisit: true, spec: '002 §2' },
  { pattern: '/muster/status', tag: MUSTER, attributes: { view: 'status' }, access: prot, recordVisit: true, spec: '002 §2' },
  { pattern: '/muster/schedule', tag: MUSTER, attributes: { view: 'schedule' }, access: prot, recordVisit: true, spec: '002 §2' },

  // ── Problems (002 §2) ──
  { pattern: '/problem/overview', tag: PROBLEMS, attributes: { view: 'overview' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/problem/new', tag: PROBLEMS, attributes: { view: 'new' }, access: prot, recordVisit: true, spec: '002 §2' },
  { pattern: '/problem/tracking', tag: PROBLEMS, attributes: { view: 'tracking' }, access: prot, recordVisit: true, spec: '002 §2' },

  // ── Tracker, itinerary, programmes, ship (002 §2) ──
  { pattern: '/map/tracker/:id', tag: 'lido-ship-tracker', access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/weather', tag: ITINERARY, attributes: { view: 'weather', date: '?date' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/wherewhen', tag: ITINERARY, attributes: { view: 'wherewhen' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/itinerary/overview', tag: ITINERARY, attributes: { view: 'overview' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/itinerary/detail/:id', tag: ITINERARY, attributes: { view: 'port', 'schedule-id': ':id' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/holiday', tag: ITINERARY, attributes: { view: 'overview' }, access: prot, recordVisit: true, spec: '002 §2' },
  { pattern: '/my_holiday', tag: ITINERARY, attributes: { view: 'overview' }, access: prot, recordVisit: true, spec: '000 §2, 002 §2' },
  { pattern: '/itinerary/spark/:date?', tag: ITINERARY, attributes: { view: 'spark', date: ':date' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/itinerary/go', tag: PROGRAMME, attributes: { mode: 'daily' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/dailyprogram/:date?', tag: PROGRAMME, attributes: { mode: 'daily', date: ':date' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/scheduledprogram', tag: PROGRAMME, attributes: { mode: 'scheduled' }, access: open, recordVisit: true, spec: '002 §2' },
  { pattern: '/wayfinder/:id', tag: 'lido-wayfinder', attributes: { 'profile-id': ':id' }, access: open, recordVisit: true, spec: '002 §2, 000 §3, 001 §3' },
  { pattern: '/shipdetail', tag: 'lido-ship-detail', access: open, recordVisit: true, spec: '002 §2' },

  // ── Digital signage (002 §2) ──
  {
    pattern: '/restaurantavailability/overview/:id',
    tag: 'lido-signage-board',
    attributes: { 'board-id': ':id', lights: '?lights' },
    access: open,
    recordVisit: true,
    spec: '002 §2',
  },
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Segments of the address, decoded; null when an escape is malformed (then nothing matches). The
 * same rule as core/navigation/path.ts, written here because Node runs this file as it is (the
 * engine smoke tests import it), and an import of core without its extension does not resolve there.
 */
function decodeSegments(pathname: string): string[] | null {
  try {
    return splitPath(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = splitPath(pattern);
  const params: Record<string, string> = {};
  if (segments.length > parts.length) return null;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const segment = segments[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = segment;
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
}

/** The route for an address path (trailing slashes ignored), or null for the fallback page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = decodeSegments(pathname);
  if (!segments) return null;
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

/** The element's attributes for a match: path parameters and query values filled in. */
export function routeAttributes(match: RouteMatch, query: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, template] of Object.entries(match.route.attributes ?? {})) {
    if (template.startsWith('?')) {
      const value = query.get(template.slice(1));
      if (value !== null && value !== '') attributes[name] = value;
      continue;
    }
    let missing = false;
    const value = template.replace(/:([A-Za-z]+)/g, (_, param: string) => {
      const v = match.params[param];
      if (v === undefined) missing = true;
      return v ?? '';
    });
    if (!missing) attributes[name] = value;
  }
  return attributes;
}

/** A concrete example address of a route (parameters filled with sample values), for tests. */
export function examplePath(route: RouteDef, sample: (param: string) => string = () => '1'): string {
  const path = splitPath(route.pattern)
    .filter((part) => !part.endsWith('?'))
    .map((part) => (part.startsWith(':') ? sample(part.slice(1)) : part))
    .join('/');
  return `/${path}`;
}
