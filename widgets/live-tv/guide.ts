/**
 * The TV guide's arithmetic, pure so that it is tested without a browser (guide.test.ts): its
 * measures, the 24-hour window and how it follows the clock, where a time is drawn, what part of
 * the window and which programmes are on screen, where a key moves the focus, and which
 * programme holds the tab stop. TvGuide.tsx and its hooks only apply the answers.
 */
import { firstEndingAfter, programAt, type TimedProgram } from './channels';

/** The guide's measures in CSS pixels. */
export interface GuideLayout {
  pxPerMinute: number;
  rowHeight: number;
  headerHeight: number;
  channelWidth: number;
}

const GUIDE_LAYOUT: GuideLayout = { pxPerMinute: 4, rowHeight: 72, headerHeight: 36, channelWidth: 176 };
/**
 * 10-foot mode: the guide half as large again, as the text is (24 px at 1920×1080): a channel's
 * name and a programme's three lines fit their cells when read from 3 m.
 */
const TEN_FOOT_GUIDE_LAYOUT: GuideLayout = { pxPerMinute: 6, rowHeight: 108, headerHeight: 54, channelWidth: 264 };

export const guideLayout = (tenFoot: boolean): GuideLayout => (tenFoot ? TEN_FOOT_GUIDE_LAYOUT : GUIDE_LAYOUT);

export const SLOT_MINUTES = 30;
export const GUIDE_HOURS = 24;
/** The guide starts this long before now (the provider's programme window). */
export const GUIDE_PAST_HOURS = 6;
export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SLOT = SLOT_MINUTES * MINUTE;
/** Programmes kept rendered beyond the visible hours on each side. */
const OVERSCAN_MINUTES = 90;

/** Start of the guide: now − 6 h, rounded down to the half hour. */
export function guideStart(now: number): number {
  return Math.floor((now - GUIDE_PAST_HOURS * HOUR) / SLOT) * SLOT;
}

/** How far past the guide's start the clock may move before the window moves on with it. */
export const GUIDE_ROLL_HOURS = GUIDE_PAST_HOURS + 2;

/**
 * The guide's start as the clock moves: kept while now is less than GUIDE_ROLL_HOURS past it, else
 * started again from now — so a guide left open all day (a cabin TV, a kiosk) moves on every two
 * hours instead of running out of programmes and losing its now-line.
 */
export function followClock(windowStart: number, now: number): number {
  return now < windowStart || now - windowStart > GUIDE_ROLL_HOURS * HOUR ? guideStart(now) : windowStart;
}

export const guideEnd = (windowStart: number) => windowStart + GUIDE_HOURS * HOUR;
export const guideWidth = (layout: GuideLayout) => layout.channelWidth + GUIDE_HOURS * 60 * layout.pxPerMinute;
/** Where a time is drawn: right of the channel column, by the minute. */
export const xOf = (time: number, start: number, layout: GuideLayout) => layout.channelWidth + ((time - start) / MINUTE) * layout.pxPerMinute;

/** The scroll that opens the guide at now, with half an hour of the past in view. */
export const openingScroll = (now: number, windowStart: number, layout: GuideLayout) =>
  Math.max(0, xOf(now - 30 * MINUTE, windowStart, layout) - layout.channelWidth);

/** Where the now-line stands, or null when now is outside the window. */
export const nowLineX = (now: number, windowStart: number, layout: GuideLayout): number | null =>
  now >= windowStart && now < guideEnd(windowStart) ? xOf(now, windowStart, layout) : null;

/** What of the guide's scroll box is seen (CSS pixels). */
export interface GuideView {
  left: number;
  width: number;
  height: number;
}

/**
 * The hours rendered: those in view and 90 minutes either side, widened to whole hours, so a press
 * that scrolls by a programme keeps the same cells in every row and only the two rows whose focus
 * changed render again. An unmeasured view counts as 800 px wide.
 */
export function visibleHours(windowStart: number, view: GuideView, layout: GuideLayout): { from: number; to: number } {
  const from = Math.floor((windowStart + (view.left / layout.pxPerMinute - OVERSCAN_MINUTES) * MINUTE) / HOUR) * HOUR;
  const to =
    Math.ceil((windowStart + ((view.left + Math.max(view.width, 800) - layout.channelWidth) / layout.pxPerMinute + OVERSCAN_MINUTES) * MINUTE) / HOUR) * HOUR;
  return { from, to };
}

/** Whole channel rows under the time header: how far Page Up / Page Down move (at least one). */
export const rowsPerPage = (view: GuideView, layout: GuideLayout) => Math.max(1, Math.floor((view.height - layout.headerHeight) / layout.rowHeight));

/** The half hours labelled in the time header: those of the rendered hours inside the window. */
export function timeSlots(windowStart: number, hours: { from: number; to: number }): number[] {
  const slots: number[] = [];
  for (let slot = Math.max(windowStart, Math.floor(hours.from / SLOT) * SLOT); slot < Math.min(guideEnd(windowStart), hours.to); slot += SLOT) slots.push(slot);
  return slots;
}

/** A channel's programmes drawn for the rendered hours inside the window; `from` is the first one's index. */
export function cellsOf(programs: readonly TimedProgram[], windowStart: number, hours: { from: number; to: number }): { from: number; cells: TimedProgram[] } {
  const from = firstEndingAfter(programs, Math.max(hours.from, windowStart));
  const until = Math.min(hours.to, guideEnd(windowStart));
  let to = from;
  while (to < programs.length && programs[to]!.start < until) to++;
  return { from, cells: programs.slice(from, to) };
}

/** A programme's cell, cut to the window: where it starts (also the time ↑ ↓ keep to), its x and width. */
export function cellBox(program: TimedProgram, windowStart: number, layout: GuideLayout): { start: number; left: number; width: number } {
  const start = Math.max(program.start, windowStart);
  const end = Math.min(program.end, guideEnd(windowStart));
  return { start, left: xOf(start, windowStart, layout), width: ((end - start) / MINUTE) * layout.pxPerMinute };
}

/**
 * The scroll that shows a programme within the visible hours (right of the sticky channel column),
 * or null when it already is: as much of a long programme as fits, its start first.
 */
export function revealScroll(program: TimedProgram, windowStart: number, layout: GuideLayout, scroll: { left: number; width: number }): number | null {
  const left = xOf(Math.max(program.start, windowStart), windowStart, layout);
  const right = Math.min(xOf(Math.min(program.end, guideEnd(windowStart)), windowStart, layout), left + scroll.width - layout.channelWidth - 32);
  if (left < scroll.left + layout.channelWidth) return left - layout.channelWidth - 16;
  if (right > scroll.left + scroll.width) return right - scroll.width + 16;
  return null;
}

export interface Focus {
  row: number;
  /** Index in the row's programme list. */
  index: number;
  /** The time ↑ ↓ keep to (like a remote's guide). */
  anchor: number;
}

/**
 * Where a key moves the focus, or null. Pure: the rows' programme lists come in through
 * `programs(row)`, so the navigation rules are tested without rendering.
 */
export function nextFocus(
  key: string,
  focus: Focus,
  rowCount: number,
  programs: (row: number) => readonly TimedProgram[],
  rowsPerPage: number,
  windowStart: number,
  windowEnd: number,
): Focus | null {
  const here = programs(focus.row);
  const inRow = (row: number): Focus | null => {
    if (row < 0 || row >= rowCount) return null;
    const list = programs(row);
    if (list.length === 0) return { row, index: -1, anchor: focus.anchor };
    return { row, index: programAt(list, focus.anchor), anchor: focus.anchor };
  };
  switch (key) {
    case 'ArrowRight': {
      const index = focus.index + 1;
      if (index >= here.length || here[index]!.start >= windowEnd) return null;
      return { ...focus, index, anchor: here[index]!.start };
    }
    case 'ArrowLeft': {
      const index = focus.index - 1;
      if (index < 0 || here[index]!.end <= windowStart) return null;
      return { ...focus, index, anchor: Math.max(here[index]!.start, windowStart) };
    }
    case 'ArrowDown':
      return inRow(focus.row + 1);
    case 'ArrowUp':
      return inRow(focus.row - 1);
    case 'PageDown':
      return inRow(Math.min(rowCount - 1, focus.row + rowsPerPage));
    case 'PageUp':
      return inRow(Math.max(0, focus.row - rowsPerPage));
    case 'Home': {
      const index = firstEndingAfter(here, windowStart);
      return index < here.length ? { ...focus, index, anchor: Math.max(here[index]!.start, windowStart) } : null;
    }
    case 'End': {
      let index = here.length - 1;
      while (index >= 0 && here[index]!.start >= windowEnd) index--;
      return index >= 0 ? { ...focus, index, anchor: Math.max(here[index]!.start, windowStart) } : null;
    }
    default:
      return null;
  }
}

/**
 * The one programme in the tab order, per rendered row (-1: none in that row): the focused
 * programme when it is rendered, else the first programme on screen.
 */
export function tabStops(rows: readonly { index: number; from: number; cells: readonly unknown[] }[], focus: Focus): number[] {
  const focusRendered = rows.some((row) => row.index === focus.row && focus.index >= row.from && focus.index < row.from + row.cells.length);
  if (focusRendered) return rows.map((row) => (row.index === focus.row ? focus.index : -1));
  const first = rows.findIndex((row) => row.cells.length > 0);
  return rows.map((row, at) => (at === first ? row.from : -1));
}
