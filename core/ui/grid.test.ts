import { describe, expect, it } from 'vitest';
import { columnsFor, tileLoading, tenFootColumns } from './grid';

const loaded = (load: (index: number) => { eager: boolean; priority: boolean }, count: number) => {
  const all = Array.from({ length: count }, (_, index) => load(index));
  return { priority: all.filter((tile) => tile.priority).length, eager: all.filter((tile) => tile.eager).length };
};

describe('tile grids: columns and which pictures load first', () => {
  it('2 columns on phones, 3 on tablets, 3 or 4 on large screens (000 §9)', () => {
    expect([columnsFor(390, 4), columnsFor(767, 4), columnsFor(768, 4), columnsFor(1023, 4), columnsFor(1024, 4), columnsFor(1920, 3)]).toEqual([
      2, 2, 3, 3, 4, 3,
    ]);
  });

  it('the first row gets priority, every tile a window holds loads at once, the rest lazily', () => {
    // 1920 × 1080, 4 columns of 480 px, tiles 432 px high with their caption: 3 rows in view.
    expect(loaded(tileLoading(4, 0.9, 1920, 1080), 40)).toEqual({ priority: 4, eager: 12 });
    // The same screen on a signage device with 3 columns: 640 px wide tiles, 2 rows.
    expect(loaded(tileLoading(3, 0.9, 1920, 1080), 40)).toEqual({ priority: 3, eager: 6 });
    // A phone: 2 columns, 4 rows of 176 px tiles in 700 px.
    expect(loaded(tileLoading(4, 0.9, 390, 700), 40)).toEqual({ priority: 2, eager: 8 });
  });

  it('a short grid: its tiles are all in view, the first row first', () => {
    expect(loaded(tileLoading(4, 0.9, 1280, 800), 5)).toEqual({ priority: 4, eager: 5 });
  });
});

describe('tenFootColumns (10-foot mode)', () => {
  it('fits two full rows of posters on a 1920×1080 TV', () => {
    const columns = tenFootColumns(1680, 1080, 1.5, 84, 16, 4);
    const tileWidth = (1680 - 16 * (columns - 1)) / columns;
    const rowHeight = tileWidth * 1.5 + 84 + 16;
    expect(columns).toBe(7);
    expect(2 * rowHeight).toBeLessThanOrEqual(1080 * 0.9);
  });

  it('never has fewer columns than a laptop', () => {
    expect(tenFootColumns(1100, 4000, 1.5, 56, 16, 4)).toBe(4);
  });
});
