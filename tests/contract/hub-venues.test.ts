/**
 * The venue seed cases of issue #16 (001 §2–§9): venue items with videos and PDFs, booking
 * information without limits and with a minimum above 1, and a slot one booking from full that a
 * second guest fills while the first is still choosing; an owner's id as an image reference.
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

describe('venue media', () => {
  it('venue items have videos and PDFs under their own id', async () => {
    for (const id of [7201, 7206, 7301]) {
      const pdfs = (await api.get(`blobs/pdfs/${id}`)).body as any[];
      expect(pdfs[0]).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(/\/media\/pdf\/.+\.pdf$/),
        name: expect.any(String),
        description: expect.any(String),
      });
      const videos = (await api.get(`blobs/videos/${id}`)).body as any[];
      expect(videos[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), urlFrontend: expect.stringMatching(/\.m3u8$/), published: true });
    }
    expect((await api.get('blobs/videos/7101')).status).toBe(200);
    // a venue without media has an empty list, as a hub answers (no 404 in the guest's console)
    expect(await api.get('blobs/pdfs/7202')).toMatchObject({ status: 200, body: [] });
  });

  it("blobs/image?reference={venue id} answers the venue's picture; an image id still works", async () => {
    const byVenue = await fetch(`${hub.url}/api/blobs/image?reference=7201&width=400`);
    expect(byVenue.status).toBe(200);
    expect(byVenue.headers.get('content-type')).toBe('image/jpeg');
    const item = (await api.get('dining/7201')).body;
    expect((await fetch(`${hub.url}/api/blobs/image?reference=${item.imageId}&width=400`)).status).toBe(200);
    expect((await fetch(`${hub.url}/api/blobs/image?reference=999999&width=400`)).status).toBe(404);
  });
});

describe('booking information bounds', () => {
  it('without limits: no bounds in the answer, the hub then takes 1 to 4', async () => {
    const info = (await api.get('activity/bookingInformation/7108')).body;
    expect(info).not.toHaveProperty('minimumNumberOfPersons');
    expect(info).not.toHaveProperty('maximumNumberOfPersons');
    expect(info.dates.length).toBeGreaterThan(5);
    expect((await api.post('activity/availabilityTimes/7108', { date: dmy(1), bookingRequest: { numberOfPersons: 4 } })).body.length).toBe(2);
    expect((await api.post('activity/availabilityTimes/7108', { date: dmy(1), bookingRequest: { numberOfPersons: 5 } })).status).toBe(400);
  });

  it('a minimum above 1: 2 to 6 persons', async () => {
    expect((await api.get('activity/bookingInformation/7109')).body).toMatchObject({ minimumNumberOfPersons: 2, maximumNumberOfPersons: 6 });
    expect((await api.post('activity/availabilityTimes/7109', { date: dmy(1), bookingRequest: { numberOfPersons: 1 } })).status).toBe(400);
    expect(
      (await api.post('activity/availabilityTimes/7109', { date: dmy(1), bookingRequest: { numberOfPersons: 2 } })).body.map((t: any) => t.fromTime),
    ).toEqual(['10:00', '13:00', '18:00']);
  });
});

describe('a slot one booking from full', () => {
  it("19:00 at the chef's table has one seat: a second guest takes it while the first is choosing", async () => {
    const first = await signIn(hub);
    const second = await signIn(hub, 'jones');
    const times = async (persons: number) =>
      ((await api.post('dining/availabilityTimes/7206', { date: dmy(2), bookingRequest: { numberOfPersons: persons } }, first)).body as any[]).map(
        (t) => t.fromTime,
      );
    expect(await times(1)).toEqual(['19:00', '20:30']);
    expect(await times(2)).toEqual(['20:30']);
    const request = { numberOfPersons: 1, date: dmy(2), fromTime: '19:00', toTime: '20:30', objectId: 7206 };
    expect((await api.post('dining/book/7206', request, second)).body.reference).toMatch(/^DIN-/);
    expect(await times(1)).toEqual(['20:30']);
    const late = (await api.post('dining/book/7206', request, first)).body;
    expect(late).toEqual({ reference: null, error: 'This time slot is no longer available', systemInformation: expect.stringContaining('DIN-CHEF') });
    // capacity and remaining covers (the demo hub's extension) follow the same bookings
    const slots = (await api.post('dining/availabilityTimes/7206', { date: dmy(2), bookingRequest: { numberOfPersons: 1 } }, first)).body as any[];
    expect(slots.map((t) => [t.fromTime, t.capacity, t.remaining])).toEqual([['20:30', 4, 4]]);
    // the seat is gone only on that day: another day still has it
    expect(((await api.post('dining/availabilityTimes/7206', { date: dmy(3), bookingRequest: { numberOfPersons: 1 } }, first)).body as any[])[0].fromTime).toBe(
      '19:00',
    );
  });
});

describe('the venue clock (POST /__admin/venue-clock)', () => {
  it("today's slots are judged by the time of day it sets; null goes back to the clock", async () => {
    const today = async () =>
      ((await api.post('dining/availabilityTimes/7206', { date: dmy(0), bookingRequest: { numberOfPersons: 1 } })).body as any[]).map((t) => t.fromTime);
    const set = (time: unknown) =>
      fetch(`${hub.url}/__admin/venue-clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ time }) });
    try {
      expect((await set('12:00')).status).toBe(200);
      expect(await today()).toEqual(['19:00', '20:30']);
      await set('19:00');
      expect(await today()).toEqual(['20:30']);
      await set('23:00');
      expect(await today()).toEqual([]);
      expect((await set('25:00')).status).toBe(400);
    } finally {
      expect((await set(null)).status).toBe(200);
    }
  });
});

describe('the operator’s texts in the caller’s language (lang or Accept-Language)', () => {
  it('venues, their categories and the programme’s events in de, fr and nl; en as seeded', async () => {
    expect((await api.get('dining/7202', null, { 'Accept-Language': 'de' })).body).toMatchObject({
      title: 'The Grill',
      description: '<p>Dry-Aged-Steaks und frische Meeresfrüchte.</p>',
      location: 'Deck 14, achtern',
      justToKnow: 'Gedeckpreis 35,00 pro Gast. Smart Casual.',
    });
    expect((await api.get('spa/7301?lang=fr')).body).toMatchObject({ title: 'Massage aux pierres chaudes', location: 'Serenity Spa, Pont 10' });
    expect(((await api.get('activitycategory?lang=nl')).body as any[]).map((c) => c.title)).toEqual([
      'Sport & fitness',
      'Lessen & workshops',
      'Familieplezier',
    ]);
    expect((await api.get('dining/7202?lang=en')).body.description).toBe('<p>Dry-aged steaks and fresh seafood.</p>');
    const schedule = (await api.get('cms/dailySchedule?lang=de')).body[0].events as any[];
    expect(schedule.find((e) => e.title === 'Frühstück')).toMatchObject({
      location: 'Horizon Restaurant',
      locationDetail: 'Deck 5, achtern',
      eventOverview: 'Ein reichhaltiges Frühstücksbuffet und Frühstück à la carte.',
    });
    // every seeded event text has its translation (an untranslated one would show English)
    const english = (await api.get('cms/dailySchedule?lang=en')).body[0].events as any[];
    for (const lang of ['de', 'fr', 'nl']) {
      const other = (await api.get(`cms/dailySchedule?lang=${lang}`)).body[0].events as any[];
      english.forEach((e, i) => {
        for (const field of ['title', 'eventOverview'])
          if (!/^(Spinning|Silent disco)$/.test(e[field])) expect(other[i][field], `${lang} ${e[field]}`).not.toBe(e[field]);
      });
    }
  });

  it('the programme’s categories and levels, the day titles and the onboard excursions in de, fr and nl', async () => {
    const across = async (lang: string) => {
      const lineup = (await api.get(`lineup?startDate=${dmy(0)}&days=15&lang=${lang}`)).body as any[];
      const levels = new Set(lineup.flatMap((day) => day.events.flatMap((e: any) => e.levels as string[])));
      const categories = new Set<string>();
      for (let offset = 0; offset < 15; offset++) {
        for (const e of (await api.get(`cms/dailyScheduleByDate?date=${dmy(offset)}&lang=${lang}`)).body[0].events) categories.add(e.category);
      }
      for (const article of [1030, 1031, 1041, 1061]) {
        for (const e of (await api.get(`cms/articles/findEventsByArticleId/${article}?filterPastEvents=false&lang=${lang}`)).body) categories.add(e.category);
      }
      const titles = ((await api.get(`itinerary/schedules?lang=${lang}`)).body as any[]).map((s) => s.title);
      return { levels: [...levels].sort(), categories: [...categories].sort(), titles };
    };
    const en = await across('en');
    expect(en.levels).toEqual(['Active', 'Adults', 'Entertainment', 'Family', 'Food & Drink', 'Kids', 'Talks', 'Wellness']);
    const de = await across('de');
    expect(de.levels).toEqual(['Aktiv', 'Erwachsene', 'Essen & Trinken', 'Familie', 'Kinder', 'Unterhaltung', 'Vorträge', 'Wellness']);
    expect(de.categories).toContain('Sicherheit');
    expect(de.titles).toContain('Katakolon (Olympia), Griechenland');
    const fr = await across('fr');
    expect(fr.levels).toEqual(['Actif', 'Adultes', 'Bien-être', 'Conférences', 'Divertissement', 'Enfants', 'Famille', 'Gastronomie']);
    expect(fr.titles).toEqual(expect.arrayContaining(['Barcelone (embarquement)', 'En mer', 'Messine, Sicile']));
    const nl = await across('nl');
    expect(nl.categories).toEqual(expect.arrayContaining(['Veiligheid', 'Muziek', 'Haven']));
    // every category and level has its translation: only these words are the same in a language
    const same: Record<string, string[]> = {
      de: ['Fitness', 'Show', 'Wellness'],
      fr: ['Excursions', 'Fitness'],
      nl: ['Entertainment', 'Fitness', 'Show', 'Wellness'],
    };
    for (const [lang, other] of [
      ['de', de],
      ['fr', fr],
      ['nl', nl],
    ] as const) {
      expect([...new Set([...other.categories, ...other.levels])].filter((text) => [...en.categories, ...en.levels].includes(text)).sort(), lang).toEqual(
        same[lang],
      );
    }
    // the onboard excursions of the first sea day (names, types, tags) and a port day's walk
    const classes = (await api.get(`excursions/byDate?dateAsString=${dmy(1)}`, null, { 'Accept-Language': 'de-DE,de;q=0.9' })).body as any[];
    expect(classes.find((e) => e.id === 6905)).toMatchObject({
      name: 'Piratenclub für Kinder',
      categories: [{ name: 'Kinder' }],
      tags: [{ name: 'Familienfreundlich' }],
    });
    const naples = (await api.get(`excursions/byDate?dateAsString=${dmy(6)}&lang=de`)).body as any[];
    expect(naples.map((e) => e.name)).toContain('Stadtrundgang in Neapel');
    const described = (await api.get(`descriptions/${naples[0].id}?lang=fr`)).body as any[];
    expect(described.find((d) => d.descriptionType === 'Notes').value.default).toBe(
      '<p>Portez des chaussures confortables et emportez une protection solaire et de l’eau.</p>',
    );
    expect(((await api.get('excursions/tags?lang=nl')).body as any[]).map((t) => t.name)).toContain('Rolstoeltoegankelijk');
    // the seeded booking on the first port day's walk, in my bookings
    const appointments = (await api.get('pms/accounts/appointments?lang=de', await signIn(hub))).body as any[];
    expect(appointments.map((a) => a.text)).toContain('Stadtrundgang in Palma');
  });
});
