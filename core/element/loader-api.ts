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
 * later `push` calls run at once. Types only (no runtime code).
 */
import type { LidoCore } from '../index';
import type { PageConfig } from '../config/page-config';

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
  ready(): Promise<LidoCore>;
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
