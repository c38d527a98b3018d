/**
 * A restaurant of a board with lights="booking" (its own chunk, loaded only then): its slots from
 * the dining booking flow's calls, handed to the board's card (`children`). It imports nothing of
 * the board's own module, so the widget stays one chunk and this one is split off.
 */
import { useMemo, type ReactNode } from 'react';
import { useHubQuery } from '../../core/query/hooks';
import { availableTimesQuery, refreshedBookingInformationQuery } from '../../core/query/venues';
import { bookingSlots, smallestParty, todayBookingDate } from './booking-lights';
import type { BoardRestaurant, LightsOf } from './signage-logic';

/**
 * lights="booking": a restaurant's slots from the dining booking flow's calls for today (its
 * booking information, then the times free for the smallest party), with the flow's query keys,
 * so a booking made on this page shows at once and one made elsewhere within the board's
 * refresh. No booking data (no id, not bookable online, not open today, no answer): the
 * template's lights, and `planned` says so.
 */
function useBookingSlots(restaurant: BoardRestaurant): LightsOf {
  const id = restaurant.id !== null ? String(restaurant.id) : null;
  const information = useHubQuery(refreshedBookingInformationQuery, id === null ? null : ['dining', id]);
  const date = information.data ? todayBookingDate(information.data.dates, Date.now()) : null;
  const persons = smallestParty(information.data);
  const times = useHubQuery(availableTimesQuery, id !== null && date !== null ? ['dining', id, date, persons] : null);
  const slots = useMemo(() => (times.data ? bookingSlots(restaurant.slots, times.data) : restaurant.slots), [times.data, restaurant.slots]);
  if (id === null) return { slots: restaurant.slots, live: false, planned: true };
  const planned = (information.isError && !information.data) || (information.data !== undefined && date === null) || (times.isError && !times.data);
  return { slots, live: times.data !== undefined, planned };
}

export default function BookingLights({ restaurant, children }: { restaurant: BoardRestaurant; children: (source: LightsOf) => ReactNode }) {
  return children(useBookingSlots(restaurant));
}
