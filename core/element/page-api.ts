/**
 * The page API's behaviour, one implementation for both ways in: lido.js's `window.lido`
 * (widgets/loader.ts, typed in loader-api.ts) and the npm package's `lido/core`
 * (core/package.ts). Free of the core's runtime, so lido.js carries it at a few bytes.
 */
import { sanitizePageConfig, type PageConfig } from '../config/page-config';
import type { LidoCore } from '../index';

/** Where the page's one core registers (core/index.ts CORE_KEY). */
export const CORE = Symbol.for('lido.core.v1');

/**
 * Page-wide configuration, merged into `window.lidoConfig` (the `lido-config` script block still
 * wins field by field). The core reads it once, when it starts: call it before the first element.
 */
export function configure(config: PageConfig): void {
  const page = globalThis as typeof globalThis & { lidoConfig?: object } & Record<symbol, unknown>;
  // (short: every byte is in lido.js)
  if (page[CORE]) console.warn('[lido] configure() after start: ignored');
  page.lidoConfig = { ...page.lidoConfig, ...sanitizePageConfig(config) };
}

/**
 * What ready() resolves with on both routes: the page's one core, once its device configuration
 * has loaded or failed (`core.config.state` says which; it never rejects).
 */
export const settle = (core: LidoCore): Promise<LidoCore> =>
  core.config.load().then(
    () => core,
    () => core,
  );
