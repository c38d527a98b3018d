/** Device configuration (spec 002 §3 "Device configuration", 002 §7 `GET devices/config`). */
import type { HubClient, HubRequestOptions } from './client';

/** The hub's UI settings as the configuration slice keeps them (spec 000 §3 hubSettings). */
export interface UiSettings {
  theme?: string;
  sparkUrl?: string;
  sparkApiToken?: string;
  sparkPropertyId?: string;
  appExcursionVariables?: unknown;
  enableRemoteReload?: boolean;
  hideSparkThumbnails?: boolean;
  /** Feature switches read by widgets (showPdfsOnKiosk, loginRequired, pinLogin …). */
  [setting: string]: unknown;
}

/** A module switched on in the device profile (spec: shape not shown; name is what is read). */
export interface DeviceModule {
  name: string;
  [field: string]: unknown;
}

/** Feature switches the spec reads from the hub's UI settings (000 §6, 001 §6, 002 §6). */
export interface HubUiSettings extends UiSettings {
  showPdfsOnKiosk?: boolean;
  /** Some routes need sign-in only when this is on (000 §2, 002 §6). */
  loginRequired?: boolean;
  pinLogin?: boolean;
  photoMatchEnabled?: boolean;
  groupBookingsByStatus?: boolean;
  enableWayfinder?: boolean;
  hideExcursionFilters?: boolean;
  usePoiLabelForNotes?: boolean;
  use12HourClock?: boolean;
  currencySymbol?: string;
}

export interface HubInfo {
  hubType?: string;
  layoutTheme?: string;
  uiSettings?: HubUiSettings;
  currency?: string;
  osmServiceUrl?: string;
  signageHostname?: string;
  /** The ship a cruise hub serves (shown in the header instead of the app title). */
  shipName?: string;
  /**
   * Lido's extension for the other variants: the hotel, flight, coach or airport a resort,
   * airline, bus or airport hub serves (shown in the header instead of the app title).
   */
  propertyName?: string;
}

export interface DeviceProfile {
  id: number | string;
  label?: string;
  languages?: Array<{ code: string; name: string }>;
  /** Shape not fixed by the spec: names, or objects with a name. */
  modules?: Array<string | DeviceModule>;
  enableClock?: boolean;
  enableWayfinder?: boolean;
  /** The device's own place on the deck maps (its wayfinder panel marks it). */
  wayfinderProfileId?: number | string | null;
  enableDisabilityMode?: boolean;
  /**
   * Lido's extension of the spec's device profile: the profile's screens are TVs driven by a
   * remote (10-foot mode, core/config/ten-foot.ts). Absent: decided by the page or the browser.
   */
  tenFoot?: boolean;
  /** Lido's extension for DigitalSignage profiles (issue 33): what the screen shows, how it pages. */
  signage?: SignageProfile;
}

/** A signage profile's content (core/config/signage.ts reads it; every field optional). */
export interface SignageProfile {
  /** The signage home: the restaurant board, the daily programme or a content category. */
  home?: 'board' | 'programme' | 'content';
  /** The board of home 'board' (digitalsignage/content/{id}). */
  boardId?: number | string;
  /** The category of home 'content' (absent: the information overview). */
  categoryId?: number | string;
  /** Seconds each page of a paging screen stays (default 12). */
  pageSeconds?: number;
}

export interface DeviceGroup {
  /** 'DigitalSignage', 'Kiosk', 'App' or anything else (a browser). */
  deviceType?: string;
  settings?: { maxIdleTime?: number; /** Lido's extension: a cabin TV's idle logout in seconds. */ tvIdleLogoutTime?: number; [setting: string]: unknown };
  deviceProfile?: DeviceProfile;
}

export interface VodConfigurationResponse {
  url?: string;
  appIdentifier?: string;
  apiVersion?: number;
  paymentEnabled?: boolean;
  isDemoSystem?: boolean;
  useWithCredentials?: boolean;
  /** the provider account the client signs in with (configuration, never the bundle) */
  username?: string;
  password?: string;
}

export interface DeviceConfig {
  hub?: HubInfo;
  deviceGroup?: DeviceGroup;
  /** The reservation system the sign-in variant follows (000 §5). */
  authentication?: { type?: string; [field: string]: unknown };
  defaultImageId?: number | string | null;
  gaCode?: string | null;
  defaultLanguage?: string | null;
  fallbackLanguage?: string | null;
  gamesUrl?: string | null;
  developmentMode?: boolean;
  vodConfiguration?: VodConfigurationResponse;
}

export const fetchDeviceConfig = (hub: HubClient, options?: HubRequestOptions) => hub.get<DeviceConfig>('devices/config', undefined, options);

/** Module names of a device profile, whatever form the hub sent them in. */
export function deviceModules(config: DeviceConfig): DeviceModule[] {
  return (config.deviceGroup?.deviceProfile?.modules ?? []).flatMap((module): DeviceModule[] => {
    if (typeof module === 'string') return [{ name: module }];
    return module && typeof module.name === 'string' ? [module] : [];
  });
}
