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
import type { LidoReady } from './element/loader-api';
import { settle } from './element/page-api';

export { CORE_VERSION as version } from './index';
export { configure } from './element/page-api';

let readied: Promise<LidoCore> | undefined;

/**
 * The page's one core once it has loaded the hub's device configuration (or failed to:
 * `config.state` says which): the same promise, and the same object lido.js's `lido.ready()`
 * gives (core/element/page-api.ts). Starts the core if no element has yet. Typed as the public
 * part of the core (`LidoReady`, what dist/npm/core.d.ts declares): the compiler checks the core fits it.
 */
export function ready(): Promise<LidoReady> {
  return (readied ??= settle(getCore()));
}

export type { PageConfig } from './config/page-config';
export type * from './element/events';
