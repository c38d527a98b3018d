/**
 * Date-of-birth entry (spec 000 §5): digits only, at most 8, slashes inserted as the guest types
 * (dd/mm/yyyy, or mm/dd/yyyy in the US locale); the US value is sent as dd/mm/yyyy.
 */
import { formatDmy, isValidDate, type CalendarDate } from './dates';

export const DOB_MAX_DIGITS = 8;

/** What the input shows for whatever was typed or pasted: '0102199' → '01/02/199'. */
export function maskDateOfBirth(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, DOB_MAX_DIGITS);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '');
  return parts.join('/');
}

export function usesUsDateOrder(locale: string): boolean {
  return locale.toLowerCase().replace('_', '-') === 'en-us';
}

/** The locale a guest reads dates in: their language, in US order for English when the browser says en-US. */
export const dateLocaleOf = (language: string, browserLanguage = ''): string => (language === 'en' && usesUsDateOrder(browserLanguage) ? 'en-US' : language);

/** A complete masked value → the dd/mm/yyyy the hub expects, or null when incomplete or not a real date. */
export function dateOfBirthForHub(masked: string, usOrder: boolean): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked);
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date: CalendarDate = usOrder ? { year, month: first, day: second } : { year, month: second, day: first };
  return isValidDate(date) ? formatDmy(date) : null;
}
