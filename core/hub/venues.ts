/**
 * Activity, dining and spa calls of the hub (spec 001 §7 "Activity, dining, spa"): the listings,
 * the items, and the time-slot ("tac") booking flow — booking information, available times and
 * the booking itself (the module's conditions: ./conditions.ts). Plain typed functions over the
 * one hub client. An item's videos and PDFs are the content blobs (core/hub/content.ts
 * findVideos / findPdfs, keyed by the item's id); its picture is
 * `blobs/image?reference=…&width=400`.
 *
 * Shapes follow 001 §3; fields the spec does not name but a hub may send (imageId, location …)
 * are optional, so a hub without them still type-checks.
 */
import type { HubClient, HubRequestOptions } from './client';
import type { Id } from './content';

/** The three modules of the one booking flow (001 §3 "Tac booking state"). */
export type VenueModule = 'activity' | 'dining' | 'spa';
export const VENUE_MODULES: readonly VenueModule[] = ['activity', 'dining', 'spa'];

/** A category of activities or spa treatments (dining has none). */
export interface VenueCategory {
  id: Id;
  title: string;
  description?: string | null;
  imageId?: Id | null;
}

/** 001 §3 "Activity, dining and spa item". */
export interface VenueItem {
  id: Id;
  title: string;
  /** CMS HTML (untrusted). */
  description?: string | null;
  /** Its presence means the item can be booked online. */
  externalId?: string | null;
  wayfinderProfile?: { id: Id } | null;
  /** The "just to know" note. */
  justToKnow?: string | null;
  price?: number | null;
  /** Minutes. */
  duration?: number | null;
  categoryId?: Id | null;
  imageId?: Id | null;
  location?: string | null;
}

/** A date the item can be booked on: `value` is sent back as it is (dd/mm/yyyy), `label` shown. */
export interface BookingDate {
  value: string;
  label: string;
}

/** 001 §3 "Booking information" (either bound may be missing: then the defaults apply). */
export interface BookingInformation {
  minimumNumberOfPersons?: number | null;
  maximumNumberOfPersons?: number | null;
  dates?: BookingDate[] | null;
}

/** 001 §3 "Available times". */
export interface AvailableTime {
  label: string;
  fromTime: string;
  toTime: string;
  /**
   * Covers of the slot and covers still free: not in the spec, an extension the demo hub sends
   * (demo-hub/README.md) for the signage board's live lights; a hub without them still type-checks.
   */
  capacity?: number | null;
  remaining?: number | null;
}

/** 001 §3 "Booking request". */
export interface BookingRequest {
  numberOfPersons: number;
  date: string;
  fromTime: string;
  toTime: string;
  objectId: Id;
}

/** 001 §3 "Booking result": a reference or an error, with systemInformation. */
export interface BookingResult {
  reference?: string | null;
  error?: string | null;
  systemInformation?: string | null;
}

/** 001 §9: party size defaults 1 to 4; the suggestion for activities is 4 persons; spa is 1. */
export const DEFAULT_MINIMUM_PERSONS = 1;
export const DEFAULT_MAXIMUM_PERSONS = 4;
export const ACTIVITY_SUGGESTED_PERSONS = 4;
export const SPA_PERSONS = 1;
/** 001 §7: venue pictures are 400 wide. */
export const VENUE_IMAGE_WIDTH = 400;

const seg = (id: Id) => encodeURIComponent(String(id));

// ── Listings and items ─────────────────────────────────────────────────────────────────────

export const findActivityCategories = (hub: HubClient, options?: HubRequestOptions) => hub.get<VenueCategory[]>('activitycategory', undefined, options);

/** GET activity, or activity?categoryId= for one category. */
export const findActivities = (hub: HubClient, categoryId: Id | null = null, options?: HubRequestOptions) =>
  hub.get<VenueItem[]>('activity', categoryId === null ? undefined : { categoryId }, options);

export const findRestaurants = (hub: HubClient, options?: HubRequestOptions) => hub.get<VenueItem[]>('dining', undefined, options);

export const findSpaCategories = (hub: HubClient, options?: HubRequestOptions) => hub.get<VenueCategory[]>('spacategory', undefined, options);

/** GET spa?categoryId= (the treatments of one category). */
export const findSpaTreatments = (hub: HubClient, categoryId: Id, options?: HubRequestOptions) => hub.get<VenueItem[]>('spa', { categoryId }, options);

/** GET {module}/{id}: activity/{id}, dining/{id}, spa/{id}. */
export const findVenueItem = (hub: HubClient, module: VenueModule, id: Id, options?: HubRequestOptions) =>
  hub.get<VenueItem>(`${module}/${seg(id)}`, undefined, options);

// ── The booking flow ───────────────────────────────────────────────────────────────────────

export const findBookingInformation = (hub: HubClient, module: VenueModule, id: Id, options?: HubRequestOptions) =>
  hub.get<BookingInformation>(`${module}/bookingInformation/${seg(id)}`, undefined, options);

/** POST {module}/availabilityTimes/{id} with the date and the booking request (the party size). */
export const findAvailableTimes = (
  hub: HubClient,
  module: VenueModule,
  id: Id,
  query: { date: string; numberOfPersons: number },
  options?: HubRequestOptions,
) =>
  hub.post<AvailableTime[]>(
    `${module}/availabilityTimes/${seg(id)}`,
    { date: query.date, bookingRequest: { numberOfPersons: query.numberOfPersons, date: query.date, objectId: id } },
    undefined,
    options,
  );

/** POST {module}/book/{id}. */
export const bookTimeSlot = (hub: HubClient, module: VenueModule, id: Id, request: BookingRequest, options?: HubRequestOptions) =>
  hub.post<BookingResult>(`${module}/book/${seg(id)}`, request, undefined, options);
