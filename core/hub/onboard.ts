/**
 * Onboard excursions and the guest's appointments (spec 001 §3, §7 "Onboard
 * excursions"): lists by date and by day, one excursion, its availability (checkAvailability and
 * availability), the tags, the descriptions, the guests of the account who may go, the booking,
 * and pms/accounts/appointments (conditions/Excursion and its allowed check: ./conditions.ts).
 * Plain typed functions over the one hub client.
 */
import type { HubClient, HubRequestOptions } from './client';

export type OnboardId = number | string;

/** 001 §3 "Excursion (onboard)". */
export interface OnboardExcursion {
  id: OnboardId;
  name: string;
  /** dd/mm/yyyy */
  date?: string | null;
  day?: number | null;
  timeOfDay?: string | null;
  fromTime?: string | null;
  startTime?: string | null;
  /** Minutes. */
  duration?: number | null;
  publishedDuration?: string | null;
  bookingCode?: string | null;
  minimumAge?: number | null;
  maximumAge?: number | null;
  price?: { adult?: number | null; child?: number | null } | null;
  categories?: { name: string }[] | null;
  tags?: { id?: OnboardId; name: string; imageUrl?: OnboardId | null }[] | null;
  currentAvailability?: number | null;
  availability?: number | null;
  closedForOnlineBooking?: boolean | null;
  waiverPdfUrl?: { url: string } | null;
  portName?: string | null;
  imageId?: OnboardId | null;
  /** A wayfinder profile (where the experience meets), when the hub names one. */
  wayfinderProfile?: { id: OnboardId } | null;
}

/** 001 §3 "Availability". */
export interface OnboardAvailability {
  currentAvailability?: number | null;
  availability?: number | null;
  closedForOnlineBooking?: boolean | null;
}

/** 001 §3 "Descriptions": a type and a value with a default and a whitelisted variant. */
export interface OnboardDescription {
  descriptionType: string;
  value: { default?: string | null; whitelisted?: string | null } | string | null;
}

export interface ExcursionTag {
  id?: OnboardId;
  name: string;
  imageUrl?: OnboardId | null;
}

/** 001 §3 "Applicable guest" (the hub also says whether and why not the guest may go). */
export interface ApplicableGuest {
  accountNumber: string;
  accountName?: string | null;
  firstName: string;
  lastName: string;
  price?: number | null;
  type?: string | null;
  age?: number | null;
  eligible?: boolean | null;
  /** A 001 §5 label (MinimumAge, AlreadyBooked, TimeOverlapWithOtherBooking …) or null. */
  ineligibilityReason?: string | null;
}

export interface BookingGuest {
  accountNumber: string;
  firstName: string;
  lastName: string;
}

/** POST excursions/book/{id}. */
export interface OnboardBookingRequest {
  excursionId: OnboardId;
  guests: BookingGuest[];
}

/** 001 §3 "Booking result (onboard excursion)". */
export interface OnboardBookingResult {
  failed: boolean;
  bookingReference?: string | null;
  systemInformation?: string | null;
  /** Guests the hub booked when it booked only some (not in the spec; read when present). */
  bookedGuests?: BookingGuest[] | null;
}

/** 001 §3 "Appointment". */
export interface Appointment {
  /** dd/mm/yyyy */
  date: string;
  fromTime?: string | null;
  toTime?: string | null;
  text: string;
  excursionCode?: string | null;
  /** C confirmed, W waitlist, X cancelled; R is treated as C. */
  bookingStatus?: string | null;
  accountNumber?: string | null;
  /** The guest the appointment is for (a PMS answers for every account of the booking). */
  accountName?: string | null;
}

const seg = (id: OnboardId) => encodeURIComponent(String(id));

/** GET excursions/byDate?dateAsString=dd/mm/yyyy. */
export const findOnboardByDate = (hub: HubClient, dateAsString: string, options?: HubRequestOptions) =>
  hub.get<OnboardExcursion[]>('excursions/byDate', { dateAsString }, options);

/** GET excursions/byDay?day=… (a day of the cruise, or today / tomorrow). */
export const findOnboardByDay = (hub: HubClient, day: string, options?: HubRequestOptions) => hub.get<OnboardExcursion[]>('excursions/byDay', { day }, options);

/** GET excursions/{id}. */
export const findOnboardExcursion = (hub: HubClient, id: OnboardId, options?: HubRequestOptions) =>
  hub.get<OnboardExcursion>(`excursions/${seg(id)}`, undefined, options);

/** GET excursions/checkAvailability/{id}. */
export const checkOnboardAvailability = (hub: HubClient, id: OnboardId, options?: HubRequestOptions) =>
  hub.get<OnboardAvailability>(`excursions/checkAvailability/${seg(id)}`, undefined, options);

/** GET excursions/availability/{id}. */
export const findOnboardAvailability = (hub: HubClient, id: OnboardId, options?: HubRequestOptions) =>
  hub.get<OnboardAvailability>(`excursions/availability/${seg(id)}`, undefined, options);

/** GET excursions/tags. */
export const findExcursionTags = (hub: HubClient, options?: HubRequestOptions) => hub.get<ExcursionTag[] | null>('excursions/tags', undefined, options);

/** GET descriptions/{id}. */
export const findDescriptions = (hub: HubClient, id: OnboardId, options?: HubRequestOptions) =>
  hub.get<OnboardDescription[]>(`descriptions/${seg(id)}`, undefined, options);

/** GET excursions/findApplicableGuests/{id}. */
export const findApplicableGuests = (hub: HubClient, id: OnboardId, options?: HubRequestOptions) =>
  hub.get<ApplicableGuest[]>(`excursions/findApplicableGuests/${seg(id)}`, undefined, options);

/** POST excursions/book/{id}. */
export const bookOnboardExcursion = (hub: HubClient, id: OnboardId, request: OnboardBookingRequest, options?: HubRequestOptions) =>
  hub.post<OnboardBookingResult>(`excursions/book/${seg(id)}`, request, undefined, options);

/** GET pms/accounts/appointments. */
export const findAppointments = (hub: HubClient, options?: HubRequestOptions) => hub.get<Appointment[]>('pms/accounts/appointments', undefined, options);
