import { describe, expect, test } from 'vitest';
import { nearestInDirection } from './spatial';

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
