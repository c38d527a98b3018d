/**
 * 10-foot mode's remote (core/config/ten-foot.ts): one listener per page for a TV driven by
 * arrows, OK and Back. Loaded only in the mode (widget-root.tsx imports it lazily).
 *
 * - Focus is never lost: after the page loads, and whenever focus falls to <body> (a control
 *   removed, a page changed in place), it lands on a control: the one nearest to where focus was,
 *   else the main widget's first meaningful control (`data-remote-start`, else its first control;
 *   the main widget is the Lido element in <main>, else the first that is not the header,
 *   subheader or footer).
 * - The arrows move to the nearest control in that direction across every Lido element and
 *   shadow root of the page, when the widget under focus did not move it itself (its own
 *   moveFocusByArrow / grid keys call preventDefault); also to reading stops (a block without a
 *   control, core/ui/focus.ts READING_STOP). Within an open dialog, only its controls.
 * - The focused control is kept inside the screen with a margin (a TV crops its edges).
 * - Back (Escape, Backspace outside text fields, webOS 461, Tizen 10009): an open dialog closes,
 *   else the previous view (history.back()), and on the home the guest is asked before leaving.
 */
import { registerCatalogues } from '../i18n/catalogue';
import de from '../i18n/locales/de/remote.json';
import en from '../i18n/locales/en/remote.json';
import fr from '../i18n/locales/fr/remote.json';
import nl from '../i18n/locales/nl/remote.json';
import { getCore } from '../index';
import { FOCUSABLE, READING_STOP } from './focus';
import { deepActiveElement, deepElements } from './portal';
import { TEN_FOOT_SAFE_MARGIN } from './grid';
import { nearestElement, type Direction } from './spatial';

export const remoteCatalogues = { remote: { de, en, fr, nl } };

const DIRECTIONS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const SHELL = new Set(['lido-header', 'lido-subheader', 'lido-footer']);
/** How long after a load or a change the main widget may take to show its first control. */
const LANDING_PATIENCE_MS = 15_000;

/** Back on a remote: Escape and Backspace on a keyboard, webOS 461, Tizen 10009, and the standard key names. */
export function isBackKey(event: { key: string; keyCode?: number }): boolean {
  return (
    event.key === 'Escape' ||
    event.key === 'Backspace' ||
    event.key === 'GoBack' ||
    event.key === 'BrowserBack' ||
    event.keyCode === 461 ||
    event.keyCode === 10009
  );
}

let enabled = false;
/** The page's landing, once the remote has started (its listeners are added once per page). */
let landAgain: (() => void) | null = null;

/** Turns the remote on (listeners added once per page) or off (the page set the mode off again). */
export function setRemote(on: boolean, doc: Document = document): void {
  const wasOn = enabled;
  enabled = on;
  if (!on || wasOn) return;
  // on again: the landing stopped while it was off, so it looks for a control anew
  if (landAgain) landAgain();
  else startRemote(doc);
}

function startRemote(doc: Document): void {
  registerCatalogues(getCore().i18n, remoteCatalogues);
  const view = doc.defaultView ?? window;
  let lastRect: DOMRect | null = null;
  let landingUntil = Date.now() + LANDING_PATIENCE_MS;
  let landingTimer = 0;

  // Focus the remote placed itself, before the guest pressed a key: a better control that shows
  // later (the player's video after its page's links) may still take it.
  let placedByLanding = false;
  const land = () => {
    landingTimer = 0;
    if (!enabled) return;
    const focused = hasFocus(doc);
    if (focused && !placedByLanding) return;
    const preferred = preferredControl(doc);
    if (preferred) {
      if (deepActiveElement(doc) !== preferred) focusVisibly(preferred);
      placedByLanding = false;
      return;
    }
    if (!focused) {
      const target = (lastRect && nearest(controls(doc), lastRect)) ?? firstMeaningful(doc);
      if (target) {
        focusVisibly(target);
        placedByLanding = true;
      }
    }
    // The main widget's content is on its way (hub data): look again for a while.
    if (Date.now() < landingUntil) landingTimer = view.setTimeout(land, 250);
  };
  const landSoon = (patience = LANDING_PATIENCE_MS) => {
    landingUntil = Date.now() + patience;
    if (!landingTimer) landingTimer = view.setTimeout(land, 0);
  };
  // The guest's first key ends the search for a better control.
  view.addEventListener('keydown', () => (placedByLanding = false), true);

  // The focused control inside the screen's safe area: a frame after each key and each focus
  // change, after the scrolling of the focus itself and of the widget that moved it ("nearest":
  // to the screen's very edge, which a TV may crop). A move inside one shadow root reaches the
  // document as no focusin at all (retargeting), hence the keys too.
  let keeping = 0;
  const keepFocusInView = () => {
    if (!enabled || keeping) return;
    keeping = view.requestAnimationFrame(() => {
      keeping = 0;
      const active = deepActiveElement(doc);
      if (!active || active === doc.body) return;
      keepInView(active);
      lastRect = active.getBoundingClientRect();
    });
  };
  doc.addEventListener('focusin', keepFocusInView, true);
  view.addEventListener('keydown', keepFocusInView);
  // Content that arrives later moves the focused control (a video's picture above it takes its
  // height once its stream has started): the page grows, and the control is brought back.
  if (typeof ResizeObserver === 'function') new ResizeObserver(keepFocusInView).observe(doc.documentElement);
  // Focus falls to <body> when its control is removed: no focusout then in every engine, so the
  // check runs after each key and each change a widget announces, as well as after a blur.
  doc.addEventListener('focusout', () => landSoon(2_000), true);
  doc.addEventListener('lido-navigate', () => landSoon(), true);
  view.addEventListener('popstate', () => landSoon());
  view.addEventListener('keydown', (event) => onKey(event, doc, landSoon));
  landAgain = landSoon;
  landSoon();
}

function onKey(event: KeyboardEvent, doc: Document, landSoon: (patience?: number) => void): void {
  if (!enabled || event.altKey || event.ctrlKey || event.metaKey) return;
  const from = deepActiveElement(doc);
  if (DIRECTIONS.has(event.key)) {
    if (event.defaultPrevented) return;
    if (!from || from === doc.body) {
      event.preventDefault();
      landSoon();
      return;
    }
    if (keepsArrow(from, event.key)) return;
    const next = nearestElement(from, controls(doc), event.key as Direction);
    // Nothing that way: the page may scroll (a long article), as the browser would.
    if (!next) return;
    event.preventDefault();
    focusVisibly(next);
    return;
  }
  if (!isBackKey(event) || event.defaultPrevented) return;
  if (event.key === 'Backspace' && from && isTextEntry(from)) return;
  const dialog = openDialog(doc);
  if (dialog) {
    // Escape closes a dialog by itself (its cancel event); the remote's Back keys do the same.
    if (event.key !== 'Escape') {
      event.preventDefault();
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    }
    return;
  }
  event.preventDefault();
  if (isHome(doc)) askBeforeLeaving(doc);
  else doc.defaultView?.history.back();
  landSoon();
}

/** Left/Right move the caret in a text field; a select and a range keep every arrow. */
function keepsArrow(element: HTMLElement, key: string): boolean {
  if (element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && element.type === 'range')) return true;
  return isTextEntry(element) && (key === 'ArrowLeft' || key === 'ArrowRight');
}

function isTextEntry(element: HTMLElement): boolean {
  if (element instanceof HTMLTextAreaElement || element.isContentEditable) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(element.type);
}

function hasFocus(doc: Document): boolean {
  const active = deepActiveElement(doc);
  return !!active && active !== doc.body && active !== doc.documentElement && active.isConnected;
}

/** True inside an `inert` subtree, across shadow boundaries. */
function isInert(element: Element): boolean {
  for (let at: Node | null = element; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) {
    if (at instanceof Element && (at.hasAttribute('inert') || at.hasAttribute('data-arrow-skip'))) return true;
  }
  return false;
}

/** What the arrows may reach: the controls and reading stops that show. */
const REACHABLE = `${FOCUSABLE}, ${READING_STOP}`;
const reachable = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement && element.matches(REACHABLE) && element.getClientRects().length > 0 && !isInert(element);

/** The controls (and reading stops) the arrows may reach: only an open dialog's while one is open. */
function controls(doc: Document): HTMLElement[] {
  const dialog = openDialog(doc);
  return [...deepElements(dialog ?? doc)].filter(reachable);
}

function openDialog(doc: Document): HTMLDialogElement | null {
  for (const element of deepElements(doc)) if (element instanceof HTMLDialogElement && element.open) return element;
  return null;
}

/** The control closest to where focus was (a removed control's neighbour). */
function nearest(candidates: HTMLElement[], rect: DOMRect): HTMLElement | null {
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const element of candidates) {
    const other = element.getBoundingClientRect();
    const distance = Math.hypot(other.left + other.width / 2 - (rect.left + rect.width / 2), other.top + other.height / 2 - (rect.top + rect.height / 2));
    if (distance < bestDistance) {
      bestDistance = distance;
      best = element;
    }
  }
  return best;
}

/** The main widget: the Lido element in <main>, else the first that is not the shell's. */
function mainWidget(doc: Document): Element | null {
  const lido = [...doc.querySelectorAll('*')].filter((element) => element.localName.startsWith('lido-') && element.shadowRoot);
  return lido.find((element) => element.closest('main')) ?? lido.find((element) => !SHELL.has(element.localName)) ?? null;
}

function mainControls(doc: Document): HTMLElement[] {
  const main = mainWidget(doc);
  if (!main?.shadowRoot || openDialog(doc)) return [];
  return [...deepElements(main.shadowRoot)].filter(reachable);
}

/** The control the main widget marks as where a remote starts (`data-remote-start`). */
function preferredControl(doc: Document): HTMLElement | null {
  return mainControls(doc).find((element) => element.hasAttribute('data-remote-start')) ?? null;
}

/** The main widget's first control; an open dialog's first. */
function firstMeaningful(doc: Document): HTMLElement | null {
  if (openDialog(doc)) return controls(doc)[0] ?? null;
  return mainControls(doc)[0] ?? null;
}

function focusVisibly(element: HTMLElement): void {
  if (element.matches(READING_STOP) && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  keepInView(element);
}

/** Scrolls the page (and any scrolling box) so the control sits inside the screen's safe area. */
function keepInView(element: HTMLElement): void {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const rect = element.getBoundingClientRect();
  const margin = view.innerHeight * TEN_FOOT_SAFE_MARGIN;
  if (rect.top < margin) view.scrollBy(0, rect.top - margin);
  else if (rect.bottom > view.innerHeight - margin) view.scrollBy(0, Math.min(rect.bottom - (view.innerHeight - margin), rect.top - margin));
}

/** The portal's home, or an operator's page that shows no Lido view of its own in the URL. */
function isHome(doc: Document): boolean {
  const { pathname, search, hash } = doc.location;
  return (pathname === '/' || pathname === '') && !/[?&#]lido-/.test(`${search}${hash}`);
}

/** "Leave the guest portal?" with Stay (focused) and Leave, as TV platforms ask on their home. */
function askBeforeLeaving(doc: Document): void {
  if (doc.querySelector('dialog[data-lido-leave]')) return;
  const t = getCore().i18n.getFixedT(null, 'remote');
  const dialog = doc.createElement('dialog');
  dialog.setAttribute('data-lido-leave', '');
  dialog.setAttribute('aria-labelledby', 'lido-leave-title');
  dialog.style.cssText =
    'font: inherit; font-family: var(--lido-font, sans-serif); font-size: 1.5rem; color: var(--lido-color-text, #1a1f29); background: var(--lido-color-surface-raised, #fff); border: 2px solid var(--lido-color-border, #8a94a6); border-radius: var(--lido-radius, 8px); padding: 2rem; max-width: 32rem;';
  const title = doc.createElement('p');
  title.id = 'lido-leave-title';
  title.textContent = t('leaveTitle');
  title.style.cssText = 'margin: 0 0 1.5rem; font-weight: 700;';
  const actions = doc.createElement('div');
  actions.style.cssText = 'display: flex; gap: 1rem;';
  const button = (text: string, primary: boolean) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.textContent = text;
    element.style.cssText = `font: inherit; min-height: 48px; min-width: 8rem; padding: 0.5rem 1.5rem; border-radius: var(--lido-radius, 8px); border: 2px solid var(--lido-color-primary, #0b5cad); ${
      primary
        ? 'background: var(--lido-color-primary, #0b5cad); color: var(--lido-color-on-primary, #fff);'
        : 'background: transparent; color: var(--lido-color-primary, #0b5cad);'
    } outline-offset: 4px;`;
    actions.append(element);
    return element;
  };
  const stay = button(t('stay'), true);
  const leave = button(t('leave'), false);
  const style = doc.createElement('style');
  style.textContent =
    'dialog[data-lido-leave] button:focus { outline: 6px solid var(--lido-focus-ring-color, #1a73e8); } @media (forced-colors: active) { dialog[data-lido-leave] button:focus { outline-color: Highlight; } }';
  dialog.append(style, title, actions);
  const close = () => {
    dialog.close();
    dialog.remove();
  };
  stay.addEventListener('click', close);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  leave.addEventListener('click', () => {
    close();
    const view = doc.defaultView;
    // The TV's browser leaves the app when its history has nowhere else to go.
    if (view && view.history.length > 1) view.history.back();
    else view?.close();
  });
  doc.body.append(dialog);
  dialog.showModal();
  stay.focus();
}
