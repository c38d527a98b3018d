/**
 * State shapes of the core's own slices (spec 000 §3, 002 §3). Feature slices (vod, cart,
 * itinerary …) are defined by their feature through `stores.defineSlice`, next to their code.
 */
import type { AuthenticationState, PmsInformation, SessionType } from '../hub/auth';
import type { DeviceModule, UiSettings } from '../hub/config';
import type { LanguageCode } from '../i18n/languages';

// The hub's answers are typed in core/hub; the slices keep them as they are (never the other way
// round: core/hub does not import the session).
export type { AuthenticationState, DeviceModule, PmsInformation, SessionType, UiSettings };

export type DeviceType = 'Kiosk' | 'DigitalSignage' | 'App' | 'Browser';

/** Settings taken from the hub's device configuration (spec 000 §3 hubSettings). */
export interface HubSettings {
  deviceType: DeviceType;
  defaultImageUrl: string | null;
  uiSettings: UiSettings;
}

export interface ConfigurationState {
  /** Hub origin, e.g. http://hub.ship.example:8080 */
  hubUrl: string;
  /** Base of every hub call: hubUrl + apiPath, e.g. http://hub.ship.example:8080/api/ */
  hubApiUrl: string;
  gamesUrl: string | null;
  osmUrl: string | null;
  developmentMode: boolean;
  defaultLanguage: LanguageCode | null;
  fallbackLanguage: LanguageCode;
  gaCode: string | null;
  hubSettings: HubSettings;
  /** Page flagged as a secured origin: hub calls carry credentials. */
  securedOrigin: boolean;
  /** Theme name (attribute / page config / hub uiSettings.theme). */
  theme: string | null;
  /** Where links to other features go when no host site handles lido-navigate. */
  portalUrl: string | null;
  /** How embedded widgets keep their place in the URL (query, hash, none; page config). */
  history: string | null;
  /** 10-foot mode: a TV driven by a remote, read from 3 m (core/config/ten-foot.ts). */
  tenFoot: boolean;
}

export interface VodConfigurationState {
  url: string | null;
  appIdentifier: string;
  apiVersion: number;
  paymentEnabled: boolean;
  isDemoSystem: boolean;
  useWithCredentials: boolean;
}

export interface NavigationState {
  footerType: string;
}

export interface I18nState {
  lang: LanguageCode | null;
  /** Extra translations delivered at run time (e.g. by the hub), per language and namespace. */
  translations: Record<string, Record<string, Record<string, string>>>;
  forceRefresh: boolean;
}

export interface ModulesState {
  modules: DeviceModule[];
}

export interface ClientInfoState {
  /** Shape not shown in the spec: an open record of what the hub reports about this client. */
  info: Record<string, unknown>;
}

export const initialAuthentication: AuthenticationState = {
  sessionId: null,
  isAuthenticated: false,
  errorMessage: null,
  sessionType: null,
  sessionName: null,
  bookingReference: null,
  pmsName: null,
  pmsInformation: null,
};

export const initialHubSettings: HubSettings = { deviceType: 'Browser', defaultImageUrl: null, uiSettings: {} };

export const initialConfiguration: ConfigurationState = {
  hubUrl: '',
  hubApiUrl: '',
  gamesUrl: null,
  osmUrl: null,
  developmentMode: false,
  defaultLanguage: null,
  fallbackLanguage: 'en',
  gaCode: null,
  hubSettings: initialHubSettings,
  securedOrigin: false,
  theme: null,
  portalUrl: null,
  history: null,
  tenFoot: false,
};

export const DEFAULT_VOD_APP_IDENTIFIER = 'PLANE_V1';
export const DEFAULT_VOD_API_VERSION = 3;

export const initialVodConfiguration: VodConfigurationState = {
  url: null,
  appIdentifier: DEFAULT_VOD_APP_IDENTIFIER,
  apiVersion: DEFAULT_VOD_API_VERSION,
  paymentEnabled: false,
  isDemoSystem: false,
  useWithCredentials: false,
};

export const initialNavigation: NavigationState = { footerType: 'standard' };
export const initialI18nState: I18nState = { lang: null, translations: {}, forceRefresh: false };
export const initialModules: ModulesState = { modules: [] };
export const initialClientInfo: ClientInfoState = { info: {} };
