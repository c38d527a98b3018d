/**
 * Dates in words in the guest's language (weekday, day and month, the long date): a module of its
 * own, so the widgets that write dates out pay for it and the kit's shared chunk does not.
 */
import type { CalendarDate } from './dates';

/**
 * The Intl locale of a date locale (useDateLocale): the portal's English is British ("28 Nov"),
 * except for a guest whose browser reads US dates (en-US: "Nov 28").
 */
export function intlDateLocale(locale: string): string {
  const normalized = locale.toLowerCase().replace('_', '-');
  if (normalized === 'en-us') return 'en-US';
  return normalized.split('-')[0] === 'en' ? 'en-GB' : normalized.split('-')[0]!;
}

const utcNoon = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
const inWords = (date: CalendarDate, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlDateLocale(locale), { ...options, timeZone: 'UTC' }).format(utcNoon(date));

/** The short weekday: en Sat, de Sa., fr sam., nl za. */
export const formatWeekday = (date: CalendarDate, locale: string) => inWords(date, locale, { weekday: 'short' });

/** Day and short month: en 28 Nov (en-US Nov 28), de 28. Nov., fr 28 nov., nl 28 nov. */
export const formatDayMonth = (date: CalendarDate, locale: string) => inWords(date, locale, { day: 'numeric', month: 'short' });

/** The date in words: en Saturday 28 November 2026, de Samstag, 28. November 2026 … */
export const formatLongDate = (date: CalendarDate, locale: string) =>
  inWords(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
