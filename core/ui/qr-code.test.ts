import { describe, expect, it } from 'vitest';
import { qrPath } from './QrCode';

/** The dark modules of a path, as "x,y" strings. */
const modules = (path: string) => new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((match) => `${match[1]},${match[2]}`));

describe('QrCode', () => {
  it('encodes an address with the three finder patterns inside a 4-module quiet zone', () => {
    const { path, size } = qrPath('https://portal.example/dining/detail/7201');
    // 41 characters at ECC M: version 3, 29 modules, plus 4 on each side
    expect(size).toBe(29 + 8);
    const dark = modules(path);
    const finderAt = (left: number, top: number) => {
      for (let i = 0; i < 7; i += 1) {
        // the finder's dark outer ring
        for (const [x, y] of [
          [i, 0],
          [i, 6],
          [0, i],
          [6, i],
        ] as const)
          expect(dark.has(`${left + x},${top + y}`), `finder ring at ${left + x},${top + y}`).toBe(true);
      }
      // its light inner ring and dark centre
      expect(dark.has(`${left + 1},${top + 1}`)).toBe(false);
      expect(dark.has(`${left + 3},${top + 3}`)).toBe(true);
    };
    finderAt(4, 4);
    finderAt(size - 4 - 7, 4);
    finderAt(4, size - 4 - 7);
    // nothing in the quiet zone
    expect([...dark].every((cell) => cell.split(',').every((n) => Number(n) >= 4 && Number(n) < size - 4))).toBe(true);
  });

  it('a different address draws a different code', () => {
    expect(qrPath('https://portal.example/dining/detail/7201').path).not.toBe(qrPath('https://portal.example/dining/detail/7202').path);
  });
});
