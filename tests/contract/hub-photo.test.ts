/**
 * The photo calls the photo shop makes (001 §7) and the demo hub fixes of issue 17: photo times
 * as real ISO times never later than now, removeFromCart of what the basket does not hold is a
 * 404, ZIP entries carry a valid date; consent null → true → false; the Photoshop allowed check;
 * orders with downloads.
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

describe('photo service (client calls)', () => {
  it('cabin photos: takenAt is an ISO time (two-digit hours), never later than now', async () => {
    const sid = await signIn(hub);
    const photos = (await api.get('photomatch/cabinImages', sid)).body as any[];
    expect(photos.length).toBe(14);
    for (const photo of photos) {
      expect(photo.takenAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(new Date(photo.takenAt).getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(photos[0]).toMatchObject({ id: 'AUR/D0/7012-0001', thumbUrl: expect.stringContaining('/api/photomatch/image/AUR:D0:7012-0001?thumb') });
  });

  it('removeFromCart of a photo or package the basket does not hold answers 404 and changes nothing', async () => {
    const sid = await signIn(hub);
    const photos = (await api.get('photomatch/cabinImages', sid)).body as any[];
    await api.post('photomatch/emptyCart', undefined, sid);
    await api.post('photomatch/addToCart', { photos: [{ id: photos[0].id, variants: [{ id: 'P6X8', count: 1 }] }] }, sid);
    const unknown = await api.post('photomatch/removeFromCart', { photos: [{ id: 'AUR:D0:7012-9999' }] }, sid);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_in_cart');
    expect((await api.post('photomatch/removeFromCart', { bulk: 'ALLDIGITAL' }, sid)).status).toBe(404);
    expect((await api.get('photomatch/cart', sid)).body.totals.photoCount).toBe(1);
    const removed = await api.post('photomatch/removeFromCart', { photos: [{ id: photos[0].id.replaceAll('/', ':') }] }, sid);
    expect(removed.status).toBe(200);
    expect(removed.body.totals.photoCount).toBe(0);
  });

  it('the ZIP of a ready order: entries dated today (valid MS-DOS date), one per photo', async () => {
    const sid = await signIn(hub);
    const orders = (await api.get('photomatch/orders', sid)).body as any[];
    const ready = orders.find((order) => order.orderId === 'PH-0901');
    expect(ready.digital.photos).toHaveLength(14);
    expect(ready.digital.zip).toContain('/api/photomatch/downloadzip/PH-0901.zip');
    const response = await fetch(ready.digital.zip);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    const date = bytes.readUInt16LE(12);
    const today = new Date();
    expect({ year: 1980 + (date >> 9), month: (date >> 5) & 15, day: date & 31 }).toEqual({
      year: today.getFullYear(),
      month: today.getMonth() + 1,
      day: today.getDate(),
    });
    const view = await fetch(`${ready.digital.photos[0].url}?thumb`);
    expect(view.headers.get('content-type')).toBe('image/jpeg');
    const notReady = orders.find((order) => order.orderId === 'PH-0902');
    expect(notReady.digital).toMatchObject({ statusNotReady: true, photos: [], zip: null });
    expect((await fetch(`${hub.url}/api/photomatch/downloadzip/PH-0902.zip`)).status).toBe(409);
  });

  it('consent: null at first access, then true, then false', async () => {
    const sid = await signIn(hub, 'muster');
    expect((await api.get('photo/passenger/consent', sid)).body).toBe(null);
    expect((await api.post('photo/passenger/consent/true', undefined, sid)).body).toBe(true);
    expect((await api.get('photo/passenger/consent', sid)).body).toBe(true);
    expect((await api.post('photo/passenger/consent/false', undefined, sid)).body).toBe(false);
    expect((await api.get('photo/passenger/consent', sid)).body).toBe(false);
    expect((await api.get('photo/passenger/consent')).status).toBe(403);
  });

  it('conditions/allowed/Photoshop: a blocked guest is not allowed, with a message; an order of theirs is refused', async () => {
    expect((await api.get('conditions/allowed/Photoshop', await signIn(hub))).body).toEqual({ allowed: true, message: null });
    const blocked = await signIn(hub, 'blocked');
    const answer = (await api.get('conditions/allowed/Photoshop', blocked)).body;
    expect(answer.allowed).toBe(false);
    expect(answer.message).toContain('on hold');
    expect((await api.get('pms/account/status', blocked)).body.isBlocked).toBe(true);
    const photos = (await api.get('photomatch/cabinImages', blocked)).body as any[];
    await api.post('photomatch/addToCart', { photos: [{ id: photos[0].id, variants: [{ id: 'DIG', count: 1 }] }] }, blocked);
    expect((await api.post('photomatch/order', undefined, blocked)).status).toBe(409);
  });
});
