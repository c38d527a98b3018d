/**
 * The day picker and the event filter of the daily and scheduled programme (002 §4 "Day picker
 * and programmes", §9): pure functions, unit-tested.
 */
import { addDays, formatDmy, parseDmy, compareDates, type CalendarDate } from '../../core/format/dates';
import type { PortSchedule } from '../../core/hub/itinerary';
import { htmlToText } from '../../core/html/text';

/** 002 §9: the picker shows 7 dates at a time. */
export const PICKER_WINDOW = 7;

/**
 * First index of the visible window: the 7-day block of the selection, the last block shifted
 * back so that it shows 7 dates when there are that many.
 */
export function windowStart(selected: number, total: number, size = PICKER_WINDOW): number {
  const block = Math.floor(Math.max(0, selected) / size) * size;
  return Math.max(0, Math.min(block, total - size));
}

/** The block fetched for a selection (the 7 days containing it): its first index and day count. */
export function fetchBlock(selected: number, total: number, size = PICKER_WINDOW): { start: number; days: number } {
  const start = Math.floor(Math.max(0, selected) / size) * size;
  return { start, days: Math.max(1, Math.min(size, total - start)) };
}

/** The days of a stay's programme: two of the picker's blocks. */
export const STAY_DAYS = PICKER_WINDOW * 2;

/**
 * The programme's days of a stay without port calls (a resort: its hub answers no port
 * schedules): today and the days after it, each with no title of its own (the hotel is the same
 * every day) and never at sea.
 */
export function stayDays(today: CalendarDate, count = STAY_DAYS): PortSchedule[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, date: formatDmy(addDays(today, i)), title: '', atSea: false }));
}

/** The selection a date asks for: the index of that day, else 0 (the selection starts at 0). */
export function initialIndex(days: readonly { date: string }[], wanted: CalendarDate | null): number {
  if (!wanted) return 0;
  const index = days.findIndex((day) => {
    const date = parseDmy(day.date);
    return !!date && compareDates(date, wanted) === 0;
  });
  return Math.max(0, index);
}

/** Filters reset to null (002 §4). */
export interface ProgrammeFilters {
  search: string | null;
  levels: string[] | null;
}

export const NO_FILTERS: ProgrammeFilters = { search: null, levels: null };

export interface FilterableEvent {
  name: string;
  description?: string | null;
  levels?: readonly string[] | null;
}

/**
 * 002 §4: shown when its name plus description contains the search text (case-insensitive) and,
 * when levels are selected, it has at least one of them.
 */
export function matchesFilters(event: FilterableEvent, filters: ProgrammeFilters): boolean {
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    const text = `${event.name} ${htmlToText(event.description)}`.toLowerCase();
    if (!text.includes(search)) return false;
  }
  if (filters.levels && filters.levels.length > 0) {
    const levels = event.levels ?? [];
    if (!filters.levels.some((level) => levels.includes(level))) return false;
  }
  return true;
}

export function filtersActive(filters: ProgrammeFilters): boolean {
  return !!filters.search?.trim() || (filters.levels?.length ?? 0) > 0;
}

/** Every level of the day's events, in first-seen order. */
export function levelsOf(events: readonly FilterableEvent[]): string[] {
  const seen = new Set<string>();
  for (const event of events) for (const level of event.levels ?? []) seen.add(level);
  return [...seen];
}

/** 002 §9: the chargeable experience attribute value. */
export const CHARGEABLE = 'Chargeable Experience';
