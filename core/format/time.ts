/**
 * Times of day as the hub sends them ('14:05', '14:05:00', '2025-06-01T14:05:00'), shown as the
 * wall-clock time on board (ship time: never converted to the device's time zone).
 */

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/** 'HH:mm', 'H:mm', 'HH:mm:ss' or an ISO date-time → time of day; anything else → null. */
export function parseTime(value: string): TimeOfDay | null {
  const match = /(?:^|T)(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  // 24:00 appears as an end of day in schedules.
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return { hours, minutes };
}

/** 24-hour 'HH:mm', or 12-hour 'h:mm AM/PM' when the 12-hour setting is on (spec 000 §9). */
export function formatTimeOfDay({ hours, minutes }: TimeOfDay, use12Hour: boolean): string {
  const mm = String(minutes).padStart(2, '0');
  if (!use12Hour) return `${String(hours).padStart(2, '0')}:${mm}`;
  const h = hours % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${suffix}`;
}

/** Formats a hub time; text that is not a time (e.g. 'All day') is shown unchanged. */
export function formatTime(value: string | null | undefined, use12Hour: boolean): string {
  if (!value) return '';
  const time = parseTime(value);
  return time ? formatTimeOfDay(time, use12Hour) : value;
}

/** Spec 000 §3: an event end time of 'Late' counts as empty. */
export function eventEndTime(value: string | null | undefined): string | null {
  if (!value || value.trim().toLowerCase() === 'late') return null;
  return value;
}
