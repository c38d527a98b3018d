/**
 * Arrow-key (TV remote) navigation over everything focusable in a container: the arrow keys move
 * focus to the nearest control in that direction on screen, so a cabin TV or a signage screen
 * with a remote (arrows and OK) reaches every control without Tab. OK (Enter) ticks a checkbox,
 * as Space does. In a text field Left and Right stay with the caret.
 *
 *   <section onKeyDown={moveFocusByArrow}> … </section>
 */
import type { KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const DIRECTIONS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

function isTextField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(element.type);
}

/** The candidate nearest in `direction` from `from` (centre distance, off-axis counted three times), or null. */
export function nearestInDirection(from: DOMRect, candidates: readonly { rect: DOMRect }[], direction: Direction): number | null {
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: number | null = null;
  let bestScore = Infinity;
  candidates.forEach(({ rect }, index) => {
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const dx = x - cx;
    const dy = y - cy;
    let along: number;
    let across: number;
    if (direction === 'ArrowRight') [along, across] = [dx, dy];
    else if (direction === 'ArrowLeft') [along, across] = [-dx, dy];
    else if (direction === 'ArrowDown') [along, across] = [dy, dx];
    else [along, across] = [-dy, dx];
    // Ahead in that direction, beyond overlapping the current control on that axis.
    const horizontal = direction === 'ArrowLeft' || direction === 'ArrowRight';
    const overlap = horizontal
      ? direction === 'ArrowRight' ? rect.left >= from.right - 1 : rect.right <= from.left + 1
      : direction === 'ArrowDown' ? rect.top >= from.bottom - 1 : rect.bottom <= from.top + 1;
    if (along <= 0 || !overlap) return;
    const score = along + Math.abs(across) * 3;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

export function moveFocusByArrow(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type === 'checkbox') {
    event.preventDefault();
    target.click();
    return;
  }
  if (!DIRECTIONS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  if (isTextField(target) && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
  if (target instanceof HTMLSelectElement) return;
  const container = event.currentTarget;
  const candidates = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((element) => element !== target && element.getClientRects().length > 0 && !element.closest('[inert]'))
    .map((element) => ({ element, rect: element.getBoundingClientRect() }));
  const index = nearestInDirection(target.getBoundingClientRect(), candidates, event.key as Direction);
  if (index === null) return;
  event.preventDefault();
  const next = candidates[index]!.element;
  next.focus();
  next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
