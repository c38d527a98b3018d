/**
 * The global event channel: one typed EventTarget per page (owned by the core singleton),
 * mirrored to other tabs of the same origin through BroadcastChannel('lido').
 * Messages carry a per-tab id so a tab never re-handles its own broadcast (no echo).
 */
import type { LanguageCode } from '../i18n/languages';

export interface LidoEventMap {
  /** authentication changed (sign-in, sign-out, 403, kiosk idle) */
  'lido:session': { isAuthenticated: boolean };
  /** chosen: the guest picked it (remembered); otherwise a configured/browser default was applied */
  'lido:language': { lang: LanguageCode; chosen?: boolean };
  'lido:cart': { count: number };
  /** a widget asks to go to a spec route; the host site routes it */
  'lido:navigate': { path: string; state?: unknown };
  /** the hub answered 403: authentication was cleared */
  'lido:auth-required': { origin?: string };
  'lido:error': { message: string; code?: number | string };
  'lido:logout': Record<string, never>;
}
export type LidoEventType = keyof LidoEventMap;

/** Events that are meaningful in other tabs of the same origin. */
const BROADCAST: ReadonlySet<LidoEventType> = new Set(['lido:session', 'lido:language', 'lido:cart', 'lido:logout']);

interface Wire { from: string; type: LidoEventType; detail: unknown }

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
