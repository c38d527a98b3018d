/** Prices: currency sign (default pound) and 2 decimals (spec 000 §9, 001 §9, 002 §9). */
import type { Message } from './message';

export const DEFAULT_CURRENCY_SIGN = '£';

const SIGNS: Readonly<Record<string, string>> = { GBP: '£', EUR: '€', USD: '$' };

/** ISO currency code from the hub → sign; unknown codes are shown as the code itself. */
export function currencySign(code: string | null | undefined): string {
  if (!code) return DEFAULT_CURRENCY_SIGN;
  const upper = code.trim().toUpperCase();
  return SIGNS[upper] ?? `${upper} `;
}

/**
 * One formatter per language: building an Intl.NumberFormat costs ~10 ms on a slow phone (4× CPU),
 * and a photo's detail shows a price per variant (opening it spent 35–67 ms here before).
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) formats.set(language, (format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return format;
}

/**
 * An amount with 2 decimals as the guest's language writes money: '£12.50' and '£1,234.50' in
 * English; '12,50 £' and '1.234,50 £' in German and Dutch, '1 234,50 £' in French (the sign after
 * the amount, a no-break space between). Negative amounts '-£5.00' / '-5,00 £'; a non-number gives ''.
 */
export function formatPrice(amount: number | null | undefined, sign: string = DEFAULT_CURRENCY_SIGN, language = 'en'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const number = numberFormat(language).format(Math.abs(amount));
  const negative = amount < 0 && Math.abs(amount) >= 0.005 ? '-' : '';
  const mark = sign.trim();
  const signFirst = language.toLowerCase().startsWith('en');
  return signFirst ? `${negative}${mark}${mark.length > 1 ? '\u00a0' : ''}${number}` : `${negative}${number}\u00a0${mark}`;
}

export const CHILD_MAX_AGE = 12;
export const DEFAULT_CHILD_MIN_AGE = 3;

/**
 * Child-price age label (001 §9): '(3-12)' by default, '(minimumAge-12)' when the minimum age is
 * above 2, none when the minimum age is above 12 (the child price is then N/A).
 */
export function childAgeLabel(minimumAge?: number | null): Message | null {
  if (minimumAge !== null && minimumAge !== undefined && minimumAge > CHILD_MAX_AGE) return null;
  const min = minimumAge !== null && minimumAge !== undefined && minimumAge > 2 ? minimumAge : DEFAULT_CHILD_MIN_AGE;
  // a band of one age reads "(age 12)", not "(12-12)"
  if (min >= CHILD_MAX_AGE) return { key: 'price.childAge', values: { age: CHILD_MAX_AGE } };
  return { key: 'price.childAges', values: { min, max: CHILD_MAX_AGE } };
}

export type PriceLabel = { text: string } | Message;

/** Child price (001 §9): 0 reads FREE, missing or minimum age above 12 reads N/A. */
export function childPriceLabel(
  price: number | null | undefined,
  minimumAge?: number | null,
  sign: string = DEFAULT_CURRENCY_SIGN,
  language = 'en',
): PriceLabel {
  if (price === null || price === undefined || !Number.isFinite(price)) return { key: 'price.notAvailable' };
  if (minimumAge !== null && minimumAge !== undefined && minimumAge > CHILD_MAX_AGE) return { key: 'price.notAvailable' };
  if (price === 0) return { key: 'price.free' };
  return { text: formatPrice(price, sign, language) };
}

/** 001 §9 / 002 §9: an offer discounted count above 10 is treated as unlimited. */
export const UNLIMITED_OFFER_THRESHOLD = 10;
export function isUnlimitedOffer(discountedCount: number): boolean {
  return discountedCount > UNLIMITED_OFFER_THRESHOLD;
}
