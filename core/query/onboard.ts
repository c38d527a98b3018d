/**
 * Onboard excursions and the guest's bookings (001 §2–§7): the lists by date and day (the list
 * view fixes availability at 99, 001 §3), one excursion with its availability, tags,
 * descriptions and pictures, the guests who may go, the booking itself, and the appointments
 * (the booking's conditions and allowed check: ./conditions.ts). The guest's reads (applicable
 * guests, appointments) are personal: removed at logout, never shown to the next guest.
 */
import { findImages } from '../hub/content';
import {
  bookOnboardExcursion,
  checkOnboardAvailability,
  findAppointments,
  findApplicableGuests,
  findDescriptions,
  findExcursionTags,
  findOnboardAvailability,
  findOnboardByDate,
  findOnboardByDay,
  findOnboardExcursion,
  type OnboardAvailability,
  type OnboardBookingRequest,
  type OnboardExcursion,
  type OnboardId,
} from '../hub/onboard';
import { LIST_VIEW_AVAILABILITY } from '../format/availability';
import { hubMutation, hubQuery } from './define';

const list = <T>(answer: T[] | null | undefined): T[] => (Array.isArray(answer) ? answer : []);
const forList = (excursions: OnboardExcursion[] | null | undefined) =>
  list(excursions).map((excursion) => ({ ...excursion, availability: LIST_VIEW_AVAILABILITY, currentAvailability: LIST_VIEW_AVAILABILITY }));

/** GET excursions/byDate?dateAsString=dd/mm/yyyy (availability fixed at 99). */
export const onboardByDateQuery = hubQuery('onboard', 'byDate', (hub, dateAsString: string) => findOnboardByDate(hub, dateAsString).then(forList));

/** GET excursions/byDay?day=… (availability fixed at 99). */
export const onboardByDayQuery = hubQuery('onboard', 'byDay', (hub, day: string) => findOnboardByDay(hub, day).then(forList));

/** GET excursions/{id}. */
export const onboardExcursionQuery = hubQuery('onboard', 'excursion', (hub, id: OnboardId) => findOnboardExcursion(hub, id));

/**
 * The availability of the detail and booking pages: GET excursions/checkAvailability/{id} and
 * GET excursions/availability/{id} read together; the places left are the lower of the two
 * current counts (a count one of them lacks is not guessed). Fresh for 15 s: it changes as
 * guests book.
 */
export const onboardAvailabilityQuery = hubQuery(
  'onboard',
  'availability',
  async (hub, id: OnboardId): Promise<OnboardAvailability> => {
    const [check, detail] = await Promise.all([checkOnboardAvailability(hub, id), findOnboardAvailability(hub, id)]);
    const counts = [check?.currentAvailability, detail?.currentAvailability, check?.availability, detail?.availability].filter(
      (value): value is number => typeof value === 'number' && Number.isFinite(value),
    );
    return {
      currentAvailability: counts.length ? Math.min(...counts) : null,
      availability: counts.length ? Math.min(...counts) : null,
      closedForOnlineBooking: check?.closedForOnlineBooking === true || detail?.closedForOnlineBooking === true,
    };
  },
  { perLanguage: false, staleTime: 15_000 },
);

/** GET excursions/tags (null when none are loaded: 001 §3 "Excursion tags"). */
export const excursionTagsQuery = hubQuery('onboard', 'tags', (hub) => findExcursionTags(hub).then(list));

/** GET descriptions/{id}. */
export const onboardDescriptionsQuery = hubQuery('onboard', 'descriptions', (hub, id: OnboardId) => findDescriptions(hub, id).then(list));

/** GET blobs/images/{id}: the gallery. */
export const onboardImagesQuery = hubQuery('onboard', 'images', (hub, id: OnboardId) => findImages(hub, id).then(list), { perLanguage: false });

/** GET excursions/findApplicableGuests/{id}: the account's guests, their prices and why one cannot go. */
export const applicableGuestsQuery = hubQuery('onboard', 'guests', (hub, id: OnboardId) => findApplicableGuests(hub, id).then(list), {
  personal: true,
  staleTime: 15_000,
});

/** GET pms/accounts/appointments (the `bookings` slice: every booking widget invalidates it). */
export const appointmentsQuery = hubQuery('bookings', 'appointments', (hub) => findAppointments(hub).then(list), {
  personal: true,
  perLanguage: false,
});

export interface OnboardBooking {
  id: OnboardId;
  request: OnboardBookingRequest;
}

/**
 * POST excursions/book/{id}: never queued, sent with an Idempotency-Key that stays while the
 * guest retries the same choice (a double click or a retry after a timeout books once).
 * Afterwards availability, the guests' verdicts and the appointments refetch.
 */
export const onboardBookingWrite = hubMutation('onboard', 'book', (hub, booking: OnboardBooking) => bookOnboardExcursion(hub, booking.id, booking.request), {
  idempotent: true,
  invalidates: [
    { domain: 'onboard', call: 'availability' },
    { domain: 'onboard', call: 'guests' },
    { domain: 'bookings', call: 'appointments' },
  ],
});
