/**
 * `Idempotency-Key` on the calls that create a booking or an order (demo-hub/lib/idempotency.ts):
 * a repeat with the same key answers the first answer and has no second effect; the same key with
 * another request answers 422; answers lost on the way (cut connection, 5xx before the hub ran
 * the call) can be retried safely with the same key.
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn, type Answer } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

let serial = 0;
const newKey = () => `test-${Date.now()}-${++serial}`;

/** POST with an Idempotency-Key. */
function keyed<T = any>(path: string, body: unknown, session: string, key: string): Promise<Answer<T>> {
  return api.call<T>(path, { method: 'POST', body, session, headers: { 'Idempotency-Key': key } });
}

const admin = api.admin;

const ORDER = { confirmationMail: 'john@example.com', mobileNumber: '+44 7700 900123', paymentReference: 'CARD' };
/** A shore excursion in the cart of LIDO123 for passenger 1 (John) or 2 (Anna). */
const fillCart = async (sid: string, excursion: string, passenger = 1) => {
  const r = await api.post('passengers/cart', { excursion: { id: excursion }, passenger: { id: passenger } }, sid);
  expect(r.status, r.text).toBe(200);
};
/** Distinct group references in the guest's bookings list. */
const groupReferences = async (sid: string) => [...new Set(((await api.get('passengers/bookings', sid)).body as any[]).map((b) => b.groupReference))];

describe('shore-excursion order (passengers/cart/order)', () => {
  it('the same key twice: one order, the same groupReference, the repeat marked as replayed', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'AJA-BOAT');
    const before = await groupReferences(sid);
    const key = newKey();
    const first = await keyed('passengers/cart/order', ORDER, sid, key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await keyed('passengers/cart/order', ORDER, sid, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.groupReference).toBe(first.body.groupReference);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const after = await groupReferences(sid);
    expect(after.filter((g) => !before.includes(g))).toEqual([first.body.groupReference]);
  });

  it('the same key with the keys of the body in another order is the same request', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'LIV-FLO');
    const key = newKey();
    const first = await keyed('passengers/cart/order', ORDER, sid, key);
    const reordered = { paymentReference: ORDER.paymentReference, confirmationMail: ORDER.confirmationMail, mobileNumber: ORDER.mobileNumber };
    const again = await keyed('passengers/cart/order', reordered, sid, key);
    expect(again.status).toBe(200);
    expect(again.body.groupReference).toBe(first.body.groupReference);
  });

  it('different keys: two orders', async () => {
    const sid = await signIn(hub);
    const before = await groupReferences(sid);
    await fillCart(sid, 'PMI-CATH');
    const a = await keyed('passengers/cart/order', ORDER, sid, newKey());
    await fillCart(sid, 'NAP-POMP');
    const b = await keyed('passengers/cart/order', ORDER, sid, newKey());
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    expect(b.body.groupReference).not.toBe(a.body.groupReference);
    const created = (await groupReferences(sid)).filter((g) => !before.includes(g));
    expect(created.sort()).toEqual([a.body.groupReference, b.body.groupReference].sort());
  });

  it('the same key with another body answers 422 with a JSON message, and orders nothing', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'CIV-ROME');
    const key = newKey();
    const first = await keyed('passengers/cart/order', ORDER, sid, key);
    expect(first.status).toBe(200);
    await fillCart(sid, 'VFR-MON');
    const before = await groupReferences(sid);
    const other = await keyed('passengers/cart/order', { ...ORDER, paymentReference: 'CASH' }, sid, key);
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toContain('application/json');
    expect(other.body).toEqual({ error: 'idempotency_key_reused', message: expect.stringContaining('Idempotency-Key') });
    expect(await groupReferences(sid)).toEqual(before);
    expect((await api.get('passengers/cart', sid)).body.elements).toHaveLength(1);
    // the same key on another path is another request too
    expect((await keyed('photomatch/order', undefined, sid, key)).status).toBe(422);
  });

  it('keys belong to a session: the same key in another session is a new request', async () => {
    const a = await signIn(hub);
    const b = await signIn(hub);
    const key = newKey();
    await fillCart(a, 'MRS-CAL');
    const first = await keyed('passengers/cart/order', ORDER, a, key);
    expect(first.status, first.text).toBe(200);
    // same booking (LIDO123), other session: the hub runs it again and the cart is empty now
    const other = await keyed('passengers/cart/order', ORDER, b, key);
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('empty_cart');
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a repeat sent while the first is still running waits for it: still one order', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'VLC-CITY');
    const before = await groupReferences(sid);
    const key = newKey();
    const [a, b] = await Promise.all([keyed('passengers/cart/order', ORDER, sid, key), keyed('passengers/cart/order', ORDER, sid, key)]);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    expect(b.body.groupReference).toBe(a.body.groupReference);
    expect((await groupReferences(sid)).filter((g) => !before.includes(g))).toEqual([a.body.groupReference]);
  });
});

describe('retrying a lost answer with the same key', () => {
  it('the connection is cut after the order was placed: the retry gets the order, one order exists', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'AJA-BOAT', 2);
    const before = await groupReferences(sid);
    const key = newKey();
    await admin('/faults', 'POST', { pattern: 'POST /api/passengers/cart/order', dropStream: true, times: 1 });
    await expect(keyed('passengers/cart/order', ORDER, sid, key)).rejects.toThrow();
    const retry = await keyed('passengers/cart/order', ORDER, sid, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await groupReferences(sid)).filter((g) => !before.includes(g))).toEqual([retry.body.groupReference]);
  });

  it('an unreadable (malformed) answer: the retry gets the stored, well-formed one', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'LIV-FLO', 2);
    const key = newKey();
    await admin('/faults', 'POST', { pattern: 'POST /api/passengers/cart/order', malformedJson: true, times: 1 });
    const garbled = await keyed('passengers/cart/order', ORDER, sid, key);
    expect(() => JSON.parse(garbled.text)).toThrow();
    const retry = await keyed('passengers/cart/order', ORDER, sid, key);
    expect(retry.body.groupReference).toMatch(/^GRP-/);
  });

  it('a 5xx before the hub ran the call is not stored: the retry places the order', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'PMI-CATH', 2);
    const key = newKey();
    await admin('/faults', 'POST', { pattern: 'POST /api/passengers/cart/order', status: 503, times: 1 });
    expect((await keyed('passengers/cart/order', ORDER, sid, key)).status).toBe(503);
    const retry = await keyed('passengers/cart/order', ORDER, sid, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.groupReference).toMatch(/^GRP-/);
  });

  it('a client error is stored like any answer: the same key and body replays it', async () => {
    const sid = await signIn(hub);
    const key = newKey();
    const bad = { ...ORDER, confirmationMail: 'not-an-email' };
    const first = await keyed('passengers/cart/order', bad, sid, key);
    expect(first.status).toBe(400);
    const again = await keyed('passengers/cart/order', bad, sid, key);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('an expired session gets 403 for a known key, not the stored answer', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'NAP-POMP', 2);
    const key = newKey();
    expect((await keyed('passengers/cart/order', ORDER, sid, key)).status).toBe(200);
    await admin('/session-expire', 'POST', { sessionId: sid });
    const expired = await keyed('passengers/cart/order', ORDER, sid, key);
    expect(expired.status).toBe(403);
    expect(expired.body.error).toBe('session_invalid');
  });

  it('without the header nothing changes: a second order call runs again', async () => {
    const sid = await signIn(hub);
    await fillCart(sid, 'MRS-CAL', 2);
    expect((await api.post('passengers/cart/order', ORDER, sid)).status).toBe(200);
    expect((await api.post('passengers/cart/order', ORDER, sid)).body.error).toBe('empty_cart');
  });

  it('rejects an unusable key with 400', async () => {
    const sid = await signIn(hub);
    const long = await keyed('passengers/cart/order', ORDER, sid, 'k'.repeat(256));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('invalid_idempotency_key');
  });
});

describe('every booking and order call honours the key', () => {
  it('excursions/book/{id}: one booking, the same bookingReference, availability drops once', async () => {
    const sid = await signIn(hub);
    const all: any[] = [];
    for (let day = 6; day <= 15; day++) all.push(...(await api.get(`excursions/byDay?day=${day}`)).body);
    const e = all.find((x) => x.currentAvailability > 20 && x.minimumAge === 0 && !x.closedForOnlineBooking)!;
    const body = { excursionId: e.id, guests: [{ accountNumber: '100201' }] };
    const key = newKey();
    const first = await keyed(`excursions/book/${e.id}`, body, sid, key);
    expect(first.body).toMatchObject({ failed: false, bookingReference: expect.stringMatching(/^EXC-/) });
    const again = await keyed(`excursions/book/${e.id}`, body, sid, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.get(`excursions/checkAvailability/${e.id}`)).body.currentAvailability).toBe(e.currentAvailability - 1);
    // without the key the same request is a second attempt (and fails: already booked)
    expect((await api.post(`excursions/book/${e.id}`, body, sid)).body).toMatchObject({
      failed: true,
      systemInformation: expect.stringMatching(/AlreadyBooked/),
    });
    expect((await keyed(`excursions/book/${e.id}`, { ...body, guests: [{ accountNumber: '100200' }] }, sid, key)).status).toBe(422);
  });

  it.each(['activity/book/7102', 'dining/book/7204', 'spa/book/7303'])('%s: one booking, the same reference', async (path) => {
    const sid = await signIn(hub);
    const id = Number(path.split('/')[2]);
    const persons = path.startsWith('spa') ? 1 : 2;
    const slots = (await api.post(path.replace('/book/', '/availabilityTimes/'), { date: dmy(3), bookingRequest: { numberOfPersons: persons } }, sid))
      .body as any[];
    const slot = slots[slots.length - 1];
    const body = { numberOfPersons: persons, date: dmy(3), fromTime: slot.fromTime, toTime: slot.toTime, objectId: id };
    const apptsBefore = ((await api.get('pms/accounts/appointments', sid)).body as any[]).length;
    const key = newKey();
    const first = await keyed(path, body, sid, key);
    expect(first.body).toMatchObject({ reference: expect.any(String), error: null });
    const again = await keyed(path, body, sid, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await api.get('pms/accounts/appointments', sid)).body as any[]).length).toBe(apptsBefore + 1);
    expect(
      (await keyed(path, { ...body, numberOfPersons: persons === 1 ? 1 : 3, fromTime: slots[0].fromTime, toTime: slots[0].toTime }, sid, key)).status,
    ).toBe(422);
  });

  it('photomatch/order: one order, the same orderId', async () => {
    const sid = await signIn(hub);
    const photos = (await api.get('photomatch/cabinImages', sid)).body as any[];
    await api.post('photomatch/addToCart', { photos: [{ id: photos[1].id, variants: [{ id: 'P8X10', count: 1 }] }] }, sid);
    const before = ((await api.get('photomatch/orders', sid)).body as any[]).length;
    const key = newKey();
    const first = await keyed('photomatch/order', undefined, sid, key);
    expect(first.body.orderId).toMatch(/^PH-/);
    const again = await keyed('photomatch/order', undefined, sid, key);
    expect(again.body.orderId).toBe(first.body.orderId);
    const orders = (await api.get('photomatch/orders', sid)).body as any[];
    expect(orders).toHaveLength(before + 1);
    expect(orders.filter((o) => o.orderId === first.body.orderId)).toHaveLength(1);
  });
});

describe('the write log (GET /__admin/writes)', () => {
  it('logs each keyed write once as ran, its repeats as replayed, and no faulted attempt; filters by key and path', async () => {
    const sid = await signIn(hub);
    const key = newKey();
    const report = { description: `Lamp flickers ${key}`, category: { id: 1 } };
    await admin('/faults', 'POST', { pattern: 'POST /api/problem/report', status: 500, times: 1 });
    expect((await keyed('problem/report', report, sid, key)).status).toBe(500);
    expect((await keyed('problem/report', report, sid, key)).status).toBe(200);
    expect((await keyed('problem/report', report, sid, key)).status).toBe(200);
    const logged = (await admin<any[]>(`/writes?key=${encodeURIComponent(key)}`)).body;
    expect(logged.map((entry) => [entry.method, entry.path, entry.outcome, entry.status])).toEqual([
      ['POST', '/api/problem/report', 'ran', 200],
      ['POST', '/api/problem/report', 'replayed', 200],
    ]);
    expect((await admin<any[]>(`/writes?key=${encodeURIComponent(key)}&path=/api/ratings/answer`)).body).toEqual([]);
  });
});

describe('CORS', () => {
  it('preflights allow the Idempotency-Key header and expose Idempotent-Replayed', async () => {
    const res = await fetch(`${hub.url}/api/passengers/cart/order`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'idempotency-key, x-session-id, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    expect(res.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
  });
});
