/**
 * Focus back to the element that opened a dialog, explicitly and on every engine. The opener may
 * be gone by then: the widget re-rendered it while the dialog was open (a refetched list, a card
 * keyed anew). It is found again in the same root (the widget's shadow root) by its key — a
 * `data-focus-key` or an id — else by what a guest knows it by: its kind, role, name, link and
 * text, the n-th of its kind as before.
 */
import { FOCUSABLE } from './focus';
import { deepActiveElement } from './portal';

export interface FocusMark {
  element: HTMLElement;
  root: Document | ShadowRoot;
  /** `[data-focus-key="…"]` or `#id`: the caller's stable key; null without one */
  selector: string | null;
  signature: string;
  /** its place among the root's focusable elements of the same signature */
  index: number;
  /** it showed its focus ring when the dialog opened (opened from the keyboard) */
  visible: boolean;
}

const escape = (value: string) => value.replace(/["\\]/g, '\\$&');

const signatureOf = (element: Element) =>
  [
    element.localName,
    element.getAttribute('role'),
    element.getAttribute('part'),
    element.getAttribute('href'),
    element.getAttribute('aria-label'),
    element.getAttribute('name'),
    (element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 200),
  ].join('\u0000');

const sameSignature = (root: Document | ShadowRoot, signature: string) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => signatureOf(element) === signature);

/** Whether `element` matches `:focus-visible` (engines below the floor's Chromium 86 know no such selector). */
function ringShown(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function focusMarkOf(element: HTMLElement): FocusMark {
  const root = element.getRootNode() as Document | ShadowRoot;
  const key = element.getAttribute('data-focus-key');
  const selector = key !== null ? `[data-focus-key="${escape(key)}"]` : element.id ? `[id="${escape(element.id)}"]` : null;
  const signature = signatureOf(element);
  return { element, root, selector, signature, index: sameSignature(root, signature).indexOf(element), visible: ringShown(element) };
}

/** The opener, or the element that took its place. */
function findAgain(mark: FocusMark): HTMLElement | null {
  if (mark.element.isConnected) return mark.element;
  if (!mark.root.isConnected) return null;
  if (mark.selector) return mark.root.querySelector<HTMLElement>(mark.selector);
  const same = sameSignature(mark.root, mark.signature);
  return same[Math.min(Math.max(mark.index, 0), same.length - 1)] ?? null;
}

/**
 * WPE WebKit 2.38 keeps a shadow tree inert after a modal dialog in it has closed: its style is not
 * recomputed, so focus() anywhere in it does nothing and focus stays on <body> (measured in the
 * engine smoke, closed by Escape or by the Ok button alike). An inert attribute set and removed
 * on the tree's top elements has the engine recompute it.
 */
function restyleInertness(root: Node): void {
  if (!(root instanceof ShadowRoot)) return;
  for (const child of root.children) {
    if (child.hasAttribute('inert')) continue;
    child.setAttribute('inert', '');
    child.removeAttribute('inert');
  }
}

function focus(target: HTMLElement, ring: boolean): void {
  const doc = target.ownerDocument;
  const give = () => target.focus({ preventScroll: true, focusVisible: ring } as FocusOptions);
  // The engine may have put focus back itself when the modal closed, without the ring (Firefox):
  // focus() on the focused element does nothing, so it is given again, ours.
  if (ring && deepActiveElement(doc) === target) target.blur();
  give();
  if (deepActiveElement(doc) === target) return;
  restyleInertness(target.getRootNode());
  give();
}

/**
 * Focus to `target` (the caller's choice) or else to the opener `mark` names (found again if
 * re-rendered), with its ring when `ring` (closed from the keyboard). An opener re-rendered in
 * the very commit that closes the dialog is in place a microtask later: looked for again then.
 */
export function returnFocusTo(target: HTMLElement | null, mark: FocusMark | null, ring: boolean): void {
  const now = target?.isConnected ? target : mark ? findAgain(mark) : null;
  if (now) return focus(now, ring);
  if (!mark) return;
  queueMicrotask(() => {
    const later = findAgain(mark);
    if (later) focus(later, ring);
  });
}
