/** The TV guide's arithmetic (guide.ts): the window, what is drawn, where a key moves the focus, the tab stop. */
import { describe, expect, it } from 'vitest';
import type { TimedProgram } from './channels';
import {
  cellBox,
  cellsOf,
  followClock,
  guideEnd,
  guideLayout,
  guideStart,
  nextFocus,
  nowLineX,
  openingScroll,
  revealScroll,
  rowsPerPage,
  tabStops,
  timeSlots,
  visibleHours,
  xOf,
} from './guide';

const H = 3_600_000;
/** A channel's programmes, back to back between the hours given. */
const row = (...hours: number[]): TimedProgram[] =>
  hours.slice(0, -1).map((start, i) => ({ name: `p${start}`, start_time: '', end_time: '', start: start * H, end: hours[i + 1]! * H }));

describe('TV guide navigation rules', () => {
  const rows = [row(0, 1, 2, 3), row(0, 0.5, 2.5, 3), row(), row(0, 3)];
  const programs = (r: number) => rows[r] ?? [];

  it('← → move within the channel; ↑ ↓ keep the time; an empty channel keeps the time for the next', () => {
    const start = { row: 0, index: 1, anchor: 1 * H };
    expect(nextFocus('ArrowRight', start, 4, programs, 2, 0, 99 * H)).toEqual({ row: 0, index: 2, anchor: 2 * H });
    expect(nextFocus('ArrowLeft', start, 4, programs, 2, 0, 99 * H)).toEqual({ row: 0, index: 0, anchor: 0 });
    expect(nextFocus('ArrowDown', start, 4, programs, 2, 0, 99 * H)).toEqual({ row: 1, index: 1, anchor: H });
    expect(nextFocus('ArrowDown', { row: 1, index: 1, anchor: H }, 4, programs, 2, 0, 99 * H)).toEqual({ row: 2, index: -1, anchor: H });
    expect(nextFocus('ArrowDown', { row: 2, index: -1, anchor: H }, 4, programs, 2, 0, 99 * H)).toEqual({ row: 3, index: 0, anchor: H });
    expect(nextFocus('ArrowUp', start, 4, programs, 2, 0, 99 * H)).toBe(null);
    expect(nextFocus('ArrowRight', { row: 0, index: 2, anchor: 2 * H }, 4, programs, 2, 0, 99 * H)).toBe(null);
  });

  it('Page Up / Down move by a screen of channels, Home / End to the ends of the channel', () => {
    expect(nextFocus('PageDown', { row: 0, index: 0, anchor: 0 }, 4, programs, 2, 0, 99 * H)?.row).toEqual(2);
    expect(nextFocus('PageDown', { row: 3, index: 0, anchor: 0 }, 4, programs, 2, 0, 99 * H)?.row).toEqual(3);
    expect(nextFocus('End', { row: 0, index: 0, anchor: 0 }, 4, programs, 2, 0, 99 * H)).toEqual({ row: 0, index: 2, anchor: 2 * H });
    expect(nextFocus('Home', { row: 0, index: 2, anchor: 2 * H }, 4, programs, 2, 0, 99 * H)).toEqual({ row: 0, index: 0, anchor: 0 });
    // programmes outside the guide's window are not reachable
    expect(nextFocus('ArrowRight', { row: 0, index: 1, anchor: H }, 4, programs, 2, 0, 2 * H)).toBe(null);
    expect(nextFocus('End', { row: 0, index: 0, anchor: 0 }, 4, programs, 2, 0, 2 * H)).toEqual({ row: 0, index: 1, anchor: H });
    expect(nextFocus('ArrowLeft', { row: 0, index: 1, anchor: H }, 4, programs, 2, H, 99 * H)).toBe(null);
  });

  it('the guide starts 6 hours back, on a half hour', () => {
    const now = Date.UTC(2025, 5, 1, 14, 47);
    expect(guideStart(now)).toBe(Date.UTC(2025, 5, 1, 8, 30));
  });

  it('a guide left open moves on with the clock: the same window until 8 hours past its start, then 6 hours back from now', () => {
    const hour = 3_600_000;
    const start = guideStart(Date.UTC(2025, 5, 1, 14, 47));
    expect(followClock(start, Date.UTC(2025, 5, 1, 16, 0))).toBe(start);
    expect(followClock(start, start + 8 * hour)).toBe(start);
    expect(followClock(start, Date.UTC(2025, 5, 1, 16, 31))).toBe(Date.UTC(2025, 5, 1, 10, 30));
    // the next morning: a fresh window around the new now
    expect(followClock(start, Date.UTC(2025, 5, 2, 7, 5))).toBe(Date.UTC(2025, 5, 2, 1, 0));
    // a clock set back starts again too
    expect(followClock(start, start - 60_000)).toBe(guideStart(start - 60_000));
  });
});

describe('TV guide window and cells', () => {
  const layout = guideLayout(false);

  it('the window: 24 hours from its start; the now-line inside it only', () => {
    const start = guideStart(Date.UTC(2025, 5, 1, 14, 47));
    expect(guideEnd(start)).toBe(start + 24 * H);
    expect(nowLineX(start + H, start, layout)).toBe(176 + 60 * 4);
    expect(nowLineX(start - 1, start, layout)).toBe(null);
    expect(nowLineX(guideEnd(start), start, layout)).toBe(null);
  });

  it('opens at now with half an hour of the past in view (never before the start)', () => {
    const start = guideStart(Date.UTC(2025, 5, 1, 14, 47));
    // 14:17 is 347 minutes past 08:30
    expect(openingScroll(Date.UTC(2025, 5, 1, 14, 47), start, layout)).toBe(347 * 4);
    expect(openingScroll(start + 10 * 60_000, start, layout)).toBe(0);
    expect(openingScroll(start, start, guideLayout(true))).toBe(0);
    expect(openingScroll(start + H, start, guideLayout(true))).toBe(30 * 6);
  });

  it('renders whole hours around the view, 90 minutes either side: a scroll by a programme keeps the same hours', () => {
    const start = Date.UTC(2025, 5, 1, 8, 30);
    // not measured yet: 800 px wide
    expect(visibleHours(start, { left: 0, width: 0, height: 0 }, layout)).toEqual({ from: Date.UTC(2025, 5, 1, 7), to: Date.UTC(2025, 5, 1, 13) });
    const twoHoursOn = { from: Date.UTC(2025, 5, 1, 9), to: Date.UTC(2025, 5, 1, 15) };
    expect(visibleHours(start, { left: 480, width: 800, height: 500 }, layout)).toEqual(twoHoursOn);
    expect(visibleHours(start, { left: 500, width: 800, height: 500 }, layout)).toEqual(twoHoursOn);
  });

  it('Page Up / Down move by the whole rows under the time header, at least one', () => {
    expect(rowsPerPage({ left: 0, width: 800, height: 500 }, layout)).toBe(6);
    expect(rowsPerPage({ left: 0, width: 800, height: 0 }, layout)).toBe(1);
    expect(rowsPerPage({ left: 0, width: 800, height: 1080 }, guideLayout(true))).toBe(9);
  });

  it('labels the half hours of the rendered hours inside the window', () => {
    const start = Date.UTC(2025, 5, 1, 8, 30);
    const slots = timeSlots(start, { from: Date.UTC(2025, 5, 1, 7), to: Date.UTC(2025, 5, 1, 13) });
    expect(slots.length).toBe(9);
    expect(slots[0]).toBe(start);
    expect(slots[slots.length - 1]).toBe(Date.UTC(2025, 5, 1, 12, 30));
    expect(timeSlots(start, { from: guideEnd(start) - H, to: guideEnd(start) + 2 * H })).toEqual([guideEnd(start) - H, guideEnd(start) - H / 2]);
  });

  it("draws a channel's programmes of the rendered hours inside the window, and where the first is in its list", () => {
    const day = row(...Array.from({ length: 33 }, (_, i) => i - 2));
    const drawn = (from: number, to: number) => {
      const { from: first, cells } = cellsOf(day, 0, { from: from * H, to: to * H });
      return [first, cells.map((program) => program.start / H)];
    };
    expect(drawn(5, 8)).toEqual([7, [5, 6, 7]]);
    // nothing before the window's start, nothing from its end on
    expect(drawn(-3, 2)).toEqual([2, [0, 1]]);
    expect(drawn(22, 27)).toEqual([24, [22, 23]]);
  });

  it("a programme's cell is cut to the window; its start is where the focus anchors", () => {
    expect(cellBox(row(-1, 2)[0]!, 0, layout)).toEqual({ start: 0, left: 176, width: 2 * 60 * 4 });
    expect(cellBox(row(23, 26)[0]!, 0, layout)).toEqual({ start: 23 * H, left: 176 + 23 * 60 * 4, width: 60 * 4 });
    expect(xOf(30 * 60_000, 0, guideLayout(true))).toBe(264 + 30 * 6);
  });

  it('scrolls a focused programme into the hours in view (right of the channel column), its start first', () => {
    const [one, five] = [row(1, 2)[0]!, row(5, 6)[0]!];
    expect(revealScroll(one, 0, layout, { left: 0, width: 1000 })).toBe(null);
    expect(revealScroll(five, 0, layout, { left: 0, width: 1000 })).toBe(176 + 6 * 240 - 1000 + 16);
    // hidden under the channel column: to its left edge, with a margin
    expect(revealScroll(one, 0, layout, { left: 1000, width: 1000 })).toBe(240 - 16);
    // longer than the view: as much as fits, the start still in view
    const long = row(3, 10)[0]!;
    const scroll = revealScroll(long, 0, layout, { left: 0, width: 1000 })!;
    expect(scroll).toBe(176 + 3 * 240 + 1000 - 176 - 32 - 1000 + 16);
    expect(176 + 3 * 240 - scroll).toBeGreaterThanOrEqual(176);
  });

  it('the tab stop: the focused programme when it is drawn, else the first programme on screen', () => {
    const rows = [
      { index: 3, from: 2, cells: ['a', 'b'] },
      { index: 4, from: 0, cells: [] },
      { index: 5, from: 1, cells: ['c'] },
    ];
    expect(tabStops(rows, { row: 5, index: 1, anchor: 0 })).toEqual([-1, -1, 1]);
    expect(tabStops(rows, { row: 5, index: 4, anchor: 0 })).toEqual([2, -1, -1]);
    expect(tabStops(rows, { row: 9, index: 0, anchor: 0 })).toEqual([2, -1, -1]);
    expect(tabStops(rows.slice(1), { row: 3, index: 2, anchor: 0 })).toEqual([-1, 1]);
    expect(tabStops([{ index: 0, from: 0, cells: [] }], { row: 0, index: -1, anchor: 0 })).toEqual([-1]);
  });
});
