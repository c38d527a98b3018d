/**
 * The venue documents as the demo hub stores them (001 §2, §3, §7: activity, dining and spa items
 * and their categories, with the time slots of the "tac" booking), the helpers every variant's
 * venues are written with (`item`, `hours`) and the shape of one variant's venues (`VariantVenues`).
 */
import type { MediaRef } from '../blobs.ts';

export const MODULES = ['activity', 'dining', 'spa'] as const;
export type Module = (typeof MODULES)[number];

export interface Venue {
  id: number;
  module: Module;
  categoryId: number | null;
  title: string;
  description: string;
  externalId: string | null;
  wayfinderProfileId: number | null;
  justToKnow: string | null;
  price: number | null;
  duration: number | null;
  image: string;
  location: string;
  /** dining: 'specialty' | 'open seating' (null: neither, such as an airport lounge) */
  type: string | null;
  privateOnly: boolean;
  capacity: number;
  /** null: the booking information answers without this bound (the client's defaults 1 and 4 apply) */
  minPersons: number | null;
  maxPersons: number | null;
  /** slot start times; each slot lasts `slotMinutes` */
  slots: string[];
  slotMinutes: number;
  /** slots closed today (signage shows them Off) */
  closed: string[];
  /** day offsets the venue is open (null = every day) */
  days: number[] | null;
  /**
   * Fixed occupancy per slot time on every day, instead of the seeded pseudo-random load (null).
   * A slot one seat from full stays so until a guest books it: a second guest can fill it while
   * the first is still choosing.
   */
  occupancy: Record<string, number> | null;
}

export interface VenueCategory {
  id: number;
  module: Module;
  title: string;
  description: string;
  image: string;
}

export interface VenueBooking {
  reference: string;
  module: Module;
  objectId: number;
  date: string;
  fromTime: string;
  toTime: string;
  numberOfPersons: number;
  accountNumber: string;
  createdAt: string;
}

/** One variant's venues: its categories, items, their PDFs and videos, and bookings made before the demo starts. */
export interface VariantVenues {
  categories: VenueCategory[];
  venues: Venue[];
  /** PDFs and videos of venues (blobs/pdfs|videos/{venue id}). */
  media?: [kind: 'pdfSet' | 'videoSet', owner: number, items: MediaRef[]][];
  bookings?: VenueBooking[];
}

export const addMin = (t: string, m: number) => {
  const [h, mm] = t.split(':').map(Number) as [number, number];
  const total = h * 60 + mm + m;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Slot times from `from` (inclusive) to `to` (exclusive), every `step` minutes. */
export function hours(from: string, to: string, step: number): string[] {
  const out: string[] = [];
  for (let t = from; t < to; t = addMin(t, step)) out.push(t);
  return out;
}

/** A venue item: not bookable (no externalId), capacity 10, 1 to 4 persons, hour slots, unless `o` says otherwise. */
export const item = (id: number, module: Module, categoryId: number | null, title: string, description: string, o: Partial<Venue>): Venue => ({
  id,
  module,
  categoryId,
  title,
  description,
  externalId: null,
  wayfinderProfileId: null,
  justToKnow: null,
  price: null,
  duration: null,
  image: 'default',
  location: '',
  type: null,
  privateOnly: false,
  capacity: 10,
  minPersons: 1,
  maxPersons: 4,
  slots: [],
  slotMinutes: 60,
  closed: [],
  days: null,
  occupancy: null,
  ...o,
});
