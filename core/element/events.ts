/**
 * The public DOM events of the elements (always `bubbles: true, composed: true`, dispatched from
 * the host element). Types only: core/public.ts re-exports them into dist/lido.d.ts,
 * and every meta `events[].detail` must name an interface declared here.
 */

export interface LidoNavigateDetail {
  /** A portal route, e.g. `/vod/detail/42` (the host-site's page paths). */
  path: string;
  /** Navigation state for the target (e.g. a channel player's stream address and title). */
  state?: unknown;
}

export interface LidoLoginDetail {
  /** The session type the hub reported (Passenger, RemotePms …), null when unknown. */
  sessionType: string | null;
}

export type LidoLogoutDetail = Record<string, never>;

export interface LidoCartChangeDetail {
  /** Number of items in the excursion cart. */
  count: number;
}

export interface LidoErrorDetail {
  message: string;
  code?: number | string;
}

/** DOM event name → detail type. Add a public event here first, then list it in the meta. */
export interface LidoPublicEventMap {
  'lido-navigate': LidoNavigateDetail;
  'lido-login': LidoLoginDetail;
  'lido-logout': LidoLogoutDetail;
  'lido-cart-change': LidoCartChangeDetail;
  'lido-error': LidoErrorDetail;
}

export type LidoPublicEventName = keyof LidoPublicEventMap;

/** The DOM event types, so `addEventListener('lido-navigate', e => e.detail.path)` is typed. */
export type LidoDomEventMap = { [K in LidoPublicEventName]: CustomEvent<LidoPublicEventMap[K]> };

declare global {
  interface GlobalEventHandlersEventMap extends LidoDomEventMap {}
}
