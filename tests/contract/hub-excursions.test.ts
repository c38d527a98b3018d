/**
 * Excursions (001): onboard excursions and booking, conditions, the cruise/resort catalogue,
 * the shore-excursion cart, order and bookings, third-party activities via the hub.
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, ymd, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

async function allExcursions(): Promise<any[]> {
  const out: any[] = [];
  for (let day = 1; day <= 15; day++) out.push(...(await api.get(`excursions/byDay?day=${day}`)).body);
  return out;
}

describe('onboard excursions', () => {
  it('lists by day (number, today, tomorrow) and by date, with the Excursion fields', async () => {
    const byDay = (await api.get('excursions/byDay?day=3')).body as any[];
    expect(byDay.length).toBeGreaterThan(2);
    const e = byDay[0];
    expect(e).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      date: dmy(2),
      day: 3,
      timeOfDay: expect.any(String),
      fromTime: expect.any(String),
      startTime: expect.any(String),
      duration: expect.any(Number),
      publishedDuration: expect.any(String),
      bookingCode: expect.any(String),
      minimumAge: expect.any(Number),
      price: { adult: expect.any(Number) },
      categories: expect.arrayContaining([{ name: expect.any(String) }]),
      currentAvailability: expect.any(Number),
    });
    expect(e.tags[0]).toEqual({ id: expect.any(Number), name: expect.any(String), imageUrl: expect.any(Number) });
    expect(e).toHaveProperty('waiverPdfUrl');
    expect((await api.get(`excursions/byDate?dateAsString=${dmy(2)}`)).body).toEqual(byDay);
    expect((await api.get('excursions/byDay?day=tomorrow')).body).toEqual((await api.get('excursions/byDay?day=2')).body);
    expect((await api.get('excursions/byDay?day=today')).body[0].date).toBe(dmy(0));
  });

  it('covers the availability bands, sold out, closed for online booking and child prices', async () => {
    const all = await allExcursions();
    const avail = all.map((e) => e.currentAvailability);
    expect(avail.some((a) => a >= 1 && a <= 9)).toBe(true);
    expect(avail.some((a) => a >= 10 && a <= 20)).toBe(true);
    expect(avail.some((a) => a > 20)).toBe(true);
    expect(avail.some((a) => a === 0)).toBe(true);
    expect(all.some((e) => e.closedForOnlineBooking)).toBe(true);
    expect(all.some((e) => e.price.child === 0)).toBe(true);
    expect(all.some((e) => e.price.child === null)).toBe(true);
    expect(all.some((e) => e.minimumAge > 2 && e.minimumAge <= 12)).toBe(true);
    expect(all.some((e) => e.minimumAge > 12)).toBe(true);
    expect(all.some((e) => e.waiverPdfUrl?.url?.endsWith('.pdf'))).toBe(true);
  });

  it('detail, availability, tags, descriptions of every type, images', async () => {
    const e = (await api.get('excursions/byDay?day=3')).body[0];
    expect((await api.get(`excursions/${e.id}`)).body).toEqual(e);
    expect((await api.get(`excursions/checkAvailability/${e.id}`)).body).toEqual({
      currentAvailability: e.currentAvailability,
      availability: e.currentAvailability,
      closedForOnlineBooking: e.closedForOnlineBooking,
    });
    expect((await api.get(`excursions/availability/${e.id}`)).body).toMatchObject({ currentAvailability: e.currentAvailability });
    const tags = (await api.get('excursions/tags')).body as any[];
    expect(tags.length).toBe(7);
    const d = (await api.get(`descriptions/${e.id}`)).body as any[];
    expect(d.map((x) => x.descriptionType)).toEqual(['Description', 'WalkingInfo', 'Notes', 'Hint']);
    expect(d[0].value).toEqual({ default: expect.any(String), whitelisted: expect.any(String) });
    expect((await api.get(`blobs/images/${e.id}`)).body.length).toBeGreaterThan(0);
    expect((await api.get('excursions/999999')).status).toBe(404);
  });

  it('the whitelisted description variant has the hostile markup removed', async () => {
    // the hostile description is this test's fixture (the seed's descriptions are credible texts)
    const [e] = await allExcursions();
    const seeded = (await api.admin(`/docs/descriptions/${e.id}`)).body as any[];
    const hostile = '<p>Tour</p><img src="x" onerror="window.__lidoXss=1"><script>window.__lidoXss=2</script><a href="javascript:window.__lidoXss=3">More</a>';
    await api.admin(
      `/docs/descriptions/${e.id}`,
      'PUT',
      seeded.map((d, i) => (i === 0 ? { ...d, value: { ...d.value, default: hostile } } : d)),
    );
    try {
      const d = (await api.get(`descriptions/${e.id}`)).body[0];
      expect(d.value.default).toBe(hostile);
      expect(d.value.whitelisted).toContain('<p>Tour</p>');
      expect(d.value.whitelisted).not.toMatch(/onerror|<script|javascript:/);
    } finally {
      await api.admin(`/docs/descriptions/${e.id}`, 'PUT', seeded);
    }
  });

  it('findApplicableGuests: the party with prices and eligibility', async () => {
    const sid = await signIn(hub);
    const all = await allExcursions();
    const adultsOnly = all.find((e) => e.minimumAge >= 18 && e.currentAvailability > 0)!;
    const guests = (await api.get(`excursions/findApplicableGuests/${adultsOnly.id}`, sid)).body as any[];
    expect(guests).toHaveLength(4);
    expect(guests[0]).toMatchObject({
      accountNumber: '100200',
      accountName: 'Mr John Smith',
      firstName: 'John',
      lastName: 'Smith',
      price: adultsOnly.price.adult,
      eligible: true,
    });
    expect(guests.find((g) => g.firstName === 'Tom')).toMatchObject({ eligible: false, ineligibilityReason: 'MinimumAge' });
    expect((await api.get(`excursions/findApplicableGuests/${adultsOnly.id}`)).status).toBe(403);
  });

  it('books once: a double click fails AlreadyBooked and availability drops by the party size', async () => {
    const sid = await signIn(hub);
    const all = await allExcursions();
    const e = all.find((x) => x.day > 5 && x.currentAvailability > 20 && x.minimumAge === 0 && !x.closedForOnlineBooking)!;
    const guests = [
      { accountNumber: '100200', firstName: 'John', lastName: 'Smith' },
      { accountNumber: '100202', firstName: 'Tom', lastName: 'Smith' },
    ];
    const [a, b] = await Promise.all([
      api.post(`excursions/book/${e.id}`, { excursionId: e.id, guests }, sid),
      api.post(`excursions/book/${e.id}`, { excursionId: e.id, guests }, sid),
    ]);
    const results = [a.body, b.body];
    expect(results.filter((r) => r.failed === false)).toHaveLength(1);
    expect(results.find((r) => !r.failed)).toMatchObject({ bookingReference: expect.stringMatching(/^EXC-/) });
    expect(results.find((r) => r.failed).systemInformation).toMatch(/AlreadyBooked/);
    expect((await api.get(`excursions/checkAvailability/${e.id}`)).body.currentAvailability).toBe(e.currentAvailability - 2);
    const appts = (await api.get('pms/accounts/appointments', sid)).body as any[];
    expect(appts.filter((x) => x.excursionCode === e.bookingCode && x.bookingStatus === 'C')).toHaveLength(2);
  });

  it('refuses sold-out, closed, overbooked, child-only and foreign-guest bookings', async () => {
    const sid = await signIn(hub);
    const all = await allExcursions();
    const soldOut = all.find((x) => x.currentAvailability === 0 && !x.closedForOnlineBooking)!;
    expect((await api.post(`excursions/book/${soldOut.id}`, { guests: [{ accountNumber: '100200' }] }, sid)).body).toMatchObject({
      failed: true,
      systemInformation: expect.stringMatching(/SoldOut/),
    });
    const closed = all.find((x) => x.closedForOnlineBooking)!;
    expect((await api.post(`excursions/book/${closed.id}`, { guests: [{ accountNumber: '100200' }] }, sid)).body.failed).toBe(true);
    const few = all.find((x) => x.currentAvailability > 0 && x.currentAvailability < 4 && !x.closedForOnlineBooking);
    if (few) {
      const four = ['100200', '100201', '100202', '100203'].map((accountNumber) => ({ accountNumber }));
      expect((await api.post(`excursions/book/${few.id}`, { guests: four }, sid)).body.systemInformation).toMatch(/Overbooked/);
    }
    const family = all.find((x) => x.minimumAge === 0 && x.currentAvailability > 5 && !x.closedForOnlineBooking && x.id !== soldOut.id)!;
    expect((await api.post(`excursions/book/${family.id}`, { guests: [{ accountNumber: '100203' }] }, sid)).body).toMatchObject({
      failed: true,
      systemInformation: 'excursion_error_no_adult_on_excursion',
    });
    const foreign = await api.post(`excursions/book/${family.id}`, { guests: [{ accountNumber: '100300' }] }, sid);
    expect(foreign.status).toBe(400);
    expect((await api.post(`excursions/book/${family.id}`, { guests: [] }, sid)).status).toBe(400);
    expect((await api.post(`excursions/book/${family.id}`, { excursionId: 1, guests: [{ accountNumber: '100200' }] }, sid)).status).toBe(400);
  });
});

describe('conditions', () => {
  it('texts of every module with default values', async () => {
    for (const type of ['Excursion', 'Photoshop', 'Rating', 'dining', 'spa', 'activity']) {
      const c = (await api.get(`conditions/${type}`)).body;
      expect(c, type).toEqual({
        conditionText: { default: expect.any(String) },
        additionalConditionText: { default: expect.any(String) },
        salesMessage: { default: expect.any(String) },
      });
    }
    expect((await api.get('conditions/Excursion')).body.conditionText.default).toContain('18');
    expect((await api.get('conditions/Nothing')).status).toBe(404);
  });

  it('allowed checks: Excursion {allowed, messages}, Photoshop {allowed, message}; blocked guests are refused', async () => {
    const sid = await signIn(hub);
    expect((await api.get('conditions/allowed/Excursion', sid)).body).toEqual({ allowed: true, messages: [] });
    expect((await api.get('conditions/allowed/Photoshop', sid)).body).toEqual({ allowed: true, message: null });
    const blocked = await signIn(hub, 'blocked');
    const ex = (await api.get('conditions/allowed/Excursion', blocked)).body;
    expect(ex.allowed).toBe(false);
    expect(ex.messages[0]).toEqual(expect.any(String));
    expect((await api.get('conditions/allowed/Photoshop', blocked)).body).toEqual({ allowed: false, message: expect.any(String) });
    expect((await api.get('conditions/allowed/Excursion')).status).toBe(403);
  });
});

describe('cruise and resort excursion catalogue', () => {
  it('lists a port day and honours language and currency headers', async () => {
    const en = (await api.get('catalogue/cruise/3')).body as any[];
    expect(en.map((e) => e.id)).toEqual(['PMI-CATH', 'PMI-BEACH']);
    expect(en[0]).toMatchObject({
      type: 'CruiseExcursion',
      name: 'Palma cathedral and old town',
      price: { adult: 59, child: 35, currency: 'GBP' },
      itinerary: { id: 3, date: dmy(2) },
      port: { name: 'Palma de Mallorca' },
    });
    const de = (await api.get('catalogue/cruise/3', null, { 'X-Language': 'de-DE', 'X-Currency': 'EUR' })).body as any[];
    expect(de[0].name).toBe('Kathedrale und Altstadt von Palma');
    expect(de[0].price).toMatchObject({ adult: 69.03, currency: 'EUR' });
    const fallback = (await api.get('catalogue/cruise/3', null, { 'X-Language': 'nl-NL', 'X-Currency': 'USD' })).body as any[];
    expect(fallback[0]).toMatchObject({ name: 'Palma cathedral and old town', price: { adult: 74.93, currency: 'USD' } });
  });

  it('honours market, version and source headers', async () => {
    const us = (await api.get('catalogue/cruise/3', null, { 'X-Market': 'US', 'X-Source': 'lido-portal', 'X-Catalogue-Version': '2' })).body as any[];
    expect(us.map((e) => e.id)).toEqual(['PMI-CATH']);
    const detail = (await api.get('catalogue/cruise/3/PMI-CATH', null, { 'X-Source': 'lido-portal', 'X-Market': 'GB' })).body;
    expect(detail.meta).toEqual({ language: 'en-GB', currency: 'GBP', version: '2', source: 'lido-portal', market: 'GB' });
    expect((await api.get('catalogue/cruise/3/PMI-BEACH', null, { 'X-Market': 'US' })).status).toBe(404);
    expect((await api.get('catalogue/cruise/3', null, { 'X-Catalogue-Version': '1' })).status).toBe(400);
    expect((await api.get('catalogue/cruise/3', null, { 'X-Currency': 'JPY' })).status).toBe(400);
    expect((await api.get('catalogue/cruise/3', null, { 'X-Market': 'XX' })).status).toBe(400);
  });

  it('detail has highlights, included, important information, and party eligibility with a session', async () => {
    const anon = (await api.get('catalogue/cruise/7/NAP-WINE')).body;
    expect(anon).toMatchObject({
      highlights: expect.any(Array),
      included: expect.any(Array),
      importantInformation: expect.any(Array),
      description: expect.any(String),
      passengers: null,
    });
    const sid = await signIn(hub);
    const withParty = (await api.get('catalogue/cruise/7/NAP-WINE', sid)).body;
    expect(withParty.passengers.map((p: any) => [p.firstName, p.status])).toEqual([
      ['John', null],
      ['Anna', null],
      ['Tom', 'MinimumAge'],
      ['Lily', 'MinimumAge'],
    ]);
    expect((await api.get('catalogue/cruise/3/NAP-WINE')).status).toBe(404);
    expect((await api.get('catalogue/cruise/99')).status).toBe(404);
  });

  it('resort excursions have available dates (yyyy-mm-dd)', async () => {
    expect((await api.get('catalogue/resort')).body).toEqual([{ id: 'BCN', name: 'Barcelona', countryName: 'Spain', hotels: expect.any(Array) }]);
    const list = (await api.get('catalogue/resort/BCN')).body as any[];
    expect(list.map((e) => e.id)).toEqual(['BCN-SAGRADA', 'BCN-MONTS', 'BCN-FLAM']);
    const d = (await api.get('catalogue/resort/BCN/BCN-SAGRADA')).body;
    expect(d).toMatchObject({ type: 'ResortExcursion', destination: { name: 'Barcelona' }, resortId: 'BCN' });
    // only the days still bookable: the stay's nights before today are not offered (#30)
    expect(d.availableDates).not.toContain(ymd(-2));
    expect(d.availableDates).not.toContain(ymd(-1));
    expect(d.availableDates).toContain(ymd(15));
    expect((await api.get('catalogue/resort/XYZ')).status).toBe(404);
  });
});

describe('shore-excursion cart, order and bookings', () => {
  it('adds entries per passenger (idempotent), totals, and removes', async () => {
    const sid = await signIn(hub);
    const add = (passenger: number) => ({
      type: 'CruiseExcursion',
      excursion: { id: 'PMI-CATH' },
      itinerary: { id: 3 },
      date: dmy(2),
      passenger: { id: passenger },
    });
    const r = await api.post('passengers/cart', [add(1), add(2), add(3)], sid);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ totalPrice: 59 + 59 + 35, nrExcursions: 1 });
    expect(r.body.elements[0]).toMatchObject({
      id: expect.any(String),
      type: 'CruiseExcursion',
      excursion: { id: 'PMI-CATH', name: expect.any(String), port: 'Palma de Mallorca' },
      itinerary: { id: 3, date: dmy(2) },
      date: dmy(2),
      passenger: { id: 1, firstName: 'John', lastName: 'Smith' },
      price: 59,
    });
    expect((await api.post('passengers/cart', add(1), sid)).body.elements).toHaveLength(3);
    const removed = await api.post('passengers/cart', { ...add(3), action: 'remove' }, sid);
    expect(removed.body.elements).toHaveLength(2);
    expect((await api.get('passengers/cart', sid)).body.totalPrice).toBe(118);
    await api.post(
      'passengers/cart',
      [
        { ...add(1), action: 'remove' },
        { ...add(2), action: 'remove' },
      ],
      sid,
    );
    expect((await api.get('passengers/cart', sid)).body.elements).toEqual([]);
  });

  it('refuses ineligible passengers with the 001 §5 label as error code', async () => {
    const sid = await signIn(hub);
    const tom = (id: string, itin: number) => ({ excursion: { id }, itinerary: { id: itin }, passenger: { id: 3 } });
    expect((await api.post('passengers/cart', tom('NAP-WINE', 7), sid)).body.error).toBe('MinimumAge');
    expect((await api.post('passengers/cart', { excursion: { id: 'KAT-OLIVE' }, passenger: { id: 1 } }, sid)).body.error).toBe('AlreadyBooked');
    const jones = (await api.post('authentication/loginByPms', { accountNumber: '100300', location: '7014' })).body.sessionId;
    expect((await api.post('passengers/cart', { excursion: { id: 'BCN-GAUDI' }, passenger: { id: 5 } }, jones)).body.error).toBe('FirstCruiseDay');
    expect((await api.post('passengers/cart', { excursion: { id: 'BCN-LAST' }, passenger: { id: 5 } }, jones)).body.error).toBe('LastCruiseDay');
    await api.post('passengers/cart', { excursion: { id: 'LIV-FLO' }, passenger: { id: 1 } }, sid);
    const overlap = await api.post('passengers/cart', { excursion: { id: 'LIV-PISA' }, passenger: { id: 1 } }, sid);
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toBe('TimeOverlapWithOtherCartEntry');
    await api.post('passengers/cart', { excursion: { id: 'LIV-FLO' }, passenger: { id: 1 }, action: 'remove' }, sid);
    expect((await api.post('passengers/cart', { excursion: { id: 'MSN-ETNA' }, passenger: { id: 1 } }, sid)).body.error).toBe('SoldOut');
    expect((await api.post('passengers/cart', { excursion: { id: 'PMI-CATH' }, passenger: { id: 5 } }, sid)).status).toBe(400);
    expect(
      (await api.post('passengers/cart', { type: 'ResortExcursion', excursion: { id: 'BCN-SAGRADA' }, passenger: { id: 1 }, date: dmy(5) }, sid)).status,
    ).toBe(400);
    // a day of the stay that is over cannot go into the cart (#30)
    const past = await api.post('passengers/cart', { type: 'ResortExcursion', excursion: { id: 'BCN-SAGRADA' }, passenger: { id: 1 }, date: ymd(-1) }, sid);
    expect([past.status, past.body.error]).toEqual([400, 'invalid_date']);
  });

  it('orders: validates, needs an adult per excursion, answers groupReference, then bookings list it', async () => {
    const sid = await signIn(hub);
    expect((await api.post('passengers/cart/order', { confirmationMail: 'john@example.com', paymentReference: 'CARD' }, sid)).body).toMatchObject({
      error: 'empty_cart',
      message: 'No items in basket.',
    });
    await api.post('passengers/cart', { excursion: { id: 'AJA-BOAT' }, passenger: { id: 3 } }, sid);
    expect((await api.post('passengers/cart/order', { confirmationMail: 'john@example.com', paymentReference: 'CARD' }, sid)).body.error).toBe(
      'excursion_error_no_adult_on_excursion',
    );
    await api.post(
      'passengers/cart',
      [
        { excursion: { id: 'AJA-BOAT' }, passenger: { id: 1 } },
        { type: 'ResortExcursion', excursion: { id: 'BCN-SAGRADA' }, passenger: { id: 2 }, date: ymd(15) },
      ],
      sid,
    );
    expect((await api.post('passengers/cart/order', { confirmationMail: 'not-an-email', paymentReference: 'CARD' }, sid)).body.error).toBe(
      'basket_email_error',
    );
    // the hub refuses what the basket form refuses (#30): markup, characters outside ASCII, 312 characters; a mobile number over 30
    const long = `${'a'.repeat(64)}@${['b', 'c', 'd', 'e'].map((c) => c.repeat(60)).join('.')}.com`;
    expect(long).toHaveLength(312);
    for (const mail of ['<script>alert(1)</script>@x.com', '\u{1F600}@example.com', 'anna@exämple.com', long, 'a@b']) {
      expect((await api.post('passengers/cart/order', { confirmationMail: mail, paymentReference: 'CARD' }, sid)).body.error, mail).toBe('basket_email_error');
    }
    expect(
      (await api.post('passengers/cart/order', { confirmationMail: 'john@example.com', mobileNumber: '0'.repeat(31), paymentReference: 'CARD' }, sid)).body
        .error,
    ).toBe('basket_mobile_error');
    expect((await api.post('passengers/cart/order', { confirmationMail: 'john@example.com', paymentReference: 'BITCOIN' }, sid)).status).toBe(400);
    const order = await api.post(
      'passengers/cart/order',
      { confirmationMail: 'john@example.com', mobileNumber: '+44 7700 900123', paymentReference: 'CASH' },
      sid,
    );
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ groupReference: expect.stringMatching(/^GRP-/), totalPrice: 89 + 59 + 55, nrExcursions: 2 });
    expect((await api.get('passengers/cart', sid)).body.elements).toEqual([]);
    const bookings = (await api.get('passengers/bookings', sid)).body as any[];
    const boat = bookings.find((b) => b.excursionId === 'AJA-BOAT');
    expect(boat).toMatchObject({
      groupReference: order.body.groupReference,
      excursionName: expect.any(String),
      portName: 'Ajaccio',
      date: dmy(3),
      price: 89 + 59,
      type: 'CruiseExcursion',
    });
    expect(boat.passengers.map((p: any) => p.firstName).sort()).toEqual(['John', 'Tom']);
    expect(bookings.find((b) => b.excursionId === 'BCN-SAGRADA')).toMatchObject({ type: 'ResortExcursion', date: dmy(15) });
    expect((await api.post('passengers/cart/order', { confirmationMail: 'john@example.com', paymentReference: 'CASH' }, sid)).status).toBe(400);
  });
});

describe('third-party activities through the hub (musement)', () => {
  it('countries → cities → activities agree with the provider', async () => {
    const countries = (await api.get('musement/countries')).body as any[];
    expect(countries[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const cities = (await api.get(`musement/countries/${countries[0].id}/cities`)).body as any[];
    const acts = (await api.get(`musement/countries/${countries[0].id}/cities/${cities[0].id}/activities`)).body as any[];
    expect(acts.length).toBeGreaterThan(0);
    expect(acts[0]).toMatchObject({ uuid: expect.any(String), title: expect.any(String) });
    const detail = await fetch(`${hub.url}/activities-api/activities/${acts[0].uuid}`);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { uuid: string }).uuid).toBe(acts[0].uuid);
    expect((await api.get('musement/countries/999/cities')).status).toBe(404);
    expect((await api.get(`musement/countries/${countries[0].id}/cities/999/activities`)).status).toBe(404);
  });
});
