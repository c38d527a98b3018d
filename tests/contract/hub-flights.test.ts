/**
 * The airport's flight board (Lido extension, demo-hub/api/flights.ts): GET airport/flights,
 * departures and arrivals of Palma de Mallorca around the hub's clock, their fields, statuses that
 * agree with the clock, the same day on every call, the city in the asked language, the airport
 * variant's module.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { client, useDemoHub } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

const MIN = 60_000;
const DEPARTURE_STATUSES = ['scheduled', 'checkInOpen', 'boarding', 'gateClosed', 'departed', 'delayed', 'cancelled'];
const ARRIVAL_STATUSES = ['scheduled', 'expected', 'landed', 'baggage', 'delayed', 'cancelled'];
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/;

/** The airport's local time of day of an ISO time with offset ('…T14:05:00+02:00' → 845). */
const localMinutes = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));

const flightsClock = (time: string | null) => api.admin('/flights-clock', 'POST', { time });

afterEach(async () => {
  await flightsClock(null);
});

describe('airport/flights', () => {
  it('departures: PMI, each flight with its number, airline, other airport, times with the offset, module, gate, desks and a status', async () => {
    const answer = await api.get('airport/flights?direction=departures');
    expect(answer.status).toBe(200);
    const { airport, direction, flights } = answer.body;
    expect(airport).toEqual({ code: 'PMI', name: 'Palma de Mallorca', utcOffsetMinutes: expect.any(Number) });
    expect([60, 120]).toContain(airport.utcOffsetMinutes);
    expect(direction).toBe('departures');
    expect(flights.length).toBeGreaterThan(10);
    for (const flight of flights) {
      expect(flight).toEqual({
        id: expect.stringMatching(/^D-\d{4}-\d\d-\d\d-[A-Z0-9]+$/),
        flightNumber: expect.stringMatching(/^[A-Z0-9]{2} \d{2,4}$/),
        airline: { code: flight.flightNumber.slice(0, 2), name: expect.any(String) },
        airport: { code: expect.stringMatching(/^[A-Z]{3}$/), city: expect.any(String) },
        scheduledTime: expect.stringMatching(ISO_WITH_OFFSET),
        estimatedTime: flight.status === 'cancelled' ? null : expect.stringMatching(ISO_WITH_OFFSET),
        terminal: expect.stringMatching(/^[ACD]$/),
        gate: flight.status === 'cancelled' ? null : expect.stringMatching(new RegExp(`^${flight.terminal}\\d\\d$`)),
        checkInDesks: flight.status === 'cancelled' ? null : expect.stringMatching(/^\d+–\d+$/),
        status: expect.any(String),
      });
      expect(DEPARTURE_STATUSES).toContain(flight.status);
    }
    // the offset of every time is the airport's
    expect(flights.every((flight: any) => /\+0[12]:00$/.test(flight.scheduledTime))).toBe(true);
    // by scheduled time; ids unique
    const times = flights.map((flight: any) => Date.parse(flight.scheduledTime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(flights.map((flight: any) => flight.id)).size).toBe(flights.length);
    // real routes: the airlines of the plan
    const airlines = new Set(flights.map((flight: any) => flight.airline.name));
    for (const name of airlines)
      expect(['Eurowings', 'Lufthansa', 'Condor', 'TUI fly', 'easyJet', 'Ryanair', 'Vueling', 'Iberia', 'KLM', 'Swiss', 'Austrian Airlines']).toContain(name);
  });

  it('arrivals: a baggage belt instead of gate and desks; the default direction is departures; an unknown one is 400', async () => {
    const { body } = await api.get('airport/flights?direction=arrivals');
    expect(body.direction).toBe('arrivals');
    for (const flight of body.flights) {
      expect(flight.id).toMatch(/^A-/);
      expect(flight.gate).toBe(null);
      expect('checkInDesks' in flight).toBe(false);
      expect(flight.baggageBelt).toEqual(flight.status === 'cancelled' ? null : expect.stringMatching(/^\d\d$/));
      expect(ARRIVAL_STATUSES).toContain(flight.status);
    }
    expect((await api.get('airport/flights')).body.direction).toBe('departures');
    const wrong = await api.get('airport/flights?direction=sideways');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_parameter');
  });

  it('at 12:00 local: flights from 10:00 to 22:00, statuses that agree with the clock, a few delays with their new time and a cancellation', async () => {
    expect((await flightsClock('12:00')).body).toEqual({ time: '12:00' });
    const departures = (await api.get('airport/flights?direction=departures')).body.flights as any[];
    const arrivals = (await api.get('airport/flights?direction=arrivals')).body.flights as any[];
    for (const flights of [departures, arrivals]) {
      const scheduled = flights.map((flight) => localMinutes(flight.scheduledTime));
      expect(Math.min(...scheduled)).toBeGreaterThanOrEqual(10 * 60 - 1);
      expect(Math.max(...scheduled)).toBeLessThanOrEqual(22 * 60 + 1);
      expect(flights.filter((flight) => flight.status === 'cancelled').length).toBeGreaterThanOrEqual(1);
      expect(flights.filter((flight) => flight.status === 'cancelled').length).toBeLessThanOrEqual(2);
      const delayed = flights.filter((flight) => flight.estimatedTime && Date.parse(flight.estimatedTime) - Date.parse(flight.scheduledTime) >= 15 * MIN);
      expect(delayed.length).toBeGreaterThanOrEqual(1);
      expect(delayed.length).toBeLessThan(flights.length / 3);
    }
    const now = 12 * 60;
    for (const flight of departures) {
      if (flight.status === 'cancelled') continue;
      const estimated = localMinutes(flight.estimatedTime);
      const scheduled = localMinutes(flight.scheduledTime);
      const expected =
        now >= estimated
          ? 'departed'
          : now >= estimated - 15
            ? 'gateClosed'
            : now >= estimated - 40
              ? 'boarding'
              : estimated - scheduled >= 15
                ? 'delayed'
                : now >= scheduled - 150
                  ? 'checkInOpen'
                  : 'scheduled';
      expect(flight.status, `${flight.flightNumber} at 12:00`).toBe(expected);
    }
    for (const flight of arrivals) {
      if (flight.status === 'cancelled') continue;
      const estimated = localMinutes(flight.estimatedTime);
      const scheduled = localMinutes(flight.scheduledTime);
      const expected =
        now >= estimated + 15 && now < estimated + 50
          ? 'baggage'
          : now >= estimated
            ? 'landed'
            : now >= estimated - 60
              ? 'expected'
              : estimated - scheduled >= 15
                ? 'delayed'
                : 'scheduled';
      expect(flight.status, `${flight.flightNumber} at 12:00`).toBe(expected);
    }
    // a cancelled rotation cancels both legs: the aircraft that does not come does not leave
    const cancelledIn = arrivals.filter((flight) => flight.status === 'cancelled').map((flight) => flight.airport.code);
    expect(departures.some((flight) => flight.status === 'cancelled' && cancelledIn.includes(flight.airport.code))).toBe(true);
  });

  it('the same day on every call (seeded per day): only the statuses move with the clock', async () => {
    await flightsClock('09:00');
    const early = (await api.get('airport/flights?direction=departures')).body.flights as any[];
    await flightsClock('11:00');
    const later = (await api.get('airport/flights?direction=departures')).body.flights as any[];
    const both = later.filter((flight) => early.some((other) => other.id === flight.id));
    expect(both.length).toBeGreaterThan(10);
    const stable = ({ status: _status, ...rest }: any) => rest;
    for (const flight of both) expect(stable(flight)).toEqual(stable(early.find((other) => other.id === flight.id)));
    expect(both.some((flight) => flight.status !== early.find((other) => other.id === flight.id).status)).toBe(true);
    expect((await api.get('airport/flights?direction=departures')).body.flights).toEqual(later.map((flight) => ({ ...flight, status: expect.any(String) })));
    expect((await api.admin('/flights-clock', 'POST', { time: '25:00' })).status).toBe(400);
  });

  it("names the other airport's city in the asked language", async () => {
    await flightsClock('06:00');
    const city = async (lang: string, code: string) =>
      ((await api.get(`airport/flights?direction=arrivals&lang=${lang}`)).body.flights as any[]).find((flight) => flight.airport.code === code)?.airport.city;
    expect(await city('en', 'MUC')).toBe('Munich');
    expect(await city('de', 'MUC')).toBe('München');
    expect(await city('nl', 'VIE')).toBe('Wenen');
    expect(await city('fr', 'LGW')).toBe('Londres-Gatwick');
    expect((await api.get('airport/flights?lang=fr')).body.airport.name).toBe('Palma de Majorque');
  });

  it("is the airport variant's module, not a cruise's", async () => {
    expect((await api.get('devices/config?hubType=Airport')).body.deviceGroup.deviceProfile.modules).toContain('flights');
    expect((await api.get('devices/config?hubType=Cruise')).body.deviceGroup.deviceProfile.modules).not.toContain('flights');
  });
});
