/**
 * Guest writes survive a restart of the hub (same data directory): carts, orders, bookings,
 * feedback answers, problem reports, muster video-seen, photo consent, PIN changes, cabin-message
 * read status, venue bookings, and the sessions themselves. A reseed (admin reset) clears them.
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

describe('persistence across a restart', () => {
  it('keeps every kind of guest write', async () => {
    const sid = await signIn(hub);
    // shore-excursion cart and order
    await api.post('passengers/cart', { excursion: { id: 'CIV-ROME' }, passenger: { id: 1 } }, sid);
    const order = (await api.post('passengers/cart/order', { confirmationMail: 'john@example.com', paymentReference: 'CARD' }, sid)).body;
    await api.post('passengers/cart', { excursion: { id: 'VFR-MON' }, passenger: { id: 2 } }, sid);
    // onboard excursion booking
    const onboard = (await api.get('excursions/byDay?day=12')).body.find(
      (e: any) => e.currentAvailability > 5 && !e.closedForOnlineBooking && e.minimumAge === 0,
    );
    const booking = (await api.post(`excursions/book/${onboard.id}`, { excursionId: onboard.id, guests: [{ accountNumber: '100201' }] }, sid)).body;
    expect(booking.failed).toBe(false);
    // venue booking
    const slot = (await api.post('dining/availabilityTimes/7204', { date: dmy(3), bookingRequest: { numberOfPersons: 4 } }, sid)).body[0];
    const table = (await api.post('dining/book/7204', { numberOfPersons: 4, date: dmy(3), fromTime: slot.fromTime, toTime: slot.toTime, objectId: 7204 }, sid))
      .body;
    expect(table.reference).toMatch(/^DIN-/);
    // photo basket, order and consent
    const photos = (await api.get('photomatch/cabinImages', sid)).body as any[];
    await api.post('photomatch/addToCart', { photos: [{ id: photos[1].id, variants: [{ id: 'DIG', count: 1 }] }] }, sid);
    const photoOrder = (await api.post('photomatch/order', undefined, sid)).body;
    await api.post('photomatch/addToCart', { photos: [{ id: photos[2].id, variants: [{ id: 'P6X8', count: 3 }] }] }, sid);
    await api.post('photo/passenger/consent/true', undefined, sid);
    // feedback, problem, muster, cabin message
    const answer = (await api.post('ratings/answer', { id: 3, fields: [], answers: [{ id: 6, rating: 8 }] }, sid)).body;
    const problem = (await api.post('problem/report', { categoryId: 4, description: 'The TV shows no channels.' }, sid)).body;
    await api.post(
      'muster/passenger/updateVideoSeen',
      {
        passengers: [
          { accountId: '100200', isVideoWatched: true },
          { accountId: '100203', isVideoWatched: true },
        ],
      },
      sid,
    );
    const message = (await api.get('cabinmessage/get/app', sid)).body.find((m: any) => m.recipientMessageStatus === 'Sent');
    await api.post(`cabinmessage/read/app/${message.sourceMessageId}`, undefined, sid);
    // PIN change of the guest who must change it
    const jones = (await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100300', location: '7014', pinNo: '0000' })).body
      .sessionId;
    expect((await api.post('pms/changePin', { currentPin: '0000', newPin: '9753' }, jones)).body).toBe('');

    await hub.restart();

    // the session itself survives
    expect((await api.get('passengers/cart', sid)).status).toBe(200);
    expect((await api.get('passengers/cart', sid)).body.elements.map((e: any) => e.excursion.id)).toEqual(['VFR-MON']);
    expect((await api.get('passengers/bookings', sid)).body.some((b: any) => b.groupReference === order.groupReference && b.excursionId === 'CIV-ROME')).toBe(
      true,
    );
    expect((await api.get(`excursions/findApplicableGuests/${onboard.id}`, sid)).body.find((g: any) => g.accountNumber === '100201').ineligibilityReason).toBe(
      'AlreadyBooked',
    );
    expect((await api.get('pms/accounts/appointments', sid)).body.some((a: any) => a.excursionCode === 'DIN-TRA' && a.date === dmy(3))).toBe(true);
    expect((await api.get('photomatch/orders', sid)).body[0].orderId).toBe(photoOrder.orderId);
    expect((await api.get('photomatch/cart', sid)).body.totals.photoCount).toBe(1);
    expect((await api.get('photo/passenger/consent', sid)).body).toBe(true);
    expect((await api.get('ratings/answers', sid)).body.some((a: any) => a.id === answer.id)).toBe(true);
    expect((await api.get('problem/report', sid)).body[0]).toMatchObject({ id: problem.id, description: 'The TV shows no channels.' });
    const muster = (await api.get('muster/passenger', sid)).body as any[];
    expect(
      muster
        .filter((p) => p.isVideoWatched)
        .map((p) => p.accountNumber)
        .sort(),
    ).toEqual(['100200', '100201', '100203']);
    expect((await api.get('cabinmessage/get/app', sid)).body.find((m: any) => m.sourceMessageId === message.sourceMessageId).recipientMessageStatus).toBe(
      'Read',
    );
    expect((await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100300', location: '7014', pinNo: '0000' })).status).toBe(401);
    const relogin = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100300', location: '7014', pinNo: '9753' });
    expect(JSON.parse(relogin.body.pms.information).isPinChangeRequired).toBe(false);
  }, 60_000);

  it('POST /__admin/reset reseeds: writes and sessions are gone, the seed is back', async () => {
    const sid = await signIn(hub);
    await api.post('problem/report', { categoryId: 1, description: 'Too cold.' }, sid);
    const reset = await fetch(`${hub.url}/__admin/reset`, { method: 'POST' });
    expect(await reset.json()).toEqual({ reset: true });
    expect((await api.get('problem/report', sid)).status).toBe(403);
    const fresh = await signIn(hub);
    expect((await api.get('problem/report', fresh)).body.some((p: any) => p.description === 'Too cold.')).toBe(false);
    expect((await api.get('photo/passenger/consent', fresh)).body).toBeNull();
    expect((await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100300', location: '7014', pinNo: '0000' })).status).toBe(200);
  });

  it('--reset at start reseeds', async () => {
    const sid = await signIn(hub);
    await api.post('photo/passenger/consent/false', undefined, sid);
    await hub.restart(['--reset']);
    const fresh = await signIn(hub);
    expect((await api.get('photo/passenger/consent', fresh)).body).toBeNull();
  }, 30_000);
});
