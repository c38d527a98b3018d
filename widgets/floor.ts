/**
 * The engine floor, as the loaders decide it before they load anything (widgets/loader.ts):
 * - lido.js: an engine with everything the modern set relies on (needsLegacy) gets the modern
 *   set, any other the legacy set (legacy/lido.js: syntax lowered, polyfills, <style> sheets;
 *   rollup.config.mjs);
 * - legacy/lido.js: below the floor (a check of FLOOR_CHECKS fails) no set can run: each element
 *   shows a short translated notice instead of nothing (./floor-notice.ts), and the console names
 *   the failed check.
 */
type Check = readonly [name: string, passes: () => boolean];

/** What every Lido element needs (the floor: Chromium 69, Safari 14, WPE 2.38). */
export const FLOOR_CHECKS: readonly Check[] = [
  ['customElements', () => typeof customElements == 'object'],
  ['attachShadow', () => typeof Element.prototype.attachShadow == 'function'],
  ['fetch', () => typeof fetch == 'function'],
  ['AbortController', () => typeof AbortController == 'function'],
  ['ResizeObserver', () => typeof ResizeObserver == 'function'],
  ['IntersectionObserver', () => typeof IntersectionObserver == 'function'],
  ['Intl.PluralRules', () => typeof Intl == 'object' && typeof Intl.PluralRules == 'function'],
  // (CSS is a function, not an object, in Chromium 69)
  ['CSS custom properties', () => typeof CSS != 'undefined' && CSS.supports('color', 'var(--lido-floor)')],
];

/** The name of the first check that fails, or undefined. */
const failing = (checks: readonly Check[]): string | undefined => (checks.find(([, passes]) => !passes()) || [])[0];

/** In the legacy set's loader: the floor check this engine fails, if any (./legacy-loader.ts shows the notices). */
export const below = __LIDO_LEGACY__ ? failing(FLOOR_CHECKS) : undefined;

/**
 * Whether this engine needs the legacy set. The modern set uses constructable stylesheets (Chromium 73,
 * Safari 16.4, Firefox 101), @layer (99, 15.4, 97), container queries (105, 16, 110), :has() (105,
 * 15.4, 121) and AbortSignal.any (116, 17.4, 124) without a guard. AbortSignal.any came last in
 * every browser (tests/floor/floor.test.ts holds these figures to the browser data), but WPE WebKit
 * 2.38 has it without constructable stylesheets (measured: its build leaves them off), so both are
 * tested. It is in lido.js, on every page: as short as that. (The portal's modulepreload hints make
 * the same test: host-site/src/layouts/Portal.astro.)
 */
export const needsLegacy = (): boolean => !((AbortSignal as unknown as Record<string, unknown>).any && 'adoptedStyleSheets' in Document.prototype);
