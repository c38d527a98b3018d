/** Times of day as the guest reads them: 24-hour unless the hub's 12-hour setting is on (000 §9). */
import { useCallback } from 'react';
import { formatDate, parseIsoDate } from '../format/dates';
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
 * Formats a hub date-time ('2025-06-01T14:05:00', ship time) as the guest reads it: the date in
 * the language's order and the time of day ("01/06/2025 14:05"); text that is no date is shown as it is.
 */
export function useHubDateTime(): (value: string | null | undefined) => string {
  const use12Hour = useUse12Hour();
  const language = useLanguage();
  return useCallback(
    (value: string | null | undefined) => {
      if (!value) return '';
      const date = parseIsoDate(value);
      const time = parseTime(value);
      if (!date) return value;
      return time ? `${formatDate(date, language)} ${formatTimeOfDay(time, use12Hour)}` : formatDate(date, language);
    },
    [use12Hour, language],
  );
}
