/**
 * `import … from 'lido/core'`: the npm package's public core entry (dist/npm/core.js). Elements
 * come from their own entries (`import 'lido/vod'` defines <lido-vod>); this module configures
 * the page before they load, waits for the page's core, and exports the public event types.
 *
 * The core is one per page (core/index.ts: a registry at Symbol.for('lido.core.v1')): a page that
 * imports elements from the npm package AND includes the CDN lido.js still has one core, one
 * session and one QueryClient — whichever copy comes first creates it, the other uses it.
 */
import { getCore, type LidoCore } from './index';
import { sanitizePageConfig, type PageConfig } from './config/page-config';

export { CORE_VERSION as version } from './index';

const CORE_KEY = Symbol.for('lido.core.v1');

/**
 * Page-wide configuration (the same fields as `<script type="application/json" id="lido-config">`
 * and `window.lidoConfig`; the script block still wins field by field). Call it before the first
 * element connects: the core reads the page configuration once, when it starts.
 */
export function configure(config: PageConfig): void {
  if ((globalThis as Record<symbol, unknown>)[CORE_KEY] !== undefined) {
    console.warn('[lido] configure() was called after the core started; the new values apply to nothing already loaded');
  }
  const scope = globalThis as typeof globalThis & { lidoConfig?: unknown };
  const previous = scope.lidoConfig && typeof scope.lidoConfig === 'object' ? (scope.lidoConfig as PageConfig) : {};
  scope.lidoConfig = { ...previous, ...sanitizePageConfig(config) };
}

/**
 * What ready() resolves with: the page's core, its configuration loaded (or failed: see state).
 * dist/npm/core.d.ts (scripts/build.mjs) repeats this shape for the package: keep them alike.
 */
export interface LidoReady {
  /** The library version of the core in use (the first copy on the page). */
  version: string;
  /** The page's one query cache (TanStack Query's QueryClient) that every widget reads through. */
  queryClient: LidoCore['queryClient'];
  /** Whether the hub's device configuration loaded: 'ready', or 'error' with the hub's reason. */
  state: { status: 'idle' | 'loading' | 'ready' | 'error'; error: { message: string; code: number | string } | null };
}

/**
 * Resolves once the page's core exists and has fetched the hub's device configuration (also when
 * that failed: `state.status` says which). Starts the core if no element has yet.
 */
export async function ready(): Promise<LidoReady> {
  const core = getCore();
  await core.config.load();
  const { status, error } = core.config.state.getState();
  return { version: core.version, queryClient: core.queryClient, state: { status, error: error && { message: error.message, code: error.code } } };
}

export type { PageConfig } from './config/page-config';
export type * from './element/events';
