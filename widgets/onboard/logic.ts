/**
 * The onboard excursion lists' pure logic (001 §2, §4, §5, §9): the routes' dates and days, the
 * type and duration filters (options without a matching excursion are disabled), the booking's
 * checks (overbooked, pax selection, conditions, the book button), and the appointments' status
 * groups.
 */
import { addDays, compareDates, formatDmy, parseDashedDmy, parseDmy, type CalendarDate } from '../../core/format/dates';
import type { ShoreBooking } from '../../core/hub/excursions';
import type { Appointment, OnboardExcursion } from '../../core/hub/onboard';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './onboard-excursions.meta';

/** 001 §5 / §9: the duration filter ranges in minutes. */
export const DURATION_RANGES = {
  all: [0, 1440],
  short: [0, 120],
  medium: [120, 300],
  long: [300, 1440],
} as const satisfies Record<string, readonly [number, number]>;
export type DurationRange = keyof typeof DURATION_RANGES;
export const DURATION_KEYS = Object.keys(DURATION_RANGES) as DurationRange[];

export interface Filters {
  type: string | null;
  duration: DurationRange;
}

export const NO_FILTERS: Filters = { type: null, duration: 'all' };

/** The categories of a list, in first-seen order: the type filter's options. */
export function excursionTypes(excursions: readonly OnboardExcursion[]): string[] {
  const seen: string[] = [];
  for (const excursion of excursions)
    for (const category of excursion.categories ?? []) if (category?.name && !seen.includes(category.name)) seen.push(category.name);
  return seen;
}

/**
 * Within a range: from ≤ duration ≤ to, except that a boundary belongs to the shorter range
 * ('2h or less' holds 120; '2h to 5h' starts above 120) unless the range starts at 0.
 */
export function inRange(duration: number | null | undefined, range: DurationRange): boolean {
  if (range === 'all') return true;
  const minutes = typeof duration === 'number' && Number.isFinite(duration) ? duration : 0;
  const [from, to] = DURATION_RANGES[range];
  return (from === 0 ? minutes >= 0 : minutes > from) && minutes <= to;
}

export const hasType = (excursion: OnboardExcursion, type: string | null) => type === null || (excursion.categories ?? []).some((c) => c?.name === type);

export function applyFilters(excursions: readonly OnboardExcursion[], filters: Filters): OnboardExcursion[] {
  return excursions.filter((excursion) => hasType(excursion, filters.type) && inRange(excursion.duration, filters.duration));
}

/** A type option is disabled when no excursion of the chosen duration has it. */
export function typeDisabled(excursions: readonly OnboardExcursion[], filters: Filters, type: string): boolean {
  return !excursions.some((excursion) => hasType(excursion, type) && inRange(excursion.duration, filters.duration));
}

/** A duration option is disabled when no excursion of the chosen type lasts that long. */
export function durationDisabled(excursions: readonly OnboardExcursion[], filters: Filters, range: DurationRange): boolean {
  return !excursions.some((excursion) => hasType(excursion, filters.type) && inRange(excursion.duration, range));
}

/** 'HH:MM' → minutes since midnight; null for anything else. */
function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec((time ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * A list in the order of the day: by start time (startTime, else fromTime), the hub's order
 * among equal times, excursions without a time last.
 */
export function byStartTime<T extends Pick<OnboardExcursion, 'startTime' | 'fromTime'>>(excursions: readonly T[]): T[] {
  return excursions
    .map((excursion, index) => ({ excursion, index, start: minutesOf(excursion.startTime ?? excursion.fromTime) }))
    .sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity) || a.index - b.index)
    .map(({ excursion }) => excursion);
}

/**
 * The days before and after a list's day (hub dd/mm/yyyy) that the day navigation offers: within
 * the voyage's days when they are known (null beyond them), else any day.
 */
export function neighbourDays(hubDate: string, voyage: readonly string[] | null): { previous: string | null; next: string | null } {
  const day = parseDmy(hubDate);
  if (!day) return { previous: null, next: null };
  const inVoyage = (candidate: CalendarDate) => {
    if (!voyage || voyage.length === 0) return true;
    const days = voyage.map(parseDmy).filter((d): d is CalendarDate => d !== null);
    return days.some((d) => compareDates(d, candidate) <= 0) && days.some((d) => compareDates(d, candidate) >= 0);
  };
  const previous = addDays(day, -1);
  const next = addDays(day, 1);
  return { previous: inVoyage(previous) ? formatDmy(previous) : null, next: inVoyage(next) ? formatDmy(next) : null };
}

/** The route's date (dd-mm-yyyy, dashes for slashes) as the hub's dd/mm/yyyy; null when unreadable. */
export function routeDateToHub(date: string | null | undefined): string | null {
  if (!date) return null;
  const parsed = parseDashedDmy(date.trim());
  return parsed ? formatDmy(parsed) : null;
}

/** The route segment of a dd/mm/yyyy date. */
export const hubDateToRoute = (date: string) => date.replace(/\//g, '-');

// ── booking ───────────────────────────────────────────────────────────────────────────────

export type BookingProblem = 'noGuest' | 'noAdult' | 'conditions' | null;

/**
 * 001 §5: at least one guest, an adult among them when children or infants go (core's
 * needsAnAdult, the shore cart's rule), then the conditions accepted.
 */
export function bookingProblem(selected: number, conditionsAccepted: boolean, conditionsExist: boolean, needsAdult = false): BookingProblem {
  if (selected < 1) return 'noGuest';
  if (needsAdult) return 'noAdult';
  if (conditionsExist && !conditionsAccepted) return 'conditions';
  return null;
}

/** 001 §5: more guests chosen than places left. */
export const overbooked = (selected: number, available: number | null | undefined) => typeof available === 'number' && selected > available;

/** 001 §5: the book button is disabled when availability is below the selection or is 0 or less. */
export function bookDisabled(selected: number, available: number | null | undefined): boolean {
  if (typeof available !== 'number') return false;
  return available <= 0 || available < selected;
}

// ── appointments ──────────────────────────────────────────────────────────────────────────

export type AppointmentStatus = 'C' | 'W' | 'X';
export const STATUS_ORDER: readonly AppointmentStatus[] = ['C', 'W', 'X'];

/** C, W, X; R is treated as C (001 §3); anything else unknown counts as confirmed. */
export function statusOf(appointment: Pick<Appointment, 'bookingStatus'>): AppointmentStatus {
  const status = (appointment.bookingStatus ?? '').trim().toUpperCase();
  if (status === 'W' || status === 'X') return status;
  return 'C';
}

/** 001 §4: sections in the order confirmed, waitlist, cancelled; empty sections left out. */
export function groupByStatus<T extends Pick<Appointment, 'bookingStatus'>>(items: readonly T[]): { status: AppointmentStatus; items: T[] }[] {
  return STATUS_ORDER.map((status) => ({ status, items: items.filter((item) => statusOf(item) === status) })).filter((group) => group.items.length > 0);
}

/** An appointment with every guest it is for: one entry per booking, not one per guest. */
export interface AppointmentEntry extends Appointment {
  key: string;
  guests: string[];
}

const dayKey = (date: string | null | undefined) => (date ?? '').trim();

/**
 * The appointments as the guest reads them: the same booking for several guests of the account
 * is one entry naming them; a shore excursion that passengers/bookings lists already (its code is
 * the excursion's id, on its date) is left out here, so it is not listed twice.
 */
export function appointmentEntries(
  appointments: readonly Appointment[],
  shore: readonly Pick<ShoreBooking, 'excursionId' | 'date'>[] = [],
): AppointmentEntry[] {
  const shoreKeys = new Set(shore.map((booking) => `${String(booking.excursionId)}|${dayKey(booking.date)}`));
  const entries = new Map<string, AppointmentEntry>();
  for (const appointment of appointments) {
    if (appointment.excursionCode && shoreKeys.has(`${appointment.excursionCode}|${dayKey(appointment.date)}`)) continue;
    const key = [appointment.date, appointment.fromTime, appointment.toTime, appointment.text, appointment.excursionCode, statusOf(appointment)].join('|');
    const entry = entries.get(key) ?? { ...appointment, key, guests: [] };
    const guest = appointment.accountName?.trim();
    if (guest && !entry.guests.includes(guest)) entry.guests.push(guest);
    entries.set(key, entry);
  }
  return [...entries.values()];
}

/** A shore booking with all its passengers: passengers/bookings answers one row per passenger. */
export interface ShoreEntry {
  key: string;
  booking: ShoreBooking;
  passengers: ShoreBooking['passengers'];
  price: number;
}

export function shoreEntries(bookings: readonly ShoreBooking[]): ShoreEntry[] {
  const entries = new Map<string, ShoreEntry>();
  for (const booking of bookings) {
    const key = [booking.groupReference ?? '', booking.excursionId, dayKey(booking.date)].join('|');
    const entry = entries.get(key) ?? { key, booking, passengers: [], price: 0 };
    for (const passenger of booking.passengers ?? []) if (!entry.passengers.some((known) => known.id === passenger.id)) entry.passengers.push(passenger);
    entry.price += typeof booking.price === 'number' && Number.isFinite(booking.price) ? booking.price : 0;
    entries.set(key, entry);
  }
  return [...entries.values()];
}

// ── routes ────────────────────────────────────────────────────────────────────────────────

export type OnboardTarget =
  | { kind: 'list'; date: string | null }
  | { kind: 'byday'; day: string }
  | { kind: 'detail'; id: string }
  | { kind: 'book'; id: string };

const seg = (id: string | number) => encodeURIComponent(String(id));
export const detailPath = (id: string | number) => `/onboard/excursion/${seg(id)}`;
export const bookPath = (id: string | number) => `/onboard/bookexcursion/${seg(id)}`;

/**
 * What <lido-onboard-excursions> shows for its attributes (the element's, or those an in-place
 * route's page gives): a view that needs an excursion or a day without it → null (not found).
 */
export function onboardTarget(
  view: string | undefined,
  date: string | undefined,
  day: string | undefined,
  excursionId: string | undefined,
): OnboardTarget | null {
  if (view === 'detail') return excursionId ? { kind: 'detail', id: excursionId } : null;
  if (view === 'book') return excursionId ? { kind: 'book', id: excursionId } : null;
  if (view === 'byday') return day ? { kind: 'byday', day } : null;
  return { kind: 'list', date: date ?? null };
}

/** A path of the meta's pages (the onboard routes of 001 §2) → what to show; other paths, a malformed escape too → null. */
export function onboardTargetOf(path: string): OnboardTarget | null {
  const attributes = attributesOfPath(meta.pages, path);
  return attributes && onboardTarget(attributes.view, attributes.date, attributes.day, attributes['excursion-id']);
}
