/**
 * The rules of lights="booking" (the lazily loaded part of the board, so this module imports only
 * the core): a restaurant's slots from the dining booking flow's available times for today.
 */
import { DEFAULT_MINIMUM_PERSONS, type AvailableTime, type BookingDate, type BookingInformation } from '../../core/hub/venues';
import { calendarDateOf, compareDates, parseDmy, parseIsoDate } from '../../core/format/dates';
import { formatTimeOfDay, parseTime } from '../../core/format/time';
import type { Light, Slot } from './signage-logic';

const DAY_MINUTES = 24 * 60;

/**
 * The light of a time the hub offers. With the covers (capacity, remaining: an extension of
 * 001 §3 a hub may send) none left is Red, a quarter or less Yellow, else Green; without them an
 * offered time is all we know: Green.
 */
export function lightOfTime(time: AvailableTime): Light {
  const { capacity, remaining } = time;
  if (typeof capacity !== 'number' || typeof remaining !== 'number' || !(capacity > 0) || !Number.isFinite(remaining)) return 'Green';
  if (remaining <= 0) return 'Red';
  return remaining <= capacity / 4 ? 'Yellow' : 'Green';
}

/**
 * A restaurant's slots under lights="booking": the template's times and the offered ones. A time
 * the hub offers takes lightOfTime; a template time it does not offer is full (Red), except a
 * template Off (closed), which stays Off — the booking calls cannot tell closed from full.
 */
export function bookingSlots(template: readonly Slot[], offered: readonly AvailableTime[]): Slot[] {
  const byMinute = new Map<number, Slot>();
  for (const slot of template) byMinute.set(slot.minutes, { ...slot, colour: slot.colour === 'Off' ? 'Off' : 'Red' });
  for (const time of offered) {
    const at = typeof time.fromTime === 'string' ? parseTime(time.fromTime) : null;
    const minutes = at ? at.hours * 60 + at.minutes : DAY_MINUTES;
    if (minutes < DAY_MINUTES) byMinute.set(minutes, { time: formatTimeOfDay(at!, false), minutes, colour: lightOfTime(time) });
  }
  return [...byMinute.values()].sort((a, b) => a.minutes - b.minutes);
}

/** Today's entry (device clock) of the booking information's dates (dd/mm/yyyy, or ISO): its value, else null. */
export function todayBookingDate(dates: readonly BookingDate[] | null | undefined, now: number): string | null {
  const today = calendarDateOf(new Date(now));
  const found = (dates ?? []).find((date) => {
    const day = typeof date?.value === 'string' ? (parseDmy(date.value) ?? parseIsoDate(date.value)) : null;
    return day !== null && compareDates(day, today) === 0;
  });
  return found ? found.value : null;
}

/**
 * The party the board asks the free times for: the smallest the restaurant takes (the booking
 * flow's lower bound, 1 when the booking information names none), so "offered" means a table for
 * someone. Written here rather than taken from the flow's slice module, which would then become a
 * chunk of its own that the flow's element preloads.
 */
export function smallestParty(information: BookingInformation | null | undefined): number {
  const min = information?.minimumNumberOfPersons;
  return typeof min === 'number' && Number.isInteger(min) && min >= 1 ? min : DEFAULT_MINIMUM_PERSONS;
}
