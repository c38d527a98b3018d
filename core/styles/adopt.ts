/**
 * Adopting sheets: the one way a document or shadow root gets Lido's styles.
 *
 * Modern set: constructed sheets (adoptedStyleSheets), shared by every root.
 * Legacy set (__LIDO_LEGACY__, the engine floor: Chromium 69, Safari 14, WPE 2.38): a .css module
 * is `{ cssText, containers }` (build/css-sheet.mjs legacySheetModule) and goes in as a <style>
 * element — first in <head> for the document (tokens and themes: an operator's own sheets come
 * later and win, as cascade layers make them win in the modern set), at the start of a shadow root
 * in adoption order. Its container queries became `:host([data-lido-cq~="min-width:768px"])`
 * rules: the host gets the conditions its width meets, and --lido-cqi (its width / 100) for cqi units.
 */

export interface LegacySheet {
  readonly cssText: string;
  readonly containers: readonly string[];
}

const STYLE_OF = new WeakMap<object, true>();
const CONDITIONS = new WeakMap<Document | ShadowRoot, Set<string>>();
const ADOPTED = new WeakMap<Document | ShadowRoot, Set<unknown>>();

/** Adds `sheets` (those not there yet) to `root`; `first`: before the ones it has. */
export function adoptSheets(root: Document | ShadowRoot, sheets: readonly CSSStyleSheet[], { first = false } = {}): void {
  if (!__LIDO_LEGACY__) {
    const current = root.adoptedStyleSheets;
    const fresh = sheets.filter((sheet) => !current.includes(sheet));
    if (fresh.length) root.adoptedStyleSheets = first ? [...fresh, ...current] : [...current, ...fresh];
    return;
  }
  const adopted = ADOPTED.get(root) ?? new Set();
  ADOPTED.set(root, adopted);
  const fresh = (sheets as unknown as LegacySheet[]).filter((sheet) => !adopted.has(sheet));
  if (!fresh.length) return;
  const parent = root instanceof Document ? root.head : root;
  const ours = Array.from(parent.children).filter((node) => STYLE_OF.has(node));
  // after the sheets it adopted (`first`: before them), else at the start: in <head>, before the page's own
  const before = first ? (ours[0] ?? parent.firstChild) : (ours[ours.length - 1]?.nextSibling ?? (ours.length ? null : parent.firstChild));
  const ownerDocument = root instanceof Document ? root : root.ownerDocument;
  for (const sheet of fresh) {
    adopted.add(sheet);
    const style = ownerDocument.createElement('style');
    style.textContent = sheet.cssText;
    STYLE_OF.set(style, true);
    parent.insertBefore(style, before);
    for (const condition of sheet.containers) (CONDITIONS.get(root) ?? CONDITIONS.set(root, new Set()).get(root)!).add(condition);
  }
  if (root instanceof ShadowRoot && CONDITIONS.has(root)) watchWidth(root);
}

/**
 * Empties a shadow root for a client render in place of the server's tree: everything but the
 * sheets it adopted (on the legacy set those are its first `<style>` elements).
 */
export function clearShadowRoot(root: ShadowRoot): void {
  if (!__LIDO_LEGACY__) root.textContent = '';
  else for (const node of Array.from(root.childNodes)) if (!STYLE_OF.has(node)) root.removeChild(node);
}

const WATCHED = new WeakSet<ShadowRoot>();
let resizes: ResizeObserver | undefined;

/** The container-query fallback: the host's width decides which of its conditions hold. */
function watchWidth(root: ShadowRoot): void {
  if (typeof ResizeObserver !== 'function') return;
  const host = root.host as HTMLElement;
  if (WATCHED.has(root)) return applyWidth(host, host.getBoundingClientRect().width);
  WATCHED.add(root);
  // applied in the next frame: a change made in the callback itself makes the floor's Chromium
  // report "ResizeObserver loop limit exceeded" as a page error
  resizes ??= new ResizeObserver((entries) => {
    const widths = entries.map((entry) => [entry.target as HTMLElement, entry.contentRect.width] as const);
    requestAnimationFrame(() => {
      for (const [host, width] of widths) applyWidth(host, width);
    });
  });
  resizes.observe(host);
}

function applyWidth(host: HTMLElement, width: number): void {
  const conditions = CONDITIONS.get(host.shadowRoot!);
  if (!conditions) return;
  const rem = parseFloat(getComputedStyle(host.ownerDocument.documentElement).fontSize) || 16;
  const met = [...conditions].filter((condition) => {
    const [, bound, size, unit] = /^(min|max)-width:([\d.]+)(px|r?em)$/.exec(condition) ?? [];
    const limit = Number(size) * (unit === 'px' ? 1 : rem);
    return bound === 'min' ? width >= limit : width <= limit;
  });
  const value = met.join(' ');
  if (host.getAttribute('data-lido-cq') !== value) host.setAttribute('data-lido-cq', value);
  host.style.setProperty('--lido-cqi', `${width / 100}px`);
}
