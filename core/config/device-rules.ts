/**
 * What each device type changes (spec 000 §6, 001 §6, 002 §6, 002 §9), as one table.
 * Widgets ask `deviceRules(deviceType, settings)` instead of testing device types themselves.
 */
import type { DeviceType } from '../session/slices';

export type { DeviceType };

/** Hub settings the rules depend on. */
export interface DeviceRuleSettings {
  /** Kiosk shows PDFs only when this is on (000 §6). */
  showPdfsOnKiosk?: boolean;
  /** The PIN-change link needs PIN login switched on (001 §2, 002 §2). */
  pinLogin?: boolean;
  /** Idle redirect timeout in seconds (002 §9, default 600). */
  maxIdleTime?: number;
  /** 10-foot mode (core/config/ten-foot.ts): a cabin TV logs an idle guest out too (issue 33). */
  tenFoot?: boolean;
  /** A cabin TV's idle logout in seconds (Lido's extension of the device settings, default TV_IDLE_LOGOUT_SECONDS). */
  tvIdleLogoutTime?: number;
}

export interface DeviceRules {
  deviceType: DeviceType;
  showPdfs: boolean;
  /** App devices download PDFs instead of showing them inline. */
  pdfMode: 'inline' | 'download';
  showVideos: boolean;
  /** The Book Now badge on content tiles (of an article with a bookingLink). */
  showBookNow: boolean;
  /** Book buttons on activity, dining, spa and excursion pages, and an article's Book now. */
  showBookButtons: boolean;
  /** Grid columns on large screens. */
  maxGridColumns: 3 | 4;
  showFilterToggle: boolean;
  /**
   * How the programme's search and level filter show: behind the filter toggle, always open
   * (a kiosk: 002 §6 hides the toggle, not the filtering), or not at all (signage: no input).
   */
  filters: 'toggle' | 'open' | 'none';
  /** Kiosk and cabin TV (10-foot mode): automatic logout after a visible countdown. */
  idleLogout: boolean;
  idleLogoutSeconds: number | null;
  /** Kiosk and signage return to the signage URL after maxIdleTime. */
  idleRedirect: boolean;
  idleRedirectSeconds: number | null;
  cardStyling: boolean;
  showPinLink: boolean;
  /** Kiosk shows 'Download not available on kiosk' instead of photo downloads. */
  photoDownloadAllowed: boolean;
  /** Card swipe / scan sign-in. */
  kioskLogin: boolean;
  /**
   * Signage (no input, issue 33): what does not fit the screen pages itself at the profile's
   * interval with a page indicator; no control that waits for input shows (arrows, day picker).
   */
  selfPaging: boolean;
  /**
   * The home is the signage content the device profile names (core/config/signage.ts), not the
   * guest home; the idle redirect falls back to it when the signage address does not answer.
   */
  signageHome: boolean;
  /**
   * Kiosk integrity: no navigation leaves the portal (an external link or a new window becomes a
   * "Continue on your phone" QR code) and a card swipe signs in on every screen.
   */
  contained: boolean;
}

export const KIOSK_IDLE_LOGOUT_SECONDS = 60;
export const KIOSK_IDLE_TICK_MS = 500;
/**
 * The idle warning dialog opens this many seconds before the kiosk idle logout: more than the
 * 20 s WCAG 2.2.1 asks for, so that ticks of KIOSK_IDLE_TICK_MS never make it less.
 */
export const KIOSK_IDLE_WARNING_SECONDS = 25;
export const DEFAULT_MAX_IDLE_TIME_SECONDS = 600;
/**
 * A cabin TV is the guest's own for a whole stay, but the steward, a visitor or the next guest
 * after disembarkation uses it too: a signed-in guest who leaves it alone this long (no key, no
 * film playing) gets the same warning as on a kiosk, then is logged out.
 */
export const TV_IDLE_LOGOUT_SECONDS = 30 * 60;

type Rule<T> = T | ((settings: DeviceRuleSettings) => T);
type RuleRow = { [K in Exclude<keyof DeviceRules, 'deviceType'>]: Rule<DeviceRules[K]> };

const idleRedirectSeconds = (s: DeviceRuleSettings) => (s.maxIdleTime !== undefined && s.maxIdleTime > 0 ? s.maxIdleTime : DEFAULT_MAX_IDLE_TIME_SECONDS);
const pinLoginOn = (s: DeviceRuleSettings) => s.pinLogin === true;
const tvIdleLogoutSeconds = (s: DeviceRuleSettings) =>
  s.tenFoot !== true ? null : s.tvIdleLogoutTime !== undefined && s.tvIdleLogoutTime > 0 ? s.tvIdleLogoutTime : TV_IDLE_LOGOUT_SECONDS;

const BROWSER: RuleRow = {
  showPdfs: true,
  pdfMode: 'inline',
  showVideos: true,
  showBookNow: true,
  showBookButtons: true,
  maxGridColumns: 4,
  showFilterToggle: true,
  filters: 'toggle',
  idleLogout: (s) => s.tenFoot === true,
  idleLogoutSeconds: tvIdleLogoutSeconds,
  idleRedirect: false,
  idleRedirectSeconds: null,
  cardStyling: false,
  showPinLink: pinLoginOn,
  photoDownloadAllowed: true,
  kioskLogin: false,
  selfPaging: false,
  signageHome: false,
  contained: false,
};

export const DEVICE_RULES: Readonly<Record<DeviceType, RuleRow>> = {
  Browser: BROWSER,
  App: { ...BROWSER, pdfMode: 'download' },
  Kiosk: {
    ...BROWSER,
    showPdfs: (s) => s.showPdfsOnKiosk === true,
    showVideos: false,
    showFilterToggle: false,
    filters: 'open',
    idleLogout: true,
    idleLogoutSeconds: KIOSK_IDLE_LOGOUT_SECONDS,
    idleRedirect: true,
    idleRedirectSeconds,
    cardStyling: true,
    showPinLink: false,
    photoDownloadAllowed: false,
    kioskLogin: true,
    contained: true,
  },
  DigitalSignage: {
    ...BROWSER,
    showVideos: false,
    showBookNow: false,
    showBookButtons: false,
    maxGridColumns: 3,
    showFilterToggle: false,
    filters: 'none',
    idleLogout: false,
    idleLogoutSeconds: null,
    idleRedirect: true,
    idleRedirectSeconds,
    cardStyling: true,
    selfPaging: true,
    signageHome: true,
  },
};

/** Hub / attribute spelling → device type; anything unknown is an ordinary browser (002 §3 "other"). */
export function toDeviceType(value: string | null | undefined): DeviceType {
  const normalized = (value ?? '').replace(/[\s_-]/g, '').toLowerCase();
  if (normalized === 'kiosk') return 'Kiosk';
  if (normalized === 'digitalsignage' || normalized === 'signage') return 'DigitalSignage';
  if (normalized === 'app') return 'App';
  return 'Browser';
}

export function deviceRules(deviceType: DeviceType | string, settings: DeviceRuleSettings = {}): DeviceRules {
  const type = toDeviceType(deviceType);
  const row = DEVICE_RULES[type];
  const resolved = Object.fromEntries(Object.entries(row).map(([key, rule]) => [key, typeof rule === 'function' ? rule(settings) : rule])) as Omit<
    DeviceRules,
    'deviceType'
  >;
  return { deviceType: type, ...resolved };
}
