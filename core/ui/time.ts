/** Times of day as the guest reads them: 24-hour unless the hub's 12-hour setting is on (000 §9). */
import { useCallback } from 'react';
import { formatDate, parseIsoDate, type CalendarDate } from '../format/dates';
import { usesUsDateOrder } from '../format/dob';
import { formatTimeOfDay, parseTime } from '../format/time';
import { useCore, useLanguage, useSlice } from '../react/index';

/** Whether times show in 12-hour form. */
export function useUse12Hour(): boolean {
  return useSlice(useCore().stores.configuration, (state) => state.hubSettings.uiSettings.use12HourClock === true);
}

/** Formats a moment (ms since epoch) as its local time of day, "14:05" or "2:05 PM". */
export function useTimeOfDay(): (at: number) => string {
  const use12Hour = useUse12Hour();
  return useCallback(
    (at: number) => {
      const date = new Date(at);
      return formatTimeOfDay({ hours: date.getHours(), minutes: date.getMinutes() }, use12Hour);
    },
    [use12Hour],
  );
}

/**
 * The locale dates are written in (000 §9): the interface language, and for English the order of
 * the guest's browser — an en-US guest reads 11/25/2026, everyone else 25/11/2026.
 */
export function useDateLocale(): string {
  const language = useLanguage();
  return language === 'en' && usesUsDateOrder(globalThis.navigator?.language ?? '') ? 'en-US' : language;
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
