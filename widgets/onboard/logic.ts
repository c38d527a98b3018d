/**
 * The onboard excursion lists' pure logic (001 §2, §4, §5, §9): the routes' dates and days, the
 * type and duration filters (options without a matching excursion are disabled), the booking's
 * checks (overbooked, pax selection, conditions, the book button), and the appointments' status
 * groups.
 */
import { parseDashedDmy, formatDmy } from '../../core/format/dates';
import type { Appointment, OnboardExcursion } from '../../core/hub/onboard';

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
  for (const excursion of excursions) for (const category of excursion.categories ?? []) if (category?.name && !seen.includes(category.name)) seen.push(category.name);
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

/** The route's date (dd-mm-yyyy, dashes for slashes) as the hub's dd/mm/yyyy; null when unreadable. */
export function routeDateToHub(date: string | null | undefined): string | null {
  if (!date) return null;
  const parsed = parseDashedDmy(date.trim());
  return parsed ? formatDmy(parsed) : null;
}

/** The route segment of a dd/mm/yyyy date. */
export const hubDateToRoute = (date: string) => date.replace(/\//g, '-');

// ── booking ───────────────────────────────────────────────────────────────────────────────

export type BookingProblem = 'noGuest' | 'conditions' | null;

/** 001 §5: at least one guest, then the conditions accepted. */
export function bookingProblem(selected: number, conditionsAccepted: boolean, conditionsExist: boolean): BookingProblem {
  if (selected < 1) return 'noGuest';
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

// ── routes ────────────────────────────────────────────────────────────────────────────────

export type OnboardTarget =
  | { kind: 'list'; date: string | null }
  | { kind: 'byday'; day: string }
  | { kind: 'detail'; id: string }
  | { kind: 'book'; id: string };

const seg = (id: string | number) => encodeURIComponent(String(id));
export const detailPath = (id: string | number) => `/onboard/excursion/${seg(id)}`;
export const bookPath = (id: string | number) => `/onboard/bookexcursion/${seg(id)}`;

/** The onboard routes of 001 §2 → what to show; null for other paths. */
export function parseOnboardPath(path: string): OnboardTarget | null {
  const parts = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  if (parts[0] !== 'onboard' || parts.length > 3) return null;
  const [, kind, value] = parts;
  if (kind === 'excursions') return { kind: 'list', date: value ?? null };
  if (!value) return null;
  if (kind === 'excursionsbyday') return { kind: 'byday', day: value };
  if (kind === 'excursion') return { kind: 'detail', id: value };
  if (kind === 'bookexcursion') return { kind: 'book', id: value };
  return null;
}
