/**
 * Shore excursions (001 §3–§7): the catalogue detail, the cart, the order and the booked
 * excursions, and the third-party activities. The cart and the bookings are the spec's `cart` and
 * `bookings` slices: personal queries, persisted with the guest's cache (at most every 2 s),
 * restored at start and removed at logout. The cart is a cart query: every write that changes it
 * (`changesCart`) refetches it here and announces `lido:cart`, which other widgets of the page and
 * other tabs hear (`lido-cart-change`) and refetch on.
 */
import {
  activitiesProviderUrl,
  fetchActivity,
  fetchActivityMedia,
  fetchActivityTaxonomies,
  findActivityCities,
  findActivityCountries,
  findCityActivities,
} from '../hub/activities';
import {
  fetchCart,
  fetchShoreBookings,
  findCatalogueExcursion,
  findCatalogueExcursions,
  findCatalogueResorts,
  normaliseCart,
  placeOrder,
  updateCart,
  type Cart,
  type CartItemRequest,
  type ExcursionKind,
  type OrderRequest,
} from '../hub/excursions';
import { HubError } from '../hub/client';
import { coreQuery, hubMutation, hubQuery, type QueryContext } from './define';

const list = <T>(answer: T[] | null | undefined): T[] => (Array.isArray(answer) ? answer : []);

/** Number of entries of the excursion cart (one per passenger and excursion). */
export const excursionCartCount = (cart: Cart) => cart.elements.length;

/** GET passengers/cart (the `cart` slice). */
export const excursionCartQuery = hubQuery('excursions', 'cart', (hub) => fetchCart(hub).then(normaliseCart), {
  personal: true,
  perLanguage: false,
  cartCount: excursionCartCount,
});

/** GET passengers/bookings (the `bookings` slice). */
export const shoreBookingsQuery = hubQuery('bookings', 'shore', (hub) => fetchShoreBookings(hub).then(list), {
  personal: true,
  perLanguage: false,
});

/**
 * One cruise or resort excursion of the catalogue service, in the guest's catalogue language and
 * currency. With a signed-in guest the answer carries the party's eligibility, so it is personal
 * and `signedIn` is part of its key (a visitor's answer is never shown to the guest after sign-in).
 */
export const catalogueExcursionQuery = coreQuery(
  'excursions',
  'catalogue',
  ({ hub, core }: QueryContext, kind: ExcursionKind, parentId: string, excursionId: string, _signedIn: boolean) => {
    const market = (core.config.state.getState().device as { catalogueMarket?: unknown } | null)?.catalogueMarket;
    return findCatalogueExcursion(hub, kind, parentId, excursionId, core.i18n.language, typeof market === 'string' ? market : null);
  },
  { personal: true },
);

const marketOf = (core: QueryContext['core']) => {
  const market = (core.config.state.getState().device as { catalogueMarket?: unknown } | null)?.catalogueMarket;
  return typeof market === 'string' ? market : null;
};

/**
 * The cruise excursions of a port day (itinerary id = the port schedule's id) or a resort's
 * excursions, in the guest's catalogue language and currency: the entrance to their detail routes.
 */
export const catalogueListQuery = coreQuery('excursions', 'catalogueList', ({ hub, core }: QueryContext, kind: ExcursionKind, parentId: string) =>
  findCatalogueExcursions(hub, kind, parentId, core.i18n.language, marketOf(core)).then(list),
);

/** The resorts of the catalogue service (the way into resort excursions). */
export const catalogueResortsQuery = hubQuery('excursions', 'resorts', (hub) => findCatalogueResorts(hub).then(list));

/**
 * POST passengers/cart: adds (or, with action remove, removes) entries. The cart refetches and is
 * announced; the catalogue answers refetch too (the cart-overlap verdicts change with the cart).
 */
export const cartWrite = hubMutation('excursions', 'updateCart', (hub, items: readonly CartItemRequest[]) => updateCart(hub, items).then(normaliseCart), {
  changesCart: true,
  invalidates: [{ domain: 'excursions', call: 'catalogue' }],
});

/**
 * POST passengers/cart/order: never queued, sent with an Idempotency-Key that stays while the
 * guest retries the same order (a double click, a retry after a timeout or a dropped link orders
 * once). Afterwards the cart (emptied by the hub) and the bookings refetch.
 */
export const orderWrite = hubMutation('excursions', 'order', (hub, order: OrderRequest) => placeOrder(hub, order), {
  idempotent: true,
  changesCart: true,
  invalidates: [
    { domain: 'bookings', call: 'shore' },
    { domain: 'bookings', call: 'appointments' },
    { domain: 'excursions', call: 'catalogue' },
  ],
});

// ── Third-party activities ────────────────────────────────────────────────────────────────

export const activityCountriesQuery = hubQuery('activities', 'countries', (hub) => findActivityCountries(hub).then(list));
export const activityCitiesQuery = hubQuery('activities', 'cities', (hub, countryId: string) => findActivityCities(hub, countryId).then(list));
export const cityActivitiesQuery = hubQuery('activities', 'activities', (hub, countryId: string, cityId: string) =>
  findCityActivities(hub, countryId, cityId).then(list),
);

const providerOf = ({ core }: QueryContext) =>
  activitiesProviderUrl(core.hub.apiUrl, (core.config.state.getState().device as { activitiesApiUrl?: unknown } | null)?.activitiesApiUrl);

/** The provider's activity, its taxonomies and its media, as one read. */
export const activityDetailQuery = coreQuery('activities', 'detail', async (context, activityId: string) => {
  const base = providerOf(context);
  const language = context.core.i18n.language;
  const [activity, taxonomies, media] = await Promise.all([
    fetchActivity(base, activityId, language, context.signal),
    fetchActivityTaxonomies(base, activityId, language, context.signal).then(list),
    fetchActivityMedia(base, activityId, language, context.signal).then(list),
  ]);
  return { activity, taxonomies, media };
});

/** A hub answer that refused a write (4xx) with its error code (`{"error": code}`), else null. */
export function hubRefusal(error: unknown): { status: number; code: string } | null {
  if (!(error instanceof HubError) || typeof error.code !== 'number' || error.code < 400 || error.code >= 500 || error.code === 403) return null;
  const code = error.data && typeof error.data === 'object' ? (error.data as { error?: unknown }).error : null;
  return typeof code === 'string' && code ? { status: error.code, code } : null;
}
