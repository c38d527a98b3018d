/**
 * The TV guide's one focused programme (a roving tab stop) and the keys that move it (nextFocus):
 * the guide scrolls to keep it in view, Enter opens its channel, a click or a tap moves it too. A
 * neighbour already on screen takes the focus at once and the guide follows in a transition, so
 * a TV's slow CPU paints the press before it renders (INP, issue 32).
 */
import { startTransition, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { VodChannel } from '../../core/hub/vod';
import { programAt, programsOf } from './channels';
import { nextFocus, revealScroll, type Focus, type GuideLayout } from './guide';

export interface GuideFocusOptions {
  channels: readonly VodChannel[];
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Brings a channel row into view (the virtualiser renders only the rows on screen). */
  scrollToRow: (row: number) => void;
  layout: GuideLayout;
  windowStart: number;
  windowEnd: number;
  rowsPerPage: number;
  /** Takes the scroll the focus made (see useGuideWindow). */
  followScroll: () => void;
  /** Opens a row's channel (Enter, a click). */
  open: (row: number) => void;
}

export interface GuideFocus {
  /** The focus as rendered: on the first channel when the list got shorter than its row. */
  focus: Focus;
  onFocusCell: (row: number, index: number, anchor: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

export function useGuideFocus({
  channels,
  scrollRef,
  scrollToRow,
  layout,
  windowStart,
  windowEnd,
  rowsPerPage,
  followScroll,
  open,
}: GuideFocusOptions): GuideFocus {
  const [focus, setFocus] = useState<Focus>(() => {
    const first = channels[0] ? programsOf(channels[0]) : [];
    return { row: 0, index: first.length ? programAt(first, Date.now()) : -1, anchor: Date.now() };
  });
  // The focus as the keys left it: ahead of `focus` while React catches up in a transition.
  const focusNow = useRef(focus);
  const pendingFocus = useRef<string | null>(null);
  const programs = useCallback((row: number) => (channels[row] ? programsOf(channels[row]) : []), [channels]);
  const safeFocus = focus.row < channels.length ? focus : { row: 0, index: -1, anchor: focus.anchor };

  // a click or a tap moves the roving focus too
  const onFocusCell = useCallback((row: number, index: number, anchor: number) => {
    if (focusNow.current.row === row && focusNow.current.index === index) return;
    focusNow.current = { row, index, anchor };
    setFocus(focusNow.current);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = focusNow.current.row < channels.length ? focusNow.current : safeFocus;
    if (event.key === 'Enter' || event.key === ' ') {
      if ((event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
      event.preventDefault();
      open(current.row);
      return;
    }
    const next = nextFocus(event.key, current, channels.length, programs, rowsPerPage, windowStart, windowEnd);
    if (!next) {
      // an arrow past the guide's edge is the remote's: up to the tabs, down to the programme's panel
      if (['PageUp', 'PageDown', 'Home', 'End'].includes(event.key)) event.preventDefault();
      return;
    }
    event.preventDefault();
    focusNow.current = next;
    scrollToRow(next.row);
    const element = scrollRef.current;
    const program = programs(next.row)[next.index];
    if (element && program) {
      const left = revealScroll(program, windowStart, layout, { left: element.scrollLeft, width: element.clientWidth });
      if (left !== null) element.scrollLeft = left;
    }
    const cell = element?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.index}"]`);
    if (!cell) {
      // a page away: React renders the cell first, then the layout effect below focuses it
      pendingFocus.current = `${next.row}:${next.index}`;
      setFocus(next);
      followScroll();
      return;
    }
    // A neighbour already on screen (the rows and hours around the view are rendered): the roving
    // tab stop moves with the focus now, as the next render will have it.
    for (const stop of element!.querySelectorAll<HTMLElement>('[role="gridcell"][tabindex="0"]')) {
      stop.tabIndex = -1;
      stop.setAttribute('aria-selected', 'false');
    }
    cell.tabIndex = 0;
    cell.setAttribute('aria-selected', 'true');
    cell.focus({ preventScroll: true });
    startTransition(() => {
      setFocus(next);
      followScroll();
    });
  };

  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${key}"]`);
    if (cell) {
      pendingFocus.current = null;
      cell.focus({ preventScroll: true });
    }
  });

  return { focus: safeFocus, onFocusCell, onKeyDown };
}
