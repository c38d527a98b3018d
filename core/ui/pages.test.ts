import { describe, expect, test } from 'vitest';
import { cutIntoPages } from './pages';

const box = (top: number, height: number) => ({ top, bottom: top + height });

describe('cutIntoPages: whole rows that fit the room', () => {
  test('one column: as many items as fit, then the next page', () => {
    const boxes = [box(0, 300), box(320, 300), box(640, 300), box(960, 300)];
    expect(cutIntoPages(boxes, 700)).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(cutIntoPages(boxes, 2000)).toEqual([[0, 4]]);
  });

  test('a grid: the items of a row stay together', () => {
    const boxes = [box(0, 400), box(0, 420), box(0, 380), box(440, 400), box(440, 400), box(880, 400)];
    expect(cutIntoPages(boxes, 900)).toEqual([
      [0, 5],
      [5, 6],
    ]);
    expect(cutIntoPages(boxes, 500)).toEqual([
      [0, 3],
      [3, 5],
      [5, 6],
    ]);
  });

  test('a row taller than the room is a page of its own; no items: one empty page', () => {
    expect(cutIntoPages([box(0, 900), box(920, 100)], 500)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(cutIntoPages([], 500)).toEqual([[0, 0]]);
  });
});
