/**
 * Onboard services: activity / dining / spa venues and time-slot booking (001), the photo service
 * (001), ratings and feedback, muster and problem reporting (002).
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

describe('activity, dining and spa', () => {
  it('categories and items with the item fields; externalId marks bookable items', async () => {
    const cats = (await api.get('activitycategory')).body as any[];
    expect(cats[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    const items = (await api.get(`activity?categoryId=${cats[0].id}`)).body as any[];
    expect(items[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      externalId: expect.any(String),
      wayfinderProfile: { id: expect.any(Number) },
      justToKnow: expect.any(String),
      price: expect.any(Number),
      duration: expect.any(Number),
    });
    const all = (await api.get('activity')).body as any[];
    expect(all.length).toBeGreaterThan(items.length);
    expect(all.some((a) => a.externalId === null)).toBe(true);
    expect((await api.get(`activity/${items[0].id}`)).body).toEqual(items[0]);
    expect((await api.get('dining')).body.length).toBeGreaterThan(3);
    expect((await api.get('dining/7202')).body.title).toBe('The Grill');
    const spaCats = (await api.get('spacategory')).body as any[];
    expect((await api.get(`spa?categoryId=${spaCats[0].id}`)).body.every((s: any) => s.categoryId === spaCats[0].id)).toBe(true);
    expect((await api.get('spa/7301')).body.title).toBe('Hot stone massage');
    expect((await api.get('spa/7202')).status).toBe(404);
    expect((await api.get('activity?categoryId=999')).status).toBe(404);
  });

  it('booking information: party size range and dates {value, label}', async () => {
    const info = (await api.get('dining/bookingInformation/7202')).body;
    expect(info).toMatchObject({ minimumNumberOfPersons: 1, maximumNumberOfPersons: 8 });
    expect(info.dates[1]).toEqual({ value: dmy(1), label: expect.any(String) });
    expect((await api.get('spa/bookingInformation/7301')).body).toMatchObject({ minimumNumberOfPersons: 1, maximumNumberOfPersons: 1 });
    expect((await api.get('activity/bookingInformation/7105')).status).toBe(409);
  });

  it('available times respect the party size; booking answers a reference, then the slot is gone for the guest', async () => {
    const sid = await signIn(hub);
    const times = (await api.post('activity/availabilityTimes/7102', { date: dmy(1), bookingRequest: { numberOfPersons: 2 } }, sid)).body as any[];
    // the spec's three fields, and the demo hub's documented capacity extension (covers)
    expect(times[0]).toEqual({
      label: expect.any(String),
      fromTime: expect.stringMatching(/^\d\d:\d\d$/),
      toTime: expect.stringMatching(/^\d\d:\d\d$/),
      capacity: 4,
      remaining: expect.any(Number),
    });
    const slot = times[0];
    const body = { numberOfPersons: 2, date: dmy(1), fromTime: slot.fromTime, toTime: slot.toTime, objectId: 7102 };
    const booked = await api.post('activity/book/7102', body, sid);
    expect(booked.body).toEqual({ reference: expect.stringMatching(/^ACT-/), error: null, systemInformation: expect.any(String) });
    const again = await api.post('activity/book/7102', body, sid);
    expect(again.body).toMatchObject({ reference: null, error: expect.stringContaining('Already booked'), systemInformation: expect.any(String) });
    const appts = (await api.get('pms/accounts/appointments', sid)).body as any[];
    expect(appts.some((a) => a.excursionCode === 'ACT-GOLF' && a.fromTime === slot.fromTime)).toBe(true);
  });

  it('validates party size, spa one person, slot and sign-in', async () => {
    const sid = await signIn(hub);
    expect((await api.post('dining/availabilityTimes/7202', { date: dmy(1), bookingRequest: { numberOfPersons: 9 } }, sid)).status).toBe(400);
    expect((await api.post('spa/book/7301', { numberOfPersons: 2, date: dmy(1), fromTime: '10:00', toTime: '11:00', objectId: 7301 }, sid)).status).toBe(400);
    expect((await api.post('spa/book/7301', { numberOfPersons: 1, date: dmy(1), fromTime: '10:07', toTime: '11:07', objectId: 7301 }, sid)).body.error).toBe(
      'This time slot does not exist',
    );
    expect((await api.post('spa/book/7301', { numberOfPersons: 1, date: dmy(1), fromTime: '10:00', toTime: '11:00', objectId: 7302 }, sid)).status).toBe(400);
    expect((await api.post('spa/book/7301', { numberOfPersons: 1, date: dmy(1), fromTime: '10:00', toTime: '11:00' })).status).toBe(403);
    expect((await api.post('dining/availabilityTimes/7202', { date: 'someday' }, sid)).status).toBe(400);
    expect((await api.post('dining/availabilityTimes/7202', { date: dmy(40) }, sid)).body).toEqual([]);
  });

  it('a slot fills up: the last places go, then it disappears from the available times', async () => {
    const spa = await signIn(hub);
    const other = await signIn(hub, 'jones');
    const third = await signIn(hub, 'muster');
    const slotsFor = async () => (await api.post('spa/availabilityTimes/7304', { date: dmy(2) }, spa)).body as any[];
    const slot = (await slotsFor())[0];
    const book = (sid: string) => api.post('spa/book/7304', { numberOfPersons: 1, date: dmy(2), fromTime: slot.fromTime, toTime: slot.toTime }, sid);
    expect((await book(other)).body.reference).toMatch(/^SPA-/);
    expect((await slotsFor()).some((t) => t.fromTime === slot.fromTime)).toBe(false);
    expect((await book(third)).body.error).toBe('This time slot is no longer available');
  });
});

describe('photo service', () => {
  it('config has variants, bulk packages, photo groups, folders and key values', async () => {
    const c = (await api.get('photomatch/config')).body;
    expect(c.variants[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      price: expect.any(Number),
      additional: expect.any(Number),
      blurb: expect.any(String),
      digital: false,
    });
    expect(c.variants.some((v: any) => v.digital)).toBe(true);
    expect(c.bulkPackages[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      blurb: expect.any(String),
      price: expect.any(Number),
      description: expect.any(String),
      image: expect.any(String),
    });
    expect(c.photoGroups[0]).toMatchObject({
      id: expect.any(String),
      blurb: expect.any(String),
      offBlurb: expect.any(String),
      freeCreditAmount: expect.any(Number),
      forZ: expect.any(Number),
      missedOffer: expect.any(Boolean),
    });
    expect(c.photoGroups[0]).toHaveProperty('freeCreditVariant');
    expect(c.folders.length).toBeGreaterThan(0);
    expect(c.keyvalues.NO_PHOTOS_ERROR_MESSAGE).toContain("didn't find any photos");
  });

  it('cabin images are real pictures addressed with colons; no photos for an empty cabin', async () => {
    const sid = await signIn(hub);
    const photos = (await api.get('photomatch/cabinImages', sid)).body as any[];
    expect(photos.length).toBeGreaterThan(9);
    expect(photos[0].id).toContain('/');
    expect(photos[0].url).toContain(photos[0].id.replaceAll('/', ':'));
    const img = await fetch(photos[0].url);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    const thumb = await fetch(`${photos[0].url}?thumb`);
    expect(Number(thumb.headers.get('content-length'))).toBeLessThan(Number(img.headers.get('content-length')));
    expect((await api.get('photomatch/cabinImages', await signIn(hub, 'muster'))).body).toEqual([]);
  });

  it('basket: variant counts, group offer with missed-offer hints, free credit, bulk and upgrade', async () => {
    const sid = await signIn(hub);
    const photos = (await api.get('photomatch/cabinImages', sid)).body as any[];
    const gala = photos.filter((p) => p.groupId === 'GALA');
    const ports = photos.filter((p) => p.groupId === 'PORTS');
    let cart = (
      await api.post(
        'photomatch/addToCart',
        { photos: gala.slice(0, 3).map((p) => ({ id: p.id.replaceAll('/', ':'), variants: [{ id: 'P6X8', count: 1 }] })) },
        sid,
      )
    ).body;
    let g = cart.photoGroups.find((x: any) => x.id === 'GALA');
    expect(g).toMatchObject({ missedOffer: true, missedOfferRemainingTriggerCount: 2, freeCredits: { remaining: 0 } });
    expect(g.photos[0]).toEqual({
      id: gala[0].id,
      url: expect.any(String),
      variants: [{ id: 'P6X8', count: 1, total: 12.99 }],
      isDiscounted: false,
      isFreeVariant: false,
    });
    cart = (await api.post('photomatch/addToCart', { photos: gala.slice(3, 5).map((p) => ({ id: p.id, variants: [{ id: 'P6X8', count: 1 }] })) }, sid)).body;
    g = cart.photoGroups.find((x: any) => x.id === 'GALA');
    expect(g.missedOffer).toBe(false);
    expect(g.photos.every((p: any) => p.isDiscounted && p.variants[0].total === 8.99)).toBe(true);
    cart = (
      await api.post(
        'photomatch/addToCart',
        {
          photos: [
            { id: ports[0].id, variants: [{ id: 'DIG', count: 1 }] },
            { id: ports[1].id, variants: [{ id: 'DIG', count: 1 }] },
          ],
        },
        sid,
      )
    ).body;
    const p = cart.photoGroups.find((x: any) => x.id === 'PORTS');
    expect(p.photos.filter((x: any) => x.isFreeVariant)).toHaveLength(1);
    expect(p.freeCredits.remaining).toBe(0);
    expect(cart.totals).toMatchObject({ photoCount: 7, bulkAdded: false });
    expect(cart.totals.grandTotal).toBeCloseTo(5 * 8.99 + 9.99, 2);
    expect((await api.post('photomatch/addToCart', { photos: [{ id: ports[0].id, variants: [{ id: 'DIG', count: 2 }] }] }, sid)).status).toBe(400);
    expect((await api.post('photomatch/addToCart', { photos: [{ id: 'AUR:D0:8020-0001', variants: [{ id: 'DIG', count: 1 }] }] }, sid)).status).toBe(404);
    cart = (await api.post('photomatch/addToCart', { bulk: 'PRINTS10' }, sid)).body;
    expect(cart.totals).toMatchObject({ bulkAdded: true, bulkName: '10 prints', bulkTotal: 99 });
    cart = (await api.post('photomatch/removeFromCart', { bulk: 'PRINTS10' }, sid)).body;
    expect(cart.totals.bulkAdded).toBe(false);
    cart = (await api.post('photomatch/removeFromCart', { photos: [{ id: gala[0].id }] }, sid)).body;
    expect(cart.totals.photoCount).toBe(6);
    cart = (await api.post('photomatch/emptyCart', undefined, sid)).body;
    expect(cart.totals).toMatchObject({ grandTotal: 0, photoCount: 0 });
    // many digital photos suggest the all-digital upgrade
    cart = (await api.post('photomatch/addToCart', { photos: photos.slice(0, 9).map((x) => ({ id: x.id, variants: [{ id: 'DIG', count: 1 }] })) }, sid)).body;
    expect(cart.totals).toMatchObject({ bulkUpgrade: true, bulkName: 'All digital' });
    expect(cart.totals.bulkUpgradePrice).toBeGreaterThan(0);
    await api.post('photomatch/emptyCart', undefined, sid);
  });

  it('orders: empty basket refused, blocked guest refused, order empties the basket and is listed', async () => {
    const sid = await signIn(hub);
    await api.post('photomatch/emptyCart', undefined, sid);
    expect((await api.post('photomatch/order', undefined, sid)).body).toMatchObject({ error: 'empty_cart', message: 'No items in basket.' });
    const photos = (await api.get('photomatch/cabinImages', sid)).body as any[];
    await api.post('photomatch/addToCart', { photos: [{ id: photos[0].id, variants: [{ id: 'P8X10', count: 2 }] }] }, sid);
    const order = await api.post('photomatch/order', undefined, sid);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      orderId: expect.stringMatching(/^PH-/),
      date: dmy(0),
      status: 'Order_received',
      totals: { grandCount: 2, grandTotal: 28.98, grandTotalString: '£28.98' },
    });
    expect((await api.get('photomatch/cart', sid)).body.totals.photoCount).toBe(0);
    const orders = (await api.get('photomatch/orders', sid)).body as any[];
    expect(orders[0].orderId).toBe(order.body.orderId);
    const blocked = await signIn(hub, 'blocked');
    const bp = (await api.get('photomatch/cabinImages', blocked)).body as any[];
    await api.post('photomatch/addToCart', { photos: [{ id: bp[0].id, variants: [{ id: 'DIG', count: 1 }] }] }, blocked);
    expect((await api.post('photomatch/order', undefined, blocked)).status).toBe(409);
  });

  it('ready digital orders offer photos and, above 9 photos, a real ZIP', async () => {
    const sid = await signIn(hub);
    const orders = (await api.get('photomatch/orders', sid)).body as any[];
    const ready = orders.find((o) => o.orderId === 'PH-0901');
    expect(ready.digital.statusNotReady).toBe(false);
    expect(ready.digital.photos.length).toBeGreaterThan(9);
    expect(ready.digital.zip).toMatch(/\/api\/photomatch\/downloadzip\/PH-0901\.zip$/);
    const zip = await fetch(ready.digital.zip);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const view = await fetch(`${ready.digital.photos[0].url}?thumb`);
    expect(view.headers.get('content-type')).toBe('image/jpeg');
    const notReady = orders.find((o) => o.orderId === 'PH-0902');
    expect(notReady.digital).toMatchObject({ statusNotReady: true, photos: [], zip: null });
    expect((await api.get('/api/photomatch/downloadzip/PH-0902.zip')).status).toBe(409);
    expect((await api.get('/api/photomatch/downloadzip/PH-9999.zip')).status).toBe(404);
  });

  it('consent: null on first access, then true / false', async () => {
    const sid = await signIn(hub);
    expect((await api.get('photo/passenger/consent', sid)).body).toBeNull();
    expect((await api.post('photo/passenger/consent/true', undefined, sid)).body).toBe(true);
    expect((await api.get('photo/passenger/consent', sid)).body).toBe(true);
    expect((await api.post('photo/passenger/consent/false', undefined, sid)).body).toBe(false);
    expect((await api.get('photo/passenger/consent', sid)).body).toBe(false);
    expect((await api.get('photo/passenger/consent')).status).toBe(403);
  });
});

describe('ratings and feedback', () => {
  it('config, profiles (all-in-one or not) and one profile with fields and questions', async () => {
    expect((await api.get('ratings/config')).body).toEqual({ useAnonymousMode: false });
    const single = (await api.get('ratings/profiles?allInOne=false')).body as any[];
    const aio = (await api.get('ratings/profiles?allInOne=true')).body as any[];
    expect(single.length).toBeGreaterThan(0);
    expect(aio.length).toBeGreaterThan(0);
    expect(aio.every((p) => p.allInOne)).toBe(true);
    const p = (await api.get('ratings/profiles/1')).body;
    expect(p).toMatchObject({ id: 1, title: expect.any(String), description: expect.any(String), acceptTandC: true });
    expect(p.fields[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      values: expect.any(Array),
      mandatory: true,
      multipleChoice: false,
      sortOrder: expect.any(Number),
    });
    expect(p.fields.some((f: any) => f.multipleChoice)).toBe(true);
    expect(p.questions[0]).toEqual({
      id: expect.any(Number),
      question: expect.any(String),
      inputText: false,
      inputTextSmall: false,
      inputRating: true,
      mandatory: true,
      sortOrder: expect.any(Number),
    });
    const kinds = new Set([...single, ...aio].flatMap((x) => x.questions.map((q: any) => (q.inputRating ? 'star' : q.inputTextSmall ? 'small' : 'text'))));
    expect(kinds).toEqual(new Set(['star', 'small', 'text']));
    expect((await api.get('ratings/profiles/99')).status).toBe(404);
  });

  it('answers are validated and saved', async () => {
    const p = (await api.get('ratings/profiles/1')).body;
    const ok = await api.post('ratings/answer', {
      id: 1,
      fields: [
        { id: p.fields[0].id, field: p.fields[0].title, value: 'Online' },
        { id: p.fields[1].id, value: 'Food,Spa' },
      ],
      answers: [
        { id: p.questions[0].id, rating: 9 },
        { id: p.questions[1].id, text: encodeURIComponent('More vegan dishes, please') },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ saved: true, failed: false, id: expect.any(Number) });
    const missing = await api.post('ratings/answer', { id: 1, fields: [], answers: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('mandatory_answer');
    expect(
      (await api.post('ratings/answer', { id: 1, fields: [{ id: p.fields[0].id, value: 'Online' }], answers: [{ id: p.questions[0].id, rating: 11 }] })).body
        .error,
    ).toBe('invalid_rating');
    expect(
      (await api.post('ratings/answer', { id: 1, fields: [{ id: p.fields[0].id, value: 'Carrier pigeon' }], answers: [{ id: p.questions[0].id, rating: 5 }] }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.post('ratings/answer', {
          id: 1,
          fields: [{ id: p.fields[0].id, value: 'Online' }],
          answers: [
            { id: p.questions[0].id, rating: 5 },
            { id: p.questions[1].id, text: 'x'.repeat(251) },
          ],
        })
      ).body.error,
    ).toBe('text_too_long');
  });
});

describe('ratings: the seed cases of the client', () => {
  it('a profile whose items omit mandatory: all of them are mandatory', async () => {
    const p = (await api.get('ratings/profiles/6')).body;
    expect(p.fields.length + p.questions.length).toBeGreaterThan(0);
    for (const item of [...p.fields, ...p.questions]) expect('mandatory' in item).toBe(false);
    const missing = await api.post('ratings/answer', { id: 6, fields: [], answers: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('mandatory_answer');
    const ok = await api.post('ratings/answer', {
      id: 6,
      fields: [{ id: p.fields[0].id, value: 'Balcony' }],
      answers: [
        { id: p.questions[0].id, rating: 9 },
        { id: p.questions[1].id, text: encodeURIComponent('A bigger wardrobe') },
      ],
    });
    expect(ok.body).toMatchObject({ saved: true, failed: false });
  });

  it('a profile whose answers come back with failed: true', async () => {
    const p = (await api.get('ratings/profiles/7')).body;
    expect('failAnswers' in p).toBe(false);
    const r = await api.post('ratings/answer', { id: 7, fields: [], answers: [{ id: p.questions[0].id, rating: 4 }] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ saved: false, failed: true });
  });
});

describe('muster', () => {
  it('passengers and status of the signed-in party', async () => {
    const sid = await signIn(hub);
    const list = (await api.get('muster/passenger', sid)).body as any[];
    expect(list).toHaveLength(4);
    expect(list[0]).toEqual({
      id: 1,
      firstName: 'John',
      lastName: 'Smith',
      type: 'Adult',
      lead: true,
      accountNumber: '100200',
      name: 'Mr John Smith',
      isVideoWatched: false,
      isMusterScanPerformed: false,
      isLoggedInUser: true,
      musterStation: { code: 'B', name: 'Muster Station B', deck: 5, location: expect.any(String), wayfinderProfileId: 14 },
    });
    expect(list.filter((p) => p.isLoggedInUser)).toHaveLength(1);
    const status = (await api.get('muster/passenger/status', sid)).body;
    expect(status).toEqual({ passengers: list, musterStationVisitRequired: true });
  });

  it('seed cases: in the default party Anna is complete, Tom has only done the station visit', async () => {
    const list = (await api.get('muster/passenger', await signIn(hub))).body as any[];
    const state = Object.fromEntries(list.map((p) => [p.firstName, [p.isVideoWatched, p.isMusterScanPerformed]]));
    expect(state).toEqual({ John: [false, false], Anna: [true, true], Tom: [false, true], Lily: [false, false] });
  });

  it('musterStationVisitRequired is per account: false for the Jones booking', async () => {
    const login = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100301', location: '7014', pinNo: '0000' });
    expect(login.status).toBe(200);
    const status = (await api.get('muster/passenger/status', login.body.sessionId)).body;
    expect(status.musterStationVisitRequired).toBe(false);
    expect(status.passengers.map((p: any) => [p.firstName, p.isLoggedInUser, p.musterStation.code])).toEqual([
      ['Peter', false, 'B'],
      ['Sarah', true, 'B'],
    ]);
    expect((await api.get('muster/passenger/status', await signIn(hub, 'muster'))).body.musterStationVisitRequired).toBe(true);
  });

  it('the muster stations are wayfinder profiles on deck 5', async () => {
    const profiles = (await api.get('wayfinder/profiles')).body as any[];
    expect(profiles.filter((p) => p.name.startsWith('Muster Station')).map((p) => [p.id, p.level])).toEqual([
      [13, 5],
      [14, 5],
      [15, 5],
      [16, 5],
    ]);
    expect((await api.get('wayfinder/maps/topview/marker?wayfinderProfileId=14')).status).toBe(200);
  });

  it('updateVideoSeen marks passengers; bad input is refused', async () => {
    const sid = await signIn(hub);
    const r = await api.post('muster/passenger/updateVideoSeen', { passengers: [{ accountId: '100202', isVideoWatched: true }] }, sid);
    expect(r.status).toBe(200);
    expect(r.body.passengers.find((p: any) => p.accountNumber === '100202').isVideoWatched).toBe(true);
    expect((await api.post('muster/passenger/updateVideoSeen', { passengers: [] }, sid)).status).toBe(400);
    expect((await api.post('muster/passenger/updateVideoSeen', { passengers: [{ accountId: '100300', isVideoWatched: true }] }, sid)).status).toBe(400);
    expect((await api.post('muster/passenger/updateVideoSeen', { passengers: [{ accountId: '100202', isVideoWatched: 'yes' }] }, sid)).status).toBe(400);
  });

  it('the safety video and muster schedule articles exist with their media and events', async () => {
    const video = (await api.get('cms/articles/findByHashtag?hashtag=safetyvideo')).body;
    expect((await api.get(`blobs/videos/${video.id}`)).body[0].urlFrontend).toMatch(/\.m3u8$/);
    const schedule = (await api.get('cms/articles/findByHashtag?hashtag=musterSchedule')).body;
    const events = (await api.get(`cms/articles/findEventsByArticleId/${schedule.id}?filterPastEvents=false`)).body as any[];
    expect(events[0]).toMatchObject({
      startTime: expect.any(String),
      endTime: expect.any(String),
      title: expect.any(String),
      locationDetail: expect.any(String),
      location: expect.any(String),
    });
  });

  it('the safety video names WebVTT captions in de, en, fr and nl, served by the hub', async () => {
    const video = (await api.get('cms/articles/findByHashtag?hashtag=safetyvideo')).body;
    const [blob] = (await api.get(`blobs/videos/${video.id}`)).body as any[];
    expect(blob.captions.map((c: any) => [c.language, c.label])).toEqual([
      ['de', 'Deutsch'],
      ['en', 'English'],
      ['fr', 'Français'],
      ['nl', 'Nederlands'],
    ]);
    const texts: string[] = [];
    for (const caption of blob.captions) {
      const file = await fetch(caption.url, { headers: { Origin: 'http://localhost:4321' } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('text/vtt');
      // a page of another origin loads the track (<video crossorigin>)
      expect(file.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
      const text = await file.text();
      expect(text.startsWith('WEBVTT')).toBe(true);
      expect(text.match(/-->/g)).toHaveLength(4);
      texts.push(text);
    }
    expect(new Set(texts).size).toBe(4);
    expect(texts[0]).toContain('Sammelstation');
  });

  it('the muster articles have their PDFs (the safety card)', async () => {
    for (const tag of ['safetyvideo', 'musterSchedule']) {
      const article = (await api.get(`cms/articles/findByHashtag?hashtag=${tag}`)).body;
      const pdfs = await api.get(`blobs/pdfs/${article.id}`);
      expect(pdfs.status).toBe(200);
      expect(pdfs.body[0]).toMatchObject({ id: expect.any(Number), url: expect.stringMatching(/safety-card\.pdf$/), name: expect.any(String) });
      const file = await fetch(pdfs.body[0].url);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect((await file.text()).startsWith('%PDF')).toBe(true);
    }
  });

  it('POST /__admin/muster/reset puts the muster state back to the seed', async () => {
    const sid = await signIn(hub);
    await api.post('muster/passenger/updateVideoSeen', { passengers: [{ accountId: '100200', isVideoWatched: true }] }, sid);
    expect((await api.post('/__admin/muster/reset')).status).toBe(200);
    const list = (await api.get('muster/passenger', sid)).body as any[];
    expect(list.map((p) => p.isVideoWatched)).toEqual([false, true, false, false]);
  });
});

describe('problems', () => {
  it("categories, config and the cabin's reports in every status", async () => {
    const sid = await signIn(hub);
    expect((await api.get('problem/categories')).body[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await api.get('problem/report/config')).body).toEqual({ feedbackProfilePath: expect.stringMatching(/^\/userratings\/feedback\/\d+$/) });
    const list = (await api.get('problem/report', sid)).body as any[];
    expect(new Set(list.map((p) => p.status))).toEqual(new Set(['InProgress', 'InvestigationRequired', 'Resolved']));
    const resolved = list.find((p) => p.status === 'Resolved' && p.solution);
    expect(resolved).toEqual({
      id: expect.any(Number),
      problemNumber: expect.any(String),
      problemCategory: { id: expect.any(Number), name: expect.any(String) },
      description: expect.any(String),
      receivedDateTime: expect.any(String),
      status: 'Resolved',
      solution: expect.any(String),
    });
    // a Resolved problem without a solution (no Leave Feedback for it, 002 §4)
    expect(list.some((p) => p.status === 'Resolved' && p.solution === null)).toBe(true);
  });

  it('reports were received no later than now, and are listed newest first', async () => {
    const list = (await api.get('problem/report', await signIn(hub))).body as any[];
    const times = list.map((p) => p.receivedDateTime as string);
    for (const time of times) expect(new Date(time).getTime()).toBeLessThanOrEqual(Date.now());
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('reports a problem; category and description are mandatory, description under 500', async () => {
    const sid = await signIn(hub);
    const r = await api.post('problem/report', { description: 'The safe does not lock.', categoryId: 3 }, sid);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ problemNumber: expect.any(String), status: 'InProgress', solution: null, problemCategory: { id: 3 } });
    expect((await api.get('problem/report', sid)).body[0].id).toBe(r.body.id);
    expect((await api.post('problem/report', { description: 'x' }, sid)).body).toEqual({
      error: 'category_mandatory',
      message: 'Category is mandatory, please select it and resubmit.',
    });
    expect((await api.post('problem/report', { categoryId: 3, description: ' ' }, sid)).body).toEqual({
      error: 'description_mandatory',
      message: 'Problem description is mandatory, please add it and resubmit.',
    });
    expect((await api.post('problem/report', { categoryId: 3, description: 'x'.repeat(500) }, sid)).status).toBe(400);
    expect((await api.post('problem/report', { categoryId: 3, description: 'x'.repeat(499) }, sid)).status).toBe(200);
    expect((await api.post('problem/report', { category: { id: 99 }, description: 'x' }, sid)).status).toBe(400);
  });
});
