/**
 * The host site's route table (spec 000 §2, 001 §2, 002 §2): which element the page places, which
 * attributes it takes from the path and the query, who may open it and whether a visit is
 * recorded. The routes themselves are data in the element metas (`pages`, issue 35); this file
 * assembles them and adds what only the portal has: the home's composition and the redirects. The
 * server page renders from it, the client guard reads it, and the e2e suite walks it. The most
 * specific pattern wins (core/navigation/route-table.ts), so the order does not decide.
 *
 * Node runs this file as it is (the engine smoke tests import it), where an import without its
 * extension does not resolve: hence the `.ts` on every import.
 */
import type { RouteAccess, WidgetMeta } from '../../core/element/meta.ts';
import {
  examplePath as patternExample,
  matchRoute as matchTable,
  routeAttributes as fill,
  type RouteMatch as TableMatch,
} from '../../core/navigation/route-table.ts';
import account from '../../widgets/account/account.meta.ts';
import cabinMessages from '../../widgets/cabin-messages/cabin-messages.meta.ts';
import contentDetail from '../../widgets/content/content-detail.meta.ts';
import contentOverview from '../../widgets/content/content-overview.meta.ts';
import dailySchedule from '../../widgets/content/daily-schedule.meta.ts';
import activitiesFinder from '../../widgets/excursions/activities-finder.meta.ts';
import basket from '../../widgets/excursions/basket.meta.ts';
import excursionCart from '../../widgets/excursions/excursion-cart.meta.ts';
import excursion from '../../widgets/excursions/excursion.meta.ts';
import feedback from '../../widgets/feedback/feedback.meta.ts';
import flightBoard from '../../widgets/flight-board/flight-board.meta.ts';
import itinerary from '../../widgets/itinerary/itinerary.meta.ts';
import liveTv from '../../widgets/live-tv/live-tv.meta.ts';
import login from '../../widgets/login/login.meta.ts';
import retinaLogin from '../../widgets/login/retina-login.meta.ts';
import muster from '../../widgets/muster/muster.meta.ts';
import myDay from '../../widgets/my-day/my-day.meta.ts';
import myBookings from '../../widgets/onboard/my-bookings.meta.ts';
import onboardExcursions from '../../widgets/onboard/onboard-excursions.meta.ts';
import shoreExcursions from '../../widgets/onboard/shore-excursions.meta.ts';
import photoShop from '../../widgets/photo-shop/photo-shop.meta.ts';
import problems from '../../widgets/problems/problems.meta.ts';
import programme from '../../widgets/programme/programme.meta.ts';
import seanetVod from '../../widgets/seanet-vod/seanet-vod.meta.ts';
import shipDetail from '../../widgets/ship/ship-detail.meta.ts';
import signage from '../../widgets/signage/signage.meta.ts';
import tracker from '../../widgets/tracker/tracker.meta.ts';
import slotBooking from '../../widgets/venues/slot-booking.meta.ts';
import venues from '../../widgets/venues/venues.meta.ts';
import vod from '../../widgets/vod/vod.meta.ts';
import wayfinder from '../../widgets/wayfinder/wayfinder.meta.ts';

export type Access = RouteAccess;

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
  access: RouteAccess;
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

const METAS: readonly WidgetMeta[] = [
  account,
  cabinMessages,
  contentDetail,
  contentOverview,
  dailySchedule,
  activitiesFinder,
  basket,
  excursionCart,
  excursion,
  feedback,
  flightBoard,
  itinerary,
  liveTv,
  login,
  retinaLogin,
  muster,
  myDay,
  myBookings,
  onboardExcursions,
  shoreExcursions,
  photoShop,
  problems,
  programme,
  seanetVod,
  shipDetail,
  signage,
  tracker,
  slotBooking,
  venues,
  vod,
  wayfinder,
];

/** A meta's pages as rows of the table (the defaults filled in). */
function pagesOf(meta: WidgetMeta): RouteDef[] {
  return (meta.pages ?? []).map(({ pattern, attributes, access, recordVisit, spec }) => ({
    pattern,
    tag: meta.tag,
    ...(attributes ? { attributes } : {}),
    access: access ?? 'open',
    recordVisit: recordVisit ?? true,
    spec,
  }));
}

export const ROUTES: readonly RouteDef[] = [
  // ── Home (002 §2): the information area, with the home tiles and My day above it ──
  { pattern: '/', tag: 'lido-content-overview', top: 'lido-my-day', lead: 'lido-home', access: 'open', recordVisit: true, footer: 'dashboard', spec: '002 §2' },
  // ── Redirects: resolved by the client, no element of their own ──
  { pattern: '/QR/:hash', tag: null, redirect: 'hashtag', access: 'open', recordVisit: true, spec: '000 §2, 002 §2' },
  { pattern: '/userratings', tag: null, redirect: 'ratings', access: 'open', recordVisit: true, spec: '002 §2' },
  { pattern: '/allratings', tag: null, redirect: 'all-ratings', access: 'open', recordVisit: true, spec: '002 §2' },
  ...METAS.flatMap(pagesOf),
];

export type RouteMatch = TableMatch<RouteDef>;

/** The route for an address path (trailing slashes ignored; a malformed escape matches nothing), or null for the fallback page. */
export function matchRoute(pathname: string): RouteMatch | null {
  return matchTable(ROUTES, pathname);
}

/** The element's attributes for a match: path parameters and query values filled in. */
export function routeAttributes(match: RouteMatch, query: URLSearchParams): Record<string, string> {
  return fill(match, query);
}

/** A concrete example address of a route (parameters filled with sample values), for tests. */
export function examplePath(route: RouteDef, sample?: (param: string) => string): string {
  return patternExample(route, sample);
}
