/** Dates and times as the guest reads them: the date order of 000 §9, and the times of day of ./clock. */
import { useCallback } from 'react';
import { formatDate, parseIsoDate, type CalendarDate } from '../format/dates';
import { dateLocaleOf } from '../format/dob';
import { formatTimeOfDay, parseTime } from '../format/time';
import { useCore, useLanguage } from '../react/index';
import { useUse12Hour } from './clock';

// The time of day lives in ./clock (the kit's light chunk: every QueryView's stale note needs it);
// the dates here travel in their own chunk, loaded only by the widgets that show dates.
export { useTimeOfDay, useUse12Hour } from './clock';

/**
 * The locale dates are written in (000 §9): the interface language, and for English the order of
 * the guest's browser — an en-US guest reads 11/25/2026, everyone else 25/11/2026.
 */
export function useDateLocale(): string {
  // the core's navigator, not the global: a server render's is the guest's (Node's own says en-US)
  return dateLocaleOf(useLanguage(), useCore().navigator.language);
}

/** Formats a calendar date as the guest reads it (useDateLocale). */
export function useFormatDate(): (date: CalendarDate) => string {
  const locale = useDateLocale();
  return useCallback((date: CalendarDate) => formatDate(date, locale), [locale]);
}

/**
 * Formats a hub date-time ('2025-06-01T14:05:00', ship time) as the guest reads it: the date in
 * the language's order and the time of day ("01/06/2025 14:05"); text that is no date is shown as it is.
 */
export function useHubDateTime(): (value: string | null | undefined) => string {
  const use12Hour = useUse12Hour();
  const locale = useDateLocale();
  return useCallback(
    (value: string | null | undefined) => {
      if (!value) return '';
      const date = parseIsoDate(value);
      const time = parseTime(value);
      if (!date) return value;
      return time ? `${formatDate(date, locale)} ${formatTimeOfDay(time, use12Hour)}` : formatDate(date, locale);
    },
    [use12Hour, locale],
  );
}
