/**
 * Ship tracker (002 §3, §7): the GPS profile follows the voyage in real time — alongside in port
 * between arrival and departure, sailing along the sea route in between — and is pushed on the
 * `cms/events/register` event stream as `{"gpsProfile": …}` messages. Also offline map tiles for
 * the tracker (the portal must not fetch tiles from the internet).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, NO_RESPONSE, openSse, sendBytes, type Ctx } from '../lib/http.ts';
import { dayStart } from '../lib/dates.ts';
import { Canvas, hex } from '../lib/png.ts';
import { drawLand } from '../lib/land.ts';
import { VOYAGE, type VoyageDay } from './world.ts';
import { currentVariant } from './config.ts';
import { journeyOf, journeyPosition } from './journeys.ts';
import { bearing, distanceNm } from '../lib/geo.ts';

/** An airline installation tracks an aircraft (002 §3 GPS profile dataType), every other a ship. */
const vehicleOf = (db: DatabaseSync): 'Ship' | 'Aircraft' => (currentVariant(db) === 'Airline' ? 'Aircraft' : 'Ship');

/** Unknown heading or course (002 §9). */
export const UNKNOWN_HEADING = 511;

let gpsIntervalMs = 5000;
export function setGpsInterval(ms: number): void {
  gpsIntervalMs = ms;
}

/**
 * By default the voyage is under way whatever the hour: the GPS clock starts 20 h into the voyage
 * (two hours out of Barcelona, bound for the next port) when the hub starts or is reset, and runs
 * in real time from there, so a newcomer sees the ship move.
 */
export const DEFAULT_GPS_HOURS = 20;

/** The GPS clock: `hours` into the voyage at `setAt`, advancing in real time; null: the calendar (day 0 = today). */
let clock: { hours: number; setAt: number } | null = { hours: DEFAULT_GPS_HOURS, setAt: Date.now() };
/** Admin override: a number pretends the voyage is that many hours in; null follows the calendar; 'default' under way again. */
export function setGpsClock(hours: number | null | 'default'): void {
  clock = hours === null ? null : { hours: hours === 'default' ? DEFAULT_GPS_HOURS : hours, setAt: Date.now() };
}

function voyageHours(now = Date.now()): number {
  if (clock) return clock.hours + (now - clock.setAt) / 3600000;
  return (now - dayStart(0).getTime()) / 3600000;
}

interface Leg {
  from: number;
  to: number;
  path: [number, number][];
}
interface Stay {
  from: number;
  to: number;
  at: [number, number];
  day: VoyageDay;
}

const h = (day: number, time: string | null, fallback: number) => {
  if (!time) return day * 24 + fallback;
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return day * 24 + hh + mm / 60;
};

/** The voyage as alternating port stays and sea legs, in hours from day 0 midnight. */
const TIMELINE = (() => {
  const stays: Stay[] = [];
  const legs: Leg[] = [];
  const ports = VOYAGE.filter((d) => d.port);
  ports.forEach((d, i) => {
    const at: [number, number] = [d.port!.lat, d.port!.lng];
    stays.push({ from: h(d.offset, d.arrives, 0), to: h(d.offset, d.departs, 24), at, day: d });
    const next = ports[i + 1];
    if (next) legs.push({ from: h(d.offset, d.departs, 24), to: h(next.offset, next.arrives, 0), path: [at, ...d.via, [next.port!.lat, next.port!.lng]] });
  });
  return { stays, legs };
})();

export function gpsProfile(now = Date.now(), dataType: 'Ship' | 'Aircraft' = 'Ship') {
  const hours = Math.max(0, voyageHours(now));
  const dayIndex = Math.min(VOYAGE.length - 1, Math.floor(hours / 24));
  const day = VOYAGE[dayIndex]!;
  const hourOfDay = hours - dayIndex * 24;
  let lat: number,
    lng: number,
    heading = UNKNOWN_HEADING,
    speed = 0,
    course = UNKNOWN_HEADING;
  const leg = TIMELINE.legs.find((l) => hours >= l.from && hours < l.to);
  if (leg) {
    const lengths = leg.path.slice(1).map((p, i) => distanceNm(leg.path[i]!, p));
    const total = lengths.reduce((a, b) => a + b, 0);
    let travelled = ((hours - leg.from) / (leg.to - leg.from)) * total;
    let i = 0;
    while (i < lengths.length - 1 && travelled > lengths[i]!) {
      travelled -= lengths[i]!;
      i++;
    }
    const a = leg.path[i]!;
    const b = leg.path[i + 1]!;
    const f = lengths[i]! === 0 ? 0 : Math.min(1, travelled / lengths[i]!);
    lat = a[0] + (b[0] - a[0]) * f;
    lng = a[1] + (b[1] - a[1]) * f;
    course = bearing(a, b);
    heading = course;
    speed = Math.round((total / (leg.to - leg.from)) * 10) / 10;
  } else {
    const stay =
      TIMELINE.stays.find((s) => hours >= s.from && hours < s.to) ??
      (hours < TIMELINE.stays[0]!.to ? TIMELINE.stays[0]! : TIMELINE.stays[TIMELINE.stays.length - 1]!);
    [lat, lng] = stay.at;
  }
  const w = day.weather;
  const swing = Math.round(Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI) * 3);
  return {
    latitude: Math.round(lat * 1e5) / 1e5,
    longitude: Math.round(lng * 1e5) / 1e5,
    dataType,
    timestamp: new Date(now).toISOString(),
    advancedInformation: {
      heading,
      course,
      speed,
      weather: {
        synopsis: w.synopsis,
        icon: w.icon,
        temp: w.temperature + swing,
        humidity: w.humidity,
        feels_like: w.feelsLike + swing,
        windDirection: w.windDirection,
        windSpeed: w.windSpeed,
        unit: 'metric',
      },
    },
  };
}

/** The variant's vehicle: the airline's aircraft or the coach on their journey, else the ship on its voyage. */
function currentProfile(db: DatabaseSync, now = Date.now()) {
  const journey = journeyOf(db);
  const profile = gpsProfile(now, vehicleOf(db));
  if (!journey) return profile;
  const at = journeyPosition(journey, now);
  const heading = at.heading ?? UNKNOWN_HEADING;
  return {
    ...profile,
    latitude: Math.round(at.lat * 1e5) / 1e5,
    longitude: Math.round(at.lng * 1e5) / 1e5,
    advancedInformation: { ...profile.advancedInformation, heading, course: heading, speed: at.speedKnots },
  };
}

/** GET cms/events/register: server-sent events; each message is `{"gpsProfile": {...}}`. */
function register(ctx: Ctx) {
  const stream = openSse(ctx, 3000);
  const push = () => stream.send(JSON.stringify({ type: 'gpsProfile', gpsProfile: currentProfile(ctx.db) }));
  push();
  const timer = setInterval(push, gpsIntervalMs);
  stream.onClose(() => clearInterval(timer));
  return NO_RESPONSE;
}

// ---------------------------------------------------------------------------------------------
// Offline map tiles: sea, a graticule, and real land (Natural Earth 1:50m, lib/land.ts): the
// portal must work without the internet, and a map without coastlines says nothing.

/** Rendered tiles, oldest dropped first (a cabin TV pans around one sea area). */
const tileCache = new Map<string, Buffer>();
const TILE_CACHE_MAX = 2000;
function tile(ctx: Ctx) {
  const z = Number(ctx.params.z);
  const x = Number(ctx.params.x);
  const y = Number(String(ctx.params.y).replace(/\.png$/, ''));
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > 18 || x < 0 || y < 0 || x >= 2 ** z || y >= 2 ** z) {
    throw new HttpError(400, 'Tile coordinates must be integers within the zoom level', 'invalid_tile');
  }
  const key = `${z}/${x}/${y}`;
  let png = tileCache.get(key);
  if (!png) {
    const c = new Canvas(256, 256, hex('A9D3EA'));
    const line = hex('8FC1DD');
    c.rect(0, 0, 256, 1, line).rect(0, 0, 1, 256, line).rect(0, 128, 256, 1, hex('9BCAE3')).rect(128, 0, 1, 256, hex('9BCAE3'));
    drawLand(c, z, x, y, hex('E8E2CF'));
    png = c.toPng();
    if (tileCache.size >= TILE_CACHE_MAX) tileCache.delete(tileCache.keys().next().value!);
    tileCache.set(key, png);
  }
  return sendBytes(ctx, png, 'image/png', 86400);
}

export function routes(): Router {
  return new Router()
    .get('/gps/current', (ctx) => currentProfile(ctx.db))
    .get('/cms/events/register', register)
    .get('/osm/:z/:x/:y', tile);
}

export function seed(_db: DatabaseSync): void {
  // the position is computed from the voyage and the clock
}
