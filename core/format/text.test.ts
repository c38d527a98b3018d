import { expect, test } from 'vitest';
import { truncate, truncatePdfLabel, truncateTileTitle } from './text';

test('tile titles up to 30 characters stay whole', () => {
  const thirty = 'a'.repeat(30);
  expect(truncateTileTitle(thirty)).toBe(thirty);
  expect(truncateTileTitle('a'.repeat(31))).toBe(`${thirty}…`);
  expect(truncateTileTitle('')).toBe('');
});

test('PDF labels are cut at 25 characters', () => {
  expect(truncatePdfLabel('Safety instructions for all guests.pdf')).toBe('Safety instructions for a…');
  expect(truncatePdfLabel('Menu.pdf')).toBe('Menu.pdf');
  expect(truncatePdfLabel('x'.repeat(25))).toBe('x'.repeat(25));
});

test('no trailing space before the ellipsis, no split characters', () => {
  expect(truncate('Hello world again', 6)).toBe('Hello…');
  expect(truncate('😀😀😀😀', 2)).toBe('😀😀…');
  expect(truncate('Île de Ré', 3)).toBe('Île…');
});
