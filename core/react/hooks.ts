/**
 * React ↔ core. Every widget component reaches the session, translations, navigation and its
 * host element through these hooks; the context comes from defineWidget.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { DeviceRules, LidoCore } from '../index';
import type { HubUiSettings } from '../hub/config';
import type { LidoPublicEventMap, LidoPublicEventName } from '../element/events';
import type { LidoWidgetHost, WidgetRoute } from '../element/host';
import { navigateFrom, type NavigationOutcome } from '../element/navigation';
import { textContextOf, variantOf, type Variant } from '../config/variant';
import { withTextContext } from '../i18n/i18n';
import { useWidgetContext } from './context';
import { i18nRevision, subscribeI18n } from './i18n';

/** The page's session core (shared by every widget and every Lido bundle on the page). */
export function useCore(): LidoCore {
  return useWidgetContext().core;
}

/**
 * Read a session slice; re-renders when the selected value changes (Object.is). A selector that
 * builds a new object each time needs `useShallow` from 'zustand/shallow'.
 * The current state on the server and while hydrating too (zustand's own useStore gives React the
 * store's initial state there: a hydrating tree read no configuration, unlike the server's render).
 */
export function useSlice<T>(store: StoreApi<T>): T;
export function useSlice<T, U>(store: StoreApi<T>, selector: (state: T) => U): U;
export function useSlice<T, U>(store: StoreApi<T>, selector?: (state: T) => U): T | U {
  const snapshot = () => (selector ? selector(store.getState()) : store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/**
 * Translation function for a namespace (default: common); the component re-renders when the
 * language changes or catalogues are added, in every widget at once, without a reload.
 */
export function useT(ns?: string): TFunction {
  const { i18n } = useCore();
  const subscribe = useCallback((listener: () => void) => subscribeI18n(i18n, listener), [i18n]);
  const snapshot = () => i18nRevision(i18n);
  // the same snapshot on the server (host-site/src/ssr.ts) and while hydrating
  const revision = useSyncExternalStore(subscribe, snapshot, snapshot);
  const context = textContextOf(useVariant());
  return useMemo(
    () => withTextContext(i18n.getFixedT(i18n.language, ns ?? null) as TFunction, context),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision: a new function after every language switch, so memoised children update too
    [i18n, ns, revision, context],
  );
}

/** The installation's variant (re-renders when the hub's configuration arrives). */
export function useVariant(): Variant {
  return useSlice(useCore().config.state, (state) => variantOf(state.device?.hub?.hubType));
}

/** The current language code (re-renders on change). */
export function useLanguage(): string {
  const { i18n } = useCore();
  const subscribe = useCallback((listener: () => void) => subscribeI18n(i18n, listener), [i18n]);
  const language = () => i18n.language;
  return useSyncExternalStore(subscribe, language, language);
}

/** The custom element this widget renders into. */
export function useHost(): LidoWidgetHost {
  return useWidgetContext().host;
}

/** The element of a page title: h1, or h2 where the heading-level attribute says the page has its own h1. */
export function usePageHeading(): 'h1' | 'h2' {
  return useHost().headingLevel === '2' ? 'h2' : 'h1';
}

/** The widget's shadow root: the place for portals (FloatingPortal root) and id lookups. */
export function useShadowRoot(): ShadowRoot {
  return useWidgetContext().host.shadowRoot;
}

/**
 * Go to a spec route: dispatches the cancelable `lido-navigate` from the host; when nobody
 * cancels it, shows the route in place (own routes) or follows portal-url.
 */
export function useNavigate(): (path: string, state?: unknown) => NavigationOutcome {
  const host = useHost();
  return useCallback((path: string, state?: unknown) => navigateFrom(host, path, state), [host]);
}

/** The route this widget shows in place after an un-cancelled lido-navigate, else null. */
export function useRoute(): WidgetRoute | null {
  return useSlice(useHost().lidoRoute, (state) => state.route);
}

export type EmitFunction = <K extends LidoPublicEventName>(name: K, detail: LidoPublicEventMap[K], options?: { cancelable?: boolean }) => boolean;

/**
 * Dispatch a public DOM event from the host (bubbles, composed). Returns false when a listener
 * called preventDefault() on a cancelable event.
 */
export function useEmit(): EmitFunction {
  const host = useHost();
  return useCallback<EmitFunction>(
    (name, detail, options) => host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options?.cancelable ?? false })),
    [host],
  );
}

/** Whether a guest is signed in; re-renders on sign-in and logout. */
export function useSignedIn(): boolean {
  return useSlice(useCore().stores.authentication, (state) => state.isAuthenticated);
}

/** The feature switches among the hub's UI settings (the boolean ones). */
export type UiSwitch = keyof { [K in keyof HubUiSettings as string extends K ? never : NonNullable<HubUiSettings[K]> extends boolean ? K : never]: true };

/**
 * A feature switch of the hub's UI settings (`pinLogin`, `photoMatchEnabled` …): on only when the
 * hub says true, off while the configuration has not arrived; re-renders when it changes.
 */
export function useUiSetting(name: UiSwitch): boolean {
  return useSlice(useCore().stores.configuration, (state) => (state.hubSettings.uiSettings as HubUiSettings)[name] === true);
}

/**
 * Device-type rules (Kiosk, DigitalSignage, App, Browser) of the resolved configuration;
 * re-renders when the configuration or the hub's device configuration arrives or changes.
 */
export function useDeviceRules(): DeviceRules {
  const { config, stores } = useCore();
  const configuration = useSlice(stores.configuration);
  const device = useSlice(config.state, (state) => state.device);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rules() reads both stores; recompute only when either changed
  return useMemo(() => config.rules(), [config, configuration, device]);
}
