import { describe, expect, test } from 'vitest';
import { imageAtWidth } from '../../core/format/images';
import { hasShipData, swatchColours } from './ship-logic';

describe('ship detail helpers', () => {
  test('thumbnails: the address with width 200', () => {
    expect(imageAtWidth('http://hub/api/blobs/image?reference=ship&width=800', 200)).toBe('http://hub/api/blobs/image?reference=ship&width=200');
    expect(imageAtWidth('not a url', 200)).toBe('not a url');
  });
  test("'No Ship Data' for null, lists and nameless answers", () => {
    expect(hasShipData(null)).toBe(false);
    expect(hasShipData([] as never)).toBe(false);
    expect(hasShipData({ shipCode: 'X', shipName: ' ' })).toBe(false);
    expect(hasShipData({ shipCode: 'X', shipName: 'Aurora' })).toBe(true);
  });
  test('swatches: hex without # becomes a colour; other text is left out', () => {
    expect(swatchColours(['F2A541', 'abc', 'red', '#123456'])).toEqual(['#F2A541', '#abc']);
    expect(swatchColours(null)).toEqual([]);
  });
});
