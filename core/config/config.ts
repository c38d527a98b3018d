/**
 * Page configuration, resolved in the order of the architecture brief:
 *   1. element attributes (hub-url, lang, device-type, theme, portal-url),
 *   2. the page: <script type="application/json" id="lido-config"> or window.lidoConfig,
 *   3. the hub's devices/config (fetched once),
 *   4. defaults derived from the page's host name (hub address, language rule).
 * The result lives in the configuration, vodconfiguration and modules stores.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { resolveHubAddress } from '../hub/address';
import { type HubClient, type HubErrorCode, HubError } from '../hub/client';
import { deviceModules, fetchDeviceConfig, type DeviceConfig, type HubUiSettings } from '../hub/config';
import { hostLanguageRule, toLanguage } from '../i18n/i18n';
import { FALLBACK_LANGUAGE } from '../i18n/languages';
import type { SessionStores } from '../session/stores';
import type { ConfigurationState, VodConfigurationState } from '../session/slices';
import { DEFAULT_VOD_API_VERSION, DEFAULT_VOD_APP_IDENTIFIER } from '../session/slices';
import { deviceRules, toDeviceType, type DeviceRules } from './device-rules';
import { isTvUserAgent } from './ten-foot';
import { livePage, readPageConfig, reportPageConfig, type PageConfig, type PageSources } from './page-config';

export type { PageConfig } from './page-config';

/** The common attributes every element takes. */
export const WIDGET_CONFIG_ATTRIBUTES = ['hub-url', 'lang', 'device-type', 'theme', 'portal-url', 'ten-foot'] as const;
export type WidgetConfigAttribute = (typeof WIDGET_CONFIG_ATTRIBUTES)[number];
export type WidgetConfigAttributes = Partial<Record<WidgetConfigAttribute, string | null | undefined>>;

function attributesToConfig(attributes: WidgetConfigAttributes): PageConfig {
  const config: PageConfig = {};
  const set = (field: 'hubUrl' | 'lang' | 'deviceType' | 'theme' | 'portalUrl', value: string | null | undefined) => {
    if (typeof value === 'string' && value.trim()) config[field] = value.trim();
  };
  set('hubUrl', attributes['hub-url']);
  set('lang', attributes.lang);
  set('deviceType', attributes['device-type']);
  set('theme', attributes.theme);
  set('portalUrl', attributes['portal-url']);
  const tenFoot = attributes['ten-foot']?.trim().toLowerCase();
  if (tenFoot === 'on' || tenFoot === 'off') config.tenFoot = tenFoot === 'on';
  return config;
}

export interface ConfigError {
  /** Hub message, or the client's own text when the hub never answered (see `code`). */
  message: string;
  /** HTTP status when the hub answered; 'TIMEOUT' / 'NETWORK' otherwise. */
  code: HubErrorCode;
}

export interface ConfigLoadState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  device: DeviceConfig | null;
  error: ConfigError | null;
}

export interface ConfigModule {
  /** Load state of devices/config, for the shell's 'Server Connection Error' page. */
  readonly state: StoreApi<ConfigLoadState>;
  /** Element attributes (highest priority). Called by the element wrapper on connect/change. */
  applyAttributes(attributes: WidgetConfigAttributes): void;
  /** Fetch devices/config once per page (concurrent and later calls share the first promise). */
  load(): Promise<DeviceConfig | null>;
  /** Fetch devices/config again (retry button, hub address changed). */
  reload(): Promise<DeviceConfig | null>;
  /** Device-type rules for the resolved configuration. */
  rules(): DeviceRules;
  /** Hub UI settings (feature switches) of the loaded device configuration. */
  uiSettings(): HubUiSettings;
}

/** What the core reads of the guest's browser: its languages (first language, date order) and user agent (a TV's 10-foot mode). */
export interface GuestBrowser {
  languages?: readonly string[];
  language?: string;
  userAgent?: string;
}

export interface ConfigOptions {
  stores: SessionStores;
  hub: HubClient;
  /** Called when defaults that decide the language changed. */
  onLanguageDefaults?: () => void;
  /** For tests; defaults to the live page. */
  page?: PageSources;
  location?: { protocol: string; hostname: string; port?: string };
  /** The guest's browser's (a TV's turns 10-foot mode on): the core's navigator. */
  userAgent?: string;
}

export function createConfig(options: ConfigOptions): ConfigModule {
  const { stores, hub } = options;
  const state = createStore<ConfigLoadState>()(() => ({ status: 'idle', device: null, error: null }));
  let attributes: PageConfig = {};
  let page: PageConfig = {};
  let pending: Promise<DeviceConfig | null> | null = null;
  let hubConflictReported = false;

  const readPage = () => {
    page = readPageConfig(options.page ?? livePage(), reportPageConfig);
  };

  function recompute(): void {
    const location = options.location ?? globalThis.location;
    const device = state.getState().device;
    const hubInfo = device?.hub ?? {};
    const explicit = { ...page, ...attributes };
    const hostRule = location?.hostname ? hostLanguageRule(location.hostname) : null;

    const { hubUrl, hubApiUrl } = resolveHubAddress(
      { attributeHubUrl: attributes.hubUrl, hubUrl: page.hubUrl, hubApiUrl: page.hubApiUrl, apiPath: page.apiPath },
      location,
    );
    const deviceType = toDeviceType(explicit.deviceType ?? device?.deviceGroup?.deviceType);
    const defaultLanguage =
      toLanguage(attributes.lang) ?? toLanguage(page.defaultLanguage ?? page.lang) ?? toLanguage(device?.defaultLanguage) ?? hostRule?.defaultLanguage ?? null;
    const fallbackLanguage = toLanguage(page.fallbackLanguage) ?? toLanguage(device?.fallbackLanguage) ?? hostRule?.fallbackLanguage ?? FALLBACK_LANGUAGE;
    const previous = stores.configuration.getState();

    const next: ConfigurationState = {
      hubUrl,
      hubApiUrl,
      gamesUrl: explicit.gamesUrl ?? device?.gamesUrl ?? null,
      osmUrl: explicit.osmUrl ?? hubInfo.osmServiceUrl ?? null,
      developmentMode: explicit.developmentMode ?? device?.developmentMode ?? false,
      defaultLanguage,
      fallbackLanguage,
      gaCode: explicit.gaCode ?? device?.gaCode ?? null,
      hubSettings: {
        deviceType,
        // The default image is a hub blob; its address depends on the API base just resolved.
        defaultImageUrl:
          device?.defaultImageId !== undefined && device.defaultImageId !== null
            ? `${hubApiUrl}blobs/image?id=${encodeURIComponent(String(device.defaultImageId))}`
            : null,
        uiSettings: hubInfo.uiSettings ?? {},
      },
      securedOrigin: page.securedOrigin ?? false,
      theme: explicit.theme ?? hubInfo.uiSettings?.theme ?? hubInfo.layoutTheme ?? null,
      portalUrl: explicit.portalUrl ?? null,
      history: explicit.history ?? null,
      // A TV's browser turns it on by itself, except on a kiosk (touch) or signage (no input).
      tenFoot:
        explicit.tenFoot ??
        device?.deviceGroup?.deviceProfile?.tenFoot ??
        (deviceType !== 'Kiosk' && deviceType !== 'DigitalSignage' && isTvUserAgent(options.userAgent)),
    };
    stores.configuration.setState(next, true);
    if (previous.defaultLanguage !== defaultLanguage || previous.fallbackLanguage !== fallbackLanguage) {
      options.onLanguageDefaults?.();
    }
  }

  function applyDevice(device: DeviceConfig): void {
    const vod = device.vodConfiguration ?? {};
    const vodState: VodConfigurationState = {
      url: vod.url ?? null,
      appIdentifier: vod.appIdentifier || DEFAULT_VOD_APP_IDENTIFIER,
      apiVersion: typeof vod.apiVersion === 'number' ? vod.apiVersion : DEFAULT_VOD_API_VERSION,
      paymentEnabled: vod.paymentEnabled ?? false,
      isDemoSystem: vod.isDemoSystem ?? false,
      useWithCredentials: vod.useWithCredentials ?? false,
    };
    stores.vodconfiguration.setState(vodState, true);
    stores.modules.setState({ modules: deviceModules(device) });
  }

  function fetchOnce(): Promise<DeviceConfig | null> {
    readPage();
    recompute();
    state.setState({ status: 'loading', error: null });
    return fetchDeviceConfig(hub).then(
      (device) => {
        if (!device || typeof device !== 'object') throw new HubError('Invalid device configuration', 'NETWORK');
        state.setState({ status: 'ready', device, error: null });
        applyDevice(device);
        recompute();
        return device;
      },
      (error: unknown) => {
        const { message, code } = error instanceof HubError ? error : new HubError(error instanceof Error ? error.message : String(error), 'NETWORK');
        state.setState({ status: 'error', error: { message, code } });
        return null;
      },
    );
  }

  readPage();
  recompute();

  return {
    state,
    applyAttributes(values) {
      const incoming = attributesToConfig(values);
      // One hub per page (one session, one cache): the first hub-url set wins; another value is
      // ignored and reported once. lang and device-type are page-wide too: the latest value wins.
      const trim = (url: string) => url.replace(/\/+$/, '');
      if (attributes.hubUrl && incoming.hubUrl && trim(incoming.hubUrl) != trim(attributes.hubUrl)) {
        if (!hubConflictReported) console.warn(`[lido] hub-url="${incoming.hubUrl}" ignored: one hub per page, the first set ("${attributes.hubUrl}") is used`);
        hubConflictReported = true;
        delete incoming.hubUrl;
      }
      const next = { ...attributes, ...incoming };
      if (JSON.stringify(next) === JSON.stringify(attributes)) return;
      attributes = next;
      recompute();
    },
    load() {
      pending ??= fetchOnce();
      return pending;
    },
    reload() {
      pending = fetchOnce();
      return pending;
    },
    rules() {
      const configuration = stores.configuration.getState();
      const settings = configuration.hubSettings.uiSettings as HubUiSettings;
      const deviceSettings = state.getState().device?.deviceGroup?.settings;
      const seconds = (value: unknown) => (typeof value === 'number' ? value : undefined);
      return deviceRules(configuration.hubSettings.deviceType, {
        showPdfsOnKiosk: settings.showPdfsOnKiosk,
        pinLogin: settings.pinLogin,
        maxIdleTime: seconds(deviceSettings?.maxIdleTime),
        tenFoot: configuration.tenFoot,
        tvIdleLogoutTime: seconds(deviceSettings?.tvIdleLogoutTime),
      });
    },
    uiSettings: () => stores.configuration.getState().hubSettings.uiSettings as HubUiSettings,
  };
}
