import { describe, expect, it } from 'vitest';
import { boundsOf, canSearch, initialDeckIndex, pressKey, profileIdsOf, type KeypadKey } from './wayfinder-logic';

const deck = (hasWayFinding: boolean, isDevicePresent: boolean) => ({ hasWayFinding, isDevicePresent });

describe('wayfinder rules', () => {
  it('starts at the deck with wayfinding, else the device deck, else the first', () => {
    expect(initialDeckIndex([deck(false, true), deck(true, false), deck(false, false)])).toBe(1);
    expect(initialDeckIndex([deck(false, false), deck(false, false), deck(false, true)])).toBe(2);
    expect(initialDeckIndex([deck(false, false), deck(false, false)])).toBe(0);
    expect(initialDeckIndex([])).toBe(0);
  });

  it('keypad: digits append up to 6, C clears, backspace deletes one, nothing else enters', () => {
    const type = (keys: KeypadKey[], from = '') => keys.reduce(pressKey, from);
    expect(type(['7', '0', '1', '2'])).toBe('7012');
    expect(type(['1', '2', '3', '4', '5', '6', '7', '8'])).toBe('123456');
    expect(type(['Backspace'], '7012')).toBe('701');
    expect(type(['Backspace'], '')).toBe('');
    expect(type(['C'], '7012')).toBe('');
    expect(pressKey('70', 'x' as KeypadKey)).toBe('70');
  });

  it('search only when the length is above the minimum and below the maximum', () => {
    const standard = { min: 3, max: 6 };
    expect(['12', '123', '1234', '12345', '123456'].map((e) => canSearch(e, standard))).toEqual([false, false, true, true, false]);
    const small = { min: 2, max: 4 };
    expect(['12', '123', '1234'].map((e) => canSearch(e, small))).toEqual([false, true, false]);
  });

  it('bounds from the theme tokens, defaults 3 and 6', () => {
    expect(boundsOf('', '')).toEqual({ min: 3, max: 6 });
    expect(boundsOf(' 2', '4 ')).toEqual({ min: 2, max: 4 });
    expect(boundsOf('x', '99')).toEqual({ min: 3, max: 6 });
  });

  it('profile ids from the attribute', () => {
    expect(profileIdsOf('14')).toEqual(['14']);
    expect(profileIdsOf('1, 6')).toEqual(['1', '6']);
    expect(profileIdsOf(undefined)).toEqual([]);
  });
});
