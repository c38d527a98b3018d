/**
 * Kiosk integrity (architecture "Device modes", issue 33), started with the page's device
 * behaviour (device-behaviour.ts) and acting only while the device rules say `contained` — asked
 * at each click and key, so that a swipe or a tap in the first moments of a page, before the
 * hub's configuration has arrived, is not lost:
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

/**
 * A card reader types its characters in one quick run; a key after a pause this long starts a new
 * swipe, so a stray key pressed earlier never spoils the next card. Measured on the events' own
 * time stamps (the browser's, not the page's clock).
 */
export const SWIPE_KEY_GAP_MS = 2000;
/** Shorter runs are stray key presses, not a card. */
export const SWIPE_MIN_LENGTH = 3;

/** The seconds left at which screen readers hear the countdown again (besides its start). */
export const ANNOUNCED_AT = [10, 5] as const;

/** The count to announce: the first one seen, then each of ANNOUNCED_AT once reached. */
export function announcedCount(first: number, left: number): number {
  const reached = ANNOUNCED_AT.filter((mark) => left <= mark && mark < first);
  return reached.length > 0 ? Math.min(...reached) : first;
}

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
export function leavingAddress(
  link: { href: string; target: string; hasAttribute(name: string): boolean },
  portal: Pick<Location, 'href' | 'origin'>,
): string | null {
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

/** Stops every way out of the portal while `active()` and reports its address; returns the stop function. */
export function containNavigation(doc: Document, active: () => boolean, hooks: Pick<KioskHooks, 'onExternal'>): () => void {
  const view = doc.defaultView ?? window;
  const onClick = (event: Event) => {
    if (!active()) return;
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
  return () => {
    view.removeEventListener('click', onClick, { capture: true });
    view.removeEventListener('auxclick', onClick, { capture: true });
  };
}

/** window.open opens nothing (installed once the page is known to be a kiosk); returns the undo. */
export function containWindowOpen(view: Window, hooks: Pick<KioskHooks, 'onExternal'>): () => void {
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

/** A kiosk that takes swipes outside the login form. */
const takesSwipes = (core: LidoCore) => {
  const rules = core.config.rules();
  return rules.contained && rules.kioskLogin;
};

/**
 * Takes card swipes anywhere on the page while nobody is signed in on a kiosk; returns the stop
 * function. A swipe that ends before the hub's configuration has arrived waits for it.
 */
export function acceptCardSwipes(core: LidoCore, doc: Document, hooks: Pick<KioskHooks, 'onSwipe'>): () => void {
  let typed = '';
  let lastKey = 0;
  let busy = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (core.stores.authentication.getState().isAuthenticated || busy) return;
    const known = core.config.state.getState().status === 'ready';
    if (known && !takesSwipes(core)) return;
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (isTextEntry(event.composedPath()[0])) return;
    const now = event.timeStamp;
    if (now - lastKey > SWIPE_KEY_GAP_MS) typed = '';
    lastKey = now;
    if (event.key === 'Enter' || event.keyCode === 13) {
      const swipe = typed;
      typed = '';
      // ';100200?' or '%CARD100200?' → the account or card number (core/format/text cardNumberFromSwipe)
      const card = swipe.trim().replace(/^[;%]/, '').replace(/\?$/, '').trim();
      if (card.length < SWIPE_MIN_LENGTH) return;
      if (known) {
        // The Enter ends the swipe: it does not also press the focused control.
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      busy = true;
      void core.config
        .load()
        .then(async () => {
          if (!takesSwipes(core) || core.stores.authentication.getState().isAuthenticated) return;
          hooks.onSwipe('signing-in');
          try {
            const { signInBySwipe } = await import('./swipe-sign-in');
            const state = await signInBySwipe(core, swipe, card);
            core.stores.authentication.setState(state, true);
            hooks.onSwipe('signed-in');
          } catch {
            hooks.onSwipe('failed');
          }
        })
        .finally(() => {
          busy = false;
        });
      return;
    }
    if (event.key.length === 1) typed += event.key;
    else if (event.key !== 'Shift') typed = '';
  };
  doc.addEventListener('keydown', onKeyDown, { capture: true });
  return () => doc.removeEventListener('keydown', onKeyDown, { capture: true });
}
