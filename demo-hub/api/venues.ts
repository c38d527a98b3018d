/**
 * Activity, dining and spa venues and the time-slot ("tac") booking flow (001 §2, §3, §7).
 * An item with an externalId is bookable. Slots have a capacity; the seeded occupancy plus the
 * guests' bookings decide what is still free (and the signage traffic lights, see signage.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, reqString, reqInt, intParam, type Ctx, type Lang } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
import { docs, transaction } from '../lib/db.ts';
import { rel, formatDate, parseDay, offsetOf, dayStart } from '../lib/dates.ts';
import { requireSession } from '../lib/sessions.ts';
import { imageId, putImageSet, putMediaSet, MEDIA } from './blobs.ts';
import { sessionGuest, addAppointment, addInvoiceLine } from './auth.ts';
import { inLanguage } from './translations.ts';

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
  /** dining: 'specialty' | 'open seating' */
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
  /** voyage day offsets the venue is open (null = every day) */
  days: number[] | null;
  /**
   * Fixed occupancy per slot time on every day, instead of the seeded pseudo-random load (null).
   * A slot one seat from full stays so until a guest books it: a second guest can fill it while
   * the first is still choosing.
   */
  occupancy: Record<string, number> | null;
}

/** The bounds the hub enforces when a venue's booking information names none (001 §9). */
const DEFAULT_MIN_PERSONS = 1;
const DEFAULT_MAX_PERSONS = 4;
const minOf = (v: Venue) => v.minPersons ?? DEFAULT_MIN_PERSONS;
const maxOf = (v: Venue) => v.maxPersons ?? DEFAULT_MAX_PERSONS;

interface Category { id: number; module: Module; title: string; description: string; image: string }

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

/** A venue in the caller's language (its texts, ./translations.ts). */
function venueOut(v: Venue, lang: Lang) {
  return {
    id: v.id,
    title: inLanguage(v.title, lang),
    description: inLanguage(v.description, lang),
    externalId: v.externalId,
    wayfinderProfile: v.wayfinderProfileId === null ? null : { id: v.wayfinderProfileId },
    justToKnow: inLanguage(v.justToKnow, lang),
    price: v.price,
    duration: v.duration,
    categoryId: v.categoryId,
    imageId: imageId(v.image),
    location: inLanguage(v.location, lang),
    type: v.type,
    link: { privateonly: v.privateOnly },
    bookable: v.externalId !== null,
  };
}

export function venues(db: DatabaseSync, module: Module): Venue[] {
  return docs.list<Venue>(db, 'venue').filter((v) => v.module === module);
}

function venue(ctx: Ctx, module: Module): Venue {
  const id = intParam(ctx.params.id, 'id');
  const v = docs.get<Venue>(ctx.db, 'venue', id);
  if (!v || v.module !== module) throw new HttpError(404, `No ${module} ${id}`);
  return v;
}

function bookable(ctx: Ctx, module: Module): Venue {
  const v = venue(ctx, module);
  if (!v.externalId) throw new HttpError(409, `${v.title} cannot be booked online`, 'not_bookable');
  return v;
}

const addMin = (t: string, m: number) => {
  const [h, mm] = t.split(':').map(Number) as [number, number];
  const total = h * 60 + mm + m;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Deterministic seeded occupancy of a slot (0..capacity). */
function seededLoad(v: Venue, offset: number, time: string): number {
  if (v.occupancy) return Math.min(v.capacity, v.occupancy[time] ?? 0);
  let h = v.id * 31 + offset * 17;
  for (const ch of time) h = (h * 33 + ch.charCodeAt(0)) % 9973;
  const r = (h % 100) / 100;
  // evenings fill up, some slots are full
  const peak = time >= '19:00' && time <= '20:00' ? 0.35 : 0;
  return Math.min(v.capacity, Math.floor(v.capacity * Math.min(1, r * 0.8 + peak)));
}

export function slotLoad(db: DatabaseSync, v: Venue, offset: number, time: string): number {
  const date = formatDate(dayStart(offset), 'dmy');
  const booked = docs.list<VenueBooking>(db, 'venueBooking')
    .filter((b) => b.objectId === v.id && b.date === date && b.fromTime === time)
    .reduce((n, b) => n + b.numberOfPersons, 0);
  return seededLoad(v, offset, time) + booked;
}

function openOn(v: Venue, offset: number): boolean {
  return offset >= 0 && offset <= 13 && (v.days === null || v.days.includes(offset));
}

function bookingInformation(module: Module) {
  return (ctx: Ctx) => {
    const v = bookable(ctx, module);
    const fmt = new Intl.DateTimeFormat(ctx.lang, { weekday: 'short', day: 'numeric', month: 'short' });
    const dates = [];
    for (let off = 0; off <= 13; off++) {
      if (!openOn(v, off)) continue;
      const d = dayStart(off);
      dates.push({ value: formatDate(d, 'dmy'), label: fmt.format(d) });
    }
    return {
      ...(v.minPersons === null ? {} : { minimumNumberOfPersons: v.minPersons }),
      ...(v.maxPersons === null ? {} : { maximumNumberOfPersons: v.maxPersons }),
      dates,
    };
  };
}

function personsOf(body: Record<string, unknown>): number {
  const req = body.bookingRequest && typeof body.bookingRequest === 'object' ? body.bookingRequest as Record<string, unknown> : null;
  if (req && req.numberOfPersons !== undefined) return reqInt(req, 'numberOfPersons', 1, 99);
  if (body.numberOfPersons !== undefined) return reqInt(body, 'numberOfPersons', 1, 99);
  return 1;
}

/**
 * The time of day (HH:MM) the venue calls take as now for today's slots, instead of the clock:
 * POST /__admin/venue-clock, so a test of today's slots runs the same at any hour. null: the clock.
 */
let venueClock: string | null = null;

export function setVenueClock(time: string | null): void {
  venueClock = time;
}

function nowHm(): string {
  if (venueClock !== null) return venueClock;
  const now = new Date();
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/**
 * The slots a party of `persons` can still book. Each carries `capacity` and `remaining` (covers),
 * an extension of 001 §3's {label, fromTime, toTime}: the signage board's live traffic lights
 * read them (demo-hub/README.md).
 */
function freeSlots(db: DatabaseSync, v: Venue, offset: number, persons: number) {
  const now = nowHm();
  return v.slots
    .filter((t) => !(offset === 0 && t <= now))
    .filter((t) => !(offset === 0 && v.closed.includes(t)))
    .map((t) => ({ t, remaining: Math.max(0, v.capacity - slotLoad(db, v, offset, t)) }))
    .filter(({ remaining }) => remaining >= persons)
    .map(({ t, remaining }) => ({ label: `${t} – ${addMin(t, v.slotMinutes)}`, fromTime: t, toTime: addMin(t, v.slotMinutes), capacity: v.capacity, remaining }));
}

function dateOffset(text: string): number {
  const d = parseDay(text);
  if (!d) throw new HttpError(400, "Field 'date' must be a date in the form dd/mm/yyyy", 'invalid_date');
  return offsetOf(d);
}

function availabilityTimes(module: Module) {
  return async (ctx: Ctx) => {
    const v = bookable(ctx, module);
    const body = asObject(await ctx.body());
    const offset = dateOffset(reqString(body, 'date'));
    const persons = personsOf(body);
    if (persons < minOf(v) || persons > maxOf(v)) {
      throw new HttpError(400, `The party size must be from ${minOf(v)} to ${maxOf(v)}`, 'invalid_party_size');
    }
    if (!openOn(v, offset)) return [];
    return freeSlots(ctx.db, v, offset, persons);
  };
}

function book(module: Module) {
  return async (ctx: Ctx) => {
    const session = requireSession(ctx);
    const v = bookable(ctx, module);
    const body = asObject(await ctx.body());
    const numberOfPersons = reqInt(body, 'numberOfPersons', 1, 99);
    const date = reqString(body, 'date');
    const fromTime = reqString(body, 'fromTime');
    const toTime = reqString(body, 'toTime');
    if (body.objectId !== undefined && String(body.objectId) !== String(v.id)) {
      throw new HttpError(400, "Field 'objectId' does not match the item in the path", 'invalid_field');
    }
    if (module === 'spa' && numberOfPersons !== 1) throw new HttpError(400, 'Spa treatments are booked for one person', 'invalid_party_size');
    if (numberOfPersons < minOf(v) || numberOfPersons > maxOf(v)) {
      throw new HttpError(400, `The party size must be from ${minOf(v)} to ${maxOf(v)}`, 'invalid_party_size');
    }
    const offset = dateOffset(date);
    const guest = sessionGuest(ctx.db, session);
    const fail = (error: string) => ({ reference: null, error, systemInformation: `${module}:${v.externalId}:${date}:${fromTime}: ${error}` });
    if (!v.slots.includes(fromTime) || addMin(fromTime, v.slotMinutes) !== toTime) return fail('This time slot does not exist');
    if (!openOn(v, offset)) return fail('The venue is not open on this date');
    return transaction(ctx.db, () => {
      const dmy = formatDate(dayStart(offset), 'dmy');
      const mine = docs.list<VenueBooking>(ctx.db, 'venueBooking')
        .find((b) => b.objectId === v.id && b.date === dmy && b.fromTime === fromTime && b.accountNumber === guest.accountNumber);
      if (mine) return fail(`Already booked (reference ${mine.reference})`);
      if (!freeSlots(ctx.db, v, offset, numberOfPersons).some((s) => s.fromTime === fromTime)) return fail('This time slot is no longer available');
      const prefix = { activity: 'ACT', dining: 'DIN', spa: 'SPA' }[module];
      const reference = `${prefix}-${String(docs.count(ctx.db, 'venueBooking') + 1001)}`;
      const booking: VenueBooking = { reference, module, objectId: v.id, date: dmy, fromTime, toTime, numberOfPersons, accountNumber: guest.accountNumber, createdAt: new Date().toISOString() };
      docs.put(ctx.db, 'venueBooking', reference, booking, Date.now());
      addAppointment(ctx.db, { accountNumber: guest.accountNumber, date: dmy, fromTime, toTime, text: `${v.title} (${numberOfPersons} ${numberOfPersons === 1 ? 'guest' : 'guests'})`, excursionCode: v.externalId!, bookingStatus: 'C' });
      const department = { activity: 'Activities', dining: 'Restaurants', spa: 'Spa' }[module];
      addInvoiceLine(ctx.db, { accountNumber: guest.accountNumber, department, description: `${v.title}, ${dmy} ${fromTime} (${numberOfPersons} ${numberOfPersons === 1 ? 'guest' : 'guests'})`, charges: (v.price ?? 0) * numberOfPersons });
      return { reference, error: null, systemInformation: `Confirmed ${v.externalId} ${dmy} ${fromTime}-${toTime} for ${numberOfPersons}` };
    });
  };
}

export function routes(): Router {
  const r = new Router()
    .get('/activitycategory', (ctx) => docs.list<Category>(ctx.db, 'venueCategory').filter((c) => c.module === 'activity').map((c) => categoryOut(c, ctx.lang)))
    .get('/spacategory', (ctx) => docs.list<Category>(ctx.db, 'venueCategory').filter((c) => c.module === 'spa').map((c) => categoryOut(c, ctx.lang)));
  for (const m of MODULES) {
    r.get(`/${m}`, (ctx) => {
      const cat = ctx.query.get('categoryId');
      const categoryId = cat === null || cat === '' ? null : intParam(cat, 'categoryId');
      if (categoryId !== null && !docs.get<Category>(ctx.db, 'venueCategory', categoryId)) throw new HttpError(404, `No category ${categoryId}`);
      return venues(ctx.db, m).filter((v) => categoryId === null || v.categoryId === categoryId).map((v) => venueOut(v, ctx.lang));
    })
      .get(`/${m}/:id`, (ctx) => venueOut(venue(ctx, m), ctx.lang))
      .get(`/${m}/bookingInformation/:id`, bookingInformation(m))
      .post(`/${m}/availabilityTimes/:id`, availabilityTimes(m))
      .post(`/${m}/book/:id`, idempotent(book(m)));
  }
  return r;
}

function categoryOut(c: Category, lang: Lang) {
  return { id: c.id, title: inLanguage(c.title, lang), description: inLanguage(c.description, lang), imageId: imageId(c.image) };
}

// ---------------------------------------------------------------------------------------------

function hours(from: string, to: string, step: number): string[] {
  const out: string[] = [];
  for (let t = from; t < to; t = addMin(t, step)) out.push(t);
  return out;
}

export function seed(db: DatabaseSync): void {
  const cats: Category[] = [
    { id: 71, module: 'activity', title: 'Sports & fitness', description: 'Climbing, golf and more.', image: 'fitness' },
    { id: 72, module: 'activity', title: 'Classes & workshops', description: 'Learn something new at sea.', image: 'wine-tasting' },
    { id: 73, module: 'activity', title: 'Family fun', description: 'For the whole family.', image: 'kids-club' },
    { id: 81, module: 'spa', title: 'Massages', description: 'Relax and unwind.', image: 'spa' },
    { id: 82, module: 'spa', title: 'Facials', description: 'Glow for the gala night.', image: 'spa' },
    { id: 83, module: 'spa', title: 'Hair & beauty', description: 'Salon treatments.', image: 'spa' },
  ];
  cats.forEach((c, i) => docs.put(db, 'venueCategory', c.id, c, i));

  const v = (id: number, module: Module, categoryId: number | null, title: string, description: string, o: Partial<Venue>): Venue => ({
    id, module, categoryId, title, description, externalId: null, wayfinderProfileId: null, justToKnow: null, price: null, duration: null,
    image: 'default', location: '', type: null, privateOnly: false, capacity: 10, minPersons: 1, maxPersons: 4, slots: [], slotMinutes: 60, closed: [], days: null, occupancy: null, ...o,
  });
  const list: Venue[] = [
    v(7101, 'activity', 71, 'Climbing wall', '<p>Climb 12 metres above the sea. Harness and shoes provided.</p>', { externalId: 'ACT-CLIMB', price: 0, duration: 30, image: 'fitness', location: 'Deck 12, aft', capacity: 6, maxPersons: 4, slots: [...hours('09:00', '12:00', 30), ...hours('14:00', '17:00', 30)], slotMinutes: 30, justToKnow: 'Minimum height 1.20 m. Closed in strong winds.', wayfinderProfileId: 9 }),
    v(7102, 'activity', 71, 'Golf simulator', '<p>Play 40 famous courses on our simulator.</p>', { externalId: 'ACT-GOLF', price: 25, duration: 60, image: 'fitness', location: 'Deck 12, midships', capacity: 4, maxPersons: 4, slots: hours('09:00', '18:00', 60) }),
    v(7103, 'activity', 72, 'Painting workshop', '<p>Paint the Mediterranean coast with our artist in residence.</p>', { externalId: 'ACT-PAINT', price: 15, duration: 90, image: 'sunset', location: 'Deck 6, Studio', capacity: 12, maxPersons: 4, slots: ['10:00', '14:30'], slotMinutes: 90, days: [1, 7, 10] }),
    v(7104, 'activity', 72, 'Cocktail masterclass', '<p>Shake three classic cocktails and learn the stories behind them.</p>', { externalId: 'ACT-COCK', price: 29, duration: 60, image: 'wine-tasting', location: 'Sky Bar, Deck 14', capacity: 10, maxPersons: 4, slots: ['16:00', '17:30'], justToKnow: 'Guests must be 18 or older.' }),
    v(7105, 'activity', 72, 'Bridge club', '<p>Meet fellow players every sea day. No booking needed.</p>', { price: 0, duration: 120, image: 'default', location: 'Card room, Deck 6' }),
    v(7106, 'activity', 73, 'Family treasure hunt', '<p>Follow the clues all over the ship.</p>', { externalId: 'ACT-HUNT', price: 0, duration: 60, image: 'kids-club', location: 'Kids Club, Deck 11', capacity: 20, maxPersons: 6, slots: ['10:00', '15:00'], wayfinderProfileId: 7 }),
    v(7107, 'activity', 73, 'Aqua park', '<p>Three slides and a splash zone. Open daily 10:00 to 18:00.</p>', { price: 0, image: 'pool-deck', location: 'Deck 12, aft', justToKnow: 'Children under 8 must be accompanied.', wayfinderProfileId: 8 }),
    // booking information without limits: the client's defaults 1 and 4 apply (and the suggestion of 4)
    v(7108, 'activity', 71, 'Table tennis tournament', '<p>Knock-out tournament on the sports deck. Bats and balls provided.</p>', { externalId: 'ACT-PING', price: 0, duration: 60, image: 'fitness', location: 'Sports deck, Deck 12', capacity: 16, minPersons: null, maxPersons: null, slots: ['11:00', '16:00'], occupancy: {} }),
    // a minimum above 1
    v(7109, 'activity', 72, 'Escape room', '<p>Solve the captain’s riddle in 60 minutes. For teams of two to six.</p>', { externalId: 'ACT-ESC', price: 19, duration: 60, image: 'theatre', location: 'Deck 7, forward', capacity: 6, minPersons: 2, maxPersons: 6, slots: ['10:00', '13:00', '18:00'], occupancy: {}, justToKnow: 'Teams of two to six guests.' }),
    v(7201, 'dining', null, 'Horizon Restaurant', '<p>Our main restaurant: five courses every evening.</p>', { externalId: 'DIN-HOR', price: 0, duration: 90, image: 'restaurant', location: 'Deck 5, aft', type: 'open seating', capacity: 40, maxPersons: 8, slots: hours('17:30', '21:30', 30), slotMinutes: 90, wayfinderProfileId: 1 }),
    v(7202, 'dining', null, 'The Grill', '<p>Dry-aged steaks and fresh seafood.</p>', { externalId: 'DIN-GRL', price: 35, duration: 120, image: 'restaurant', location: 'Deck 14, aft', type: 'specialty', capacity: 16, maxPersons: 8, slots: hours('18:00', '22:00', 30), slotMinutes: 120, closed: ['20:30'], justToKnow: 'Cover charge 35.00 per guest. Smart casual.', wayfinderProfileId: 2 }),
    v(7203, 'dining', null, 'Sakura Teppanyaki', '<p>Japanese grill, cooked at your table.</p>', { externalId: 'DIN-SAK', price: 39, duration: 90, image: 'restaurant', location: 'Deck 6, forward', type: 'specialty', capacity: 12, maxPersons: 6, slots: ['18:00', '19:30', '21:00'], slotMinutes: 90, privateOnly: true }),
    v(7204, 'dining', null, 'Trattoria Aurora', '<p>Pasta and pizza from our wood-fired oven.</p>', { externalId: 'DIN-TRA', price: 25, duration: 90, image: 'restaurant', location: 'Deck 9, forward', type: 'specialty', capacity: 20, maxPersons: 8, slots: hours('18:00', '22:00', 30), slotMinutes: 90 }),
    // a slot one booking from full: 19:00 has one seat left every day (a second guest can take it)
    v(7206, 'dining', null, 'Chef’s table', '<p>Eight courses at the galley’s own table, with the head chef.</p>', { externalId: 'DIN-CHEF', price: 95, duration: 150, image: 'restaurant', location: 'Galley, Deck 5', type: 'specialty', capacity: 4, minPersons: 1, maxPersons: 4, slots: ['19:00', '20:30'], slotMinutes: 90, occupancy: { '19:00': 3 }, justToKnow: 'Wine pairing included. Smart attire.', wayfinderProfileId: 1 }),
    v(7205, 'dining', null, 'Lido Buffet', '<p>Casual buffet dining by the pool, no reservations.</p>', { price: 0, image: 'pool-deck', location: 'Deck 9, aft', type: 'open seating' }),
    v(7301, 'spa', 81, 'Hot stone massage', '<p>Warm basalt stones release tension.</p>', { externalId: 'SPA-HS50', price: 119, duration: 50, image: 'spa', location: 'Serenity Spa, Deck 10', capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('09:00', '19:00', 60), justToKnow: 'Please arrive 15 minutes early.', wayfinderProfileId: 6 }),
    v(7302, 'spa', 81, 'Swedish massage', '<p>The classic full-body massage.</p>', { externalId: 'SPA-SW50', price: 99, duration: 50, image: 'spa', location: 'Serenity Spa, Deck 10', capacity: 3, minPersons: 1, maxPersons: 1, slots: hours('09:00', '19:00', 60), wayfinderProfileId: 6 }),
    v(7303, 'spa', 82, 'Hydrating facial', '<p>Restores moisture after a day in the sun.</p>', { externalId: 'SPA-HF45', price: 89, duration: 45, image: 'spa', location: 'Serenity Spa, Deck 10', capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('10:00', '18:00', 60) }),
    v(7304, 'spa', 82, 'Men’s facial', '<p>Deep cleansing and a relaxing massage.</p>', { externalId: 'SPA-MF45', price: 79, duration: 45, image: 'spa', location: 'Serenity Spa, Deck 10', capacity: 1, minPersons: 1, maxPersons: 1, slots: hours('10:00', '18:00', 60) }),
    v(7305, 'spa', 83, 'Blow-dry', '<p>Ready for the gala evening.</p>', { externalId: 'SPA-BD30', price: 35, duration: 30, image: 'spa', location: 'Salon, Deck 10', capacity: 3, minPersons: 1, maxPersons: 1, slots: hours('14:00', '19:00', 30), slotMinutes: 30 }),
    v(7306, 'spa', 83, 'Manicure', '<p>Shape, cuticle care and polish.</p>', { externalId: 'SPA-MA40', price: 39, duration: 40, image: 'spa', location: 'Salon, Deck 10', capacity: 2, minPersons: 1, maxPersons: 1, slots: hours('10:00', '18:00', 60) }),
    v(7307, 'spa', 81, 'Thermal suite', '<p>Sauna, steam room and heated loungers. Day passes at the spa desk.</p>', { price: 29, duration: null, image: 'spa', location: 'Serenity Spa, Deck 10', minPersons: 1, maxPersons: 1 }),
  ];
  list.forEach((x, i) => {
    docs.put(db, 'venue', x.id, x, i);
    putImageSet(db, x.id, [x.image, 'default']);
  });
  // venue videos and PDFs (blobs/videos/{id}, blobs/pdfs/{id} of the venue's id)
  putMediaSet(db, 'pdfSet', 7201, [{ id: 701, path: MEDIA.pdf.menu, name: 'Horizon dinner menu', description: 'Five courses, changing nightly' }]);
  putMediaSet(db, 'videoSet', 7201, [{ id: 701, path: MEDIA.video(3), name: 'A night at the Horizon', description: 'Our main restaurant at dinner time' }]);
  putMediaSet(db, 'pdfSet', 7206, [{ id: 702, path: MEDIA.pdf.menu, name: 'Chef’s table menu', description: 'Eight courses with wine pairing' }]);
  putMediaSet(db, 'videoSet', 7206, [{ id: 702, path: MEDIA.video(4), name: 'Meet the head chef', description: 'Behind the scenes in the galley' }]);
  putMediaSet(db, 'pdfSet', 7301, [{ id: 703, path: MEDIA.pdf.welcome, name: 'Serenity Spa treatment menu', description: 'Every treatment and price' }]);
  putMediaSet(db, 'videoSet', 7301, [{ id: 703, path: MEDIA.video(2), name: 'The hot stone ritual', description: 'What to expect' }]);
  putMediaSet(db, 'videoSet', 7101, [{ id: 704, path: MEDIA.video(1), name: 'Climbing wall safety', description: 'Before your first climb' }]);
  // a pre-existing booking of the demo family
  docs.put(db, 'venueBooking', 'DIN-1000', {
    reference: 'DIN-1000', module: 'dining', objectId: 7202, date: rel(1, 'dmy'), fromTime: '19:30', toTime: '21:30', numberOfPersons: 4,
    accountNumber: '100200', createdAt: new Date(0).toISOString(),
  } satisfies VenueBooking, 0);
}
