/**
 * Ship detail (002 §3 "Ship content"), the wayfinder deck maps and the cabin finder (002 §3, §7).
 * Deck maps are real PNGs drawn per request shape (and cached): hull outline, public rooms,
 * a red marker per requested wayfinder profile, a blue "you are here" dot on kiosks and signage.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { Canvas, hex, type Rgba } from '../lib/png.ts';
import { SHIP_CODE, SHIP_NAME } from '../lib/constants.ts';
import { putImageSet } from './blobs.ts';

export interface WayfinderProfile {
  id: number;
  name: string;
  level: number;
  x: number;
  y: number;
}

const DECKS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14];
const DECK_NAMES: Record<number, string> = {
  3: 'Deck 3 – Medical',
  4: 'Deck 4 – Atrium',
  5: 'Deck 5 – Promenade',
  6: 'Deck 6 – Shops',
  7: 'Deck 7 – Lounges',
  8: 'Deck 8 – Staterooms',
  9: 'Deck 9 – Lido',
  10: 'Deck 10 – Spa',
  11: 'Deck 11 – Kids',
  12: 'Deck 12 – Sports',
  14: 'Deck 14 – Sky',
};
const CABIN_DECKS = [4, 5, 6, 7, 8, 9, 10];
/** where kiosks and signage screens stand (Deck 4 atrium) */
const DEVICE_LOCATION = { level: 4, x: 0.5, y: 0.5 };

const W = 480;
const H = 120;
const HULL: [number, number][] = [
  [16, 20],
  [380, 20],
  [464, 60],
  [380, 100],
  [16, 100],
];
const px = (x: number) => 16 + x * 440;
const py = (y: number) => 20 + y * 80;

const mapCache = new Map<string, string>();

function deckMap(level: number, markers: WayfinderProfile[], device: boolean, cabin: { x: number; y: number } | null): string {
  const key = `${level}|${markers.map((m) => m.id).join(',')}|${device}|${cabin ? `${cabin.x},${cabin.y}` : ''}`;
  const hit = mapCache.get(key);
  if (hit) return hit;
  const c = new Canvas(W, H);
  c.polygon(HULL, hex('5B6B7F'));
  c.polygon(
    HULL.map(([x, y]) => [x + (x > 300 ? -3 : 3), y + (y < 60 ? 3 : y > 60 ? -3 : 0)]),
    hex(level % 2 ? 'EEF2F6' : 'E6ECF2'),
  );
  // corridors and rooms
  c.rect(24, 57, 360, 6, hex('D2DAE3'));
  const room: Rgba = hex(CABIN_DECKS.includes(level) ? 'C9D6E6' : 'BFD8C9');
  for (let x = 28; x < 370; x += 24) {
    c.rect(x, 26, 20, 28, room).frame(x, 26, 20, 28, hex('9FB0C3'));
    c.rect(x, 66, 20, 28, room).frame(x, 66, 20, 28, hex('9FB0C3'));
  }
  if (cabin) c.rect(px(cabin.x) - 8, py(cabin.y) - 12, 16, 24, hex('F28C28')).frame(px(cabin.x) - 8, py(cabin.y) - 12, 16, 24, hex('A65A10'), 2);
  for (const m of markers) c.circle(px(m.x), py(m.y), 8, hex('FFFFFF')).circle(px(m.x), py(m.y), 6, hex('D7263D'));
  if (device) c.circle(px(DEVICE_LOCATION.x), py(DEVICE_LOCATION.y), 8, hex('FFFFFF')).circle(px(DEVICE_LOCATION.x), py(DEVICE_LOCATION.y), 6, hex('1F6FEB'));
  const b64 = c.toPng().toString('base64');
  mapCache.set(key, b64);
  return b64;
}

function sideMap(highlight: number[]): string {
  const key = `side|${highlight.join(',')}`;
  const hit = mapCache.get(key);
  if (hit) return hit;
  const c = new Canvas(W, 160);
  c.rect(0, 140, W, 20, hex('A9D3EA'));
  c.polygon(
    [
      [20, 110],
      [440, 110],
      [470, 60],
      [440, 146],
      [40, 146],
    ],
    hex('1E2B3C'),
  );
  DECKS.forEach((level, i) => {
    const y = 132 - i * 11;
    const x0 = 30 + Math.max(0, i - 5) * 14;
    const x1 = 440 - Math.max(0, i - 3) * 18;
    c.rect(x0, y, x1 - x0, 9, highlight.includes(level) ? hex('D7263D') : hex(i % 2 ? 'F4F6F8' : 'DDE3EA'));
  });
  c.rect(250, 2, 24, 16, hex('C8102E'));
  const b64 = c.toPng().toString('base64');
  mapCache.set(key, b64);
  return b64;
}

function profilesOf(ctx: Ctx): WayfinderProfile[] {
  const ids = ctx.query.getAll('wayfinderProfileId');
  return ids.map((raw) => {
    if (!/^\d+$/.test(raw)) throw new HttpError(400, "Parameter 'wayfinderProfileId' must be a number", 'invalid_parameter');
    const p = docs.get<WayfinderProfile>(ctx.db, 'wayfinderProfile', raw);
    if (!p) throw new HttpError(404, `No wayfinder profile ${raw}`);
    return p;
  });
}

function deviceHere(ctx: Ctx): boolean {
  const t = (ctx.query.get('deviceType') ?? String(ctx.req.headers['x-device-type'] ?? '')).toLowerCase();
  return t === 'kiosk' || t === 'digitalsignage';
}

function topView(ctx: Ctx) {
  const profiles = profilesOf(ctx);
  const device = deviceHere(ctx);
  return DECKS.map((level) => {
    const markers = profiles.filter((p) => p.level === level);
    const devicePresent = device && level === DEVICE_LOCATION.level;
    return {
      level,
      name: DECK_NAMES[level],
      isDevicePresent: devicePresent,
      hasWayFinding: markers.length > 0,
      profiles: markers.map((m) => ({ id: m.id, name: m.name })),
      map: deckMap(level, markers, devicePresent, null),
    };
  });
}

function sideView(ctx: Ctx) {
  const levels = [...new Set(profilesOf(ctx).map((p) => p.level))].sort((a, b) => a - b);
  return { levels, map: sideMap(levels) };
}

/** Cabin numbers are deck + three digits (7012 = deck 7, cabin 12); 1–160 per deck. */
function cabinOf(text: string | undefined) {
  const m = /^(\d{1,2})(\d{3})$/.exec(text ?? '');
  const level = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!m || !CABIN_DECKS.includes(level) || n < 1 || n > 160) {
    throw new HttpError(404, 'The cabin could not be found, please search for another cabin', 'cabin_not_found');
  }
  const along = ((n - 1) % 80) / 80;
  const starboard = n % 2 === 1;
  return {
    number: text!,
    level,
    x: 0.05 + along * 0.72,
    y: starboard ? 0.22 : 0.78,
    side: starboard ? 'Starboard' : 'Port',
    position: along < 0.33 ? 'Aft' : along < 0.66 ? 'Midships' : 'Forward',
  };
}

function cabinTop(ctx: Ctx) {
  const cabin = cabinOf(ctx.params.cabin);
  const device = deviceHere(ctx);
  return DECKS.map((level) => ({
    level,
    name: DECK_NAMES[level],
    isDevicePresent: device && level === DEVICE_LOCATION.level,
    hasWayFinding: level === cabin.level,
    cabin: level === cabin.level ? { number: cabin.number, side: cabin.side, position: cabin.position } : null,
    map: deckMap(level, [], device && level === DEVICE_LOCATION.level, level === cabin.level ? cabin : null),
  }));
}

function cabinSide(ctx: Ctx) {
  const cabin = cabinOf(ctx.params.cabin);
  return {
    level: cabin.level,
    levels: [cabin.level],
    cabin: { number: cabin.number, side: cabin.side, position: cabin.position },
    map: sideMap([cabin.level]),
  };
}

interface ShipContent {
  shipCode: string;
  shipName: string;
  description: string;
  technicalData: { spalte1: string; spalte2: string }[];
  cabin: { title: string; description: string; cabinDeck: { cabinCategory: string; colours: string[]; cabinCode: string }[] };
}

export function routes(): Router {
  return new Router()
    .get('/ships/content', (ctx) => {
      const s = docs.get<ShipContent>(ctx.db, 'ship', SHIP_CODE);
      if (!s) throw new HttpError(404, 'No ship data');
      return s;
    })
    .get('/wayfinder/profiles', (ctx) => docs.list<WayfinderProfile>(ctx.db, 'wayfinderProfile'))
    .get('/wayfinder/maps/topview/marker', topView)
    .get('/wayfinder/maps/sideview/marker', sideView)
    .get('/cabinfinder/topview/:cabin', cabinTop)
    .get('/cabinfinder/sideview/:cabin', cabinSide);
}

export function seed(db: DatabaseSync): void {
  const ship: ShipContent = {
    shipCode: SHIP_CODE,
    shipName: SHIP_NAME,
    description:
      '<p>The <strong>Lido Aurora</strong> carries 2,100 guests in 1,050 staterooms. Her sun decks, three pools and the Serenity Spa make every sea day a holiday of its own.</p>' +
      '<p>Refitted in 2024 with shore power, a new theatre and a kids’ aqua park.</p>',
    technicalData: [
      { spalte1: 'Gross tonnage', spalte2: '92,000 GT' },
      { spalte1: 'Length', spalte2: '294 m' },
      { spalte1: 'Beam', spalte2: '32.2 m' },
      { spalte1: 'Cruising speed', spalte2: '21 knots' },
      { spalte1: 'Guests', spalte2: '2,100' },
      { spalte1: 'Crew', spalte2: '880' },
      { spalte1: 'Decks', spalte2: '14' },
      { spalte1: 'Built', spalte2: '2009, refitted 2024' },
      { spalte1: 'Flag', spalte2: 'Malta' },
    ],
    cabin: {
      title: 'Staterooms',
      description: '<p>Four stateroom categories, all with private bathroom, TV with on-demand films, safe and minibar.</p>',
      cabinDeck: [
        { cabinCategory: 'Inside stateroom', colours: ['7A9CC6'], cabinCode: 'IS' },
        { cabinCategory: 'Ocean view stateroom', colours: ['4FA3A5', '8CCFD1'], cabinCode: 'OS' },
        { cabinCategory: 'Balcony stateroom', colours: ['F2A541', 'F7C87F'], cabinCode: 'BS' },
        { cabinCategory: 'Suite', colours: ['A4343A'], cabinCode: 'SU' },
      ],
    },
  };
  docs.put(db, 'ship', SHIP_CODE, ship);
  putImageSet(db, SHIP_CODE, [
    ['ship', 'Ship'],
    ['pool-deck', 'Ship'],
    ['theatre', 'Ship'],
    ['spa', 'Ship'],
    ['restaurant', 'Ship'],
    ['deck-plan', 'DeckPlan'],
  ]);
  for (const code of ['IS', 'OS', 'BS', 'SU'])
    putImageSet(db, `${SHIP_CODE}_${code}`, [
      [`cabin-${code}`, 'Ship'],
      [`deck-plan-${code}`, 'DeckPlan'],
    ]);

  const profiles: WayfinderProfile[] = [
    { id: 1, name: 'Horizon Restaurant', level: 5, x: 0.08, y: 0.5 },
    { id: 2, name: 'The Grill', level: 14, x: 0.1, y: 0.5 },
    { id: 3, name: 'Guest Services', level: 4, x: 0.45, y: 0.3 },
    { id: 4, name: 'Medical centre', level: 3, x: 0.85, y: 0.5 },
    { id: 5, name: 'Aurora Theatre', level: 5, x: 0.82, y: 0.5 },
    { id: 6, name: 'Serenity Spa', level: 10, x: 0.85, y: 0.4 },
    { id: 7, name: 'Kids Club', level: 11, x: 0.5, y: 0.5 },
    { id: 8, name: 'Lido Pool', level: 9, x: 0.5, y: 0.5 },
    { id: 9, name: 'Fitness centre', level: 10, x: 0.75, y: 0.6 },
    { id: 10, name: 'Starlight Lounge', level: 7, x: 0.1, y: 0.5 },
    { id: 11, name: 'Vintage Wine Bar', level: 6, x: 0.5, y: 0.3 },
    { id: 12, name: 'Photo gallery', level: 6, x: 0.6, y: 0.7 },
    // the muster stations (api/muster.ts MUSTER_STATIONS)
    { id: 13, name: 'Muster Station A', level: 5, x: 0.86, y: 0.5 },
    { id: 14, name: 'Muster Station B', level: 5, x: 0.45, y: 0.2 },
    { id: 15, name: 'Muster Station C', level: 5, x: 0.15, y: 0.2 },
    { id: 16, name: 'Muster Station D', level: 5, x: 0.15, y: 0.8 },
  ];
  for (const p of profiles) docs.put(db, 'wayfinderProfile', p.id, p);
}
