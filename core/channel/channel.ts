/**
 * The global event channel: one typed EventTarget per page (owned by the core singleton),
 * mirrored to other tabs of the same origin through BroadcastChannel('lido').
 * Messages carry a per-tab id so a tab never re-handles its own broadcast (no echo).
 */
import type { LanguageCode } from '../i18n/languages';

/**
 * The channel's events: every one is emitted by something and listened to by something (the
 * "one event vocabulary"); an event nobody emits or nobody hears is removed, not kept "for later".
 *
 * | event               | emitted by                                   | listened to by                                  |
 * |---------------------|----------------------------------------------|-------------------------------------------------|
 * | lido:session        | core/session/stores.ts (sign-in / sign-out)  | core/session/stores.ts in other tabs (bridged)   |
 * | lido:language       | core/i18n/i18n.ts (language changed)         | core/i18n/i18n.ts in other tabs; host-site       |
 * |                     |                                              | scripts/portal.ts (<html lang>, texts)           |
 * | lido:cart           | the query layer after a cart mutation        | core/element/define-widget.ts: re-dispatched as  |
 * |                     | (core/query; also other tabs, bridged)       | the public `lido-cart-change` from every host    |
 * |                     |                                              | whose meta lists it (lido-subheader …);          |
 * |                     |                                              | widgets/shell/photo-basket.ts (reloads basket)   |
 * | lido:auth-required  | core/index.ts (the hub client's onForbidden, | host-site scripts/portal.ts (to /login with the  |
 * |                     | a 403)                                       | origin)                                          |
 * | lido:media-play     | core/ui/player/StreamPlayer.tsx (a player    | every other StreamPlayer on the page: pauses     |
 * |                     | started)                                     | (one sound at a time, across widgets)            |
 *
 * Public DOM events (core/element/events.ts) are dispatched from the widget hosts, not through
 * this channel: lido-navigate (core/element/navigation.ts), lido-login (widgets/login),
 * lido-logout (widgets/shell), lido-cart-change (bridged from lido:cart, see above), lido-error
 * (core/react/widget-root.tsx, a render failure).
 */
export interface LidoEventMap {
  /** Authentication changed (sign-in, sign-out, 403, kiosk idle). */
  'lido:session': { isAuthenticated: boolean };
  /** chosen: the guest picked it (remembered); otherwise a configured/browser default was applied. */
  'lido:language': { lang: LanguageCode; chosen?: boolean };
  /**
   * The cart changed; count: items in it. The cart will be a query: the query layer emits this
   * after every cart mutation (nothing else should).
   */
  'lido:cart': { count: number };
  /** The hub answered 403: authentication was cleared; origin: where to come back after sign-in. */
  'lido:auth-required': { origin?: string };
  /** A player on this page started playing (page-local: other tabs keep their own sound). */
  'lido:media-play': { player: object };
}
export type LidoEventType = keyof LidoEventMap;

/** Events that are meaningful in other tabs of the same origin. */
const BROADCAST: ReadonlySet<LidoEventType> = new Set(['lido:session', 'lido:language', 'lido:cart']);

interface Wire {
  from: string;
  type: LidoEventType;
  detail: unknown;
}

export class LidoChannel {
  readonly tabId = Math.random().toString(36).slice(2);
  private readonly target = new EventTarget();
  private readonly bridge: BroadcastChannel | null;

  constructor() {
    this.bridge = typeof BroadcastChannel === 'function' ? new BroadcastChannel('lido') : null;
    this.bridge?.addEventListener('message', (e: MessageEvent<Wire>) => {
      const msg = e.data;
      if (!msg || msg.from === this.tabId || !BROADCAST.has(msg.type)) return;
      this.dispatch(msg.type, msg.detail as LidoEventMap[typeof msg.type]);
    });
  }

  emit<K extends LidoEventType>(type: K, detail: LidoEventMap[K]): void {
    this.dispatch(type, detail);
    if (this.bridge && BROADCAST.has(type)) {
      try {
        this.bridge.postMessage({ from: this.tabId, type, detail } satisfies Wire);
      } catch {
        /* detail not cloneable: other tabs simply miss it */
      }
    }
  }

  /** Subscribe; returns the unsubscribe function. */
  on<K extends LidoEventType>(type: K, listener: (detail: LidoEventMap[K]) => void): () => void {
    const handler = (e: Event) => listener((e as CustomEvent<LidoEventMap[K]>).detail);
    this.target.addEventListener(type, handler);
    return () => this.target.removeEventListener(type, handler);
  }

  private dispatch<K extends LidoEventType>(type: K, detail: LidoEventMap[K]): void {
    this.target.dispatchEvent(new CustomEvent(type, { detail }));
  }

  close(): void {
    this.bridge?.close();
  }
}
