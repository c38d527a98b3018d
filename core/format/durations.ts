/** Durations are shown as hours and minutes (spec 000 §9). */
import type { Message } from './message';

export interface Duration {
  hours: number;
  minutes: number;
}

/** Whole minutes → hours and minutes; negative or invalid input counts as 0. */
export function durationFromMinutes(totalMinutes: number): Duration {
  const minutes = Number.isFinite(totalMinutes) && totalMinutes > 0 ? Math.round(totalMinutes) : 0;
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Seconds (e.g. assets.duration_sec) → hours and minutes, rounded to the nearest minute. */
export function durationFromSeconds(totalSeconds: number): Duration {
  return durationFromMinutes(Number.isFinite(totalSeconds) ? totalSeconds / 60 : 0);
}

/** Catalogue message: common:duration.hoursMinutes / .hours / .minutes. */
export function durationMessage({ hours, minutes }: Duration): Message {
  if (hours > 0 && minutes > 0) return { key: 'duration.hoursMinutes', values: { hours, minutes } };
  if (hours > 0) return { key: 'duration.hours', values: { hours } };
  return { key: 'duration.minutes', values: { minutes } };
}
