/**
 * Calendar dates without time zones: the hub speaks in ship/resort-local dates, so a date is
 * kept as year/month/day and never passed through the device's time zone.
 */

import { decodeSegment } from '../navigation/path';

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isValidDate({ year, month, day }: CalendarDate): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) {
    return false;
  }
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function build(year: string, month: string, day: string): CalendarDate | null {
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isValidDate(date) ? date : null;
}

/** 'dd/mm/yyyy' (hub calls, daily-schedule route) → date; anything else → null. */
export function parseDmy(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return match ? build(match[3]!, match[2]!, match[1]!) : null;
}

/** date → 'dd/mm/yyyy' */
export function formatDmy(date: CalendarDate): string {
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}

/** 'DD-MM-YYYY' (route form with dashes in place of slashes, 001 §2) → date. */
export function parseDashedDmy(text: string): CalendarDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  return match ? build(match[3]!, match[2]!, match[1]!) : null;
}

/** date → 'DD-MM-YYYY' */
export function formatDashedDmy(date: CalendarDate): string {
  return `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}`;
}

/** 'yyyy-mm-dd' (resort excursion route, ISO date-times from the hub) → date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text.trim());
  return match ? build(match[1]!, match[2]!, match[3]!) : null;
}

/** A date attribute or route segment (dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd, escaped or not) → date; else null. */
export function parseRouteDate(text: string | null | undefined): CalendarDate | null {
  const value = text ? decodeSegment(text.trim()) : null;
  return value ? (parseDashedDmy(value) ?? parseDmy(value) ?? parseIsoDate(value)) : null;
}

/** date → 'yyyy-mm-dd' */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The device's local calendar date of a Date (e.g. "today" for the sign-in date default). */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Calendar days from a to b (negative when b is earlier): a hotel stay's nights. */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** Negative when a is earlier than b. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export type DateOrder = 'dmy' | 'mdy';

interface DatePattern {
  order: DateOrder;
  separator: string;
}

/** Spec 000 §9: the order follows the locale (en d/m/y, en-US m/d/y); de, fr, nl by convention. */
const DATE_PATTERNS: Readonly<Record<string, DatePattern>> = {
  'en-us': { order: 'mdy', separator: '/' },
  en: { order: 'dmy', separator: '/' },
  de: { order: 'dmy', separator: '.' },
  fr: { order: 'dmy', separator: '/' },
  nl: { order: 'dmy', separator: '-' },
};

function patternOf(locale: string): DatePattern {
  const normalized = locale.toLowerCase().replace('_', '-');
  return DATE_PATTERNS[normalized] ?? DATE_PATTERNS[normalized.split('-')[0]!] ?? DATE_PATTERNS.en!;
}

export function dateOrder(locale: string): DateOrder {
  return patternOf(locale).order;
}

/** A date in the locale's numeric order: en 31/12/2025, en-US 12/31/2025, de 31.12.2025, nl 31-12-2025. */
export function formatDate(date: CalendarDate, locale: string): string {
  const { order, separator } = patternOf(locale);
  const day = pad(date.day);
  const month = pad(date.month);
  const parts = order === 'mdy' ? [month, day] : [day, month];
  return [...parts, pad(date.year, 4)].join(separator);
}

/**
 * A copy of `items`, the most recent first by an ISO date-time text (which sorts by time), then
 * by the larger id: messages, reported problems.
 */
export function newestFirst<T extends { id: number }>(items: readonly T[], at: (item: T) => string | null | undefined): T[] {
  return [...items].sort((a, b) => (at(b) ?? '').localeCompare(at(a) ?? '') || b.id - a.id);
}
