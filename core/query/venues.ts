/**
 * Reads and the booking write of activity, dining and spa (001 §7), one definition per hub call.
 * The available times are a POST in form but a read in meaning: a query, so they are cached,
 * shared and refetched — capacity is live, so they count as fresh for 30 s only, refresh when
 * shown again after that (mount, tab back in front) and every minute while shown (a kiosk left
 * on the page), and after every booking attempt.
 */
import {
  bookTimeSlot,
  findActivities,
  findActivityCategories,
  findAvailableTimes,
  findBookingInformation,
  findRestaurants,
  findSpaCategories,
  findSpaTreatments,
  findVenueItem,
  type BookingRequest,
  type BookingResult,
  type VenueModule,
} from '../hub/venues';
import type { Id } from '../hub/content';
import { hubMutation, hubQuery } from './define';

const list = <T>(answer: T[] | null | undefined): T[] => (Array.isArray(answer) ? answer : []);

export const activityCategoriesQuery = hubQuery('venues', 'activityCategories', (hub) => findActivityCategories(hub).then(list));
/** All activities (null), or those of one category. */
export const activitiesQuery = hubQuery('venues', 'activities', (hub, categoryId: Id | null) => findActivities(hub, categoryId).then(list));
export const restaurantsQuery = hubQuery('venues', 'restaurants', (hub) => findRestaurants(hub).then(list));
export const spaCategoriesQuery = hubQuery('venues', 'spaCategories', (hub) => findSpaCategories(hub).then(list));
export const spaTreatmentsQuery = hubQuery('venues', 'spaTreatments', (hub, categoryId: Id) => findSpaTreatments(hub, categoryId).then(list));
export const venueItemQuery = hubQuery('venues', 'item', (hub, module: VenueModule, id: Id) => findVenueItem(hub, module, id));
export const bookingInformationQuery = hubQuery('venues', 'bookingInformation', (hub, module: VenueModule, id: Id) => findBookingInformation(hub, module, id));

/** How long an answer of free times counts as fresh (ms). */
export const TIMES_STALE_MS = 30_000;
/** Refresh of the free times while they are shown (ms). */
export const TIMES_REFRESH_MS = 60_000;

export const availableTimesQuery = hubQuery(
  'venues',
  'availableTimes',
  (hub, module: VenueModule, id: Id, date: string, numberOfPersons: number) => findAvailableTimes(hub, module, id, { date, numberOfPersons }).then(list),
  { perLanguage: false, staleTime: TIMES_STALE_MS, refetchInterval: TIMES_REFRESH_MS },
);

/**
 * The same booking information (same call, same key) refreshed with the times, every minute while
 * shown: a signage board with lights="booking" left on for a fortnight still finds today's date.
 */
export const refreshedBookingInformationQuery = {
  ...bookingInformationQuery,
  options: { ...bookingInformationQuery.options, refetchInterval: TIMES_REFRESH_MS },
};

export interface TimeSlotBooking {
  module: VenueModule;
  id: Id;
  request: BookingRequest;
}

/**
 * POST {module}/book/{id}: never queued, sent with an Idempotency-Key that stays while the guest
 * retries the same choices. Afterwards the free times refetch (the slot is taken, or it filled)
 * and so do the guest's appointments (the my-bookings reads use the 'bookings' domain).
 */
export const timeSlotBookingWrite = hubMutation(
  'venues',
  'book',
  (hub, booking: TimeSlotBooking): Promise<BookingResult> => bookTimeSlot(hub, booking.module, booking.id, booking.request),
  {
    idempotent: true,
    invalidates: [
      { domain: 'venues', call: 'availableTimes' },
      { domain: 'bookings', call: 'appointments' },
    ],
  },
);
