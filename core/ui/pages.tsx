/**
 * Self-paging for screens without input (DigitalSignage, issue 33): what does not fit the
 * screen is cut into pages that advance on their own, with a page indicator ("2 / 3") that is
 * text, not a control. No arrows that wait for input.
 *
 * - useRotation: the page shown, advanced after `intervalMs` by one timer at a time (cleared on
 *   unmount and whenever the page, the count or the interval changes: nothing leaks on a screen
 *   running for months).
 * - useFitPages: cuts a list into pages of whole rows that fit the viewport with everything else
 *   on the page (the document never scrolls). It renders every item once to measure (in a layout
 *   effect, before anything is painted), and measures again when the window is resized, the items
 *   change or the page shown overflows after all (an image or a font arriving late).
 * - PageIndicator: "2 / 3" shown, "Page 2 of 3" read.
 *
 * The swap of pages fades in only for those who have not asked for reduced motion (ui.css).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCore, useSlice } from '../react/index';
import { pageSecondsOf, signageProfileOf } from '../config/signage';
import sheet from './pages.css';
import { useAdoptedSheet } from './sheet';
import { useUiT } from './texts';

/** Milliseconds a page stays: the element's page-seconds, else the device profile's, else 12 s. */
export function usePageMs(attribute: string | null | undefined): number {
  const profile = useSlice(useCore().config.state, (state) => signageProfileOf(state.device));
  return pageSecondsOf(attribute, profile) * 1000;
}

/**
 * The page shown of `count`, advanced after `intervalMs` while `count` > 1: a number, or the
 * time a given page stays (a board page stays until its restaurants have shown all their slots).
 * One timer at a time, cleared on unmount. With `onWrap`, the last page (or the only one) is
 * followed by a call to it instead of the first page again.
 */
export function useRotation(count: number, intervalMs: number | ((index: number) => number), onWrap?: () => void): number {
  // the page indicator's and the page change's rules, once for both widgets that page
  useAdoptedSheet(sheet);
  const [index, setIndex] = useState(0);
  const current = count <= 1 ? 0 : index % count;
  const ms = typeof intervalMs === 'function' ? intervalMs(current) : intervalMs;
  useEffect(() => {
    if (count <= 1 && !onWrap) return undefined;
    // after the last page, onWrap (what comes next, e.g. the other half of a board) if given
    const timer = setTimeout(() => (onWrap && current + 1 >= count ? onWrap() : setIndex((current + 1) % count)), ms);
    return () => clearTimeout(timer);
  }, [count, ms, current, onWrap]);
  return current;
}

/** Pages of whole rows: [start, end) item ranges. */
export type PageRanges = ReadonlyArray<readonly [number, number]>;

interface Box {
  top: number;
  bottom: number;
}

/**
 * Cuts items (their boxes, in document order) into pages of whole rows (items sharing a top) whose
 * height stays within `room`; a row taller than `room` is a page of its own.
 */
export function cutIntoPages(boxes: readonly Box[], room: number): PageRanges {
  const rows: Array<{ start: number; top: number; bottom: number }> = [];
  boxes.forEach((box, index) => {
    const row = rows[rows.length - 1];
    if (row && Math.abs(box.top - row.top) < 2) row.bottom = Math.max(row.bottom, box.bottom);
    else rows.push({ start: index, top: box.top, bottom: box.bottom });
  });
  const pages: Array<[number, number]> = [];
  let first = 0;
  for (let r = 1; r <= rows.length; r++) {
    const next = rows[r];
    if (next && next.bottom - rows[first]!.top <= room) continue;
    pages.push([rows[first]!.start, next ? next.start : boxes.length]);
    first = r;
  }
  return pages.length > 0 ? pages : [[0, boxes.length]];
}

/** The least time between two measurements the page itself asks for (an overflow seen). */
export const REMEASURE_GAP_MS = 5_000;

export interface FitPages<T extends HTMLElement> {
  /** The list whose children are the items. */
  ref: (element: T | null) => void;
  /** Item ranges of the pages; null while measuring (render every item then). */
  pages: PageRanges | null;
}

/**
 * Pages of a list that fit the viewport. `enabled` false: one page of everything (no measuring).
 * `itemsKey` changes when the items do.
 */
export function useFitPages<T extends HTMLElement>(enabled: boolean, itemsKey: string): FitPages<T> {
  const [list, setList] = useState<T | null>(null);
  const [pages, setPages] = useState<PageRanges | null>(null);
  const measuredFor = useRef('');
  const remeasure = useCallback(() => setPages(null), []);

  // the items changed: measure again
  if (enabled && measuredFor.current !== itemsKey && pages !== null) {
    measuredFor.current = itemsKey;
    setPages(null);
  }

  useLayoutEffect(() => {
    if (!enabled || !list || pages !== null) return;
    measuredFor.current = itemsKey;
    const view = list.ownerDocument.defaultView ?? window;
    const page = list.ownerDocument.documentElement;
    const height = view.innerHeight;
    if (page.scrollHeight <= height) {
      setPages([[0, list.children.length]]);
      return;
    }
    const base = list.getBoundingClientRect().top;
    const boxes = [...list.children].map((child) => {
      const box = child.getBoundingClientRect();
      return { top: box.top - base, bottom: box.bottom - base };
    });
    // the room the list has: the viewport less everything else on the page (2 px to spare)
    const room = height - (page.scrollHeight - list.offsetHeight) - 2;
    setPages(cutIntoPages(boxes, room));
  }, [enabled, list, pages, itemsKey]);

  // a resized window, or the page shown overflowing after all (late images, fonts): measure again
  useEffect(() => {
    if (!enabled || !list) return undefined;
    const view = list.ownerDocument.defaultView ?? window;
    let frame = 0;
    // at most once in a while: a row that cannot fit at all must not measure in a loop
    let last = 0;
    const check = () => {
      view.cancelAnimationFrame(frame);
      frame = view.requestAnimationFrame(() => {
        const overflows = list.ownerDocument.documentElement.scrollHeight > view.innerHeight + 1;
        if (overflows && list.children.length > 1 && Date.now() - last > REMEASURE_GAP_MS) {
          last = Date.now();
          remeasure();
        }
      });
    };
    const observer = new ResizeObserver(check);
    observer.observe(list);
    observer.observe(list.ownerDocument.documentElement);
    view.addEventListener('resize', remeasure);
    return () => {
      observer.disconnect();
      view.cancelAnimationFrame(frame);
      view.removeEventListener('resize', remeasure);
    };
  }, [enabled, list, remeasure]);

  return { ref: setList, pages: enabled ? pages : [[0, Number.MAX_SAFE_INTEGER]] };
}

/** "2 / 3" on the screen, "Page 2 of 3" for a screen reader; text only, never a control. */
export function PageIndicator({ page, pages, className }: { page: number; pages: number; className?: string }) {
  const t = useUiT();
  return (
    <p className={`page-indicator${className ? ` ${className}` : ''}`} part="page-indicator" data-page={page + 1} data-pages={pages}>
      <span aria-hidden="true">{t('pages.short', { page: page + 1, pages })}</span>
      <span className="lido-visually-hidden">{t('pages.long', { page: page + 1, pages })}</span>
    </p>
  );
}
