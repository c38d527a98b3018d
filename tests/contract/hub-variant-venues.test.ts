/**
 * Each variant its own venues, programme and signage boards (issue 34): on a Resort the demo hub
 * answers the hotel's restaurants, spa treatments and activities in the hotel's places, its
 * entertainment programme (the lineup and the daily schedules are one programme) and boards of its
 * own restaurants; an airport its restaurants and lounges, no programme; a flight and a coach trip
 * none. No cruise word in any of them, in de, en, fr or nl; the shapes are the cruise's (001 §3,
 * 002 §3); bookings work on them as on the ship's. A cruise answers exactly as before, also after
 * the hub has answered as the others (POST /__admin/variant switches without reseeding).
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
/** A cruise's words in each language (the hotel has a "Lobby", a marina and floors, no decks or port). */
const CRUISE_WORDS: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: /\b(ship|ships|ship's|cruise|voyage|aboard|on board|cabins?|decks?|ports?|knots|nautical|muster|gangway|sea days?|galley|captain)\b/i,
  de: /(Schiff|Kabine|Kreuzfahrt|Knoten|Seemeilen|Bordzeit|(?<!Flug)Hafen|Deck|an Bord|Kombüse|Seetag)/i,
  fr: /\b(navire|cabine|croisière|nœuds|milles nautiques|heure du bord|port|ponts?|à bord|escale|en mer)\b/i,
  nl: /\b(schip|scheeps\w*|hut\w*|cruise|knopen|zeemijl|haven|dek\w*|aan boord|zeedag)\b/i,
};

/** Every text of the current variant's venues, programme (two weeks) and boards 1–6, in a language, without addresses. */
async function wording(lang: string): Promise<string> {
  const parts: unknown[] = [];
  for (const path of ['activitycategory', 'spacategory', 'activity', 'dining', 'spa', 'lineup?days=15', 'cms/dailySchedule']) {
    parts.push((await api.get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).body);
  }
  for (let board = 1; board <= 6; board++) {
    const answer = await api.get(`digitalsignage/content/${board}`);
    if (answer.status === 200) parts.push(answer.body);
  }
  return JSON.stringify(parts).replace(/https?:\/\/[^"]+/g, '');
}

const titles = async (path: string) => ((await api.get(path)).body as any[]).map((item) => item.title as string);
const board = async (id: number, query = '') => {
  const answer = await api.get(`digitalsignage/content/${id}${query}`);
  return { ...answer.body, values: JSON.parse(answer.body.templateValues) };
};
const restaurantsOf = (values: Record<string, any>) =>
  Object.keys(values)
    .filter((key) => key.startsWith('restaurant'))
    .map((key) => values[key]);

describe('a resort answers the hotel’s venues', () => {
  it('its activities, restaurants and spa treatments, in its own places, with the cruise’s shapes', async () => {
    const cruise = {
      activity: (await api.get('activity/7101')).body,
      dining: (await api.get('dining/7201')).body,
      spa: (await api.get('spa/7301')).body,
      category: (await api.get('activitycategory')).body[0],
    };
    expect((await variant('Resort')).status).toBe(200);

    expect(await titles('activitycategory')).toEqual(['Sports & fitness', 'Water sports', 'Classes & tastings', 'Family fun']);
    expect(await titles('spacategory')).toEqual(['Massages', 'Facials', 'Hair & beauty']);
    expect(await titles('activity')).toEqual(
      expect.arrayContaining([
        'Tennis court',
        'Stand-up paddle lesson',
        'Kayak along the coast',
        'Paella cooking class',
        'Mini Club (4 to 12 years)',
        'Water slides',
      ]),
    );
    expect(await titles('dining')).toEqual(['Mar Blau', 'La Terrassa', 'Brasa', 'Sumi', 'Chef’s table', 'Pool bar']);
    expect(await titles('spa')).toEqual(
      expect.arrayContaining(['Olive oil massage', 'Hot stone massage', 'After-sun facial', 'Pedicure', 'Sauna & indoor pool']),
    );
    const water = ((await api.get('activitycategory')).body as any[]).find((c) => c.title === 'Water sports');
    expect(await titles(`activity?categoryId=${water.id}`)).toEqual(['Stand-up paddle lesson', 'Kayak along the coast']);
    expect((await api.get('dining/8202')).body).toMatchObject({
      title: 'La Terrassa',
      location: 'Beach terrace',
      type: 'specialty',
      bookable: true,
      wayfinderProfile: null,
    });
    expect((await api.get('spa/8308')).body).toMatchObject({ title: 'Sauna & indoor pool', location: 'Spa, lower ground floor', bookable: false });
    // the same fields as the ship's items and categories (001 §3)
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys((await api.get('activity/8101')).body)).toEqual(keys(cruise.activity));
    expect(keys((await api.get('dining/8201')).body)).toEqual(keys(cruise.dining));
    expect(keys((await api.get('spa/8301')).body)).toEqual(keys(cruise.spa));
    expect(keys((await api.get('activitycategory')).body[0])).toEqual(keys(cruise.category));

    // the ship's items and categories are not the hotel's (404 as missing ones), nor the other way round
    for (const path of ['dining/7201', 'activity/7101', 'spa/7301', 'dining/bookingInformation/7206', 'activity?categoryId=71', 'dining/9201'])
      expect((await api.get(path)).status, path).toBe(404);
    await variant('Cruise');
    for (const path of ['dining/8201', 'activity/8101', 'spa/8301', `activity?categoryId=${water.id}`]) expect((await api.get(path)).status, path).toBe(404);
  });

  it('its texts in de, fr and nl', async () => {
    await variant('Resort');
    expect((await api.get('dining/8202?lang=de')).body).toMatchObject({
      title: 'La Terrassa',
      location: 'Strandterrasse',
      description: '<p>À la carte auf der Strandterrasse: Paella, gegrillter Fisch und Tapas mit Meerblick.</p>',
    });
    expect((await api.get('spa/8301?lang=fr')).body).toMatchObject({
      title: 'Massage à l’huile d’olive',
      location: 'Spa, sous-sol',
      justToKnow: 'Merci d’arriver 15 minutes en avance.',
    });
    expect(await titles('activitycategory?lang=nl')).toEqual(['Sport & fitness', 'Watersport', 'Lessen & proeverijen', 'Familieplezier']);
    // every item's description has its translation
    for (const lang of ['de', 'fr', 'nl']) {
      for (const module of ['activity', 'dining', 'spa']) {
        const english = (await api.get(`${module}?lang=en`)).body as any[];
        const other = (await api.get(`${module}?lang=${lang}`)).body as any[];
        english.forEach((item, i) => expect(other[i].description, `${lang} ${item.title}`).not.toBe(item.description));
      }
    }
  });

  it('bookings work on the hotel’s slots: bounds, the last seat, the appointment, the invoice', async () => {
    await variant('Resort');
    const first = await signIn(hub);
    const second = await signIn(hub, 'jones');
    // a court for two to four players; a kayak tour with no bounds (the client's 1 to 4)
    expect((await api.get('activity/bookingInformation/8101')).body).toMatchObject({ minimumNumberOfPersons: 2, maximumNumberOfPersons: 4 });
    expect((await api.post('activity/availabilityTimes/8101', { date: dmy(1), bookingRequest: { numberOfPersons: 1 } })).status).toBe(400);
    const kayak = (await api.get('activity/bookingInformation/8105')).body;
    expect(kayak).not.toHaveProperty('minimumNumberOfPersons');
    expect(kayak.dates.length).toBe(14);
    // the paella class only on the programme's class days
    expect((await api.get('activity/bookingInformation/8106')).body.dates.map((d: any) => d.value)).toEqual([1, 4, 7, 10, 13].map(dmy));
    // the chef's table has one seat left at 19:30: a second guest takes it while the first is choosing
    const times = async (persons: number) =>
      ((await api.post('dining/availabilityTimes/8205', { date: dmy(3), bookingRequest: { numberOfPersons: persons } }, first)).body as any[]).map(
        (t) => t.fromTime,
      );
    expect(await times(1)).toEqual(['19:30', '21:00']);
    expect(await times(2)).toEqual(['21:00']);
    const request = { numberOfPersons: 1, date: dmy(3), fromTime: '19:30', toTime: '21:00', objectId: 8205 };
    expect((await api.post('dining/book/8205', request, second)).body).toMatchObject({ reference: expect.stringMatching(/^DIN-/), error: null });
    expect((await api.post('dining/book/8205', request, first)).body).toEqual({
      reference: null,
      error: 'This time slot is no longer available',
      systemInformation: expect.stringContaining('DIN-CHEFT'),
    });
    // a treatment, booked for one person, shows in the guest's appointments and invoice
    const spaSlot = ((await api.post('spa/availabilityTimes/8301', { date: dmy(2), bookingRequest: { numberOfPersons: 1 } }, first)).body as any[])[0];
    const booked = (
      await api.post('spa/book/8301', { numberOfPersons: 1, date: dmy(2), fromTime: spaSlot.fromTime, toTime: spaSlot.toTime, objectId: 8301 }, first)
    ).body;
    expect(booked).toMatchObject({ reference: expect.stringMatching(/^SPA-/), error: null });
    expect(((await api.get('pms/accounts/appointments', first)).body as any[]).map((a) => a.text)).toContain('Olive oil massage (1 guest)');
    expect((await api.post('spa/book/8302', { numberOfPersons: 2, date: dmy(2), fromTime: '10:00', toTime: '11:00', objectId: 8302 }, first)).status).toBe(400);
  });
});

describe('a resort answers the hotel’s programme', () => {
  it('the lineup: the hotel’s events of each day of the stay, with the cruise’s shapes', async () => {
    const cruiseEvent = (await api.get(`lineup?startDate=${dmy(0)}&days=1`)).body[0].events[0];
    await variant('Resort');
    const days = (await api.get(`lineup?startDate=${dmy(0)}&days=15`)).body as any[];
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 15 }, (_, i) => dmy(i)));
    // fourteen days of the stay, then none
    expect(days.slice(0, 14).every((d) => d.events.length >= 12)).toBe(true);
    expect(days[14].events).toEqual([]);
    const today = days[0].events as any[];
    expect(today.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'Breakfast',
        'Beach yoga',
        'Mini Club: games and crafts',
        'Aqua fitness',
        'Beach volleyball',
        'Welcome drink',
        'Sunset DJ',
        'Noche Flamenca',
      ]),
    );
    expect(today.find((e) => e.name === 'Breakfast')).toMatchObject({
      venue: 'Mar Blau',
      venueDetail: 'Ground floor, garden side',
      start: expect.stringMatching(/T07:00:00$/),
    });
    expect(today.find((e) => e.name === 'Live music').end).toBe(null);
    expect(Object.keys(today[0]).sort()).toEqual(Object.keys(cruiseEvent).sort());
    expect(today[0].images.map((i: any) => i.types[0])).toEqual(['Preview', 'Full']);
    // chargeable experiences: the paella class on the class days, the tennis clinic every other day
    expect(days[1].events.find((e: any) => e.name === 'Paella cooking class')).toMatchObject({ venue: 'La Terrassa', attributes: ['Chargeable Experience'] });
    expect(days[0].events.find((e: any) => e.name === 'Tennis clinic').attributes).toEqual(['Chargeable Experience']);
    const levels = new Set(days.flatMap((d) => d.events.flatMap((e: any) => e.levels as string[])));
    expect([...levels].sort()).toEqual(['Active', 'Adults', 'Entertainment', 'Family', 'Food & Drink', 'Kids', 'Wellness']);
    const german = (await api.get(`lineup?startDate=${dmy(0)}&days=1&lang=de`)).body[0].events as any[];
    expect(german.find((e) => e.id === today[0].id)).toMatchObject({
      name: 'Frühstück',
      venueDetail: 'Erdgeschoss, Gartenseite',
      levels: ['Essen & Trinken', 'Familie'],
    });
  });

  it('the daily schedules and the programme article are the same programme as the lineup', async () => {
    await variant('Resort');
    for (const offset of [0, 1, 5]) {
      const lineup = (await api.get(`lineup?startDate=${dmy(offset)}&days=1`)).body[0].events as any[];
      const [schedule] = (await api.get(`cms/dailyScheduleByDate?date=${dmy(offset)}`)).body as any[];
      expect(schedule.events.map((e: any) => [e.id, e.title, e.location, e.startTime])).toEqual(
        lineup.map((e) => [e.id, e.name, e.venue, e.start.slice(11, 16)]),
      );
      // the cruise schedule's event fields (levels, attributes, a picture)
      expect(schedule.events[0]).toMatchObject({ levels: expect.any(Array), attributes: expect.any(Array), imageId: expect.any(Number) });
    }
  });

  it('no cruise word in the hotel’s venues, programme or boards, in de, en, fr or nl', async () => {
    await variant('Resort');
    for (const lang of LANGUAGES) {
      const words = await wording(lang);
      expect(words.length, lang).toBeGreaterThan(20_000);
      expect(words.match(CRUISE_WORDS[lang])?.[0] ?? null, `${lang}: ${words.match(new RegExp(`.{80}${CRUISE_WORDS[lang].source}.{80}`, 'i'))?.[0]}`).toBe(
        null,
      );
    }
  });
});

describe('a resort’s signage boards are the hotel’s restaurants', () => {
  it('board 1 (the screen’s default) shows its restaurants with coloured slots; 21:00 at La Terrassa is Off today', async () => {
    const cruise = await board(1);
    await variant('Resort');
    const lobby = await board(1);
    expect(Object.keys(lobby).sort()).toEqual(Object.keys(cruise).sort());
    expect(lobby).toMatchObject({ id: 1, name: 'Restaurant availability – Lobby', template: 'RestaurantAvailability' });
    expect(lobby.values.title).toBe('Tonight’s tables');
    const restaurants = restaurantsOf(lobby.values);
    expect(restaurants.map((r) => [r.id, r.name, r.location, r.type])).toEqual([
      [8201, 'Mar Blau', 'Ground floor, garden side', 'open seating'],
      [8202, 'La Terrassa', 'Beach terrace', 'specialty'],
      [8203, 'Brasa', 'Garden terrace', 'specialty'],
      [8204, 'Sumi', 'Lobby level', 'specialty'],
    ]);
    expect(Object.keys(restaurants[0]).sort()).toEqual(Object.keys(restaurantsOf(cruise.values)[0]).sort());
    expect(restaurants[3].link).toEqual({ privateonly: true });
    for (const r of restaurants) for (const slot of r.timeslots) expect(['Green', 'Yellow', 'Red', 'Off']).toContain(slot.colour);
    expect(restaurants[1].timeslots.find((slot: any) => slot.time === '21:00').colour).toBe('Off');
    // tomorrow nothing is closed
    expect(restaurantsOf((await board(1, `?date=${dmy(1)}`)).values)[1].timeslots.find((slot: any) => slot.time === '21:00').colour).not.toBe('Off');
    // boards 2 and 3; the ship's boards 4–6 are not the hotel's
    expect(restaurantsOf((await board(2)).values).map((r) => r.name)).toEqual(['La Terrassa', 'Brasa', 'Chef’s table']);
    expect(restaurantsOf((await board(3)).values).map((r) => [r.name, r.timeslots.length])).toEqual([
      ['Chef’s table', 2],
      ['Pool bar', 48],
    ]);
    for (const id of [4, 5, 6, 99]) expect((await api.get(`digitalsignage/content/${id}`)).status, `board ${id}`).toBe(404);
  });

  it('a booking turns the board’s light busier (tomorrow’s board)', async () => {
    await variant('Resort');
    const sid = await signIn(hub);
    const before = restaurantsOf((await board(1, `?date=${dmy(1)}`)).values);
    // a green slot that one party fills past half: the party's covers from the free times (capacity, remaining)
    let pick: { venue: number; time: string; persons: number; toTime: string } | null = null;
    for (const r of before) {
      const max = (await api.get(`dining/bookingInformation/${r.id}`)).body.maximumNumberOfPersons as number;
      const free = (await api.post(`dining/availabilityTimes/${r.id}`, { date: dmy(1), bookingRequest: { numberOfPersons: max } }, sid)).body as any[];
      const slot = free.find(
        (t) => r.timeslots.find((s: any) => s.time === t.fromTime)?.colour === 'Green' && (t.capacity - t.remaining + max) / t.capacity >= 0.5,
      );
      if (slot) {
        pick = { venue: r.id, time: slot.fromTime, persons: max, toTime: slot.toTime };
        break;
      }
    }
    expect(pick, 'the seed has a green slot tomorrow that one party makes busy').not.toBe(null);
    const booked = (
      await api.post(
        `dining/book/${pick!.venue}`,
        { numberOfPersons: pick!.persons, date: dmy(1), fromTime: pick!.time, toTime: pick!.toTime, objectId: pick!.venue },
        sid,
      )
    ).body;
    expect(booked).toMatchObject({ reference: expect.stringMatching(/^DIN-/), error: null });
    const after = restaurantsOf((await board(1, `?date=${dmy(1)}`)).values).find((r) => r.id === pick!.venue);
    expect(['Yellow', 'Red']).toContain(after.timeslots.find((slot: any) => slot.time === pick!.time).colour);
  });
});

describe('an airport answers its restaurants and lounges, and no programme', () => {
  it('dining: the restaurants, the tapas bar, the lounges; no activities or spa; a lounge entry is booked as a table', async () => {
    await variant('Airport');
    expect(await titles('dining')).toEqual(['Mirador restaurant', 'Es Racó tapas bar', 'Formentor lounge', 'Valldemossa lounge', 'Arrivals café']);
    for (const path of ['activity', 'spa', 'activitycategory', 'spacategory']) expect((await api.get(path)).body, path).toEqual([]);
    expect((await api.get('dining/9203')).body).toMatchObject({ location: 'Departures, module C, upper floor', type: null, bookable: true, price: 35 });
    const sid = await signIn(hub);
    const slot = ((await api.post('dining/availabilityTimes/9203', { date: dmy(1), bookingRequest: { numberOfPersons: 2 } }, sid)).body as any[])[0];
    expect(
      (await api.post('dining/book/9203', { numberOfPersons: 2, date: dmy(1), fromTime: slot.fromTime, toTime: slot.toTime, objectId: 9203 }, sid)).body,
    ).toMatchObject({ reference: expect.stringMatching(/^DIN-/), error: null });
    // no programme: the lineup's days have no events, the daily schedules none
    expect(((await api.get(`lineup?startDate=${dmy(0)}&days=7`)).body as any[]).map((d) => d.events)).toEqual(Array(7).fill([]));
    expect((await api.get('cms/dailySchedule')).body).toEqual([]);
  });

  it('its boards: tables and lounges in departures, the arrivals café round the clock; no cruise word', async () => {
    await variant('Airport');
    const departures = await board(1);
    expect(departures.values.title).toBe('Tables & lounges');
    expect(restaurantsOf(departures.values).map((r) => [r.name, r.location])).toEqual([
      ['Mirador restaurant', 'Departures, central area after security'],
      ['Es Racó tapas bar', 'Departures, central area after security'],
      ['Formentor lounge', 'Departures, module C, upper floor'],
      ['Valldemossa lounge', 'Departures, module A'],
    ]);
    expect(restaurantsOf((await board(2)).values).map((r) => [r.name, r.timeslots.length])).toEqual([
      ['Arrivals café', 48],
      ['Mirador restaurant', 22],
    ]);
    expect((await api.get('digitalsignage/content/3')).status).toBe(404);
    for (const lang of LANGUAGES) expect((await wording(lang)).match(CRUISE_WORDS[lang])?.[0] ?? null, lang).toBe(null);
  });
});

describe('a flight and a coach trip have no venues, programme or boards', () => {
  for (const hubType of ['Airline', 'Bus']) {
    it(hubType, async () => {
      await variant(hubType);
      for (const path of ['activity', 'dining', 'spa', 'activitycategory', 'spacategory']) expect((await api.get(path)).body, `${hubType} ${path}`).toEqual([]);
      expect((await api.get('dining/7201')).status).toBe(404);
      expect(((await api.get(`lineup?startDate=${dmy(0)}&days=3`)).body as any[]).every((d) => d.events.length === 0)).toBe(true);
      expect((await api.get('digitalsignage/content/1')).status).toBe(404);
    });
  }
});

describe('a cruise answers as before', () => {
  it('the ship’s venues, programme and boards, the same before and after the hub answered as every other variant', async () => {
    const snapshot = async () => {
      const out: Record<string, unknown> = {};
      for (const path of [
        'activitycategory',
        'spacategory',
        'activity',
        'dining',
        'spa',
        'spa?categoryId=82&lang=fr',
        'dining/7202?lang=de',
        `lineup?startDate=${dmy(0)}&days=15&lang=nl`,
        'cms/dailySchedule?lang=de',
      ]) {
        out[path] = (await api.get(path)).body;
      }
      for (let id = 1; id <= 7; id++) {
        const answer = await api.get(`digitalsignage/content/${id}`);
        out[`board ${id}`] = answer.status === 200 ? { ...answer.body, updatedAt: null } : answer.status;
      }
      return out;
    };
    const before = await snapshot();
    expect(await titles('dining')).toEqual(['Horizon Restaurant', 'The Grill', 'Sakura Teppanyaki', 'Trattoria Aurora', 'Chef’s table', 'Lido Buffet']);
    expect(restaurantsOf((await board(1)).values).map((r) => [r.name, r.location])).toEqual([
      ['Horizon Restaurant', 'Deck 5, aft'],
      ['The Grill', 'Deck 14, aft'],
      ['Sakura Teppanyaki', 'Deck 6, forward'],
      ['Trattoria Aurora', 'Deck 9, forward'],
    ]);
    expect((await api.get(`lineup?startDate=${dmy(0)}&days=1`)).body[0].events.map((e: any) => e.venue)).toContain('Aurora Theatre');
    for (const hubType of ['Resort', 'Airport', 'Airline', 'Bus']) await variant(hubType);
    await variant('Cruise');
    expect(await snapshot()).toEqual(before);
  });
});
