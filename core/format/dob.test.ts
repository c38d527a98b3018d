import { describe, expect, test } from 'vitest';
import { dateOfBirthForHub, maskDateOfBirth, usesUsDateOrder } from './dob';

describe('maskDateOfBirth', () => {
  test.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '01/0'],
    ['0102', '01/02'],
    ['01021', '01/02/1'],
    ['01021990', '01/02/1990'],
    ['010219901234', '01/02/1990'],
    ['01/02/1990', '01/02/1990'],
    ['01/', '01'],
    ['ab01-02.1990x', '01/02/1990'],
    ['  12 31 1985', '12/31/1985'],
  ])('%j → %j', (input, expected) => {
    expect(maskDateOfBirth(input)).toBe(expected);
  });

  test('masking is idempotent', () => {
    for (const input of ['1', '123', '12345', '12345678']) {
      const once = maskDateOfBirth(input);
      expect(maskDateOfBirth(once)).toBe(once);
    }
  });
});

describe('dateOfBirthForHub', () => {
  test('day-first value is sent as typed', () => {
    expect(dateOfBirthForHub('31/12/1985', false)).toBe('31/12/1985');
  });
  test('US value is converted to dd/mm/yyyy', () => {
    expect(dateOfBirthForHub('12/31/1985', true)).toBe('31/12/1985');
    expect(dateOfBirthForHub('02/01/1990', true)).toBe('01/02/1990');
  });
  test.each([
    ['12/31/1985', false],
    ['31/12/1985', true],
    ['30/02/1990', false],
    ['01/02/199', false],
    ['', false],
  ])('%j (US %j) → null', (value, us) => {
    expect(dateOfBirthForHub(value, us)).toBeNull();
  });

  test('US locale detection', () => {
    expect(usesUsDateOrder('en-US')).toBe(true);
    expect(usesUsDateOrder('en_us')).toBe(true);
    expect(usesUsDateOrder('en')).toBe(false);
    expect(usesUsDateOrder('en-GB')).toBe(false);
    expect(usesUsDateOrder('de')).toBe(false);
  });
});
