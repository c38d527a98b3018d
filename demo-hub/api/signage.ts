/**
 * Digital signage (002 §2, §3, §7): restaurant availability boards whose `templateValues` is a
 * JSON text of restaurant{n} entries with today's time slots coloured Green / Yellow / Red / Off
 * from live occupancy, and the remote-reload event stream.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, NO_RESPONSE, openSse, intParam, type Ctx, type SseStream } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { venues, slotLoad, type Venue } from './venues.ts';
import { dayOffsetParam } from './world.ts';

interface Board { id: number; name: string; template: string; venueIds: number[]; title: string }

export type SlotColour = 'Green' | 'Yellow' | 'Red' | 'Off';

export function colourOf(load: number, capacity: number, closed: boolean): SlotColour {
  if (closed) return 'Off';
  const r = load / capacity;
  return r < 0.5 ? 'Green' : r < 0.85 ? 'Yellow' : 'Red';
}

function content(ctx: Ctx) {
  const id = intParam(ctx.params.id, 'id');
  const board = docs.get<Board>(ctx.db, 'signageBoard', id);
  if (!board) throw new HttpError(404, `No signage content ${id}`);
  // ?date=dd/mm/yyyy previews another day's board (default today)
  const dateText = ctx.query.get('date');
  const offset = dateText === null ? 0 : dayOffsetParam(dateText);
  const all = venues(ctx.db, 'dining');
  const values: Record<string, unknown> = { title: board.title };
  board.venueIds.forEach((vid, i) => {
    const v = all.find((x) => x.id === vid) as Venue;
    values[`restaurant${i + 1}`] = {
      id: v.id,
      name: v.title,
      location: v.location,
      type: v.type,
      link: { privateonly: v.privateOnly },
      timeslots: v.slots.map((time) => ({ time, colour: colourOf(slotLoad(ctx.db, v, offset, time), v.capacity, offset === 0 && v.closed.includes(time)) })),
    };
  });
  return { id: board.id, name: board.name, template: board.template, templateValues: JSON.stringify(values), updatedAt: new Date().toISOString() };
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
  return new Router()
    .get('/digitalsignage/content/:id', content)
    .get('/digitalsignage/events/register', register);
}

export function seed(db: DatabaseSync): void {
  const boards: Board[] = [
    { id: 1, name: 'Restaurant availability – Deck 5 atrium', template: 'RestaurantAvailability', title: 'Tonight’s tables', venueIds: [7201, 7202, 7203, 7204] },
    { id: 2, name: 'Speciality restaurants – Deck 14', template: 'RestaurantAvailability', title: 'Speciality dining', venueIds: [7202, 7203] },
  ];
  for (const b of boards) docs.put(db, 'signageBoard', b.id, b);
}
