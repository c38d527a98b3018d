/**
 * Digital signage (002 §2, §3, §7): restaurant availability boards whose `templateValues` is a
 * JSON text of restaurant{n} entries with today's time slots coloured Green / Yellow / Red / Off
 * from live occupancy, and the remote-reload event stream. Each product variant has boards of its
 * own, numbered from 1 (a screen's board 1 is its installation's): a cruise's of the ship's
 * restaurants, a resort's of the hotel's, an airport's of its restaurants and lounges; a flight and
 * a coach trip have none (404).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, NO_RESPONSE, openSse, intParam, type Ctx, type SseStream } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { venues, slotLoad, type Venue } from './venues.ts';
import { dayOffsetParam } from './world.ts';
import { currentVariant, type HubType } from './config.ts';

interface Board {
  id: number;
  name: string;
  template: string;
  venueIds: number[];
  title: string;
  /** 'keyed': each restaurant's timeslots keyed by HHMM (the form 002 §9 implies); default a list */
  form?: 'list' | 'keyed';
  /** venues whose slots run every 30 minutes round the clock (so past slots drop at any hour) */
  allDayVenueIds?: number[];
  /** venues with no slots left today */
  noSlotVenueIds?: number[];
  /** templateValues cut off mid-way (a broken CMS export): clients must show a board-level message */
  malformed?: boolean;
}

/** Every 30 minutes from 00:00 to 23:30. */
const ALL_DAY = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

export type SlotColour = 'Green' | 'Yellow' | 'Red' | 'Off';

export function colourOf(load: number, capacity: number, closed: boolean): SlotColour {
  if (closed) return 'Off';
  const r = load / capacity;
  return r < 0.5 ? 'Green' : r < 0.85 ? 'Yellow' : 'Red';
}

function content(ctx: Ctx) {
  const id = intParam(ctx.params.id, 'id');
  const board = docs.get<Board>(ctx.db, 'signageBoard', boardKey(currentVariant(ctx.db), id));
  if (!board) throw new HttpError(404, `No signage content ${id}`);
  // ?date=dd/mm/yyyy previews another day's board (default today)
  const dateText = ctx.query.get('date');
  const offset = dateText === null ? 0 : dayOffsetParam(dateText);
  const all = venues(ctx.db, 'dining');
  const values: Record<string, unknown> = { title: board.title };
  board.venueIds.forEach((vid, i) => {
    const v = all.find((x) => x.id === vid) as Venue;
    const times = board.noSlotVenueIds?.includes(vid) ? [] : board.allDayVenueIds?.includes(vid) ? ALL_DAY : v.slots;
    const slots = times.map((time) => ({ time, colour: colourOf(slotLoad(ctx.db, v, offset, time), v.capacity, offset === 0 && v.closed.includes(time)) }));
    values[`restaurant${i + 1}`] = {
      id: v.id,
      name: v.title,
      location: v.location,
      type: v.type,
      link: { privateonly: v.privateOnly },
      timeslots: board.form === 'keyed' ? Object.fromEntries(slots.map((slot) => [slot.time.replace(':', ''), slot.colour])) : slots,
    };
  });
  const text = JSON.stringify(values);
  const templateValues = board.malformed ? text.slice(0, Math.floor(text.length / 2)) : text;
  return { id: board.id, name: board.name, template: board.template, templateValues, updatedAt: new Date().toISOString() };
}

const listeners = new Set<SseStream>();

/** Sends the upper-cased device type to every connected screen; returns how many got it. */
export function broadcastReload(deviceType: string): number {
  for (const s of listeners) s.send(deviceType.toUpperCase());
  return listeners.size;
}

function register(ctx: Ctx) {
  const stream = openSse(ctx, 5000);
  listeners.add(stream);
  stream.onClose(() => listeners.delete(stream));
  return NO_RESPONSE;
}

export function routes(): Router {
  return new Router().get('/digitalsignage/content/:id', content).get('/digitalsignage/events/register', register);
}

/** Where a variant's board is stored: its variant and its number. */
const boardKey = (variant: HubType, id: number) => `${variant}:${id}`;

/** Each variant's boards (their venues are the variant's dining items, ./venues/). */
const BOARDS: Record<HubType, Board[]> = {
  Cruise: [
    {
      id: 1,
      name: 'Restaurant availability – Deck 5 atrium',
      template: 'RestaurantAvailability',
      title: 'Tonight’s tables',
      venueIds: [7201, 7202, 7203, 7204],
    },
    { id: 2, name: 'Speciality restaurants – Deck 14', template: 'RestaurantAvailability', title: 'Speciality dining', venueIds: [7202, 7203] },
    // slots round the clock in the keyed form (HHMM → colour), and a restaurant with none left
    {
      id: 3,
      name: 'Around the clock – Deck 4 atrium',
      template: 'RestaurantAvailability',
      title: 'Tables today',
      venueIds: [7201, 7204, 7203],
      form: 'keyed',
      allDayVenueIds: [7201, 7204],
      noSlotVenueIds: [7203],
    },
    // slots round the clock in the list form
    {
      id: 4,
      name: 'Around the clock – Deck 9 lobby',
      template: 'RestaurantAvailability',
      title: 'Dining all day',
      venueIds: [7202, 7204],
      allDayVenueIds: [7202, 7204],
    },
    { id: 5, name: 'Broken export – Deck 12', template: 'RestaurantAvailability', title: 'Broken board', venueIds: [7201, 7202], malformed: true },
    // the chef's table (4 covers, 19:00 one from full) and the buffet, which takes no bookings
    // (no booking data: a board with lights="booking" keeps its template lights)
    { id: 6, name: 'Galley – Deck 5', template: 'RestaurantAvailability', title: 'Tonight at the galley', venueIds: [7206, 7205], allDayVenueIds: [7205] },
  ],
  Resort: [
    { id: 1, name: 'Restaurant availability – Lobby', template: 'RestaurantAvailability', title: 'Tonight’s tables', venueIds: [8201, 8202, 8203, 8204] },
    { id: 2, name: 'À la carte restaurants – Beach terrace', template: 'RestaurantAvailability', title: 'À la carte tonight', venueIds: [8202, 8203, 8205] },
    // the chef's table (4 covers, 19:30 one from full) and the pool bar, which takes no bookings
    { id: 3, name: 'Pool terrace', template: 'RestaurantAvailability', title: 'Chef’s table & pool bar', venueIds: [8205, 8206], allDayVenueIds: [8206] },
  ],
  Airport: [
    // the restaurant's tables and the lounges' entry times; the tapas bar takes no bookings (its lights show how busy it is)
    {
      id: 1,
      name: 'Restaurants & lounges – Departures, central area',
      template: 'RestaurantAvailability',
      title: 'Tables & lounges',
      venueIds: [9201, 9202, 9203, 9204],
    },
    { id: 2, name: 'Arrivals hall', template: 'RestaurantAvailability', title: 'Cafés & restaurants', venueIds: [9205, 9201], allDayVenueIds: [9205] },
  ],
  Airline: [],
  Bus: [],
};

export function seed(db: DatabaseSync): void {
  for (const [variant, boards] of Object.entries(BOARDS) as [HubType, Board[]][]) {
    for (const b of boards) docs.put(db, 'signageBoard', boardKey(variant, b.id), b, b.id);
  }
}
