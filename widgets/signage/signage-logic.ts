/**
 * The restaurant board's rules (002 §3 "Signage template values", §4 "Signage board", §9):
 * templateValues is a JSON text of restaurant{n} entries (name, location, id, type, link
 * .privateonly, time slots coloured Green / Yellow / Red / Off). Slots come either as a list
 * (`timeslots: [{ time: '18:30', colour: 'Green' }]`) or keyed by their time, found by scanning
 * the day in 5-minute steps up to 2400 (`"1830": "Green"` on the restaurant or in `timeslots`).
 * Past slots are dropped; at most five are shown at a time, paged with arrows.
 *
 * With lights="booking" a restaurant's colours come instead from the dining booking flow's
 * available times for today (./booking-lights.ts).
 */

export type Light = 'Green' | 'Yellow' | 'Red' | 'Off';
export const LIGHTS: readonly Light[] = ['Green', 'Yellow', 'Red', 'Off'];
/** 002 §9: at most 5 time slots per venue on screen. */
export const SLOTS_PER_PAGE = 5;
/** 002 §9: slot times are scanned in 5-minute steps up to 2400. */
export const SLOT_STEP_MINUTES = 5;
const DAY_MINUTES = 24 * 60;

export interface Slot {
  /** HH:MM */
  time: string;
  /** minutes since midnight */
  minutes: number;
  colour: Light;
}

export interface BoardRestaurant {
  /** restaurant{n} */
  key: string;
  id: string | number | null;
  name: string;
  location: string | null;
  type: 'specialty' | 'open seating' | null;
  privateOnly: boolean;
  slots: Slot[];
}

export interface Board {
  title: string | null;
  restaurants: BoardRestaurant[];
}

export type ParsedBoard = { ok: true; board: Board } | { ok: false };

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

export function lightOf(value: unknown): Light {
  const raw = isObject(value) ? (value.colour ?? value.color) : value;
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return LIGHTS.find((light) => light.toLowerCase() === name) ?? 'Off';
}

/** Minutes since midnight of 'HH:MM' or 'HHMM' (00:00–23:59); null otherwise. */
export function minutesOf(time: unknown): number | null {
  const match = typeof time === 'string' ? /^(\d{1,2}):?(\d{2})$/.exec(time.trim()) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slots of a time-keyed object: every 5 minutes from 0000 to 2355, as HHMM or HH:MM. */
function scanKeyed(source: Record<string, unknown>): Slot[] {
  const slots: Slot[] = [];
  for (let minutes = 0; minutes < DAY_MINUTES; minutes += SLOT_STEP_MINUTES) {
    const time = clock(minutes);
    const value = source[time.replace(':', '')] ?? source[time];
    if (value !== undefined && value !== null) slots.push({ time, minutes, colour: lightOf(value) });
  }
  return slots;
}

function slotsOf(entry: Record<string, unknown>): Slot[] {
  const list = entry.timeslots ?? entry.timeSlots;
  if (Array.isArray(list)) {
    const slots: Slot[] = [];
    for (const item of list) {
      if (!isObject(item)) continue;
      const minutes = minutesOf(item.time ?? item.fromTime);
      if (minutes !== null) slots.push({ time: clock(minutes), minutes, colour: lightOf(item) });
    }
    return slots.sort((a, b) => a.minutes - b.minutes);
  }
  return scanKeyed(isObject(list) ? list : entry);
}

function typeOf(value: unknown): BoardRestaurant['type'] {
  const name = typeof value === 'string' ? value.trim().toLowerCase().replace(/[_-]/g, ' ') : '';
  return name === 'specialty' || name === 'speciality' ? 'specialty' : name === 'open seating' ? 'open seating' : null;
}

/** Parses a board's templateValues; `ok: false` for anything that is not a JSON object. */
export function parseTemplateValues(templateValues: unknown): ParsedBoard {
  let values: unknown = templateValues;
  if (typeof templateValues === 'string') {
    try {
      values = JSON.parse(templateValues);
    } catch {
      return { ok: false };
    }
  }
  if (!isObject(values)) return { ok: false };
  const restaurants = Object.keys(values)
    .map((key) => ({ key, n: /^restaurant(\d+)$/.exec(key)?.[1] }))
    .filter((entry): entry is { key: string; n: string } => entry.n !== undefined && isObject(values[entry.key]))
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map(({ key }): BoardRestaurant => {
      const entry = values[key] as Record<string, unknown>;
      const link = isObject(entry.link) ? entry.link : {};
      return {
        key,
        id: typeof entry.id === 'number' || typeof entry.id === 'string' ? entry.id : null,
        name: text(entry.name) ?? '',
        location: text(entry.location),
        type: typeOf(entry.type),
        privateOnly: link.privateonly === true || link.privateOnly === true,
        slots: slotsOf(entry),
      };
    });
  return { ok: true, board: { title: text(values.title), restaurants } };
}

/** Slots not yet past at `nowMinutes` (a slot starting this minute still counts). */
export function remainingSlots(slots: readonly Slot[], nowMinutes: number): Slot[] {
  return slots.filter((slot) => slot.minutes >= nowMinutes);
}

export function pageCount(total: number, size = SLOTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The slots of page `page` (clamped to the pages there are). */
export function slotPage<T>(slots: readonly T[], page: number, size = SLOTS_PER_PAGE): { page: number; items: T[] } {
  const last = pageCount(slots.length, size) - 1;
  const current = Math.min(Math.max(0, page), last);
  return { page: current, items: slots.slice(current * size, current * size + size) };
}

/** Minutes since midnight on the device's clock (signage screens keep ship time). */
export function minutesNow(now: number): number {
  const date = new Date(now);
  return date.getHours() * 60 + date.getMinutes();
}

/** A restaurant's slots as shown: from the booking calls (`live`) or not, and whether to say they are only planned. */
export interface LightsOf {
  slots: Slot[];
  live: boolean;
  planned: boolean;
}

/** Where the lights come from: the board's template, or the booking flow's times (`lights`). */
export type LightsSource = 'template' | 'booking';

export const lightsSourceOf = (value: string | null | undefined): LightsSource => (value?.trim().toLowerCase() === 'booking' ? 'booking' : 'template');
