/**
 * Arrow-key (TV remote) navigation over everything focusable in a container: the arrow keys move
 * focus to the nearest control in that direction on screen, so a cabin TV or a signage screen
 * with a remote (arrows and OK) reaches every control without Tab. OK (Enter) ticks a checkbox,
 * as Space does. In a text field Left and Right stay with the caret.
 *
 *   <section onKeyDown={moveFocusByArrow}> … </section>
 *
 * A grid of tiles (the content overview) adds Home and End, to its first and last control:
 *
 *   <ul onKeyDown={moveFocusInGrid}> … </ul>
 */
import type { KeyboardEvent } from 'react';
import { FOCUSABLE } from './focus';

export type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const DIRECTIONS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

function isTextField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(element.type);
}

/**
 * The candidate nearest in `direction` from `from`, or null: only controls wholly beyond the
 * current one in that direction count; the score is the gap along the direction plus three times
 * the gap across it (0 when the two overlap on that axis, so a wide search field right below a
 * button is "below" it), with the centres' offset as a tie-break.
 */
export function nearestInDirection(from: DOMRect, candidates: readonly { rect: DOMRect }[], direction: Direction): number | null {
  const horizontal = direction === 'ArrowLeft' || direction === 'ArrowRight';
  let best: number | null = null;
  let bestScore = Infinity;
  candidates.forEach(({ rect }, index) => {
    let along: number;
    if (direction === 'ArrowRight') along = rect.left - from.right;
    else if (direction === 'ArrowLeft') along = from.left - rect.right;
    else if (direction === 'ArrowDown') along = rect.top - from.bottom;
    else along = from.top - rect.bottom;
    if (along < -1) return;
    const [a0, a1, b0, b1] = horizontal ? [from.top, from.bottom, rect.top, rect.bottom] : [from.left, from.right, rect.left, rect.right];
    const across = Math.max(0, b0 - a1, a0 - b1);
    const centres = Math.abs((b0 + b1) / 2 - (a0 + a1) / 2);
    const score = Math.max(0, along) + across * 3 + centres * 0.1;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

/**
 * nearestInDirection over elements. From a box that holds candidates of its own (a scrolling
 * table region), the arrow first enters it from the edge it leaves by, as CSS spatial navigation
 * does; otherwise its contents, which lie within its bounds, could never be reached by arrows.
 */
export function nearestElement<T extends Element>(from: Element, candidates: readonly T[], direction: Direction): T | null {
  const box = from.getBoundingClientRect();
  // A scrolling region (`data-remote-region`: the TV guide's grid, one roving tab stop inside) is
  // entered as a whole: from outside, its control stands at the region's place, not at its own,
  // which may lie anywhere in the region's scrolled canvas.
  const placeOf = (element: T) => {
    const region = element.closest('[data-remote-region]');
    return (region && !region.contains(from) ? region : element).getBoundingClientRect();
  };
  const pick = (rect: DOMRect, among: readonly T[]) => {
    const index = nearestInDirection(
      rect,
      among.map((element) => ({ rect: placeOf(element) })),
      direction,
    );
    return index === null ? null : among[index]!;
  };
  const inside = candidates.filter((candidate) => candidate !== from && from.contains(candidate));
  if (inside.length > 0) {
    // a line along the edge it leaves by: what lies inside is all ahead of it
    const { left, top, right, bottom } = box;
    const edge = {
      ArrowDown: { left, right, top, bottom: top },
      ArrowUp: { left, right, top: bottom, bottom },
      ArrowRight: { left, right: left, top, bottom },
      ArrowLeft: { left: right, right, top, bottom },
    }[direction] as DOMRect;
    const entered = pick(edge, inside);
    if (entered) return entered;
  }
  const outside = candidates.filter((candidate) => candidate !== from && !from.contains(candidate));
  // and left as a whole: an arrow past its edge goes on from the region's place, not from the cell's
  const region = from.closest('[data-remote-region]');
  if (region) {
    const beyond = outside.filter((candidate) => !region.contains(candidate));
    const within = outside.filter((candidate) => region.contains(candidate));
    return pick(box, within) ?? pick(region.getBoundingClientRect(), beyond);
  }
  return pick(box, outside);
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
  moveTo(event, nearestElement(target, controls(event.currentTarget), event.key as Direction) ?? undefined);
}

/**
 * The container's visible controls, in document (Tab) order. A control marked data-arrow-skip
 * (a tile's Book now badge over its tile) is reached with Tab only, so the arrows go tile to tile.
 */
const controls = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert],[data-arrow-skip]'),
  );

function moveTo(event: KeyboardEvent<HTMLElement>, next: HTMLElement | undefined): void {
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/** moveFocusByArrow, and Home / End to the grid's first / last control (not in a text field). */
export function moveFocusInGrid(event: KeyboardEvent<HTMLElement>): void {
  const home = event.key === 'Home';
  if (!home && event.key !== 'End') return moveFocusByArrow(event);
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || isTextField(event.target as Element)) return;
  const all = controls(event.currentTarget);
  moveTo(event, home ? all[0] : all.at(-1));
}
