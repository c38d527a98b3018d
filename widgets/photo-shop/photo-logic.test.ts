import { describe, expect, test } from 'vitest';
import {
  basketHasItems,
  clampCount,
  downloadFileName,
  countsInCart,
  isUnlimited,
  offersZip,
  photoRoute,
  photoView,
  photoViewOf,
  PHOTO_VIEWS,
  photosInCart,
  statusText,
} from './photo-logic';

describe('photo rules (001 §3, §5, §9)', () => {
  test('a quantity is never below 0; a digital variant at most 1', () => {
    expect(clampCount({ digital: false }, -1)).toBe(0);
    expect(clampCount({ digital: false }, 3)).toBe(3);
    expect(clampCount({ digital: false }, 2.7)).toBe(2);
    expect(clampCount({ digital: false }, Number.NaN)).toBe(0);
    expect(clampCount({ digital: false }, 500)).toBe(99);
    expect(clampCount({ digital: true }, 2)).toBe(1);
    expect(clampCount({ digital: true }, 0)).toBe(0);
  });

  test('status: underscores shown as spaces', () => {
    expect(statusText('Ready_for_download')).toBe('Ready for download');
    expect(statusText(undefined)).toBe('');
  });

  test('a discounted count above 10 is unlimited', () => {
    expect(isUnlimited(10)).toBe(false);
    expect(isUnlimited(11)).toBe(true);
    expect(isUnlimited(3)).toBe(false);
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(undefined)).toBe(false);
  });

  test('an order needs a grand total above 0 or photos', () => {
    expect(basketHasItems({ totals: { grandTotal: 0, photoCount: 0 } })).toBe(false);
    expect(basketHasItems({ totals: { grandTotal: 0, photoCount: 1 } })).toBe(true);
    expect(basketHasItems({ totals: { grandTotal: 149, photoCount: 0 } })).toBe(true);
    expect(basketHasItems(null)).toBe(false);
  });

  test('the ZIP from more than 9 photos', () => {
    expect(offersZip(9)).toBe(false);
    expect(offersZip(10)).toBe(true);
  });

  test('counts and photos of the basket', () => {
    const cart = {
      photoGroups: [
        {
          id: 'G',
          photos: [
            {
              id: 'A/1',
              variants: [
                { id: 'P6X8', count: 2 },
                { id: 'DIG', count: 1 },
              ],
            },
            { id: 'A/2', variants: [] },
          ],
        },
      ],
    };
    expect(countsInCart(cart, 'A/1')).toEqual({ P6X8: 2, DIG: 1 });
    expect(countsInCart(cart, 'B')).toEqual({});
    expect([...photosInCart(cart)]).toEqual(['A/1', 'A/2']);
  });

  test('routes and views', () => {
    expect(photoViewOf('/photomatch/orderDetail')).toBe('orderdetail');
    expect(photoViewOf('/photomatch/cart?x=1')).toBe('cart');
    expect(photoViewOf('/photomatch/unknown')).toBe(null);
    expect(photoViewOf('/problem/new')).toBe(null);
    expect(photoViewOf('/photomatch/%E0%A4%A')).toBe(null);
    expect(photoRoute('orderdetail')).toBe('/photomatch/orderDetail');
    expect(photoRoute('myphotos')).toBe('/photomatch/myphotos');
    // every view's route reads back to it (the one matcher, the meta's pages)
    for (const view of PHOTO_VIEWS) expect(photoViewOf(photoRoute(view))).toBe(view);
    expect(photoView('orders')).toBe('orders');
    expect(photoView('unknown')).toBe(null);
  });
});

describe('downloadFileName', () => {
  test('the last part of the hub name, with the extension its type implies when it has none', () => {
    expect(downloadFileName('AUR/D0/7012-0001', 'photo', 'image/jpeg')).toBe('7012-0001.jpg');
    expect(downloadFileName('AUR/D0/7012-0001', 'photo', 'image/png')).toBe('7012-0001.png');
    expect(downloadFileName('PH-0901.zip', 'zip', 'application/zip')).toBe('PH-0901.zip');
    expect(downloadFileName('PH-0901', 'zip', '')).toBe('PH-0901.zip');
    expect(downloadFileName('sunset.jpeg', 'photo', 'application/octet-stream')).toBe('sunset.jpeg');
    expect(downloadFileName('a:b*c?', 'photo', 'image/jpeg')).toBe('a-b-c-.jpg');
    expect(downloadFileName('AUR/', 'photo', 'image/jpeg')).toBe('photo.jpg');
  });
});
