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
import { currentVariant } from './config.ts';
import { PLANS, type Plan, type WayfinderProfile } from './plans.ts';

export type { WayfinderProfile };

/** The plans of the variant the hub answers as (./plans.ts); a flight's and a coach's: none. */
function planOf(ctx: Ctx): Plan | null {
  return PLANS[currentVariant(ctx.db)];
}

const W = 480;
const H = 120;
const BLOCK: [number, number][] = [
  [16, 20],
  [464, 20],
  [464, 100],
  [16, 100],
];
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

function deckMap(plan: Plan, level: number, markers: WayfinderProfile[], device: boolean, cabin: { x: number; y: number } | null): string {
  const key = `${plan.shape}|${level}|${markers.map((m) => m.id).join(',')}|${device}|${cabin ? `${cabin.x},${cabin.y}` : ''}`;
  const hit = mapCache.get(key);
  if (hit) return hit;
  const c = new Canvas(W, H);
  // a ship's hull, or a building's walls
  const outline = plan.shape === 'ship' ? HULL : BLOCK;
  c.polygon(outline, hex('5B6B7F'));
  c.polygon(
    outline.map(([x, y]) => [x + (x > 300 ? -3 : 3), y + (y < 60 ? 3 : y > 60 ? -3 : 0)]),
    hex(Math.abs(level) % 2 ? 'EEF2F6' : 'E6ECF2'),
  );
  // corridors and rooms
  c.rect(24, 57, 360, 6, hex('D2DAE3'));
  const room: Rgba = hex(plan.roomLevels.includes(level) ? 'C9D6E6' : 'BFD8C9');
  for (let x = 28; x < 370; x += 24) {
    c.rect(x, 26, 20, 28, room).frame(x, 26, 20, 28, hex('9FB0C3'));
    c.rect(x, 66, 20, 28, room).frame(x, 66, 20, 28, hex('9FB0C3'));
  }
  if (cabin) c.rect(px(cabin.x) - 8, py(cabin.y) - 12, 16, 24, hex('F28C28')).frame(px(cabin.x) - 8, py(cabin.y) - 12, 16, 24, hex('A65A10'), 2);
  for (const m of markers) c.circle(px(m.x), py(m.y), 8, hex('FFFFFF')).circle(px(m.x), py(m.y), 6, hex('D7263D'));
  if (device) c.circle(px(plan.device.x), py(plan.device.y), 8, hex('FFFFFF')).circle(px(plan.device.x), py(plan.device.y), 6, hex('1F6FEB'));
  const b64 = c.toPng().toString('base64');
  mapCache.set(key, b64);
  return b64;
}

function sideMap(plan: Plan, highlight: number[]): string {
  const key = `side|${plan.shape}|${highlight.join(',')}`;
  const hit = mapCache.get(key);
  if (hit) return hit;
  const c = new Canvas(W, 160);
  if (plan.shape === 'ship') {
    // the hull on the water, the decks stepping back towards the top, a funnel
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
    plan.levels.forEach((level, i) => {
      const y = 132 - i * 11;
      const x0 = 30 + Math.max(0, i - 5) * 14;
      const x1 = 440 - Math.max(0, i - 3) * 18;
      c.rect(x0, y, x1 - x0, 9, highlight.includes(level) ? hex('D7263D') : hex(i % 2 ? 'F4F6F8' : 'DDE3EA'));
    });
    c.rect(250, 2, 24, 16, hex('C8102E'));
  } else {
    // a building on the ground: its floors stacked, those below ground under the line
    const below = plan.levels.filter((level) => level < 0).length;
    const floor = Math.min(14, Math.floor(140 / plan.levels.length));
    const ground = 150 - below * floor;
    c.rect(0, ground, W, 160 - ground, hex('C9B79C'));
    plan.levels.forEach((level, i) => {
      const y = 150 - (i + 1) * floor;
      c.rect(60, y, 360, floor - 2, highlight.includes(level) ? hex('D7263D') : hex(i % 2 ? 'F4F6F8' : 'DDE3EA')).frame(60, y, 360, floor - 2, hex('5B6B7F'));
    });
  }
  const b64 = c.toPng().toString('base64');
  mapCache.set(key, b64);
  return b64;
}

function profilesOf(ctx: Ctx, plan: Plan | null): WayfinderProfile[] {
  const ids = ctx.query.getAll('wayfinderProfileId');
  return ids.map((raw) => {
    if (!/^\d+$/.test(raw)) throw new HttpError(400, "Parameter 'wayfinderProfileId' must be a number", 'invalid_parameter');
    const p = docs.get<WayfinderProfile>(ctx.db, 'wayfinderProfile', raw);
    // another variant's place answers as a missing one
    if (!p || !plan?.profiles.some((own) => own.id === p.id)) throw new HttpError(404, `No wayfinder profile ${raw}`);
    return p;
  });
}

function deviceHere(ctx: Ctx): boolean {
  const t = (ctx.query.get('deviceType') ?? String(ctx.req.headers['x-device-type'] ?? '')).toLowerCase();
  return t === 'kiosk' || t === 'digitalsignage';
}

function topView(ctx: Ctx) {
  const plan = planOf(ctx);
  const profiles = profilesOf(ctx, plan);
  if (!plan) return [];
  const device = deviceHere(ctx);
  return plan.levels.map((level) => {
    const markers = profiles.filter((p) => p.level === level);
    const devicePresent = device && level === plan.device.level;
    return {
      level,
      name: plan.names[level],
      isDevicePresent: devicePresent,
      hasWayFinding: markers.length > 0,
      profiles: markers.map((m) => ({ id: m.id, name: m.name })),
      map: deckMap(plan, level, markers, devicePresent, null),
    };
  });
}

function sideView(ctx: Ctx) {
  const plan = planOf(ctx);
  const levels = [...new Set(profilesOf(ctx, plan).map((p) => p.level))].sort((a, b) => a - b);
  if (!plan) throw new HttpError(404, 'No plans', 'no_plans');
  return { levels, map: sideMap(plan, levels) };
}

/**
 * Cabin or room numbers are level + three digits (7012 = deck or floor 7, number 12); 1–160 per
 * level. A ship's cabin has its side and position; a hotel corridor has neither (null).
 */
function cabinOf(plan: Plan | null, text: string | undefined) {
  const m = /^(\d{1,2})(\d{3})$/.exec(text ?? '');
  const level = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!plan || !m || !plan.roomLevels.includes(level) || n < 1 || n > 160) {
    throw new HttpError(404, 'The cabin could not be found, please search for another cabin', 'cabin_not_found');
  }
  const along = ((n - 1) % 80) / 80;
  const starboard = n % 2 === 1;
  const ship = plan.shape === 'ship';
  return {
    number: text!,
    level,
    x: 0.05 + along * 0.72,
    y: starboard ? 0.22 : 0.78,
    side: ship ? (starboard ? 'Starboard' : 'Port') : null,
    position: ship ? (along < 0.33 ? 'Aft' : along < 0.66 ? 'Midships' : 'Forward') : null,
  };
}

function cabinTop(ctx: Ctx) {
  const plan = planOf(ctx);
  const cabin = cabinOf(plan, ctx.params.cabin);
  const device = deviceHere(ctx);
  return plan!.levels.map((level) => ({
    level,
    name: plan!.names[level],
    isDevicePresent: device && level === plan!.device.level,
    hasWayFinding: level === cabin.level,
    cabin: level === cabin.level ? { number: cabin.number, side: cabin.side, position: cabin.position } : null,
    map: deckMap(plan!, level, [], device && level === plan!.device.level, level === cabin.level ? cabin : null),
  }));
}

function cabinSide(ctx: Ctx) {
  const plan = planOf(ctx);
  const cabin = cabinOf(plan, ctx.params.cabin);
  return {
    level: cabin.level,
    levels: [cabin.level],
    cabin: { number: cabin.number, side: cabin.side, position: cabin.position },
    map: sideMap(plan!, [cabin.level]),
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
    .get('/wayfinder/profiles', (ctx) => planOf(ctx)?.profiles ?? [])
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

  // every variant's places (./plans.ts), each in its own id range
  for (const plan of Object.values(PLANS)) for (const p of plan?.profiles ?? []) docs.put(db, 'wayfinderProfile', p.id, p);
}
