import { expect, test } from 'vitest';
import { formatDecimal } from './numbers';

test('a decimal in the language of the guest', () => {
  expect(formatDecimal(8, 'en')).toBe('8.0');
  expect(formatDecimal(8, 'de')).toBe('8,0');
  expect(formatDecimal(7.25, 'fr', 2)).toBe('7,25');
  expect(formatDecimal(6.96, 'nl')).toBe('7,0');
});
