/**
 * The airport's flight board (Lido extension, the airport variant): departures and arrivals of
 * Palma de Mallorca (PMI) from about 2 h ago to 10 h ahead of the hub's clock, so the board is
 * always "now". The timetable is a fixed daily rotation plan (an aircraft arrives, turns round,
 * leaves); gates, belts, delays and cancellations are drawn per airport-local day from a seeded
 * PRNG, so a day reads the same on every call and only the statuses move with the clock.
 *
 *   GET /api/airport/flights?direction=departures|arrivals   (default departures)
 *
 * Times are ISO 8601 with the airport's offset ('2026-06-01T14:05:00+02:00'): the client shows
 * their wall-clock time (the airport's local time) and compares their instant with its clock.
 * POST /__admin/flights-clock {"time": "HH:MM"} runs the board from that local time of day today
 * (a test of the statuses then reads the same at any hour); null: the real clock.
 */
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, Router, type Ctx, type Lang } from '../lib/http.ts';
import { prng } from '../providers/common.ts';
import { zoneOffsetMinutes } from './world.ts';

export const AIRPORT = {
  code: 'PMI',
  timeZone: 'Europe/Madrid',
  name: { en: 'Palma de Mallorca', de: 'Palma de Mallorca', fr: 'Palma de Majorque', nl: 'Palma de Mallorca' },
} as const;

export const DIRECTIONS = ['departures', 'arrivals'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export type FlightStatus = 'scheduled' | 'checkInOpen' | 'boarding' | 'gateClosed' | 'departed' | 'delayed' | 'cancelled' | 'expected' | 'landed' | 'baggage';

const AIRLINES: Record<string, string> = {
  EW: 'Eurowings',
  LH: 'Lufthansa',
  DE: 'Condor',
  X3: 'TUI fly',
  U2: 'easyJet',
  FR: 'Ryanair',
  VY: 'Vueling',
  IB: 'Iberia',
  KL: 'KLM',
  LX: 'Swiss',
  OS: 'Austrian Airlines',
};

/** The other airports: city per language; `schengen` false flies from module A (passport control). */
const AIRPORTS: Record<string, { city: Record<Lang, string>; schengen: boolean }> = {
  FRA: { city: { en: 'Frankfurt', de: 'Frankfurt', fr: 'Francfort', nl: 'Frankfurt' }, schengen: true },
  MUC: { city: { en: 'Munich', de: 'München', fr: 'Munich', nl: 'München' }, schengen: true },
  DUS: { city: { en: 'Düsseldorf', de: 'Düsseldorf', fr: 'Düsseldorf', nl: 'Düsseldorf' }, schengen: true },
  HAM: { city: { en: 'Hamburg', de: 'Hamburg', fr: 'Hambourg', nl: 'Hamburg' }, schengen: true },
  BER: { city: { en: 'Berlin', de: 'Berlin', fr: 'Berlin', nl: 'Berlijn' }, schengen: true },
  CGN: { city: { en: 'Cologne', de: 'Köln', fr: 'Cologne', nl: 'Keulen' }, schengen: true },
  STR: { city: { en: 'Stuttgart', de: 'Stuttgart', fr: 'Stuttgart', nl: 'Stuttgart' }, schengen: true },
  HAJ: { city: { en: 'Hanover', de: 'Hannover', fr: 'Hanovre', nl: 'Hannover' }, schengen: true },
  AMS: { city: { en: 'Amsterdam', de: 'Amsterdam', fr: 'Amsterdam', nl: 'Amsterdam' }, schengen: true },
  ZRH: { city: { en: 'Zurich', de: 'Zürich', fr: 'Zurich', nl: 'Zürich' }, schengen: true },
  VIE: { city: { en: 'Vienna', de: 'Wien', fr: 'Vienne', nl: 'Wenen' }, schengen: true },
  MAD: { city: { en: 'Madrid', de: 'Madrid', fr: 'Madrid', nl: 'Madrid' }, schengen: true },
  BCN: { city: { en: 'Barcelona', de: 'Barcelona', fr: 'Barcelone', nl: 'Barcelona' }, schengen: true },
  LGW: { city: { en: 'London Gatwick', de: 'London-Gatwick', fr: 'Londres-Gatwick', nl: 'Londen-Gatwick' }, schengen: false },
  STN: { city: { en: 'London Stansted', de: 'London-Stansted', fr: 'Londres-Stansted', nl: 'Londen-Stansted' }, schengen: false },
  MAN: { city: { en: 'Manchester', de: 'Manchester', fr: 'Manchester', nl: 'Manchester' }, schengen: false },
  DUB: { city: { en: 'Dublin', de: 'Dublin', fr: 'Dublin', nl: 'Dublin' }, schengen: false },
};

/** One aircraft's visit: in from `airport` at `arrives`, back out at `departs` (local 'HH:MM'; null: based here or night stop). */
interface Rotation {
  inbound: string | null;
  outbound: string | null;
  airport: string;
  arrives: string | null;
  departs: string | null;
}

const r = (inbound: string | null, outbound: string | null, airport: string, arrives: string | null, departs: string | null): Rotation => ({
  inbound,
  outbound,
  airport,
  arrives,
  departs,
});

/** The daily plan, by first movement. */
const ROTATIONS: readonly Rotation[] = [
  r(null, 'FR 2314', 'STN', null, '06:15'),
  r(null, 'EW 7550', 'DUS', null, '06:30'),
  r(null, 'U2 8074', 'LGW', null, '06:40'),
  r(null, 'X3 2100', 'HAJ', null, '06:50'),
  r(null, 'VY 3901', 'BCN', null, '06:55'),
  r(null, 'DE 1500', 'FRA', null, '07:05'),
  r('IB 3920', 'IB 3921', 'MAD', '07:10', '07:50'),
  r('EW 582', 'EW 583', 'DUS', '07:50', '08:35'),
  r('LH 1794', 'LH 1795', 'MUC', '09:05', '09:55'),
  r('DE 1514', 'DE 1515', 'FRA', '09:20', '10:15'),
  r('X3 2130', 'X3 2131', 'HAJ', '09:40', '10:30'),
  r('KL 1509', 'KL 1510', 'AMS', '10:05', '10:55'),
  r('IB 3912', 'IB 3913', 'MAD', '10:20', '11:00'),
  r('LX 2128', 'LX 2129', 'ZRH', '10:45', '11:35'),
  r('EW 7560', 'EW 7561', 'HAM', '11:10', '11:55'),
  r('FR 9824', 'FR 9825', 'DUB', '11:25', '11:55'),
  r('OS 413', 'OS 414', 'VIE', '11:50', '12:40'),
  r('U2 8075', 'U2 8076', 'LGW', '12:05', '12:45'),
  r('LH 1162', 'LH 1163', 'FRA', '12:30', '13:20'),
  r('EW 8540', 'EW 8541', 'BER', '12:55', '13:40'),
  r('DE 1422', 'DE 1423', 'DUS', '13:15', '14:10'),
  r('VY 3904', 'VY 3905', 'BCN', '13:30', '14:05'),
  r('X3 2140', 'X3 2141', 'STR', '13:50', '14:40'),
  r('FR 1836', 'FR 1837', 'MAN', '14:20', '14:50'),
  r('KL 1513', 'KL 1514', 'AMS', '14:45', '15:35'),
  r('LH 1798', 'LH 1799', 'MUC', '15:10', '16:00'),
  r('EW 9546', 'EW 9547', 'CGN', '15:35', '16:20'),
  r('IB 3918', 'IB 3919', 'MAD', '16:05', '16:45'),
  r('DE 1530', 'DE 1531', 'HAM', '16:30', '17:25'),
  r('U2 8079', 'U2 8080', 'LGW', '17:00', '17:40'),
  r('X3 2152', 'X3 2153', 'FRA', '17:25', '18:15'),
  r('LX 2132', 'LX 2133', 'ZRH', '17:50', '18:40'),
  r('EW 7588', 'EW 7589', 'DUS', '18:20', '19:05'),
  r('VY 3908', 'VY 3909', 'BCN', '18:45', '19:20'),
  r('FR 2315', 'FR 2316', 'STN', '19:10', '19:40'),
  r('OS 417', 'OS 418', 'VIE', '19:35', '20:25'),
  r('LH 1166', 'LH 1167', 'FRA', '20:05', '20:55'),
  r('DE 1436', 'DE 1437', 'MUC', '20:40', '21:30'),
  r('EW 8544', 'EW 8545', 'BER', '21:15', '22:00'),
  r('KL 1517', 'KL 1518', 'AMS', '21:40', '22:25'),
  r('VY 3912', null, 'BCN', '22:30', null),
  r('FR 9826', null, 'DUB', '23:05', null),
  r('X3 2160', null, 'HAJ', '23:35', null),
  r('U2 8083', null, 'LGW', '23:50', null),
];

/** Check-in desks of each airline's counters in the hall. */
const DESK_BASE: Record<string, number> = { EW: 62, LH: 70, DE: 80, X3: 88, U2: 14, FR: 22, VY: 120, IB: 126, KL: 104, LX: 110, OS: 116 };
const SCHENGEN_GATES = { C: [27, 52], D: [71, 90] } as const;
const MINIMUM_TURN_MINUTES = 30;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const p2 = (n: number) => String(n).padStart(2, '0');

/** The hub's clock for the board: the real one, or the local time of day an admin call set (advancing from then). */
let clock: { localMinutes: number; setAt: number } | null = null;

export function setFlightsClock(time: string | null): void {
  clock = time === null ? null : { localMinutes: minutesOf(time), setAt: Date.now() };
}

/** A local calendar day of the airport: UTC midnight of its date, for arithmetic. */
interface LocalDay {
  utcMidnight: number;
  ymd: string;
}

function localDayOf(at: number): LocalDay {
  const shifted = new Date(at + zoneOffsetMinutes(AIRPORT.timeZone, new Date(at)) * 60_000);
  const utcMidnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  return { utcMidnight, ymd: new Date(utcMidnight).toISOString().slice(0, 10) };
}

/** The instant of a local time (minutes from the day's midnight, may pass 24 h) at the airport. */
function instantOf(day: LocalDay, minutes: number): number {
  const wall = day.utcMidnight + minutes * 60_000;
  // the offset at the guessed instant, then once more (a night the clocks change)
  const first = wall - zoneOffsetMinutes(AIRPORT.timeZone, new Date(wall)) * 60_000;
  return wall - zoneOffsetMinutes(AIRPORT.timeZone, new Date(first)) * 60_000;
}

/** ISO 8601 with the airport's offset at that instant: '2026-06-01T14:05:00+02:00'. */
export function airportIso(at: number): string {
  const offset = zoneOffsetMinutes(AIRPORT.timeZone, new Date(at));
  const wall = new Date(Math.floor(at / 60_000) * 60_000 + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${wall.toISOString().slice(0, 19)}${sign}${p2(Math.floor(Math.abs(offset) / 60))}:${p2(Math.abs(offset) % 60)}`;
}

/** The board's "now" (ms). */
export function flightsNow(): number {
  if (!clock) return Date.now();
  const day = localDayOf(clock.setAt);
  return instantOf(day, clock.localMinutes) + (Date.now() - clock.setAt);
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** What happens to each rotation on a day: delays (minutes), a cancellation, where it parks. */
interface DayPlan {
  arrivalDelay: number;
  departureDelay: number;
  cancelled: boolean;
  gate: string;
  module: string;
  belt: string;
  desks: string;
}

/** The first movement of a rotation (local minutes), to place it in a block of the day. */
const firstMovement = (rotation: Rotation) => minutesOf(rotation.arrives ?? rotation.departs!);

function planDay(ymd: string): DayPlan[] {
  const plans = ROTATIONS.map((rotation, index): DayPlan => {
    const rand = prng(seedOf(`${ymd}:${index}`));
    const airline = (rotation.outbound ?? rotation.inbound)!.slice(0, 2);
    const schengen = AIRPORTS[rotation.airport]!.schengen;
    const module = schengen ? (rand() < 0.5 ? 'C' : 'D') : 'A';
    const [low, high] = schengen ? SCHENGEN_GATES[module as 'C' | 'D'] : [1, 18];
    const gate = `${module}${p2(low + Math.floor(rand() * (high - low + 1)))}`;
    const belt = p2(schengen ? 5 + Math.floor(rand() * 12) : 1 + Math.floor(rand() * 4));
    const desk = DESK_BASE[airline]! + Math.floor(rand() * 2) * 4;
    // late inbound aircraft (about one in twelve); on time means a few minutes either way
    const late = rand() < 0.08;
    const arrivalDelay = late ? 20 + Math.round(rand() * 18) * 5 : Math.round(rand() * 20) - 12;
    const turn = rotation.arrives && rotation.departs ? minutesOf(rotation.departs) - minutesOf(rotation.arrives) : 0;
    // the late aircraft makes its next departure late, less the slack of its turnaround; an ATC slot now and then
    const knockOn = rotation.arrives && rotation.departs ? Math.max(0, arrivalDelay - (turn - MINIMUM_TURN_MINUTES)) : 0;
    const slot = rand() < 0.04 ? 15 + Math.round(rand() * 9) * 5 : 0;
    return { arrivalDelay, departureDelay: Math.max(knockOn, slot), cancelled: false, gate, module, belt, desks: `${desk}–${desk + 3}` };
  });
  const rand = prng(seedOf(`${ymd}:day`));
  const inBlock = (from: number, to: number) =>
    ROTATIONS.map((rotation, index) => ({ rotation, index })).filter(
      ({ rotation }) => firstMovement(rotation) >= from * 60 && firstMovement(rotation) < to * 60,
    );
  // a delay in every four hours of the day at least, so a board always has one to show
  for (const [from, to] of [
    [6, 10],
    [10, 14],
    [14, 18],
    [18, 22],
  ] as const) {
    const block = inBlock(from, to).filter(({ rotation }) => rotation.arrives && rotation.departs);
    const late = (delay: keyof DayPlan) => block.some(({ index }) => (plans[index]![delay] as number) >= 15);
    if (late('arrivalDelay') && late('departureDelay')) continue;
    const { index, rotation } = block[Math.floor(rand() * block.length)]!;
    const plan = plans[index]!;
    plan.arrivalDelay = 45 + Math.round(rand() * 6) * 5;
    plan.departureDelay = Math.max(
      plan.departureDelay,
      plan.arrivalDelay - (minutesOf(rotation.departs!) - minutesOf(rotation.arrives!) - MINIMUM_TURN_MINUTES),
    );
  }
  // one cancelled rotation (both legs) in the morning block and one in the afternoon
  for (const [from, to] of [
    [6, 14],
    [14, 22],
  ] as const) {
    const block = inBlock(from, to).filter(({ rotation }) => rotation.arrives && rotation.departs && minutesOf(rotation.departs) < to * 60);
    plans[block[Math.floor(rand() * block.length)]!.index]!.cancelled = true;
  }
  return plans;
}

const planCache = new Map<string, DayPlan[]>();
function planOf(ymd: string): DayPlan[] {
  let plan = planCache.get(ymd);
  if (!plan) {
    if (planCache.size > 8) planCache.clear();
    plan = planDay(ymd);
    planCache.set(ymd, plan);
  }
  return plan;
}

export function departureStatus(now: number, scheduled: number, estimated: number, cancelled: boolean): FlightStatus {
  const min = 60_000;
  if (cancelled) return 'cancelled';
  if (now >= estimated) return 'departed';
  if (now >= estimated - 15 * min) return 'gateClosed';
  if (now >= estimated - 40 * min) return 'boarding';
  if (estimated - scheduled >= 15 * min) return 'delayed';
  if (now >= scheduled - 150 * min) return 'checkInOpen';
  return 'scheduled';
}

export function arrivalStatus(now: number, scheduled: number, estimated: number, cancelled: boolean): FlightStatus {
  const min = 60_000;
  if (cancelled) return 'cancelled';
  if (now >= estimated + 15 * min && now < estimated + 50 * min) return 'baggage';
  if (now >= estimated) return 'landed';
  if (now >= estimated - 60 * min) return 'expected';
  if (estimated - scheduled >= 15 * min) return 'delayed';
  return 'scheduled';
}

/** The board of one direction at `now`: flights scheduled from 2 h before to 10 h after, by time. */
export function board(direction: Direction, now: number, lang: Lang) {
  const min = 60_000;
  const today = localDayOf(now);
  const flights = [];
  for (const dayOffset of [-1, 0, 1]) {
    const day = localDayOf(today.utcMidnight + 12 * 3_600_000 + dayOffset * 86_400_000);
    const plans = planOf(day.ymd);
    for (const [index, rotation] of ROTATIONS.entries()) {
      const plan = plans[index]!;
      const number = direction === 'departures' ? rotation.outbound : rotation.inbound;
      const clockTime = direction === 'departures' ? rotation.departs : rotation.arrives;
      if (!number || !clockTime) continue;
      const scheduled = instantOf(day, minutesOf(clockTime));
      const delay = direction === 'departures' ? plan.departureDelay : plan.arrivalDelay;
      const estimated = scheduled + delay * min;
      if (Math.max(scheduled, estimated) < now - 120 * min || scheduled > now + 600 * min) continue;
      const other = AIRPORTS[rotation.airport]!;
      const airline = number.slice(0, 2);
      flights.push({
        id: `${direction === 'departures' ? 'D' : 'A'}-${day.ymd}-${number.replace(' ', '')}`,
        flightNumber: number,
        airline: { code: airline, name: AIRLINES[airline]! },
        airport: { code: rotation.airport, city: other.city[lang] },
        scheduledTime: airportIso(scheduled),
        estimatedTime: plan.cancelled ? null : airportIso(estimated),
        terminal: plan.module,
        gate: direction === 'departures' && !plan.cancelled ? plan.gate : null,
        ...(direction === 'departures' ? { checkInDesks: plan.cancelled ? null : plan.desks } : { baggageBelt: plan.cancelled ? null : plan.belt }),
        status: (direction === 'departures' ? departureStatus : arrivalStatus)(now, scheduled, estimated, plan.cancelled),
        sortKey: scheduled,
      });
    }
  }
  flights.sort((a, b) => a.sortKey - b.sortKey || a.flightNumber.localeCompare(b.flightNumber));
  return {
    airport: { code: AIRPORT.code, name: AIRPORT.name[lang], utcOffsetMinutes: zoneOffsetMinutes(AIRPORT.timeZone, new Date(now)) },
    direction,
    flights: flights.map(({ sortKey: _sortKey, ...flight }) => flight),
  };
}

function flights(ctx: Ctx) {
  const raw = (ctx.query.get('direction') ?? 'departures').toLowerCase();
  const direction = DIRECTIONS.find((each) => each === raw);
  if (!direction) throw new HttpError(400, `Unknown direction '${raw}'. Use departures or arrivals`, 'invalid_parameter');
  return board(direction, flightsNow(), ctx.lang);
}

export function routes(): Router {
  return new Router().get('/airport/flights', flights);
}

export function seed(_db: DatabaseSync): void {
  // nothing to seed: the board is computed from the clock and the day's seed
}
