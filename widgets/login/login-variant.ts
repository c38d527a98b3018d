/**
 * Which sign-in form a device shows (spec 000 §5): it follows the reservation system configured
 * in the hub's device configuration (`authentication.type`) and the device type.
 *
 * | authentication.type         | Kiosk                         | other devices              |
 * |-----------------------------|-------------------------------|----------------------------|
 * | (no authentication config)  | configuration_missing         | configuration_missing      |
 * | External                    | message + external link       | message + external link    |
 * | CardSwipe                   | card-scan login (scan steps)  | guest-card login           |
 * | anything else               | guest-card login (swipe/scan) | see below                  |
 * | PmsAccount, PmsAccountPin   |                               | account + cabin (+ PIN)    |
 * | PmsName                     |                               | name + date of birth       |
 * | Passenger, unknown          |                               | booking reference (default)|
 *
 * The PIN field of the account form follows the hub's `pinLogin` UI setting.
 */
export type LoginVariant = 'passenger' | 'account' | 'guest-card' | 'card-scan' | 'name' | 'external' | 'missing';

export interface AuthenticationConfig {
  type?: unknown;
  externalLoginUrl?: unknown;
  [field: string]: unknown;
}

const normalise = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s_-]/g, '').toLowerCase() : '');

export function loginVariant(authentication: AuthenticationConfig | null | undefined, deviceType: string): LoginVariant {
  if (!authentication || typeof authentication !== 'object') return 'missing';
  const type = normalise(authentication.type);
  if (!type) return 'missing';
  if (type === 'external') return 'external';
  if (deviceType === 'Kiosk') return type === 'cardswipe' ? 'card-scan' : 'guest-card';
  switch (type) {
    case 'cardswipe':
      return 'guest-card';
    case 'pmsaccount':
    case 'pmsaccountpin':
      return 'account';
    case 'pmsname':
      return 'name';
    default:
      return 'passenger';
  }
}

/** The external login address, when it is a usable http(s) URL. */
export function externalLoginUrl(authentication: AuthenticationConfig | null | undefined): string | null {
  const url = authentication?.externalLoginUrl;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

/** A card swipe's track text → the account or card number (core: the kiosk takes swipes on every screen). */
export { cardNumberFromSwipe } from '../../core/format/text';

/** Local calendar date as yyyy-mm-dd (the value of <input type="date">). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-mm-dd → dd/mm/yyyy (the hub's date form); null when malformed. */
export function isoToDmy(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** Where a successful sign-in goes: the origin when it is a path on this site, else the default. */
export function forwardTarget(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (/^\/login(?:[/?#]|$)/.test(candidate)) return fallback;
  return candidate;
}
