import { describe, expect, test } from 'vitest';
import { childAgeLabel, childPriceLabel, currencySign, formatPrice, isUnlimitedOffer } from './prices';

describe('formatPrice', () => {
  test.each([
    [12.5, undefined, '£12.50'],
    [0, undefined, '£0.00'],
    [3, '€', '€3.00'],
    [1234.567, '$', '$1,234.57'],
    [0.005, undefined, '£0.01'],
    [-5, undefined, '-£5.00'],
    [-0.001, undefined, '£0.00'],
  ])('%d with %s → %s', (amount, sign, expected) => {
    expect(formatPrice(amount, sign)).toBe(expected);
  });
  test.each([
    ['de', 12.5, '£', '12,50\u00a0£'],
    ['fr', 1234.5, '€', '1\u202f234,50\u00a0€'],
    ['nl', 1234.5, '€', '1.234,50\u00a0€'],
    ['de', -5, '£', '-5,00\u00a0£'],
    ['en', 7, 'CHF ', 'CHF\u00a07.00'],
    ['nl', 7, 'CHF ', '7,00\u00a0CHF'],
  ])('in %s: %d with %s → %j', (language, amount, sign, expected) => {
    expect(formatPrice(amount, sign, language)).toBe(expected);
  });
  test('no amount → empty', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('currencySign', () => {
  test.each([
    ['GBP', '£'],
    ['eur', '€'],
    ['USD', '$'],
    ['CHF', 'CHF '],
    ['', '£'],
    [null, '£'],
    [undefined, '£'],
  ])('%j → %j', (code, sign) => {
    expect(currencySign(code)).toBe(sign);
  });
});

describe('child price', () => {
  test.each([
    [undefined, 3],
    [null, 3],
    [0, 3],
    [2, 3],
    [3, 3],
    [5, 5],
    [11, 11],
  ])('minimum age %j → (%i-12)', (minimumAge, min) => {
    expect(childAgeLabel(minimumAge)).toEqual({ key: 'price.childAges', values: { min, max: 12 } });
  });
  test('minimum age 12 → one age, not (12-12) (issue 30)', () => {
    expect(childAgeLabel(12)).toEqual({ key: 'price.childAge', values: { age: 12 } });
  });
  test('minimum age above 12 → no label', () => {
    expect(childAgeLabel(13)).toBeNull();
  });

  test('labels', () => {
    expect(childPriceLabel(0)).toEqual({ key: 'price.free' });
    expect(childPriceLabel(null)).toEqual({ key: 'price.notAvailable' });
    expect(childPriceLabel(undefined)).toEqual({ key: 'price.notAvailable' });
    expect(childPriceLabel(25, 13)).toEqual({ key: 'price.notAvailable' });
    expect(childPriceLabel(0, 13)).toEqual({ key: 'price.notAvailable' });
    expect(childPriceLabel(25, 12)).toEqual({ text: '£25.00' });
    expect(childPriceLabel(19.9, 4, '€')).toEqual({ text: '€19.90' });
  });
});

test('offers above 10 are unlimited', () => {
  expect(isUnlimitedOffer(10)).toBe(false);
  expect(isUnlimitedOffer(11)).toBe(true);
});
