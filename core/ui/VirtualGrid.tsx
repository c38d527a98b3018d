/**
 * The catalogue grid, virtualised by rows against the page scroll (@tanstack/react-virtual): a
 * list of 10,000 titles keeps only the rows on screen (plus a few) in the DOM.
 *
 * Keyboard and D-pad: one tile is in the tab order (roving tabindex); the arrow keys move by
 * one tile or one row, Page Up/Down by a screen, Home/End to the ends, scrolling the target row
 * into view first so it exists when it takes focus. Reaching the last rows asks for the next page.
 *
 * Columns (000 §9): 2 on small screens, 3 on medium, 3 or 4 on large (DigitalSignage: 3).
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useCore, useDeviceRules, useSlice } from '../react/index';
import { columnsFor, TEN_FOOT_SAFE_MARGIN, TEN_FOOT_SCALE, tenFootColumns } from './grid';

export { columnsFor, LAPTOP_MIN_WIDTH, TABLET_MIN_WIDTH } from './grid';
const GAP = 16;

/**
 * What a tile's focusable element must carry. Keys and focus are handled by the list (event
 * delegation), so a tile's props are primitives and memoised tiles stay untouched while the
 * grid scrolls.
 */
export interface TileRenderProps {
  /** 0 for the tile in the tab order, else -1. */
  tabIndex: number;
  'data-index': number;
}

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderTile: (item: T, index: number, focus: TileRenderProps) => ReactNode;
  label: string;
  /** Picture height / width (posters 1.5, landscape tiles 0.5625). */
  ratio: number;
  /** Height of the caption under the picture, in px. */
  captionHeight: number;
  onEndReached?: () => void;
  /** No more pages: stop asking. */
  complete?: boolean;
  /** Total count when the provider told it (aria-setsize); -1 when unknown. */
  total?: number;
  /**
   * The tile to scroll to and focus once the grid has measured itself (also when it is shown
   * again after being hidden): the one the guest came back from. Each new object is one request.
   */
  focusRequest?: { index: number } | null;
}

export function VirtualGrid<T>({ items, getKey, renderTile, label, ratio, captionHeight, onEndReached, complete, total, focusRequest }: VirtualGridProps<T>) {
  const rules = useDeviceRules();
  const tenFoot = useSlice(useCore().stores.configuration, (state) => state.tenFoot);
  const listRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusIndex, setFocusIndex] = useState(focusRequest?.index ?? 0);
  // The focus as the keys left it: ahead of `focusIndex` while React catches up in a transition.
  const focusNow = useRef(focusIndex);
  const pendingFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // hidden (a detail shown over a grid kept mounted): keep the last measures, nothing to render
      if (list.clientWidth === 0) return;
      setWidth(list.clientWidth);
      setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    // Content above the grid that arrives later (an introduction text) moves it down without
    // resizing it: the page grows, so the offset is measured again then.
    observer.observe(list.ownerDocument.body);
    return () => observer.disconnect();
  }, []);

  // 10-foot mode: the caption's text is half as large again, and two full rows fit a TV screen.
  const caption = tenFoot ? captionHeight * TEN_FOOT_SCALE : captionHeight;
  const columns = tenFoot
    ? tenFootColumns(width || window.innerWidth, window.innerHeight, ratio, caption, GAP, rules.maxGridColumns)
    : columnsFor(width || window.innerWidth, rules.maxGridColumns);
  const tileWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : 200;
  const rowHeight = Math.round(tileWidth * ratio + caption + GAP);
  const rowCount = Math.ceil(items.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin,
    // 10-foot mode: a row scrolled to stays clear of the TV's cropped edges (as core/ui/remote.ts keeps any control)
    scrollPaddingStart: tenFoot ? Math.round(window.innerHeight * TEN_FOOT_SAFE_MARGIN) : 0,
    scrollPaddingEnd: tenFoot ? Math.round(window.innerHeight * TEN_FOOT_SAFE_MARGIN) : 0,
    // Rows have one known height: no measuring, no layout thrash while scrolling.
    useFlushSync: false,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;
  const onEndRef = useRef(onEndReached);
  onEndRef.current = onEndReached;
  useEffect(() => {
    if (!complete && rowCount > 0 && lastRow >= rowCount - 3) onEndRef.current?.();
  }, [lastRow, rowCount, complete]);

  // The focused tile index stays inside the list when it shrinks (a removed watchlist item).
  const safeFocus = Math.min(focusIndex, Math.max(0, items.length - 1));

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`);
    if (element) {
      pendingFocus.current = null;
      // scrollToIndex already brought its row into view: a second scroll would render twice.
      element.focus({ preventScroll: true });
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(items.length - 1, index));
      focusNow.current = next;
      virtualizer.scrollToIndex(Math.floor(next / columns), { align: 'auto' });
      const list = listRef.current;
      const tile = list?.querySelector<HTMLElement>(`[data-index="${next}"]`);
      if (list && tile) {
        // A tile already rendered (the overscan rows): the focus and the roving tab stop move now
        // and the grid follows in a transition, so a TV's slow CPU paints the press first (INP).
        for (const stop of list.querySelectorAll<HTMLElement>('[data-index][tabindex="0"]')) stop.tabIndex = -1;
        tile.tabIndex = 0;
        tile.focus({ preventScroll: true });
        startTransition(() => setFocusIndex(next));
      } else {
        pendingFocus.current = next;
        setFocusIndex(next);
      }
      if (!complete && next >= items.length - columns * 2) onEndRef.current?.();
    },
    [items.length, columns, virtualizer, complete],
  );

  const doneRequest = useRef<{ index: number } | null>(null);
  useEffect(() => {
    // columns are known only once the grid has its width; a hidden grid cannot take focus
    const list = listRef.current;
    if (!focusRequest || focusRequest === doneRequest.current || width === 0 || items.length === 0 || !list?.clientWidth) return;
    doneRequest.current = focusRequest;
    // a tile on screen already is focused now (no render follows then), else once rendered
    moveTo(focusRequest.index);
  }, [focusRequest, width, items.length, moveTo]);

  const rowsPerScreen = Math.max(1, Math.floor(window.innerHeight / Math.max(rowHeight, 1)));
  /** The tile element (carrying data-index) an event came from, if any. */
  const tileIndex = (target: EventTarget): number | null => {
    const element = (target as HTMLElement).closest?.('[data-index]') as HTMLElement | null;
    return element ? Number(element.dataset.index) : null;
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = tileIndex(event.target);
    if (index === null || index === focusNow.current) return;
    focusNow.current = index;
    setFocusIndex(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = tileIndex(event.target);
    if (current === null || (event.target as HTMLElement).dataset.index === undefined) return;
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      PageDown: columns * rowsPerScreen,
      PageUp: -columns * rowsPerScreen,
    };
    let target: number | null = null;
    if (event.key in step) target = current + step[event.key]!;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = items.length - 1;
    if (target === null || target < 0 || target > items.length - 1) {
      // Past the loaded end: keep the key (a further page is on its way).
      if (target !== null) event.preventDefault();
      return;
    }
    event.preventDefault();
    moveTo(target);
  };

  return (
    <ul
      ref={listRef}
      className="grid"
      part="grid"
      aria-label={label}
      style={{ height: `${virtualizer.getTotalSize()}px`, position: 'relative' }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {/* One flat keyed list: nested row arrays are keyed by position, so when the first rendered
          row changed every tile was remounted and the focused one lost focus. */}
      {rows.flatMap((row) => {
        const start = row.index * columns;
        return items.slice(start, start + columns).map((item, column) => {
          const index = start + column;
          return (
            <li
              key={getKey(item)}
              className="grid-cell"
              aria-setsize={total !== undefined && total >= 0 ? total : -1}
              aria-posinset={index + 1}
              style={{
                position: 'absolute',
                top: 0,
                left: `${column * (tileWidth + GAP)}px`,
                width: `${tileWidth}px`,
                height: `${rowHeight - GAP}px`,
                transform: `translateY(${row.start - scrollMargin}px)`,
              }}
            >
              {renderTile(item, index, { tabIndex: index === safeFocus ? 0 : -1, 'data-index': index })}
            </li>
          );
        });
      })}
    </ul>
  );
}
