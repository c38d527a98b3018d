/**
 * What kiosks and signage screens do on their own (spec 002 §4, §7, §9), in one place:
 *
 * - Idle logout: while a guest is signed in, a countdown ticked every 500 ms (a kiosk 60 s, a
 *   cabin TV in 10-foot mode TV_IDLE_LOGOUT_SECONDS), reset by clicks and keys — and on a TV by a
 *   film or channel playing; its last KIOSK_IDLE_WARNING_SECONDS (≥ 20 s, WCAG 2.2.1) show the idle
 *   dialog with "More time" (KioskDialogs.tsx); at zero the guest is logged out (every trace
 *   wiped: logout.ts) and sent home.
 * - Kiosk integrity (./kiosk.ts): no link or window leaves the portal (its
 *   address becomes a "Continue on your phone" QR code) and a card swipe signs in on every screen.
 * - Idle redirect: a kiosk or signage screen left alone for maxIdleTime seconds (default 600)
 *   goes to the signage address; when that does not answer, a kiosk to the portal's home, a
 *   signage screen to the portal's own signage content (the device profile's signage home).
 * - Remote reload: with enableRemoteReload on, the signage event stream's message equal to the
 *   upper-cased device type reloads the page. The stream survives hub restarts and 503 answers.
 *
 * Why here: the behaviour belongs to the app frame, and every shell element (header, subheader,
 * footer) starts it through useDeviceBehaviour(), reference-counted, so it runs exactly once per
 * page whether the portal or an operator's own page places one, two or all three shell parts.
 * Other always-on widgets (the signage board) can use the same hook.
 */
import { useEffect } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { openEventStream, type EventStream } from '../../core/channel/event-stream';
import { KIOSK_IDLE_TICK_MS, KIOSK_IDLE_WARNING_SECONDS } from '../../core/config/device-rules';
import { navigateFrom } from '../../core/element/navigation';
import type { LidoWidgetHost } from '../../core/element/host';
import type { LidoCore } from '../../core/index';
import { useCore, useHost } from '../../core/react/index';
import { deepElements } from '../../core/ui/portal';
import { acceptCardSwipes, containNavigation, containWindowOpen } from './kiosk';
import { logout } from './logout';
import { isReachable } from '../../core/navigation/reachable';
import { signageHomeOfCore } from '../../core/config/signage';

export interface DeviceBehaviourState {
  /** Seconds until the kiosk idle logout, while it is counting; null otherwise. */
  logoutInSeconds: number | null;
  /** A kiosk link or window asked to leave the portal for this address: offered as a QR code. */
  externalUrl: string | null;
  /** A card swipe outside the login form: its sign-in under way, or refused. */
  swipe: 'idle' | 'signing-in' | 'failed';
}

/** The countdown, the address to continue on a phone and the swipe's state the shell shows. */
export const deviceBehaviourState: StoreApi<DeviceBehaviourState> = createStore<DeviceBehaviourState>()(() => ({
  logoutInSeconds: null,
  externalUrl: null,
  swipe: 'idle',
}));

/** "More time": the kiosk idle countdown starts again (as any touch or key does). */
export function extendIdleTime(): void {
  controller?.extend();
}

/** The shell element that shows the device dialogs: the subheader when on the page, else the first connected. */
export function dialogHost(): LidoWidgetHost | undefined {
  return controller?.host();
}

/** 002 §2: after a sign-in the guest goes to the origin, else /my_holiday; from home, to /my_holiday. */
export const AFTER_SWIPE = '/my_holiday';

/** Where a swipe on `location` leads: the same page, /login's forward_to, or AFTER_SWIPE. */
export function afterSwipe(location: Pick<Location, 'pathname' | 'search'>): string {
  if (location.pathname === '/login') {
    const forward = new URLSearchParams(location.search).get('forward_to');
    const safe = forward !== null && forward.startsWith('/') && !forward.startsWith('//') && !forward.startsWith('/\\') && !/^\/login(?:[/?#]|$)/.test(forward);
    return safe ? forward : AFTER_SWIPE;
  }
  if (location.pathname === '/') return AFTER_SWIPE;
  return `${location.pathname}${location.search}`;
}

/** Interaction that counts as "someone is using this screen". */
const ACTIVITY_EVENTS = ['click', 'keydown', 'touchstart'] as const;

/** A film or a channel plays somewhere on the page (in any widget's shadow root): someone is watching. */
export function mediaPlaying(doc: Document): boolean {
  for (const element of deepElements(doc)) if (element instanceof HTMLMediaElement && !element.paused && !element.ended) return true;
  return false;
}

/** The signage address of 002 §3 hub.signageHostname; without one, the portal's home. */
export function signageAddress(signageHostname: string | null | undefined, page: Pick<Location, 'protocol'>): string {
  const target = signageHostname?.trim();
  if (!target) return '/';
  if (/^https?:\/\//i.test(target)) return target;
  return `${page.protocol}//${target.replace(/^\/+/, '')}/`;
}

/** Remote-reload message for a device type (002 §7): the upper-cased type name. */
export function reloadMessageFor(deviceType: string): string {
  return deviceType.toUpperCase();
}

interface Controller {
  stop(): void;
  extend(): void;
  host(): LidoWidgetHost | undefined;
}

function startController(core: LidoCore, hosts: ReadonlySet<LidoWidgetHost>, doc: Document): Controller {
  const view = doc.defaultView ?? window;
  /** Events and navigation start from a shell element still on the page (the subheader first). */
  const connectedHost = () => {
    const connected = [...hosts].filter((candidate) => candidate.isConnected);
    return connected.find((candidate) => candidate.localName === 'lido-subheader') ?? connected[0];
  };
  const afterIdleLogout = () => {
    deviceBehaviourState.setState({ externalUrl: null, swipe: 'idle' });
    const host = connectedHost();
    if (!host) {
      view.location.assign('/');
      return;
    }
    host.dispatchEvent(new CustomEvent('lido-logout', { detail: {}, bubbles: true, composed: true }));
    navigateFrom(host, '/');
  };
  let lastActivity = Date.now();
  let loggingOut = false;
  let redirected = false;
  let stream: EventStream | null = null;
  let streamKey = '';

  const markActivity = () => {
    lastActivity = Date.now();
  };
  for (const type of ACTIVITY_EVENTS) doc.addEventListener(type, markActivity, { capture: true, passive: true });

  // A new sign-in starts a fresh countdown.
  const stopAuthWatch = core.stores.authentication.subscribe((state, previous) => {
    if (state.isAuthenticated && !previous.isAuthenticated) markActivity();
  });

  // Kiosk integrity: on from the start, acting while the device rules say `contained` (./kiosk.ts).
  const stopContaining = containNavigation(doc, () => core.config.rules().contained, {
    onExternal: (url) => deviceBehaviourState.setState({ externalUrl: url }),
  });
  let stopWindowOpen: (() => void) | null = null;
  const stopSwipes = acceptCardSwipes(core, doc, {
    onSwipe: (phase) => {
      if (phase !== 'signed-in') return deviceBehaviourState.setState({ swipe: phase });
      deviceBehaviourState.setState({ swipe: 'idle' });
      const host = connectedHost();
      const { sessionType } = core.stores.authentication.getState();
      const target = afterSwipe(view.location);
      if (!host) return view.location.assign(target);
      host.dispatchEvent(new CustomEvent('lido-login', { detail: { sessionType }, bubbles: true, composed: true }));
      navigateFrom(host, target);
    },
  });

  function tick(): void {
    const rules = core.config.rules();
    if (rules.contained && !stopWindowOpen) {
      stopWindowOpen = containWindowOpen(view, { onExternal: (url) => deviceBehaviourState.setState({ externalUrl: url }) });
    }
    const idleMs = Date.now() - lastActivity;
    const signedIn = core.stores.authentication.getState().isAuthenticated;

    if (rules.idleLogout && rules.idleLogoutSeconds !== null && signedIn && !loggingOut) {
      let left = Math.max(0, Math.ceil(rules.idleLogoutSeconds - idleMs / 1000));
      // A guest watching a two-hour film presses no key. Looked for only once the warning is due,
      // not every tick: it walks every shadow root.
      if (left <= KIOSK_IDLE_WARNING_SECONDS && mediaPlaying(doc)) {
        markActivity();
        left = rules.idleLogoutSeconds;
      }
      if (deviceBehaviourState.getState().logoutInSeconds !== left) deviceBehaviourState.setState({ logoutInSeconds: left });
      if (left === 0) {
        loggingOut = true;
        void logout(core).finally(() => {
          loggingOut = false;
          deviceBehaviourState.setState({ logoutInSeconds: null });
          afterIdleLogout();
        });
      }
    } else if (!loggingOut && deviceBehaviourState.getState().logoutInSeconds !== null) {
      deviceBehaviourState.setState({ logoutInSeconds: null });
    }

    if (rules.idleRedirect && rules.idleRedirectSeconds !== null && !redirected && idleMs >= rules.idleRedirectSeconds * 1000) {
      const device = core.config.state.getState().device;
      const target = new URL(signageAddress(device?.hub?.signageHostname, view.location), view.location.href);
      const here = new URL(view.location.href);
      if (target.origin === here.origin && target.pathname === here.pathname && target.search === here.search) {
        // Already at the signage address: count the idle time from now.
        markActivity();
      } else {
        // Only where a page answers: an unreachable signage server would leave the screen on the
        // browser's error page, so the kiosk goes to its own home instead and waits again; a
        // signage screen to the signage content of the portal itself (issue 33), never the guest home.
        redirected = true;
        const fallback = rules.signageHome ? signageHomeOfCore(core).path : '/';
        void isReachable(target.href).then((reachable) => {
          if (reachable) return view.location.assign(target.href);
          redirected = false;
          markActivity();
          if (here.pathname !== fallback) view.location.assign(fallback);
        });
      }
    }

    syncReloadStream();
  }

  /** Opens, keeps or closes the signage event stream as the configuration says. */
  function syncReloadStream(): void {
    const configuration = core.stores.configuration.getState();
    const enabled = configuration.hubSettings.uiSettings.enableRemoteReload === true;
    const url = core.hub.url('digitalsignage/events/register');
    const deviceType = configuration.hubSettings.deviceType;
    const key = enabled ? `${url}|${deviceType}` : '';
    if (key === streamKey) return;
    stream?.close();
    stream = null;
    streamKey = key;
    if (!enabled || typeof view.EventSource !== 'function') return;
    const expected = reloadMessageFor(deviceType);
    stream = openEventStream(url, {
      withCredentials: configuration.securedOrigin,
      EventSourceImpl: view.EventSource,
      onMessage: (data) => {
        if (data.trim() === expected) view.location.reload();
      },
    });
  }

  tick();
  const interval = view.setInterval(tick, KIOSK_IDLE_TICK_MS);

  return {
    extend() {
      markActivity();
      tick();
    },
    host: connectedHost,
    stop() {
      stopContaining();
      stopSwipes();
      stopWindowOpen?.();
      view.clearInterval(interval);
      for (const type of ACTIVITY_EVENTS) doc.removeEventListener(type, markActivity, { capture: true });
      stopAuthWatch();
      stream?.close();
      deviceBehaviourState.setState({ logoutInSeconds: null, externalUrl: null, swipe: 'idle' });
    },
  };
}

const users = new Set<LidoWidgetHost>();
let controller: Controller | null = null;

/** Starts the page's device behaviour while the calling widget is mounted (once per page). */
export function acquireDeviceBehaviour(core: LidoCore, host: LidoWidgetHost): () => void {
  users.add(host);
  controller ??= startController(core, users, host.ownerDocument);
  return () => {
    if (!users.delete(host) || users.size > 0) return;
    controller?.stop();
    controller = null;
  };
}

export function useDeviceBehaviour(): void {
  const core = useCore();
  const host = useHost();
  useEffect(() => acquireDeviceBehaviour(core, host), [core, host]);
}
