/**
 * Each variant its own places (issue 34): the itinerary (a resort and an airport have no port
 * calls; a flight and a coach trip their stops; none has the voyage's weather, a resort the
 * weather at the hotel: today's and the next five days', seasonal, the same for the same date), the device
 * profiles' labels (no deck but a ship's) and the wayfinder's plans (a ship's decks, a hotel's
 * floors, a terminal's levels, none on a flight or a coach trip), in the cruise's shapes. A
 * cruise answers exactly as before, also after the hub answered as the others.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);
const variant = (hubType: string) => api.admin('/variant', 'POST', { hubType });
afterEach(async () => {
  await variant('Cruise');
});

const SHIP_WORDS = /\b(deck|decks|ship|cabin|stateroom|muster|port|starboard|aft|forward|midships)\b/i;
const dashed = (offset: number) => dmy(offset).replaceAll('/', '-');
const top = async (query = '') => (await api.get(`wayfinder/maps/topview/marker${query}`)).body as any[];

describe('the itinerary', () => {
  it('an airport, like a resort, has no port calls and no port schedule; the airport no weather either', async () => {
    for (const hubType of ['Airport', 'Resort']) {
      await variant(hubType);
      expect((await api.get('itinerary/schedules')).body, hubType).toEqual([]);
      for (const path of ['itinerary/schedules/1', 'itinerary/schedules/3']) expect((await api.get(path)).status, `${hubType} ${path}`).toBe(404);
    }
    // the airport's traveller: no weather, no cruise, no hotel, no flight the hub booked, the party
    await variant('Airport');
    for (const offset of [0, 1]) expect((await api.get(`itinerary/weather/${dashed(offset)}`)).status, `day ${offset}`).toBe(404);
    const holiday = (await api.get('itinerary/holiday', await signIn(hub))).body;
    expect(holiday).toMatchObject({ bookingReference: 'LIDO123', cruises: [], hotels: [], flights: { out: [], in: [] } });
    expect(holiday.passengers.map((p: any) => p.firstName)).toEqual(['John', 'Anna', 'Tom', 'Lily']);
  });

  it('a resort: the weather at the hotel in Barcelona, today and the next five days, in the guest’s language', async () => {
    await variant('Resort');
    const week = [];
    for (let offset = 0; offset <= 5; offset++) {
      const answer = await api.get(`itinerary/weather/${dashed(offset)}`);
      expect(answer.status, `day ${offset}`).toBe(200);
      week.push(answer.body);
    }
    for (const [offset, day] of week.entries()) {
      // the port weather's shape (002 §3), never at sea, metric as a Spanish hotel's
      expect(day, `day ${offset}`).toEqual({
        date: dmy(offset),
        atSea: false,
        portName: 'Barcelona',
        openWeatherCityName: 'Barcelona,ES',
        temperature: expect.any(Number),
        feelsLike: expect.any(Number),
        humidity: expect.any(Number),
        windSpeed: expect.any(Number),
        windDirection: expect.stringMatching(/^(N|NE|E|SE|S|SW|W|NW)$/),
        synopsis: expect.any(String),
        unit: 'metric',
        icon: expect.stringMatching(/^\d\dd$/),
      });
      expect(day.synopsis, `day ${offset}`).not.toMatch(SHIP_WORDS);
      expect(day.synopsis).not.toMatch(/\b(sea day|at sea|swell)\b/i);
    }
    // Barcelona's season: a month's credible range of highs (5 °C in a cold January, 33 °C in August), humidity and wind
    const month = new Date().getMonth();
    const high = [14, 15, 17, 19, 22, 26, 29, 29, 26, 22, 17, 14][month]!;
    for (const day of week) {
      expect(day.temperature).toBeGreaterThanOrEqual(high - 4);
      expect(day.temperature).toBeLessThanOrEqual(high + 2);
      expect(Math.abs(day.feelsLike - day.temperature)).toBeLessThanOrEqual(2);
      expect(day.humidity).toBeGreaterThanOrEqual(55);
      expect(day.humidity).toBeLessThanOrEqual(95);
      expect(day.windSpeed).toBeGreaterThanOrEqual(5);
      expect(day.windSpeed).toBeLessThanOrEqual(30);
    }
    // not the same day six times over
    expect(new Set(week.map((day) => `${day.temperature} ${day.synopsis} ${day.windSpeed}`)).size).toBeGreaterThan(1);
    // deterministic: the same date answers the same
    expect((await api.get(`itinerary/weather/${dashed(2)}`)).body).toEqual(week[2]);
    // the synopsis in the guest's language, the values the same
    const texts = new Set<string>([week[0].synopsis]);
    for (const lang of ['de', 'fr', 'nl']) {
      const translated = (await api.get(`itinerary/weather/${dashed(0)}?lang=${lang}`)).body;
      expect({ ...translated, synopsis: '' }, lang).toEqual({ ...week[0], synopsis: '' });
      texts.add(translated.synopsis);
    }
    expect(texts.size).toBe(4);
    // no weather before today or past the forecast; a malformed date is the client's mistake
    for (const offset of [-1, 6, 30]) expect((await api.get(`itinerary/weather/${dashed(offset)}`)).status, `day ${offset}`).toBe(404);
    expect((await api.get('itinerary/weather/2026-01-01')).status).toBe(400);
  });

  it('a flight: its stops, one by id; the holiday is today’s flight LD 4217', async () => {
    await variant('Airline');
    const stops = (await api.get('itinerary/schedules')).body as any[];
    expect(stops.map((s) => s.portName)).toEqual(['Frankfurt', 'Palma de Mallorca']);
    expect((await api.get('itinerary/schedules/2')).body).toEqual(stops[1]);
    expect((await api.get('itinerary/schedules/3')).status).toBe(404);
    expect((await api.get(`itinerary/weather/${dashed(0)}`)).status).toBe(404);
    const holiday = (await api.get('itinerary/holiday', await signIn(hub))).body;
    expect(holiday).toMatchObject({ cruises: [], hotels: [], flights: { in: [] } });
    expect(holiday.flights.out).toEqual([expect.objectContaining({ flightNumber: 'LD4217', departureAirportCode: 'FRA', arrivalAirportCode: 'PMI' })]);
    const [flight] = holiday.flights.out;
    // the tracker's timetable: departs from Frankfurt and arrives in Palma 2 h 5 min later
    expect(flight.departureTime.slice(11, 16)).toBe(stops[0].departs);
    expect(flight.arrivalTime.slice(11, 16)).toBe(stops[1].arrives);
    await variant('Bus');
    expect(((await api.get('itinerary/schedules')).body as any[]).map((s) => s.portName)).toEqual([
      'München ZOB',
      'Salzburg Hauptbahnhof',
      'Linz Hauptbahnhof',
      'Wien Erdberg',
    ]);
    expect((await api.get('itinerary/holiday', await signIn(hub))).body).toMatchObject({ cruises: [], hotels: [], flights: { out: [], in: [] } });
  });
});

describe('the device profiles’ labels', () => {
  const labels = async (hubType?: string) => {
    const out: string[] = [];
    for (const query of ['deviceType=Browser', 'deviceType=App', 'deviceType=Kiosk', 'deviceType=DigitalSignage', 'tenFoot=true'])
      out.push((await api.get(`devices/config?${query}${hubType ? `&hubType=${hubType}` : ''}`)).body.deviceGroup.deviceProfile.label);
    return out;
  };

  it('each variant’s devices stand in its own places; no deck or cabin but a ship’s', async () => {
    expect(await labels()).toEqual(['Guest browser', 'Guest app', 'Atrium kiosk, Deck 4', 'Restaurant signage, Deck 5', 'Cabin TV']);
    expect(await labels('Resort')).toEqual(['Guest browser', 'Guest app', 'Lobby kiosk, ground floor', 'Restaurant signage, Lobby', 'Room TV']);
    expect((await labels('Airport')).slice(2)).toEqual([
      'Information kiosk, Departures, module C',
      'Restaurant signage, Departures, central area',
      'Lounge TV, Formentor lounge',
    ]);
    for (const hubType of ['Resort', 'Airline', 'Airport', 'Bus'])
      for (const label of await labels(hubType)) expect(label.match(SHIP_WORDS)?.[0] ?? null, `${hubType}: ${label}`).toBe(null);
    // the same by POST /__admin/variant
    await variant('Airline');
    expect((await labels())[2]).toBe('Self-service kiosk, Frankfurt Terminal 1, gate B12');
  });
});

describe('the wayfinder', () => {
  it('a resort: the hotel’s floors and places, the kiosk in the lobby, the room finder without port or starboard', async () => {
    const cruise = { decks: await top('?wayfinderProfileId=1'), cabin: (await api.get('cabinfinder/topview/7012')).body };
    await variant('Resort');
    const floors = await top('?deviceType=Kiosk&wayfinderProfileId=202&wayfinderProfileId=207');
    expect(floors.map((f) => f.name)).toEqual([
      'Lower ground floor – Spa & indoor pool',
      'Ground floor – Lobby, restaurants & gardens',
      'Floor 1 – Rooms & Mini Club',
      'Floor 2 – Rooms',
      'Floor 3 – Rooms',
      'Floor 4 – Rooms & gym',
      'Floor 5 – Rooms',
      'Floor 6 – Rooms',
      'Floor 7 – Rooms',
      'Floor 8 – Suites',
    ]);
    expect(Object.keys(floors[0]).sort()).toEqual(Object.keys(cruise.decks[0]).sort());
    expect(floors.filter((f) => f.hasWayFinding).map((f) => [f.level, f.profiles])).toEqual([
      [-1, [{ id: 207, name: 'Spa reception' }]],
      [0, [{ id: 202, name: 'Mar Blau' }]],
    ]);
    expect(floors.filter((f) => f.isDevicePresent).map((f) => f.level)).toEqual([0]);
    // a real picture of each floor, not the ship's
    expect(floors[1].map).not.toBe(cruise.decks[0].map);
    expect(Buffer.from(floors[1].map, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const profiles = (await api.get('wayfinder/profiles')).body as any[];
    expect(profiles.map((p) => p.name)).toEqual(expect.arrayContaining(['Reception', 'La Terrassa', 'Sauna & indoor pool']));
    expect((await api.get('devices/config?deviceType=Kiosk')).body.deviceGroup.deviceProfile.wayfinderProfileId).toBe(201);
    expect((await api.get('wayfinder/maps/sideview/marker?wayfinderProfileId=210')).body).toMatchObject({ levels: [4], map: expect.any(String) });
    // room 7012 is on floor 7; a hotel corridor has no port or starboard side
    const room = ((await api.get('cabinfinder/topview/7012')).body as any[]).find((f) => f.hasWayFinding);
    expect(room).toMatchObject({ level: 7, name: 'Floor 7 – Rooms', cabin: { number: '7012', side: null, position: null } });
    expect(Object.keys(room).sort()).toEqual(Object.keys(cruise.cabin.find((d: any) => d.hasWayFinding)).sort());
    // the ship's places are not the hotel's, nor the other way round
    expect((await api.get('wayfinder/maps/topview/marker?wayfinderProfileId=14')).status).toBe(404);
    await variant('Cruise');
    expect((await api.get('wayfinder/maps/topview/marker?wayfinderProfileId=202')).status).toBe(404);
  });

  it('an airport: the terminal’s levels and places; no cabins; a flight and a coach trip no plans', async () => {
    await variant('Airport');
    const levels = await top('?wayfinderProfileId=404');
    expect(levels.map((l) => [l.level, l.name])).toEqual([
      [0, 'Level 0 – Arrivals & baggage reclaim'],
      [1, 'Level 1 – Buses, taxis & car hire'],
      [2, 'Level 2 – Check-in & security'],
      [3, 'Level 3 – Departures, modules A, C & D'],
      [4, 'Level 4 – Lounges'],
    ]);
    expect(levels.find((l) => l.hasWayFinding).profiles).toEqual([{ id: 404, name: 'Formentor lounge' }]);
    expect((await api.get('cabinfinder/topview/7012')).status).toBe(404);
    const words = JSON.stringify([levels.map(({ map: _m, ...l }) => l), (await api.get('wayfinder/profiles')).body]);
    expect(words.match(SHIP_WORDS)?.[0] ?? null).toBe(null);
    for (const hubType of ['Airline', 'Bus']) {
      await variant(hubType);
      expect(await top(), hubType).toEqual([]);
      expect((await api.get('wayfinder/profiles')).body, hubType).toEqual([]);
      expect((await api.get('cabinfinder/topview/7012')).status, hubType).toBe(404);
    }
  });

  it('no deck on the resort’s plans', async () => {
    await variant('Resort');
    const floors = await top();
    const words = JSON.stringify([floors.map(({ map: _m, ...f }) => f), (await api.get('wayfinder/profiles')).body]);
    expect(words.match(SHIP_WORDS)?.[0] ?? null).toBe(null);
  });
});

describe('a cruise answers as before', () => {
  it('its schedules, weather, labels, decks and cabin finder, the same after the hub answered as every other variant', async () => {
    const snapshot = async () => ({
      schedules: (await api.get('itinerary/schedules')).body,
      schedule: (await api.get('itinerary/schedules/3')).body,
      weather: (await api.get(`itinerary/weather/${dashed(2)}`)).status,
      kiosk: (await api.get('devices/config?deviceType=Kiosk')).body.deviceGroup.deviceProfile,
      decks: await top('?deviceType=Kiosk&wayfinderProfileId=14'),
      profiles: (await api.get('wayfinder/profiles')).body,
      cabin: (await api.get('cabinfinder/topview/7012')).body,
      side: (await api.get('cabinfinder/sideview/7012')).body,
    });
    const before = await snapshot();
    expect(before.kiosk).toMatchObject({ label: 'Atrium kiosk, Deck 4', wayfinderProfileId: 3 });
    expect((before.decks as any[]).map((d) => d.name)).toContain('Deck 4 – Atrium');
    expect(before.weather).toBe(200);
    expect(before.side).toMatchObject({ level: 7, cabin: { side: 'Port', position: 'Aft' } });
    for (const hubType of ['Resort', 'Airport', 'Airline', 'Bus']) await variant(hubType);
    await variant('Cruise');
    expect(await snapshot()).toEqual(before);
  });
});
