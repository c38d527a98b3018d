/**
 * The autoloader's public page API (dist/lido.js): `window.lido`, the Stripe/Intercom pattern.
 * A page may queue commands before lido.js has loaded:
 *
 *   <script>
 *     window.lido = window.lido || [];
 *     lido.push(['configure', { hubUrl: 'https://hub.example-ship.com', theme: 'ocean' }]);
 *     lido.push((api) => api.ready().then((core) => …));
 *   </script>
 *   <script type="module" src="…/lido.js"></script>
 *
 * When lido.js runs it replaces the array by the API below and runs what was queued, in order;
 * later `push` calls run at once. Types only (no runtime code), and public: core/public.ts
 * re-exports them into dist/lido.d.ts, so they name no internal type (the core is `LidoReady`,
 * the part of it a page may rely on; the compiler checks that the core fits it).
 */
import type { PageConfig } from '../config/page-config';

/** The page's one query cache (TanStack Query's QueryClient), as far as a page needs it. */
export interface LidoQueryClient {
  invalidateQueries(filters?: { queryKey?: readonly unknown[] }): Promise<void>;
  clear(): void;
}

/** Whether the hub's device configuration loaded: 'ready', or 'error' with the hub's reason. */
export interface LidoConfigState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: { message: string; code: number | string } | null;
}

/**
 * What ready() resolves with, on both routes (lido.ready() and ready() of 'lido/core'): the page's
 * one core, once it has loaded the hub's device configuration or failed to (the rest is Lido's own).
 */
export interface LidoReady {
  /** The library version of the core in use (the first copy of Lido on the page). */
  readonly version: string;
  /** The page's one query cache that every element reads through. */
  readonly queryClient: LidoQueryClient;
  /** The device configuration's load state, now and as it changes. */
  readonly config: { readonly state: { getState(): LidoConfigState; subscribe(listener: (state: LidoConfigState) => void): () => void } };
}

/** A queued command: a function called with the API, or `[name, …arguments]` of an API method. */
export type LidoCommand =
  | ((api: LidoApi) => void)
  | readonly ['configure', PageConfig]
  | readonly ['load', string]
  | readonly ['observe', Document | ShadowRoot];

export interface LidoApi {
  /** Runs commands (queued form or later calls alike). */
  push(...commands: LidoCommand[]): void;
  /**
   * Resolves with the page's one session core once the first Lido element on the page is defined
   * (the core comes with the first element's chunk) and has loaded the hub's device
   * configuration (or failed to). The same promise every time, and the same object as
   * `ready()` of `lido/core` (core/element/page-api.ts).
   */
  ready(): Promise<LidoReady>;
  /**
   * Page configuration, as the `lido-config` script block / `window.lidoConfig` (merged into
   * `window.lidoConfig`; the script block wins field by field). Read when the first element
   * loads: queue it before lido.js. The same as `configure()` of `lido/core`.
   */
  configure(config: PageConfig): void;
  /** Loads and defines one tag now (e.g. before creating it from script). */
  load(tag: string): Promise<CustomElementConstructor>;
  /** Also define tags that appear in this root (a closed shadow root, one attached before lido.js ran). */
  observe(root: Document | ShadowRoot): void;
  /** Every tag the loader can define. */
  readonly tags: readonly string[];
}

declare global {
  interface Window {
    /** The Lido page API; an array of queued commands until lido.js has run. */
    lido: LidoApi | LidoCommand[];
  }
}
