// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- build-defines.d.ts declares globals (a script, no exports): it cannot be imported
/// <reference path="./build-defines.d.ts" />
/**
 * The session core: one per page. The first bundle to call getCore() creates it and registers it
 * on globalThis[Symbol.for('lido.core.v1')]; any other copy (another bundle, another version of
 * the same major) finds it there and uses it, so all widgets share one session, one channel,
 * one i18next instance and one hub client.
 */
import { LidoChannel } from './channel/channel';
import { createConfig, type ConfigModule, type GuestBrowser } from './config/config';
import { deriveHubUrl, joinApiUrl } from './hub/address';
import { createHub, type HubClient, type HubErrorInfo } from './hub/client';
import { createI18n, type LidoI18n } from './i18n/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query/client';
import { createConnection, type Connection } from './query/connection';
import { setUpQueryLayer } from './query/layer';
import { defaultStorage } from './session/persistence';
import type { StorageLike } from './session/persistence';
import { createStores, type SessionStores } from './session/stores';

/**
 * The library version: package.json's, put in at build time (__LIDO_VERSION__, see
 * core/build-defines.d.ts). Also the persisted query cache's buster.
 */
export const CORE_VERSION: string = __LIDO_VERSION__;

export interface LidoCore {
  version: string;
  channel: LidoChannel;
  stores: SessionStores;
  i18n: LidoI18n;
  hub: HubClient;
  config: ConfigModule;
  /** The hub's reachability (online / unreachable since / back online). */
  connection: Connection;
  /** The page's one query cache: every widget root reads hub data through it. */
  queryClient: QueryClient;
  /** The guest's browser: the page's navigator, or on a server render the request's headers. */
  navigator: GuestBrowser;
}

export interface CoreOptions {
  storage?: StorageLike | null;
  /** Hub timeout in ms (default 15 s). */
  hubTimeout?: number;
  /** Spec 000 §8: hub errors other than 403 (message, code, path). */
  onHubError?: (error: HubErrorInfo) => void;
  navigator?: GuestBrowser;
  location?: { protocol: string; hostname: string; port?: string };
  page?: Parameters<typeof createConfig>[0]['page'];
}

/** Builds a core without registering it (tests, isolated embeds). Use getCore() in widgets. */
export function createCore(options: CoreOptions = {}): LidoCore {
  const channel = new LidoChannel();
  const stores = createStores({ storage: options.storage, channel });
  const connection = createConnection();
  const navigator: GuestBrowser = options.navigator ?? globalThis.navigator ?? {};
  const hub = createHub({
    sessionId: () => stores.authentication.getState().sessionId,
    apiUrl: () => stores.configuration.getState().hubApiUrl || joinApiUrl(deriveHubUrl(globalThis.location)),
    securedOrigin: () => stores.configuration.getState().securedOrigin,
    // 000 §8: a 403 means the session is invalid: clear it and ask for a sign-in, coming back here.
    onForbidden: () => {
      stores.clearAuthentication();
      channel.emit('lido:auth-required', { origin: currentPath() });
    },
    onAnswer: () => connection.reachable(),
    onNoAnswer: () => connection.unreachable(),
    onError: options.onHubError,
    timeout: options.hubTimeout,
  });
  let applyDefaultLanguage: () => Promise<void> = () => Promise.resolve();
  // Config first: the configured language defaults must exist before i18n picks a language.
  const config = createConfig({
    stores,
    hub,
    page: options.page,
    location: options.location,
    userAgent: navigator.userAgent,
    onLanguageDefaults: () => void applyDefaultLanguage(),
  });
  const i18nHandle = createI18n({ stores, channel, navigator });
  applyDefaultLanguage = i18nHandle.applyDefaultLanguage;
  const queryClient = createQueryClient();
  setUpQueryLayer({
    queryClient,
    channel,
    connection,
    hub,
    storage: options.storage === undefined ? defaultStorage() : options.storage,
    sessionId: () => stores.authentication.getState().sessionId,
    onSessionChange: (listener) =>
      stores.authentication.subscribe((state, previous) => {
        if (state.sessionId !== previous.sessionId) listener(state.sessionId, previous.sessionId);
      }),
    buster: CORE_VERSION,
  });
  return { version: CORE_VERSION, channel, stores, i18n: i18nHandle.i18n, hub, config, connection, queryClient, navigator };
}

/** Path + query of the page, to come back to after a new sign-in. */
function currentPath(): string {
  return globalThis.location ? globalThis.location.pathname + globalThis.location.search : '/';
}

export const CORE_KEY: unique symbol = Symbol.for('lido.core.v1') as never;

type CoreHolder = { [CORE_KEY]?: unknown };

/** Structural check of whatever occupies the global slot (it may come from another bundle). */
export function isLidoCore(value: unknown): value is LidoCore {
  if (!value || typeof value !== 'object') return false;
  const core = value as Partial<Record<keyof LidoCore, unknown>>;
  return (
    typeof core.version === 'string' &&
    typeof core.channel === 'object' &&
    core.channel !== null &&
    typeof core.stores === 'object' &&
    core.stores !== null &&
    typeof core.i18n === 'object' &&
    core.i18n !== null &&
    typeof core.hub === 'object' &&
    core.hub !== null &&
    typeof core.config === 'object' &&
    core.config !== null &&
    typeof core.queryClient === 'object' &&
    core.queryClient !== null
  );
}

/** The page's core: the registered one, or a new one registered now. */
export function getCore(): LidoCore {
  const holder = globalThis as typeof globalThis & CoreHolder;
  const existing = holder[CORE_KEY];
  if (isLidoCore(existing)) return existing;
  if (existing !== undefined) console.warn('[lido] replacing an unrecognised value at Symbol.for("lido.core.v1")');
  const core = createCore();
  holder[CORE_KEY] = core;
  return core;
}

export type { LidoChannel, LidoEventMap, LidoEventType } from './channel/channel';
export type { ConfigModule, ConfigLoadState, ConfigError, PageConfig, WidgetConfigAttributes, GuestBrowser } from './config/config';
export type { DeviceRules, DeviceType } from './config/device-rules';
export { deviceRules } from './config/device-rules';
export type { HubClient, HubQuery, HubRequestOptions, HubErrorInfo } from './hub/client';
export { HubError } from './hub/client';
export type { LidoI18n } from './i18n/i18n';
export type { SessionStores, SliceOptions } from './session/stores';
export type * from './session/slices';
