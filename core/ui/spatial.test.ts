import { describe, expect, test } from 'vitest';
import { nearestElement, nearestInDirection } from './spatial';

const rect = (left: number, top: number, width = 100, height = 40) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

describe('arrow-key focus (cabin TV remote)', () => {
  // a row of three day buttons above a grid of two cards
  const controls = [rect(0, 0), rect(120, 0), rect(240, 0), rect(0, 100, 200, 150), rect(220, 100, 200, 150)].map((r) => ({ rect: r }));
  test('right and left stay in the row', () => {
    expect(nearestInDirection(controls[0]!.rect, controls, 'ArrowRight')).toBe(1);
    expect(nearestInDirection(controls[2]!.rect, controls, 'ArrowLeft')).toBe(1);
    expect(nearestInDirection(controls[2]!.rect, controls, 'ArrowRight')).toBe(null);
  });
  test('down goes to the nearest control below, up back to the row', () => {
    expect(nearestInDirection(controls[0]!.rect, controls, 'ArrowDown')).toBe(3);
    expect(nearestInDirection(controls[2]!.rect, controls, 'ArrowDown')).toBe(4);
    expect(nearestInDirection(controls[4]!.rect, controls, 'ArrowUp')).toBe(2);
    expect(nearestInDirection(controls[0]!.rect, controls, 'ArrowUp')).toBe(null);
  });
  test('right from a card goes to the card beside it, not up to the row', () => {
    expect(nearestInDirection(controls[3]!.rect, controls, 'ArrowRight')).toBe(4);
  });
  test('a wide field right below a small button is below it, before a nearer-centred card further down', () => {
    const button = rect(700, 0, 80, 40);
    const wideField = { rect: rect(0, 60, 800, 40) };
    const card = { rect: rect(560, 200, 240, 200) };
    expect(nearestInDirection(button, [card, wideField], 'ArrowDown')).toBe(1);
  });
});

describe('arrows into a box that holds controls (a scrolling table)', () => {
  const element = (box: DOMRect, children: Element[] = []) =>
    ({ getBoundingClientRect: () => box, contains: (other: Element) => children.includes(other), closest: () => null }) as unknown as Element;
  const rows = [element(rect(0, 140, 800, 40)), element(rect(0, 190, 800, 40))];
  const region = element(rect(0, 100, 800, 200), rows);
  const search = element(rect(0, 0, 400, 40));
  const footer = element(rect(0, 400, 200, 40));
  const all = [search, region, ...rows, footer];
  test('down from the box enters it at its first row, not the control below it', () => {
    expect(nearestElement(region, all, 'ArrowDown')).toBe(rows[0]);
    expect(nearestElement(rows[0]!, all, 'ArrowDown')).toBe(rows[1]);
    expect(nearestElement(rows[1]!, all, 'ArrowDown')).toBe(footer);
  });
  test('up from inside leaves by the control above, never back to the box', () => {
    expect(nearestElement(rows[0]!, all, 'ArrowUp')).toBe(search);
    // from below, the box first, then its last row
    expect(nearestElement(footer, all, 'ArrowUp')).toBe(region);
    expect(nearestElement(region, all, 'ArrowUp')).toBe(rows[1]);
  });
  test('a box with nothing inside is a control like any other', () => {
    expect(nearestElement(search, all, 'ArrowDown')).toBe(region);
  });
});

describe('arrows into a scrolling region (data-remote-region: the TV guide)', () => {
  // the guide's one tab stop lies at the far left of its wide grid; the tabs sit above its right end
  const guide = {
    getBoundingClientRect: () => rect(100, 100, 1700, 600),
    contains: (element: unknown) => element === cell || element === other,
  } as unknown as Element;
  const cell = { getBoundingClientRect: () => rect(300, 400, 200, 100), closest: () => guide, contains: () => false } as unknown as Element;
  const other = { getBoundingClientRect: () => rect(300, 600, 200, 100), closest: () => guide, contains: () => false } as unknown as Element;
  const plain = (box: DOMRect) => ({ getBoundingClientRect: () => box, contains: () => false, closest: () => null }) as unknown as Element;
  const tabs = plain(rect(1700, 20, 100, 40));
  const footer = plain(rect(1700, 900, 100, 40));
  test('down from the tabs enters the guide, not the button straight below it', () => {
    expect(nearestElement(tabs, [tabs, cell, footer], 'ArrowDown')).toBe(cell);
  });
  test('up past the top row leaves by the region: to the tabs above it, not the corner nearest the cell', () => {
    const skipLink = plain(rect(0, 0, 200, 30));
    expect(nearestElement(cell, [skipLink, tabs, cell, footer], 'ArrowUp')).toBe(tabs);
  });
  test('from inside the region its control is where it is', () => {
    expect(nearestElement(cell, [tabs, cell, other, footer], 'ArrowDown')).toBe(other);
  });
});
