/**
 * Each variant its own guests' records (issue 34): the demo guests (LIDO123, the Joneses …) are the
 * same people on every variant, but what the hub answers them follows the variant — a hotel guest's
 * appointments, bill, excursions and room messages on a resort, a lounge entry at the airport,
 * nothing on a flight or a coach trip; what a guest books on one variant stays that variant's. No
 * cruise word in a resort guest's records, in de, en, fr or nl. A cruise answers exactly as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);
const variant = (hubType: string) => api.admin('/variant', 'POST', { hubType });
afterEach(async () => {
  await variant('Cruise');
});

const LANGUAGES = ['en', 'de', 'fr', 'nl'] as const;
/** A cruise's words in each language (as in hub-variant-venues.test.ts). */
const CRUISE_WORDS: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: /\b(ship|ships|ship's|cruise|voyage|aboard|on board|cabins?|decks?|ports?|shore|knots|nautical|muster|gangway|sea days?|galley|captain|casino|embarkation)\b/i,
  de: /(Schiff|Kabine|Kreuzfahrt|Knoten|Seemeilen|Bordzeit|(?<!Flug)Hafen|Deck|an Bord|Kombüse|Seetag|Landausflug)/i,
  fr: /\b(navire|cabine|croisière|nœuds|milles nautiques|heure du bord|port|ponts?|à bord|escale|en mer)\b/i,
  nl: /\b(schip|scheeps\w*|hut\w*|cruise|knopen|zeemijl|haven|dek\w*|aan boord|zeedag)\b/i,
};

/** Every personal answer of a signed-in guest, as one text. */
async function records(sid: string, lang = 'en'): Promise<string> {
  const parts: unknown[] = [];
  for (const path of ['pms/accounts/appointments', 'pms/invoices', 'passengers/bookings', 'passengers/cart', 'cabinmessage/get/app', 'problem/report'])
    parts.push((await api.get(`${path}?lang=${lang}`, sid)).body);
  return JSON.stringify(parts);
}

const loginAs = async (accountNumber: string, location: string) =>
  (await api.post('authentication/loginByPms', { accountNumber, location })).body.sessionId as string;

describe('a resort guest’s own records are the hotel’s', () => {
  it('appointments: the hotel’s restaurants, spa, activities and a Barcelona excursion, within the stay', async () => {
    await variant('Resort');
    const list = (await api.get('pms/accounts/appointments', await signIn(hub))).body as any[];
    expect(list.map((a) => [a.date, a.fromTime, a.text, a.accountName, a.bookingStatus])).toEqual([
      [dmy(0), '20:00', 'Flamenco night with tapas', 'John Smith', 'C'],
      [dmy(0), '20:00', 'Flamenco night with tapas', 'Anna Smith', 'C'],
      [dmy(1), '08:00', 'Tennis court (2 guests)', 'John Smith', 'C'],
      [dmy(1), '11:00', 'Olive oil massage (1 guest)', 'Anna Smith', 'R'],
      [dmy(1), '20:00', 'La Terrassa (2 guests)', 'John Smith', 'C'],
      [dmy(3), '09:30', 'Kayak along the coast (2 guests)', 'John Smith', 'W'],
      [dmy(4), '17:00', 'Paella cooking class (1 guest)', 'Anna Smith', 'X'],
    ]);
    // each venue appointment is one of the hotel's items, coded as its bookings are
    const codes = new Set(
      [...(await api.get('activity')).body, ...(await api.get('dining')).body, ...(await api.get('spa')).body].map((v: any) => v.externalId),
    );
    for (const a of list.filter((a) => a.excursionCode !== 'BCN-FLAM')) expect(codes, a.text).toContain(a.excursionCode);
    // the stay runs from two days ago to day 5 (itinerary/holiday)
    const holiday = (await api.get('itinerary/holiday', await signIn(hub))).body;
    expect(holiday.hotels[0]).toMatchObject({ fromDate: dmy(-2), toDate: dmy(5) });
    // in the guest's language
    const german = (await api.get('pms/accounts/appointments?lang=de', await signIn(hub))).body as any[];
    expect(german.map((a) => a.text)).toEqual(
      expect.arrayContaining(['Flamenco-Abend mit Tapas', 'Tennisplatz (2 Gäste)', 'Olivenölmassage (1 Gast)', 'Kajaktour entlang der Küste (2 Gäste)']),
    );
  });

  it('invoices, excursion bookings and room messages: the hotel’s, for each guest', async () => {
    await variant('Resort');
    const john = (await api.get('pms/invoices', await signIn(hub))).body as any[];
    expect(john.map((l) => [l.chargeDate, l.department, l.description, l.chargesWithDiscounts])).toEqual([
      [dmy(-2), 'Guest Services', 'Airport transfer, Barcelona El Prat to the hotel', 65],
      [dmy(-2), 'Excursions', 'Pre-booked: Flamenco night with tapas (2)', 138],
      [dmy(-1), 'Restaurants', 'Brasa, 2 guests', 86.5],
      [dmy(-1), 'Bars', 'Pool bar', 24.5],
      [dmy(0), 'Minibar', 'Minibar, room 7012', 18.4],
      [dmy(0), 'Guest Services', 'Beach cabana, full day', 40.5],
    ]);
    expect(Object.keys(john[0]).sort()).toEqual(['chargeDate', 'charges', 'chargesWithDiscounts', 'department', 'description', 'discounts']);
    expect(((await api.get('pms/invoices', await loginAs('100201', '7012'))).body as any[]).map((l) => l.department)).toEqual(['Spa', 'Shops']);
    expect((await api.get('pms/invoices', await loginAs('100202', '7012'))).body).toEqual([]);
    // the excursion they booked is the catalogue's Barcelona flamenco night, for both parents
    const sid = await signIn(hub);
    expect((await api.get('passengers/bookings', sid)).body).toEqual([
      expect.objectContaining({
        excursionId: 'BCN-FLAM',
        excursionName: 'Flamenco night with tapas',
        type: 'ResortExcursion',
        date: dmy(0),
        price: 138,
        passengers: [expect.objectContaining({ firstName: 'John' }), expect.objectContaining({ firstName: 'Anna' })],
      }),
    ]);
    // the Joneses' cart starts empty (their cruise cart holds Florence)
    expect((await api.get('passengers/cart', await signIn(hub, 'jones'))).body).toMatchObject({ totalPrice: 0 });
    const messages = (await api.get('cabinmessage/get/app', sid)).body as any[];
    expect(messages.map((m) => m.messageTitle)).toEqual([
      'Main pool closed this afternoon',
      'Your table reservation',
      'Your flamenco night',
      'Welcome to Hotel Arts Barcelona',
    ]);
    expect(messages.map((m) => m.messageType).sort()).toEqual(['Important', 'Normal', 'Normal', 'Urgent']);
    // a message is read on the resort, by its id
    expect((await api.post(`cabinmessage/read/app/${messages[0].sourceMessageId}`, {}, sid)).status).toBe(200);
  });

  it('no cruise word in any guest’s records, in de, en, fr or nl', async () => {
    await variant('Resort');
    const sessions = [
      await signIn(hub),
      await signIn(hub, 'jones'),
      await signIn(hub, 'blocked'),
      await signIn(hub, 'muster'),
      await loginAs('100201', '7012'),
    ];
    for (const lang of LANGUAGES) {
      const words = (await Promise.all(sessions.map((sid) => records(sid, lang)))).join(' ');
      expect(words.length, lang).toBeGreaterThan(3000);
      expect(words.match(CRUISE_WORDS[lang])?.[0] ?? null, `${lang}: ${words.match(new RegExp(`.{80}${CRUISE_WORDS[lang].source}.{80}`, 'i'))?.[0]}`).toBe(
        null,
      );
    }
  });

  it('what a guest books on the resort stays the resort’s, and the cruise’s stays the cruise’s', async () => {
    const sid = await signIn(hub);
    const cruise = await records(sid);
    await variant('Resort');
    const slot = ((await api.post('spa/availabilityTimes/8302', { date: dmy(2), bookingRequest: { numberOfPersons: 1 } }, sid)).body as any[])[0];
    const booked = (await api.post('spa/book/8302', { numberOfPersons: 1, date: dmy(2), fromTime: slot.fromTime, toTime: slot.toTime, objectId: 8302 }, sid))
      .body;
    expect(booked).toMatchObject({ reference: expect.stringMatching(/^SPA-/), error: null });
    expect(((await api.get('pms/accounts/appointments', sid)).body as any[]).map((a) => a.text)).toContain('Hot stone massage (1 guest)');
    expect(((await api.get('pms/invoices', sid)).body as any[]).at(-1)).toMatchObject({
      department: 'Spa',
      description: expect.stringContaining('Hot stone massage'),
    });
    await variant('Cruise');
    expect(await records(sid)).toBe(cruise);
  });

  it('problem reports: the room’s on the resort, the cabin’s on the cruise; a new report stays where it was made', async () => {
    await variant('Resort');
    const sid = await signIn(hub);
    const resort = (await api.get('problem/report', sid)).body as any[];
    expect(resort.map((p) => [p.problemNumber, p.description, p.status])).toEqual([
      ['PR-1007', 'The balcony door does not lock.', 'InvestigationRequired'],
      ['PR-1006', 'The room is too warm even at the lowest setting.', 'InProgress'],
      ['PR-1008', 'The TV in the room shows no channels.', 'Resolved'],
    ]);
    expect(Object.keys(resort[0]).sort()).toEqual(['description', 'id', 'problemCategory', 'problemNumber', 'receivedDateTime', 'solution', 'status']);
    const made = (await api.post('problem/report', { categoryId: 5, description: 'Fresh towels for the pool, please.' }, sid)).body;
    expect(((await api.get('problem/report', sid)).body as any[])[0]).toMatchObject({ problemNumber: made.problemNumber });
    await variant('Cruise');
    const cruise = ((await api.get('problem/report', sid)).body as any[]).map((p) => p.description);
    expect(cruise).toContain('The cabin is too warm even at the lowest setting.');
    expect(cruise).not.toContain('Fresh towels for the pool, please.');
    expect(cruise).not.toContain('The balcony door does not lock.');
  });
});

describe('an airport, a flight and a coach trip', () => {
  it('the airport: a lounge entry today and its charge; no excursions or messages', async () => {
    await variant('Airport');
    const sid = await signIn(hub);
    expect(((await api.get('pms/accounts/appointments', sid)).body as any[]).map((a) => [a.date, a.fromTime, a.text, a.excursionCode])).toEqual([
      [dmy(0), '17:00', 'Formentor lounge (2 guests)', 'LNG-FOR'],
    ]);
    // the lounge is one of the airport's bookable items, at its price per person
    expect((await api.get('dining/9203')).body).toMatchObject({ externalId: 'LNG-FOR', price: 35 });
    expect(((await api.get('pms/invoices', sid)).body as any[]).map((l) => [l.description, l.chargesWithDiscounts])).toEqual([
      ['Formentor lounge, 2 guests', 70],
    ]);
    for (const path of ['passengers/bookings', 'cabinmessage/get/app']) expect((await api.get(path, sid)).body, path).toEqual([]);
    expect((await api.get('pms/invoices', await signIn(hub, 'jones'))).body).toEqual([]);
  });

  for (const hubType of ['Airline', 'Bus']) {
    it(`${hubType}: no appointments, charges, excursion bookings or messages (the empty states)`, async () => {
      await variant(hubType);
      for (const as of ['smith', 'jones', 'blocked'] as const) {
        const sid = await signIn(hub, as);
        for (const path of ['pms/accounts/appointments', 'pms/invoices', 'passengers/bookings', 'cabinmessage/get/app'])
          expect((await api.get(path, sid)).body, `${as} ${path}`).toEqual([]);
      }
    });
  }
});

/** Every text of a guest's photo service: the config, the cabin's or room's photos, the orders, the images' titles. */
async function photoTexts(sid: string): Promise<string> {
  const parts: unknown[] = [];
  for (const path of ['photomatch/config', 'photomatch/cabinImages', 'photomatch/orders', 'photomatch/cart']) parts.push((await api.get(path, sid)).body);
  // the photo gallery's articles and their pictures' titles (blobs/images/{article})
  const category = (await api.get('cms/categories/findByHashtag?hashtag=photocontent')).body;
  parts.push(category, (await api.get(`blobs/images/${category.id}`)).body);
  for (const hashtag of ['myphotos', 'photopackages', 'photoorders', 'photoconsent']) {
    const answer = (await api.get(`cms/articles/findByHashtag?hashtag=${hashtag}`)).body;
    for (const article of [answer].flat()) parts.push(article, (await api.get(`blobs/images/${article.id}`)).body);
  }
  return JSON.stringify(parts);
}

/** The words a ship's photo team would use: none of them in a hotel's photo shop. */
const PHOTO_CRUISE_WORDS = /\b(embarkation|ships?|cabins?|ports?|decks?|cruises?|voyage|aboard|captain)\b/i;

describe('each variant’s photo shop (issue 34)', () => {
  it('a resort: the hotel’s photos (welcome drink, pool terrace, beach), folders, offers and orders — no cruise word', async () => {
    await variant('Resort');
    const sid = await signIn(hub);
    const photos = (await api.get('photomatch/cabinImages', sid)).body as any[];
    expect(photos).toHaveLength(14);
    expect([...new Set(photos.map((p) => p.title.replace(/ \d+$/, '')))]).toEqual(['Welcome drink at the lobby', 'Pool terrace', 'Beach at Nova Icària']);
    expect(photos[0]).toMatchObject({ id: 'ARTS/R0/7012-0001', title: 'Welcome drink at the lobby 1' });
    for (const photo of photos) expect(new Date(photo.takenAt).getTime()).toBeLessThanOrEqual(Date.now());
    const config = (await api.get('photomatch/config', sid)).body;
    expect(config.folders.map((f: any) => [f.name, f.date])).toEqual([
      ['Welcome drink at the lobby', dmy(-2)],
      ['Pool terrace', dmy(-1)],
      ['Beach at Nova Icària', dmy(0)],
    ]);
    expect(config.photoGroups.map((g: any) => g.name)).toEqual(['Pool terrace', 'Beach', 'Welcome drink']);
    // the orders placed before: the hotel's, their digital photos the room's
    const orders = (await api.get('photomatch/orders', sid)).body as any[];
    expect(orders.map((o) => o.orderId).sort()).toEqual(['PH-0911', 'PH-0912']);
    expect(orders.find((o) => o.orderId === 'PH-0911').digital.photos.map((p: any) => p.id)).toEqual(photos.map((p) => p.id));
    // a photo is bought and ordered on the resort; the order stays the resort's
    await api.post('photomatch/addToCart', { photos: [{ id: photos[5].id, variants: [{ id: 'DIG', count: 1 }] }] }, sid);
    const placed = (await api.post('photomatch/order', undefined, sid)).body;
    expect(placed.items).toEqual([expect.objectContaining({ photoId: photos[5].id, variantId: 'DIG' })]);
    // every guest's photo texts in every language, the photo gallery's pictures too: no cruise word
    for (const as of ['smith', 'jones', 'muster'] as const) {
      const words = await photoTexts(await signIn(hub, as));
      expect(words.match(PHOTO_CRUISE_WORDS)?.[0] ?? null, `${as}: ${words.match(new RegExp(`.{60}${PHOTO_CRUISE_WORDS.source}.{60}`, 'i'))?.[0]}`).toBe(null);
    }
    // the bill's photo line is the hotel's
    const maria = (await api.get('pms/invoices', await signIn(hub, 'muster'))).body as any[];
    expect(maria.map((l) => l.description)).toEqual(['Welcome drink photo, print']);
    // and on the cruise again: the ship's photos, its orders, without the resort's order
    await variant('Cruise');
    const cruise = (await api.get('photomatch/cabinImages', sid)).body as any[];
    expect(cruise[0]).toMatchObject({ id: 'AUR/D0/7012-0001', title: 'Embarkation 1' });
    const cruiseOrders = ((await api.get('photomatch/orders', sid)).body as any[]).map((o) => o.orderId);
    expect(cruiseOrders.sort()).toEqual(['PH-0901', 'PH-0902']);
  });

  for (const hubType of ['Airline', 'Airport', 'Bus']) {
    it(`${hubType}: no photo shop in its device profile, no photos, packages or orders`, async () => {
      await variant(hubType);
      const modules = (await api.get('devices/config')).body.deviceGroup.deviceProfile.modules as string[];
      expect(modules).not.toContain('photomatch');
      const sid = await signIn(hub);
      expect((await api.get('photomatch/cabinImages', sid)).body).toEqual([]);
      expect((await api.get('photomatch/orders', sid)).body).toEqual([]);
      const config = (await api.get('photomatch/config', sid)).body;
      expect(config).toMatchObject({ variants: [], bulkPackages: [], photoGroups: [], folders: [] });
      expect((await api.get('photomatch/cart', sid)).body.totals).toMatchObject({ photoCount: 0, grandTotal: 0, bulkUpgrade: false });
      expect(JSON.stringify(config)).not.toMatch(PHOTO_CRUISE_WORDS);
    });
  }
});

describe('a cruise guest’s records as before', () => {
  it('the same before and after the hub answered as every other variant', async () => {
    const sid = await signIn(hub);
    const before = await records(sid, 'de');
    expect(before).toContain('Muster Station B');
    expect(((await api.get('pms/invoices', sid)).body as any[])[0]).toMatchObject({
      department: 'Shore Excursions',
      description: 'Pre-booked: Olive oil tasting (2)',
    });
    for (const hubType of ['Resort', 'Airport', 'Airline', 'Bus']) await variant(hubType);
    await variant('Cruise');
    expect(await records(sid, 'de')).toBe(before);
  });
});
