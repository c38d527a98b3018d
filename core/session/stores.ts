/**
 * The session stores: one zustand *vanilla* store per spec state slice, created once by the core.
 * Widgets read them with `useSlice(store, selector)` (core/react/hooks.ts); a feature adds its slice next to
 * its code, the same way the core defines its own below:
 *
 *   export const cartStore = getCore().stores.defineSlice('cart', initialCart, { persist: true, personal: true });
 *
 * persist: the spec's saved slices (000 §3): modules, authentication, vod, voditem, itinerary,
 * cart, bookings, navigation, i18nState, musement, photomatch, tacBookings.
 * personal: belongs to the signed-in guest and goes at logout (authentication, itinerary, cart,
 * bookings, photomatch, tacBookings, vod …).
 * The configuration slice is derived by core/config: write page settings there, not here.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LidoChannel } from '../channel/channel';
import { isLanguage } from '../i18n/languages';
import { createPersistence, defaultStorage, type Persistence, type StorageLike } from './persistence';
import { defaultSessionStorage, wipeSessionTraces } from './session-traces';
import { wipeStars } from './stars-wipe';
import {
  initialAuthentication,
  initialClientInfo,
  initialConfiguration,
  initialI18nState,
  initialModules,
  initialNavigation,
  initialVodConfiguration,
  type AuthenticationState,
  type ClientInfoState,
  type ConfigurationState,
  type I18nState,
  type ModulesState,
  type NavigationState,
  type VodConfigurationState,
} from './slices';

export interface SliceOptions<T> {
  /** Saved to storage (debounced) and restored at start. Spec 000 §3 lists which slices are. */
  persist: boolean;
  /** Belongs to the signed-in guest: wiped from memory and storage on logout / kiosk idle logout. */
  personal?: boolean;
  /** Extra check of a restored value beyond the automatic shape check; false discards it. */
  validate?: (stored: Partial<T>) => boolean;
}

export interface SessionStores {
  readonly authentication: StoreApi<AuthenticationState>;
  readonly configuration: StoreApi<ConfigurationState>;
  readonly vodconfiguration: StoreApi<VodConfigurationState>;
  readonly navigation: StoreApi<NavigationState>;
  readonly i18nState: StoreApi<I18nState>;
  readonly modules: StoreApi<ModulesState>;
  readonly clientinfo: StoreApi<ClientInfoState>;
  /**
   * Create a slice (restoring its stored value when `persist` is on). Defining a name again
   * returns the existing store, so a feature loaded by two bundles shares one slice; the caller
   * vouches that both definitions have the same shape.
   */
  defineSlice<T extends object>(name: string, initial: T, options: SliceOptions<T>): StoreApi<T>;
  /** Names of all slices defined so far. */
  sliceNames(): string[];
  /** Reset authentication (e.g. after a 403). Not a logout: other slices stay. */
  clearAuthentication(): void;
  /**
   * Logout: reset every personal slice in memory and remove it from storage, and remove the tab's
   * other traces of the guest (sessionStorage: ./session-traces.ts).
   */
  wipePersonalData(): void;
  /** Write pending saves now. */
  flush(): void;
  dispose(): void;
}

export interface StoresOptions {
  /** Defaults to localStorage when available; null disables persistence. */
  storage?: StorageLike | null;
  debounceMs?: number;
  /** The tab's sessionStorage, wiped at logout; defaults to the page's; null: none. */
  sessionStorage?: Pick<Storage, 'removeItem'> | null;
  /** Cross-tab session sync; omitted in isolated tests. */
  channel?: LidoChannel;
  lifecycleTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

interface SliceEntry {
  store: StoreApi<object>;
  initial: object;
  options: SliceOptions<object>;
  unsubscribe: () => void;
}

/**
 * Every personal slice the spec persists (000 §3, 001 §4), whether or not its feature is loaded on
 * the page: logout and kiosk idle logout must leave none of them in storage. (voditem's details
 * live in the query cache now; a value stored by an earlier version is still wiped.)
 */
export const PERSONAL_SLICES = [
  'authentication',
  'vod',
  'voditem',
  'audios',
  'seanetVod',
  'itinerary',
  'cart',
  'bookings',
  'musement',
  'photomatch',
  'tacBookings',
  'muster',
] as const;

export function createStores(options: StoresOptions = {}): SessionStores {
  const localStore = options.storage === undefined ? defaultStorage() : options.storage;
  const persistence: Persistence = createPersistence({
    storage: localStore,
    debounceMs: options.debounceMs,
    lifecycleTarget: options.lifecycleTarget,
  });
  const slices = new Map<string, SliceEntry>();
  const sessionStore = options.sessionStorage === undefined ? defaultSessionStorage() : options.sessionStorage;

  function defineSlice<T extends object>(name: string, initial: T, sliceOptions: SliceOptions<T>): StoreApi<T> {
    const existing = slices.get(name);
    // Same name, same slice: see the interface comment.
    if (existing) return existing.store as StoreApi<T>;
    const restored = sliceOptions.persist ? persistence.restore(name, initial, sliceOptions.validate) : null;
    const store = createStore<T>()(() => ({ ...initial, ...restored }));
    const unsubscribe = sliceOptions.persist ? store.subscribe(() => persistence.schedule(name, () => store.getState())) : () => {};
    slices.set(name, {
      store: store as StoreApi<object>,
      initial,
      options: sliceOptions as SliceOptions<object>,
      unsubscribe,
    });
    return store;
  }

  function reset(name: string): void {
    const entry = slices.get(name);
    if (!entry) return;
    entry.store.setState({ ...entry.initial }, true);
    if (entry.options.persist) persistence.remove(name);
  }

  const stores: SessionStores = {
    authentication: defineSlice('authentication', initialAuthentication, { persist: true, personal: true }),
    configuration: defineSlice('configuration', initialConfiguration, { persist: false }),
    vodconfiguration: defineSlice('vodconfiguration', initialVodConfiguration, { persist: false }),
    navigation: defineSlice('navigation', initialNavigation, { persist: true }),
    i18nState: defineSlice('i18nState', initialI18nState, {
      persist: true,
      validate: (stored) => stored.lang === undefined || stored.lang === null || isLanguage(stored.lang),
    }),
    modules: defineSlice('modules', initialModules, { persist: true }),
    clientinfo: defineSlice('clientinfo', initialClientInfo, { persist: false }),
    defineSlice,
    sliceNames: () => [...slices.keys()],
    clearAuthentication: () => reset('authentication'),
    wipePersonalData() {
      for (const [name, entry] of slices) if (entry.options.personal) reset(name);
      // Slices of features not loaded on this page still sit in storage: remove them by name.
      for (const name of PERSONAL_SLICES) if (!slices.has(name)) persistence.remove(name);
      // The order confirmation in the navigation state, the basket draft …
      wipeSessionTraces(sessionStore);
      // The guest's programme stars (issue 34): named by booking and guest, so never left behind
      wipeStars(localStore);
    },
    flush: () => persistence.flush(),
    dispose() {
      for (const entry of slices.values()) entry.unsubscribe();
      persistence.dispose();
      stopSync();
    },
  };

  const stopSync = options.channel ? syncAcrossTabs(stores, persistence, options.channel) : () => {};
  return stores;
}

/**
 * Sign-in and sign-out reach other tabs as `lido:session` (the channel bridges it). A sign-out
 * elsewhere wipes this tab's personal data; a sign-in elsewhere takes the new session from
 * storage. A tab whose state already matches the event ignores it (so it ignores its own).
 */
function syncAcrossTabs(stores: SessionStores, persistence: Persistence, channel: LidoChannel): () => void {
  const { authentication } = stores;
  let announced = authentication.getState().isAuthenticated;
  const stopEmitting = authentication.subscribe((state, previous) => {
    if (state.isAuthenticated === previous.isAuthenticated) return;
    // After the current task: a logout resets several slices in a row, and the other tabs
    // must find storage complete when they read it.
    queueMicrotask(() => {
      const { isAuthenticated } = authentication.getState();
      if (isAuthenticated === announced) return;
      announced = isAuthenticated;
      persistence.flush();
      channel.emit('lido:session', { isAuthenticated });
    });
  });
  const stopListening = channel.on('lido:session', ({ isAuthenticated }) => {
    if (authentication.getState().isAuthenticated === isAuthenticated) return;
    if (isAuthenticated) {
      const restored = persistence.restore('authentication', initialAuthentication);
      if (restored?.isAuthenticated) authentication.setState({ ...initialAuthentication, ...restored }, true);
    } else {
      stores.wipePersonalData();
    }
    announced = authentication.getState().isAuthenticated;
  });
  return () => {
    stopEmitting();
    stopListening();
  };
}
