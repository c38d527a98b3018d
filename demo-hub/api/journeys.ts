/**
 * The airline's flight and the coach operator's trip (000 §1 variants): on those installations the
 * tracker follows an aircraft from Frankfurt to Palma or a coach from Munich to Vienna instead of
 * the cruise ship, and itinerary/schedules answers the journey's stops (the tracker's destination
 * or next stop, and its route line). The journey repeats on a cycle aligned to local midnight
 * (a flight every 3 h, a coach every 6 h), so a newcomer always finds it under way or at a stop.
 */
import type { DatabaseSync } from 'node:sqlite';
import { formatDate } from '../lib/dates.ts';
import { bearing, distanceNm, type LatLng } from '../lib/geo.ts';
import { currentVariant } from './config.ts';
import { shipUtcOffsetMinutes } from './world.ts';

interface Stop {
  name: string;
  countryName: string;
  lat: number;
  lng: number;
  /** Minutes at this stop before the next leg (the last stop: until the cycle ends). */
  dwellMinutes: number;
}

export interface Journey {
  stops: readonly Stop[];
  /** Minutes of each leg, stop i to stop i + 1. */
  legMinutes: readonly number[];
  /** A divisor of 1440: the journey starts again every cycle from local midnight. */
  cycleMinutes: number;
}

/** LD 4217 Frankfurt → Palma: 2 h 5 min gate to gate, 55 min turnaround. */
export const FLIGHT: Journey = {
  stops: [
    { name: 'Frankfurt', countryName: 'Germany', lat: 50.0379, lng: 8.5622, dwellMinutes: 0 },
    { name: 'Palma de Mallorca', countryName: 'Spain', lat: 39.5517, lng: 2.7388, dwellMinutes: 55 },
  ],
  legMinutes: [125],
  cycleMinutes: 180,
};

/** The Munich → Vienna coach: Salzburg and Linz on the way, 20 minutes at each. */
export const COACH_TRIP: Journey = {
  stops: [
    { name: 'München ZOB', countryName: 'Germany', lat: 48.1425, lng: 11.5497, dwellMinutes: 0 },
    { name: 'Salzburg Hauptbahnhof', countryName: 'Austria', lat: 47.8131, lng: 13.0454, dwellMinutes: 20 },
    { name: 'Linz Hauptbahnhof', countryName: 'Austria', lat: 48.2904, lng: 14.2919, dwellMinutes: 20 },
    { name: 'Wien Erdberg', countryName: 'Austria', lat: 48.1913, lng: 16.4136, dwellMinutes: 10 },
  ],
  legMinutes: [110, 90, 110],
  cycleMinutes: 360,
};

/** The journey of the hub's variant: the airline's flight, the coach trip, or none (a cruise, a resort, an airport). */
export function journeyOf(db: DatabaseSync): Journey | null {
  const variant = currentVariant(db);
  return variant === 'Airline' ? FLIGHT : variant === 'Bus' ? COACH_TRIP : null;
}

const at = (stop: Stop): LatLng => [stop.lat, stop.lng];

/** The minutes of the current cycle: when it began (local minutes of the day) and how far in it is. */
function cycleOf(journey: Journey, now: number): { start: number; elapsed: number } {
  const local = Math.floor(((now / 60_000 + shipUtcOffsetMinutes(0, new Date(now))) % 1440) + 1440) % 1440;
  const start = Math.floor(local / journey.cycleMinutes) * journey.cycleMinutes;
  return { start, elapsed: local - start + (now % 60_000) / 60_000 };
}

/** Each stop's arrival and departure in local minutes of the day, for the cycle under way. */
function timetable(journey: Journey, now: number): { arrives: number | null; departs: number | null }[] {
  let at = cycleOf(journey, now).start;
  return journey.stops.map((stop, index) => {
    const arrives = index === 0 ? null : at;
    const last = index === journey.stops.length - 1;
    const departs = last ? null : at + stop.dwellMinutes;
    if (!last) at = departs! + journey.legMinutes[index]!;
    return { arrives, departs };
  });
}

/** Where the vehicle is: on a leg (moving, heading to the next stop) or at a stop (speed 0). */
export function journeyPosition(journey: Journey, now: number): { lat: number; lng: number; heading: number | null; speedKnots: number } {
  let t = cycleOf(journey, now).elapsed;
  for (const [index, stop] of journey.stops.entries()) {
    if (t < stop.dwellMinutes || index === journey.stops.length - 1) return { lat: stop.lat, lng: stop.lng, heading: null, speedKnots: 0 };
    t -= stop.dwellMinutes;
    const leg = journey.legMinutes[index]!;
    const next = journey.stops[index + 1]!;
    if (t < leg) {
      const f = t / leg;
      return {
        lat: stop.lat + (next.lat - stop.lat) * f,
        lng: stop.lng + (next.lng - stop.lng) * f,
        heading: bearing(at(stop), at(next)),
        speedKnots: Math.round((distanceNm(at(stop), at(next)) / (leg / 60)) * 10) / 10,
      };
    }
    t -= leg;
  }
  const last = journey.stops[journey.stops.length - 1]!;
  return { lat: last.lat, lng: last.lng, heading: null, speedKnots: 0 };
}

const clock = (minutes: number | null) =>
  minutes === null ? null : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(Math.floor(minutes % 60)).padStart(2, '0')}`;

/**
 * The local day an instant falls on (UTC plus the ship's offset, the clock of the timetable), not
 * the hub machine's: from local midnight until the machine's own midnight the two differ, and a
 * timetable dated by the machine's day lay a day in the past (the tracker showed no destination).
 */
function localDay(now: number): Date {
  const shifted = new Date(now + shipUtcOffsetMinutes(0, new Date(now)) * 60_000);
  return new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}

/** itinerary/schedules for the journey: one entry a stop, today, with its local times. */
export function journeySchedules(journey: Journey, now: number) {
  const times = timetable(journey, now);
  const today = localDay(now);
  return journey.stops.map((stop, index) => ({
    id: index + 1,
    date: formatDate(today, 'dmy'),
    day: formatDate(today, 'wd'),
    dayOfCruise: 1,
    title: stop.name,
    atSea: false,
    arrives: clock(times[index]!.arrives),
    departs: clock(times[index]!.departs),
    allOnBoard: null,
    currency: 'EUR',
    language: null,
    nameOfPier: null,
    localAgentName: null,
    gangway: null,
    openWeatherCityName: stop.name,
    portName: stop.name,
    countryName: stop.countryName,
    latitude: stop.lat,
    longitude: stop.lng,
    utcOffsetMinutes: shipUtcOffsetMinutes(0, new Date(now)),
  }));
}
