/** Availability texts (spec 001 §9). */
import type { Message } from './message';

/** List views fix availability at 99, which shows no text. */
export const LIST_VIEW_AVAILABILITY = 99;

/**
 * 1–9: 'N Space(s) Remaining' (plural via count); 10–20: 'Limited Spaces Available';
 * above 20 (or none left / unknown): no text.
 */
export function availabilityMessage(spaces: number | null | undefined): Message | null {
  if (spaces === null || spaces === undefined || !Number.isInteger(spaces) || spaces < 1) return null;
  if (spaces <= 9) return { key: 'availability.spacesRemaining', values: { count: spaces } };
  if (spaces <= 20) return { key: 'availability.limitedSpaces' };
  return null;
}
