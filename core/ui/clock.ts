/** Times of day as the guest reads them: 24-hour unless the hub's 12-hour setting is on (000 §9). */
import { useCallback } from 'react';
import { formatTimeOfDay } from '../format/time';
import { useUiSetting } from '../react/index';

/** Whether times show in 12-hour form. */
export function useUse12Hour(): boolean {
  return useUiSetting('use12HourClock');
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
