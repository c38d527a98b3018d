/**
 * Activity, dining and spa venues and the time-slot ("tac") booking flow (001 §2, §3, §7).
 * An item with an externalId is bookable. Slots have a capacity; the seeded occupancy plus the
 * guests' bookings decide what is still free (and the signage traffic lights, see signage.ts).
 * Each product variant has its own venues (./venues/: a cruise ship's, a beach hotel's, an
 * airport's restaurants and lounges; a flight and a coach trip none), all seeded in the one store:
 * every call here answers the current variant's (config.ts currentVariant), another variant's
 * item or category answers 404 like a missing one.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, reqString, reqInt, intParam, type Ctx, type Lang } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
import { docs, transaction } from '../lib/db.ts';
import { formatDate, parseDay, offsetOf, dayStart } from '../lib/dates.ts';
import { requireSession } from '../lib/sessions.ts';
import { imageId } from './blobs.ts';
import { sessionGuest, addAppointment, addInvoiceLine } from './auth.ts';
import { inLanguage } from './translations.ts';
import { currentVariant } from './config.ts';
import { MODULES, addMin, type Module, type Venue, type VenueBooking, type VenueCategory as Category } from './venues/model.ts';
import { belongsTo } from './venues/variants.ts';

export { MODULES, type Module, type Venue, type VenueBooking } from './venues/model.ts';
export { seed } from './venues/variants.ts';

/** The bounds the hub enforces when a venue's booking information names none (001 §9). */
const DEFAULT_MIN_PERSONS = 1;
const DEFAULT_MAX_PERSONS = 4;
const minOf = (v: Venue) => v.minPersons ?? DEFAULT_MIN_PERSONS;
const maxOf = (v: Venue) => v.maxPersons ?? DEFAULT_MAX_PERSONS;

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

/** The current variant's items of a module (./venues/variants.ts); another variant's are none. */
export function venues(db: DatabaseSync, module: Module): Venue[] {
  const variant = currentVariant(db);
  return docs.list<Venue>(db, 'venue').filter((v) => v.module === module && belongsTo(variant, 'venue', v.id));
}

/** The current variant's categories of a module. */
function categories(db: DatabaseSync, module: Module): Category[] {
  const variant = currentVariant(db);
  return docs.list<Category>(db, 'venueCategory').filter((c) => c.module === module && belongsTo(variant, 'category', c.id));
}

function venue(ctx: Ctx, module: Module): Venue {
  const id = intParam(ctx.params.id, 'id');
  const v = docs.get<Venue>(ctx.db, 'venue', id);
  if (!v || v.module !== module || !belongsTo(currentVariant(ctx.db), 'venue', v.id)) throw new HttpError(404, `No ${module} ${id}`);
  return v;
}

function bookable(ctx: Ctx, module: Module): Venue {
  const v = venue(ctx, module);
  if (!v.externalId) throw new HttpError(409, `${v.title} cannot be booked online`, 'not_bookable');
  return v;
}

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
  const booked = docs
    .list<VenueBooking>(db, 'venueBooking')
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
  const req = body.bookingRequest && typeof body.bookingRequest === 'object' ? (body.bookingRequest as Record<string, unknown>) : null;
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
    .map(({ t, remaining }) => ({
      label: `${t} – ${addMin(t, v.slotMinutes)}`,
      fromTime: t,
      toTime: addMin(t, v.slotMinutes),
      capacity: v.capacity,
      remaining,
    }));
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
      const mine = docs
        .list<VenueBooking>(ctx.db, 'venueBooking')
        .find((b) => b.objectId === v.id && b.date === dmy && b.fromTime === fromTime && b.accountNumber === guest.accountNumber);
      if (mine) return fail(`Already booked (reference ${mine.reference})`);
      if (!freeSlots(ctx.db, v, offset, numberOfPersons).some((s) => s.fromTime === fromTime)) return fail('This time slot is no longer available');
      const prefix = { activity: 'ACT', dining: 'DIN', spa: 'SPA' }[module];
      const reference = `${prefix}-${String(docs.count(ctx.db, 'venueBooking') + 1001)}`;
      const booking: VenueBooking = {
        reference,
        module,
        objectId: v.id,
        date: dmy,
        fromTime,
        toTime,
        numberOfPersons,
        accountNumber: guest.accountNumber,
        createdAt: new Date().toISOString(),
      };
      docs.put(ctx.db, 'venueBooking', reference, booking, Date.now());
      addAppointment(ctx.db, {
        accountNumber: guest.accountNumber,
        date: dmy,
        fromTime,
        toTime,
        text: `${v.title} (${numberOfPersons} ${numberOfPersons === 1 ? 'guest' : 'guests'})`,
        excursionCode: v.externalId!,
        bookingStatus: 'C',
      });
      const department = { activity: 'Activities', dining: 'Restaurants', spa: 'Spa' }[module];
      addInvoiceLine(ctx.db, {
        accountNumber: guest.accountNumber,
        department,
        description: `${v.title}, ${dmy} ${fromTime} (${numberOfPersons} ${numberOfPersons === 1 ? 'guest' : 'guests'})`,
        charges: (v.price ?? 0) * numberOfPersons,
      });
      return { reference, error: null, systemInformation: `Confirmed ${v.externalId} ${dmy} ${fromTime}-${toTime} for ${numberOfPersons}` };
    });
  };
}

export function routes(): Router {
  const r = new Router()
    .get('/activitycategory', (ctx) => categories(ctx.db, 'activity').map((c) => categoryOut(c, ctx.lang)))
    .get('/spacategory', (ctx) => categories(ctx.db, 'spa').map((c) => categoryOut(c, ctx.lang)));
  for (const m of MODULES) {
    r.get(`/${m}`, (ctx) => {
      const cat = ctx.query.get('categoryId');
      const categoryId = cat === null || cat === '' ? null : intParam(cat, 'categoryId');
      if (categoryId !== null && !(docs.get<Category>(ctx.db, 'venueCategory', categoryId) && belongsTo(currentVariant(ctx.db), 'category', categoryId)))
        throw new HttpError(404, `No category ${categoryId}`);
      return venues(ctx.db, m)
        .filter((v) => categoryId === null || v.categoryId === categoryId)
        .map((v) => venueOut(v, ctx.lang));
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
