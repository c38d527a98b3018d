/**
 * The engine floor, as the loaders decide it before they load anything (widgets/loader.ts):
 * - lido.js: an engine with everything the modern set relies on (needsLegacy) gets the modern
 *   set, any other the legacy set (legacy/lido.js: syntax lowered, polyfills, <style> sheets;
 *   rollup.config.mjs). `<html data-lido-set="legacy">` chooses the legacy set on any engine (for
 *   an engine that passes the checks but misbehaves, and for testing the set);
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
  ['CSS custom properties', () => typeof CSS == 'object' && CSS.supports('--lido-floor', '0')],
];

/** The name of the first check that fails, or undefined. */
const failing = (checks: readonly Check[]): string | undefined => (checks.find(([, passes]) => !passes()) || [])[0];

/** In the legacy set's loader: the floor check this engine fails, if any (./legacy-loader.ts shows the notices). */
export const below = __LIDO_LEGACY__ ? failing(FLOOR_CHECKS) : undefined;

/**
 * Whether this engine needs the legacy set: it lacks something the modern set uses without a guard
 * (constructable stylesheets, @layer, container queries, :has(), AbortSignal.any: Chromium 116,
 * Safari 17.4, Firefox 124 have it all), or `<html data-lido-set="legacy">` asks for it. One
 * expression, no names: this is in lido.js, on every page.
 */
export const needsLegacy = (doc: Document): boolean =>
  doc.documentElement.getAttribute('data-lido-set') == 'legacy' ||
  !('adoptedStyleSheets' in Document.prototype && 'CSSLayerBlockRule' in self && 'CSSContainerRule' in self && CSS.supports('selector(:has(a))') && typeof (AbortSignal as unknown as Record<string, unknown>).any == 'function');
