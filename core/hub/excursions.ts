/**
 * Shore excursions (spec 001 §3 "Cart", §7 "Shore excursion cart and order"): the cruise and
 * resort excursion catalogue service, the guest's cart, the order and the booked excursions.
 * Plain typed functions over the one hub client.
 *
 * The catalogue service's paths are not in the spec; the demo hub's are
 * `catalogue/cruise/{itineraryId}[/{excursionId}]` (a port day's list, one excursion),
 * `catalogue/resort` (the resorts), `catalogue/resort/{resortId}[/{excursionId}]`.
 * Every catalogue call sends the language and currency of 000 §9 (en → en-GB / GBP, de → de-DE /
 * EUR, fr → fr-FR / EUR, else en-GB / USD), the version marker (this client speaks version 2),
 * the source marker and, when the operator names one, the market.
 */
import { excursionCatalogueCurrency, excursionCatalogueLanguage } from '../format/excursions';
import type { HubClient, HubRequestOptions } from './client';

export type ExcursionKind = 'CruiseExcursion' | 'ResortExcursion';

/** 001 §5: why a passenger cannot go. */
export const ELIGIBILITY_STATUSES = [
  'MinimumAge',
  'MaximumAge',
  'AlreadyBooked',
  'LastCruiseDay',
  'FirstCruiseDay',
  'NoPriceAvailable',
  'TimeOverlapWithOtherBooking',
  'TimeOverlapWithOtherCartEntry',
] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** 001 §3 "Passenger": id, names, type (Adult or other), lead flag; with the catalogue's verdict. */
export interface ExcursionPassenger {
  id: number;
  firstName: string;
  lastName: string;
  type?: string | null;
  lead?: boolean | null;
  eligible?: boolean | null;
  /** A 001 §5 label, or null when the passenger can go. */
  status?: string | null;
}

export interface Place {
  name: string;
  countryName?: string | null;
}

export interface ExcursionPrice {
  adult?: number | null;
  child?: number | null;
  infant?: number | null;
  /** ISO code (GBP, EUR, USD). */
  currency?: string | null;
}

/** A cruise or resort excursion of the catalogue service. */
export interface CatalogueExcursion {
  id: string;
  type: ExcursionKind;
  name: string;
  startTime?: string | null;
  /** Minutes. */
  duration?: number | null;
  price?: ExcursionPrice | null;
  minimumAge?: number | null;
  maximumAge?: number | null;
  activityLevel?: string | null;
  /** Cruise: the port day (dd/mm/yyyy). */
  date?: string | null;
  /** Resort: the bookable days (yyyy-mm-dd). */
  availableDates?: string[] | null;
  port?: Place | null;
  destination?: Place | null;
  itinerary?: { id: number | string; date?: string | null } | null;
  resortId?: string | null;
  imageId?: number | string | null;
  availability?: number | null;
  closedForOnlineBooking?: boolean | null;
  /** CMS HTML (untrusted); may be missing. */
  description?: string | null;
  highlights?: string[] | null;
  included?: string[] | null;
  importantInformation?: string[] | null;
  /** The party of the signed-in guest with each passenger's eligibility; null for a visitor. */
  passengers?: ExcursionPassenger[] | null;
}

/** 001 §3 "Cart element". */
export interface CartElement {
  id: string;
  type: ExcursionKind;
  excursion: { id: string; name?: string | null; port?: string | null; destination?: string | null; startTime?: string | null; duration?: number | null };
  itinerary?: { id: number | string; date?: string | null } | null;
  resortId?: string | null;
  /** dd/mm/yyyy */
  date: string;
  passenger: { id: number; firstName?: string | null; lastName?: string | null; type?: string | null; lead?: boolean | null };
  price: number;
  bookingInformation?: unknown;
}

/** GET passengers/cart: the elements and the totals. */
export interface Cart {
  elements: CartElement[];
  totalPrice: number;
  nrExcursions: number;
  currency?: string | null;
}

/** One item of POST passengers/cart: add (no action) or remove. */
export interface CartItemRequest {
  type: ExcursionKind;
  excursion: { id: string };
  itinerary?: { id: number | string };
  /** dd/mm/yyyy or yyyy-mm-dd */
  date: string;
  passenger: { id: number };
  bookingInformation?: unknown;
  action?: 'remove';
}

export type PaymentReference = 'CARD' | 'CASH';

/** 001 §3 "Order payload". */
export interface OrderRequest {
  confirmationMail: string;
  mobileNumber: string;
  paymentReference: PaymentReference;
}

/** 001 §3 "Order response". */
export interface OrderResult {
  groupReference: string;
  totalPrice?: number | null;
  nrExcursions?: number | null;
  currency?: string | null;
}

/** GET passengers/bookings: 001 §3 "Excursion item in an order". */
export interface ShoreBooking {
  groupReference?: string | null;
  excursionId: string;
  excursionName: string;
  portName?: string | null;
  /** dd/mm/yyyy */
  date: string;
  startTime?: string | null;
  duration?: number | null;
  price: number;
  type: ExcursionKind;
  status?: string | null;
  passengers: { id: number; firstName: string; lastName: string }[];
}

export const CATALOGUE_VERSION = '2';
export const CATALOGUE_SOURCE = 'lido-portal';

/** The catalogue service's headers for a guest language (000 §9) and an optional market. */
export function catalogueHeaders(language: string, market?: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Language': excursionCatalogueLanguage(language),
    'X-Currency': excursionCatalogueCurrency(language),
    'X-Catalogue-Version': CATALOGUE_VERSION,
    'X-Source': CATALOGUE_SOURCE,
  };
  if (market && market.trim()) headers['X-Market'] = market.trim().toUpperCase();
  return headers;
}

const seg = (id: string | number) => encodeURIComponent(String(id));

/** GET catalogue/{cruise|resort}/{parentId}/{excursionId}. */
export function findCatalogueExcursion(
  hub: HubClient,
  kind: ExcursionKind,
  parentId: string,
  excursionId: string,
  language: string,
  market?: string | null,
  options?: HubRequestOptions,
) {
  const path = `catalogue/${kind === 'CruiseExcursion' ? 'cruise' : 'resort'}/${seg(parentId)}/${seg(excursionId)}`;
  return hub.get<CatalogueExcursion>(path, undefined, { ...options, headers: { ...options?.headers, ...catalogueHeaders(language, market) } });
}

/** GET catalogue/{cruise|resort}/{parentId}: the excursions of a port day (itinerary id) or of a resort, without the party's verdicts. */
export function findCatalogueExcursions(
  hub: HubClient,
  kind: ExcursionKind,
  parentId: string,
  language: string,
  market?: string | null,
  options?: HubRequestOptions,
) {
  const path = `catalogue/${kind === 'CruiseExcursion' ? 'cruise' : 'resort'}/${seg(parentId)}`;
  return hub.get<CatalogueExcursion[]>(path, undefined, { ...options, headers: { ...options?.headers, ...catalogueHeaders(language, market) } });
}

/** A resort of the catalogue service (a stay's destination with its hotels). */
export interface CatalogueResort {
  id: string;
  name: string;
  countryName?: string | null;
  hotels?: string[] | null;
}

/** GET catalogue/resort: the resorts whose excursions the catalogue sells. */
export const findCatalogueResorts = (hub: HubClient, options?: HubRequestOptions) => hub.get<CatalogueResort[]>('catalogue/resort', undefined, options);

/** GET passengers/cart. */
export const fetchCart = (hub: HubClient, options?: HubRequestOptions) => hub.get<Cart>('passengers/cart', undefined, options);

/** POST passengers/cart: items to add, or with action remove; answers the cart. */
export const updateCart = (hub: HubClient, items: readonly CartItemRequest[], options?: HubRequestOptions) =>
  hub.post<Cart>('passengers/cart', items, undefined, options);

/** POST passengers/cart/order. */
export const placeOrder = (hub: HubClient, order: OrderRequest, options?: HubRequestOptions) =>
  hub.post<OrderResult>('passengers/cart/order', order, undefined, options);

/** GET passengers/bookings. */
export const fetchShoreBookings = (hub: HubClient, options?: HubRequestOptions) => hub.get<ShoreBooking[]>('passengers/bookings', undefined, options);

/** A cart answer a widget can rely on (lists present, numbers numbers). */
export function normaliseCart(answer: Partial<Cart> | null | undefined): Cart {
  const elements = Array.isArray(answer?.elements) ? answer.elements : [];
  const total = typeof answer?.totalPrice === 'number' ? answer.totalPrice : elements.reduce((sum, element) => sum + (element.price || 0), 0);
  const count = typeof answer?.nrExcursions === 'number' ? answer.nrExcursions : new Set(elements.map((e) => `${e.excursion.id}|${e.date}`)).size;
  return { elements, totalPrice: total, nrExcursions: count, currency: answer?.currency ?? null };
}
