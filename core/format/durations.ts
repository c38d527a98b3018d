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

/**
 * An ISO 8601 duration as third-party providers send it ('PT3H', 'PT2H30M', 'P1DT2H', 'PT90M')
 * → hours and minutes (days count as 24 h, seconds are rounded to the minute); null when the text
 * is not one (the caller then shows it as it came).
 */
export function durationFromIso(text: string | null | undefined): Duration | null {
  const match = /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec((text ?? '').trim());
  if (!match || !match.slice(1).some((part) => part !== undefined) || /T$/i.test((text ?? '').trim())) return null;
  const number = (part: string | undefined) => (part ? Number(part.replace(',', '.')) : 0);
  return durationFromMinutes(number(match[1]) * 1440 + number(match[2]) * 60 + number(match[3]) + number(match[4]) / 60);
}
