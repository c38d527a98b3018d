/**
 * Ship time, not phone time. The hub sends times as the ship's wall clock (core/format/time.ts
 * shows them unchanged); this helper adds what needs the ship's clock itself: each itinerary
 * day's UTC offset (the ship keeps the time of the port of the day), "now" on board, the night
 * the clocks change ("clocks go forward 1 h tonight") and the time left until all aboard.
 */
import { compareDates, parseDmy, type CalendarDate } from './dates';
import { parseTime } from './time';

/** An itinerary day as far as ship time goes (a port schedule). */
export interface ShipDay {
  /** dd/mm/yyyy */
  date: string;
  /** Minutes east of UTC; null/undefined: unknown (then the device's offset is assumed). */
  utcOffsetMinutes?: number | null;
  /** 'HH:mm' ship time */
  allOnBoard?: string | null;
  atSea?: boolean;
}

/** The device's own offset at `now`, used when the hub does not say. */
function deviceOffset(now: number): number {
  return -new Date(now).getTimezoneOffset();
}

export function shipOffsetOf(day: Pick<ShipDay, 'utcOffsetMinutes'>, now: number): number {
  return typeof day.utcOffsetMinutes === 'number' && Number.isFinite(day.utcOffsetMinutes) ? day.utcOffsetMinutes : deviceOffset(now);
}

/** The wall clock on board at `now` under a UTC offset: its calendar date and minutes since midnight. */
export function shipClock(now: number, utcOffsetMinutes: number): { date: CalendarDate; minutes: number } {
  const shifted = new Date(now + utcOffsetMinutes * 60_000);
  return {
    date: { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() },
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

const sameDate = (a: CalendarDate, b: CalendarDate | null) => !!b && a.year === b.year && a.month === b.month && a.day === b.day;

/** The itinerary day it is on board at `now` (each day read with its own offset), or -1 outside the voyage. */
export function shipDayIndex(days: readonly ShipDay[], now: number): number {
  return days.findIndex((day) => sameDate(shipClock(now, shipOffsetOf(day, now)).date, parseDmy(day.date)));
}

/** The instant (epoch ms) a ship-time 'HH:mm' on a dd/mm/yyyy day happens, or null when unreadable. */
export function shipInstant(day: ShipDay, time: string, now: number): number | null {
  const date = parseDmy(day.date);
  const clock = parseTime(time);
  if (!date || !clock) return null;
  return Date.UTC(date.year, date.month - 1, date.day, clock.hours, clock.minutes) - shipOffsetOf(day, now) * 60_000;
}

export interface ClockChange {
  direction: 'forward' | 'back';
  /** Whole minutes, positive. */
  minutes: number;
}

/** The clocks change the night after `day` when the next day keeps another offset; null when they do not. */
export function clockChangeAfter(day: ShipDay, next: ShipDay | undefined): ClockChange | null {
  if (!next || typeof day.utcOffsetMinutes !== 'number' || typeof next.utcOffsetMinutes !== 'number') return null;
  const delta = next.utcOffsetMinutes - day.utcOffsetMinutes;
  if (delta === 0) return null;
  return { direction: delta > 0 ? 'forward' : 'back', minutes: Math.abs(delta) };
}

/** Hours and minutes of a clock change, for "1 h" or "30 min" or "1 h 30 min". */
export function changeParts(change: ClockChange): { hours: number; minutes: number } {
  return { hours: Math.floor(change.minutes / 60), minutes: change.minutes % 60 };
}

/**
 * Minutes left until all aboard on the ship's current day (rounded up), or null when today is not
 * a port day with an all-aboard time, or the time has passed.
 */
export function allAboardMinutesLeft(days: readonly ShipDay[], now: number): { index: number; minutes: number } | null {
  const index = shipDayIndex(days, now);
  const day = days[index];
  if (!day || day.atSea || !day.allOnBoard) return null;
  const at = shipInstant(day, day.allOnBoard, now);
  if (at === null || at <= now) return null;
  return { index, minutes: Math.ceil((at - now) / 60_000) };
}

/**
 * The filter of the port schedules (002 §7 "only dates passing a filter are kept"): days with a
 * readable date that is today on board or later (each day read with its own offset).
 */
export function upcomingDays<T extends ShipDay>(days: readonly T[], now: number): T[] {
  return days.filter((day) => {
    const date = parseDmy(day.date);
    if (!date) return false;
    const today = shipClock(now, shipOffsetOf(day, now)).date;
    return compareDates(date, today) >= 0;
  });
}

/**
 * Whether the device's clock keeps another UTC offset than the ship on that day: then every time
 * shown for it is labelled as ship time. False when the day or its offset is unknown (the hub's
 * times are then shown as they are, with nothing to compare).
 */
export function deviceDiffersFromShip(day: Pick<ShipDay, 'date' | 'utcOffsetMinutes'> | null | undefined): boolean {
  if (!day || typeof day.utcOffsetMinutes !== 'number' || !Number.isFinite(day.utcOffsetMinutes)) return false;
  const date = parseDmy(day.date);
  if (!date) return false;
  const noon = Date.UTC(date.year, date.month - 1, date.day, 12);
  return deviceOffset(noon) !== day.utcOffsetMinutes;
}
