/**
 * Kiosk integrity (architecture "Device modes", issue 33), loaded only on a kiosk
 * (device-behaviour.ts imports it when the device rules say `contained`):
 *
 * - No navigation leaves the portal: a click on a link to another origin, or on any link that
 *   opens a new window (`target="_blank"`, a download), is stopped before the browser or a
 *   widget acts on it — in every element and shadow root of the page, and in sanitised CMS HTML —
 *   and `window.open` opens nothing; the address is offered as a "Continue on your phone" QR code
 *   instead (KioskDialogs.tsx).
 * - A card swipe signs in on every screen of a signed-out kiosk: the reader types the card and
 *   ends with Enter (000 §5). Keys typed into a text field stay there (the login form takes its
 *   own swipes, the programme's search its text); elsewhere the characters typed in a quick run
 *   and the Enter that ends them are the swipe.
 */
import type { LidoCore } from '../../core/index';
import { cardNumberFromSwipe } from '../../core/hub/auth';
import { swipeSignIn } from '../../core/query/auth';
import { runWrite } from '../../core/query/mutations';

/** A card reader types faster than this between two characters; a slower key starts a new swipe. */
export const SWIPE_KEY_GAP_MS = 300;
/** Shorter runs are stray key presses, not a card. */
export const SWIPE_MIN_LENGTH = 3;

export interface KioskHooks {
  /** A link or window.open asked to leave the portal for `url`. */
  onExternal(url: string): void;
  /** A swipe's sign-in started, succeeded or was refused. */
  onSwipe(phase: 'signing-in' | 'signed-in' | 'failed'): void;
}

/** The anchor a click went to, across shadow roots (composedPath), or null. */
function anchorOf(event: Event): HTMLAnchorElement | HTMLAreaElement | null {
  for (const target of event.composedPath()) {
    if (target instanceof Element && (target.localName === 'a' || target.localName === 'area') && target.hasAttribute('href')) {
      return target as HTMLAnchorElement | HTMLAreaElement;
    }
  }
  return null;
}

/** The address a link leaves the portal for, or null when it stays in this tab and origin. */
export function leavingAddress(link: { href: string; target: string; hasAttribute(name: string): boolean }, portal: Pick<Location, 'href' | 'origin'>): string | null {
  let url: URL;
  try {
    url = new URL(link.href, portal.href);
  } catch {
    return null;
  }
  const newWindow = (link.target !== '' && link.target !== '_self' && link.target !== '_top' && link.target !== '_parent') || link.hasAttribute('download');
  if (url.origin !== portal.origin || newWindow) return url.href;
  return null;
}

/** Stops every way out of the portal and reports its address; returns the stop function. */
export function containNavigation(doc: Document, hooks: Pick<KioskHooks, 'onExternal'>): () => void {
  const view = doc.defaultView ?? window;
  const onClick = (event: Event) => {
    const link = anchorOf(event);
    if (!link) return;
    const address = leavingAddress(link, view.location);
    if (address === null) {
      // A portal page too opens no second window (a middle click, Ctrl/Shift/Cmd+click).
      const modified = event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.shiftKey || event.metaKey);
      if (modified) event.preventDefault();
      return;
    }
    // Before any widget's handler and the browser's default: nothing opens.
    event.preventDefault();
    event.stopImmediatePropagation();
    hooks.onExternal(address);
  };
  // auxclick: a middle click opens a new tab without a click event.
  view.addEventListener('click', onClick, { capture: true });
  view.addEventListener('auxclick', onClick, { capture: true });
  const originalOpen = view.open;
  view.open = ((url?: string | URL) => {
    if (url !== undefined && String(url) !== '') {
      try {
        hooks.onExternal(new URL(String(url), view.location.href).href);
      } catch {
        // not an address: nothing to offer
      }
    }
    return null;
  }) as typeof view.open;
  return () => {
    view.removeEventListener('click', onClick, { capture: true });
    view.removeEventListener('auxclick', onClick, { capture: true });
    view.open = originalOpen;
  };
}

/** True when keys typed with focus on `target` belong to it (a text field, an editable area). */
function isTextEntry(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.localName === 'textarea' || target.localName === 'select') return true;
  if (target.localName !== 'input') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/** Takes card swipes anywhere on the page while nobody is signed in; returns the stop function. */
export function acceptCardSwipes(core: LidoCore, doc: Document, hooks: Pick<KioskHooks, 'onSwipe'>): () => void {
  let typed = '';
  let lastKey = 0;
  let busy = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (core.stores.authentication.getState().isAuthenticated || busy) return;
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (isTextEntry(event.composedPath()[0])) return;
    const now = Date.now();
    if (now - lastKey > SWIPE_KEY_GAP_MS) typed = '';
    lastKey = now;
    if (event.key === 'Enter' || event.keyCode === 13) {
      const swipe = typed;
      typed = '';
      const card = cardNumberFromSwipe(swipe);
      if (card.length < SWIPE_MIN_LENGTH) return;
      // The Enter ends the swipe: it does not also press the focused control.
      event.preventDefault();
      event.stopImmediatePropagation();
      busy = true;
      hooks.onSwipe('signing-in');
      runWrite(core, swipeSignIn, { swipe, accountNumber: card })
        .then((state) => {
          core.stores.authentication.setState(state, true);
          hooks.onSwipe('signed-in');
        })
        .catch(() => hooks.onSwipe('failed'))
        .finally(() => {
          busy = false;
        });
      return;
    }
    if (event.key.length === 1) typed += event.key;
  };
  doc.addEventListener('keydown', onKeyDown, { capture: true });
  return () => doc.removeEventListener('keydown', onKeyDown, { capture: true });
}
