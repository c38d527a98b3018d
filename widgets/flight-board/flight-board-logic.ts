/**
 * What the board shows of the hub's flights (pure, unit-tested): a status it knows, the flights
 * still worth reading (a flight gone more than 20 minutes drops off), and the search over
 * flight number, city, airport code and airline.
 */
import type { Flight, FlightStatus } from '../../core/hub/flights';

export const STATUSES: readonly FlightStatus[] = [
  'scheduled',
  'checkInOpen',
  'boarding',
  'gateClosed',
  'departed',
  'delayed',
  'cancelled',
  'expected',
  'landed',
  'baggage',
];

/** How long a departed, landed or cancelled flight stays on the board after its time. */
export const GONE_AFTER_MS = 20 * 60_000;

const FINAL: ReadonlySet<string> = new Set(['departed', 'landed', 'cancelled']);

/** The hub's status, or scheduled for one this client does not know. */
export function statusOf(flight: Pick<Flight, 'status'>): FlightStatus {
  return (STATUSES as readonly string[]).includes(flight.status) ? (flight.status as FlightStatus) : 'scheduled';
}

/** The instant of a hub time (ISO with offset), or null when unreadable. */
export function instantOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
}

/** Departed, landed or cancelled more than 20 minutes before `now` (baggage still on the belt stays). */
export function isGone(flight: Flight, now: number): boolean {
  if (!FINAL.has(statusOf(flight))) return false;
  const at = instantOf(flight.estimatedTime) ?? instantOf(flight.scheduledTime);
  return at !== null && at < now - GONE_AFTER_MS;
}

/** The estimated time when it is not the scheduled one (a delay, an early arrival), else null. */
export function changedTime(flight: Flight): string | null {
  const scheduled = instantOf(flight.scheduledTime);
  const estimated = instantOf(flight.estimatedTime);
  return estimated !== null && scheduled !== null && Math.abs(estimated - scheduled) >= 60_000 ? flight.estimatedTime! : null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, '')
    .toLowerCase();

/** Whether the flight number ("LH1163" finds "LH 1163"), the city, the airport code or the airline contains the search. */
export function matchesSearch(flight: Flight, search: string): boolean {
  const wanted = fold(search);
  if (!wanted) return true;
  return [flight.flightNumber, flight.airport.city, flight.airport.code, flight.airline.name].some((field) => fold(field ?? '').includes(wanted));
}

/** The flights the board shows at `now`, in the hub's order. */
export function shownFlights(flights: readonly Flight[], now: number, search: string): Flight[] {
  return flights.filter((flight) => !isGone(flight, now) && matchesSearch(flight, search));
}
