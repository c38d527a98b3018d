/**
 * Shore-excursion commerce (001 §3–§9, 000 §9): the seed cases a client is tried against — every
 * eligibility status reachable by a seeded guest without prior writes, ages from dates of birth,
 * the price cases, closed for online booking, the catalogue version header — and the order's
 * Idempotency-Key (same key → same groupReference, one order).
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

/** first name → status of a catalogue detail's passengers */
async function statuses(path: string, session: string): Promise<Record<string, string | null>> {
  const answer = await api.get(`catalogue/cruise/${path}`, session);
  expect(answer.status).toBe(200);
  return Object.fromEntries((answer.body.passengers as { firstName: string; status: string | null }[]).map((p) => [p.firstName, p.status]));
}

function ageOn(dob: string, now = new Date()): number {
  const [d, m, y] = dob.split('/').map(Number) as [number, number, number];
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return age;
}

describe('eligibility seed cases (001 §5), no prior writes', () => {
  it('the default booking reaches MinimumAge, MaximumAge, AlreadyBooked, FirstCruiseDay, LastCruiseDay, NoPriceAvailable, TimeOverlapWithOtherBooking', async () => {
    const sid = await signIn(hub);
    expect(await statuses('7/NAP-WINE', sid)).toMatchObject({ John: null, Tom: 'MinimumAge', Lily: 'MinimumAge' });
    expect(await statuses('4/AJA-JETSKI', sid)).toMatchObject({ John: 'MaximumAge', Anna: null, Tom: 'MinimumAge' });
    expect(await statuses('9/KAT-OLIVE', sid)).toMatchObject({ John: 'AlreadyBooked', Anna: 'AlreadyBooked', Tom: null });
    expect(await statuses('1/BCN-GAUDI', sid)).toEqual({ John: null, Anna: 'FirstCruiseDay', Tom: null, Lily: null });
    expect(await statuses('15/BCN-LAST', sid)).toEqual({ John: 'LastCruiseDay', Anna: null, Tom: null, Lily: null });
    expect(await statuses('6/CIV-VAT', sid)).toMatchObject({ John: null, Tom: 'NoPriceAvailable', Lily: null });
    expect(await statuses('9/KAT-OLYMPIA', sid)).toEqual({ John: 'TimeOverlapWithOtherBooking', Anna: 'TimeOverlapWithOtherBooking', Tom: null, Lily: null });
  });

  it('the Jones booking (Sarah, 100301 / 7014 / PIN 0000) reaches TimeOverlapWithOtherCartEntry from its seeded cart', async () => {
    const login = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100301', location: '7014', pinNo: '0000' });
    const sid = login.body.sessionId as string;
    expect((await api.get('passengers/cart', sid)).body.elements.map((e: { excursion: { id: string } }) => e.excursion.id)).toEqual(['LIV-FLO', 'LIV-FLO']);
    expect(await statuses('5/LIV-PISA', sid)).toEqual({ Peter: 'TimeOverlapWithOtherCartEntry', Sarah: 'TimeOverlapWithOtherCartEntry' });
  });

  it('ages come from the dates of birth', async () => {
    const sid = await signIn(hub);
    const onboard = (await api.get('excursions/byDay?day=3')).body as { id: number }[];
    const guests = (await api.get(`excursions/findApplicableGuests/${onboard[0]!.id}`, sid)).body as { firstName: string; age: number }[];
    expect(Object.fromEntries(guests.map((g) => [g.firstName, g.age]))).toEqual({
      John: ageOn('14/06/1978'),
      Anna: ageOn('01/02/1980'),
      Tom: ageOn('03/09/2017'),
      Lily: ageOn('20/05/2024'),
    });
  });
});

describe('the voyage', () => {
  it("each port's cruise excursions are on that port's day (the code names the port: MLA- excursions of Malta sat on the Katakolon day)", async () => {
    /** port of call → the port code its excursions' codes start with */
    const CODES: Record<string, string> = {
      Barcelona: 'BCN',
      'Palma de Mallorca': 'PMI',
      Ajaccio: 'AJA',
      Livorno: 'LIV',
      Civitavecchia: 'CIV',
      Naples: 'NAP',
      Katakolon: 'KAT',
      Messina: 'MSN',
      'Villefranche-sur-Mer': 'VFR',
      Marseille: 'MRS',
      Valencia: 'VLC',
    };
    const schedules = (await api.get('itinerary/schedules')).body as { id: number; atSea: boolean; title: string }[];
    let seen = 0;
    for (let day = 1; day <= 15; day++) {
      const list = (await api.get(`catalogue/cruise/${day}`)).body as { id: string; port: { name: string }; name: string }[];
      for (const excursion of list) {
        seen++;
        expect(CODES[excursion.port.name], `${excursion.id} (day ${day}, ${excursion.port.name})`).toBe(excursion.id.split('-')[0]);
        expect(schedules.find((s) => s.id === day)?.title, `${excursion.id}: day ${day}'s port`).toContain(excursion.port.name.split('-')[0]);
      }
    }
    expect(seen).toBeGreaterThan(15);
  });
});

describe('price cases and notices', () => {
  it('child price null (N/A), 0 (FREE), a minimum age above 2, closed for online booking with no description', async () => {
    expect((await api.get('catalogue/cruise/6/CIV-VAT')).body.price).toMatchObject({ adult: 89, child: null });
    expect((await api.get('catalogue/cruise/9/KAT-OLYMPIA')).body.price).toMatchObject({ adult: 49, child: 0 });
    expect((await api.get('catalogue/cruise/4/AJA-BOAT')).body.minimumAge).toBe(4);
    const bike = (await api.get('catalogue/cruise/13/MRS-BIKE')).body;
    expect(bike).toMatchObject({ closedForOnlineBooking: true, description: '' });
    expect((await api.get('catalogue/cruise/10/MSN-ETNA')).body.availability).toBe(0);
    const sid = await signIn(hub);
    const refused = await api.post('passengers/cart', { excursion: { id: 'MRS-BIKE' }, passenger: { id: 1 } }, sid);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('ClosedForOnlineBooking');
  });

  it('X-Catalogue-Version: absent or 2 is version 2; anything else is 400 invalid_version', async () => {
    expect((await api.get('catalogue/cruise/3/PMI-CATH')).body.meta.version).toBe('2');
    expect((await api.get('catalogue/cruise/3/PMI-CATH', null, { 'X-Catalogue-Version': '2' })).body.meta.version).toBe('2');
    const one = await api.get('catalogue/cruise/3/PMI-CATH', null, { 'X-Catalogue-Version': '1' });
    expect(one.status).toBe(400);
    expect(one.body.error).toBe('invalid_version');
  });
});

describe('the order is placed once (Idempotency-Key)', () => {
  it('the same key answers the same groupReference and orders once; bookings carry start time and duration', async () => {
    const sid = await signIn(hub);
    await api.post(
      'passengers/cart',
      [
        { excursion: { id: 'PMI-CATH' }, passenger: { id: 1 } },
        { excursion: { id: 'PMI-CATH' }, passenger: { id: 3 } },
      ],
      sid,
    );
    const order = (key: string) =>
      api.call('passengers/cart/order', {
        method: 'POST',
        session: sid,
        headers: { 'Idempotency-Key': key },
        body: { confirmationMail: 'john@example.com', mobileNumber: '', paymentReference: 'CARD' },
      });
    const first = await order('order-key-1');
    const second = await order('order-key-1');
    expect(first.status).toBe(200);
    expect(second.body.groupReference).toBe(first.body.groupReference);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const bookings = (await api.get('passengers/bookings', sid)).body as {
      groupReference: string;
      excursionId: string;
      startTime: string;
      duration: number;
      date: string;
    }[];
    const mine = bookings.filter((b) => b.groupReference === first.body.groupReference);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ excursionId: 'PMI-CATH', startTime: '09:00', duration: 210, date: dmy(2) });
    // a new key with the emptied cart orders nothing
    expect((await order('order-key-2')).body.error).toBe('empty_cart');
  });
});
