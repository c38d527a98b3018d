import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useRoute } from '../react/index';

/** What can take focus: the one list for focus traps and arrow-key moves. */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * A block the remote stops at in 10-foot mode though it holds no control (a booking in a list the
 * guest only reads): without it a TV could not bring the rest of a long list into view, since the
 * remote keeps the focused control on screen. core/ui/remote.ts makes it focusable (tabindex -1).
 */
export const READING_STOP = '[data-remote-read]';

/**
 * A page reached by in-place navigation (a tile or related-article link inside the widget) moves
 * focus to its heading, so keyboard and screen-reader users land on the new content instead of
 * on a link that no longer exists. The first page of an element leaves focus where it is.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // Once per page: the route path identifies it.
  const path = useRoute()?.path;
  useEffect(() => {
    if (path === undefined) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [path]);
  return ref;
}

/**
 * Up / Down between the stops of a page or flow, as a cabin-TV remote moves: the focusable
 * controls outside choice lists, and the choice lists themselves (`data-stop`; Left / Right move
 * inside a list). Put it on the container's onKeyDown; keys inside text fields are left alone.
 */
export function moveBetweenStops(event: KeyboardEvent<HTMLElement>): void {
  if (event.defaultPrevented || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const from = event.target as HTMLElement;
  // text fields keep their caret keys, radio groups their own arrow keys
  if (from.matches('textarea, select, input:not([type="checkbox"])')) return;
  const root = event.currentTarget;
  const stops = [...root.querySelectorAll<HTMLElement>('[data-stop], a[href], button:not([disabled]), input:not([disabled])')].filter(
    (element) => (element.matches('[data-stop]') || !element.closest('[role="listbox"]')) && element.getClientRects().length > 0,
  );
  const index = stops.findIndex((stop) => stop === from || stop.contains(from));
  const next = stops[index + (event.key === 'ArrowDown' ? 1 : -1)];
  if (index < 0 || !next) return;
  event.preventDefault();
  (next.matches('[role="listbox"]') ? next.querySelector<HTMLElement>('[tabindex="0"]') : next)?.focus();
}
