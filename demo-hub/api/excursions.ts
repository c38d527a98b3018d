/**
 * Onboard excursions (001 §2, §3, §7): lists by day and date, detail, availability, tags,
 * descriptions, applicable guests and booking. Availability = seeded places − booked guests.
 * Booking is idempotent per guest: a second request for a guest already booked fails with
 * AlreadyBooked, so a double click books once.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, reqArray, intParam, type Ctx } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
import { docs, transaction } from '../lib/db.ts';
import { rel } from '../lib/dates.ts';
import { requireSession } from '../lib/sessions.ts';
import { imageId, putImageSet, putMediaSet, MEDIA } from './blobs.ts';
import { partyOf, addAppointment, addInvoiceLine } from './auth.ts';
import { inLanguage } from './translations.ts';
import { VOYAGE, dayOffsetParam, shipUtcOffsetMinutes, type Guest } from './world.ts';

interface ExcursionDoc {
  id: number;
  offset: number;
  name: string;
  date: string;
  day: number;
  timeOfDay: 'Morning' | 'Afternoon' | 'Full day' | 'Evening';
  fromTime: string;
  startTime: string;
  duration: number;
  publishedDuration: string;
  bookingCode: string;
  minimumAge: number;
  maximumAge: number | null;
  price: { adult: number; child: number | null };
  categories: { name: string }[];
  tags: number[];
  places: number;
  closedForOnlineBooking: boolean;
  waiver: boolean;
  portName: string | null;
  image: string;
  /** Places held back (on request, crew): currentAvailability is this many below availability. */
  held?: number;
}

interface TagDoc {
  id: number;
  name: string;
  image: string;
}

export interface ExcursionBooking {
  bookingReference: string;
  excursionId: number;
  accountNumber: string;
  createdAt: string;
}

function bookedCount(db: DatabaseSync, excursionId: number): number {
  return docs.list<ExcursionBooking>(db, 'excursionBooking').filter((b) => b.excursionId === excursionId).length;
}

function availability(db: DatabaseSync, e: ExcursionDoc) {
  const left = Math.max(0, e.places - bookedCount(db, e.id));
  const current = Math.max(0, left - (e.held ?? 0));
  return { currentAvailability: current, availability: left, closedForOnlineBooking: e.closedForOnlineBooking };
}

function excursionOut(ctx: Ctx, e: ExcursionDoc) {
  const tags = docs.list<TagDoc>(ctx.db, 'excursionTag');
  const t = (text: string) => inLanguage(text, ctx.lang);
  return {
    id: e.id,
    name: t(e.name),
    date: e.date,
    day: e.day,
    timeOfDay: e.timeOfDay,
    fromTime: e.fromTime,
    startTime: e.startTime,
    duration: e.duration,
    publishedDuration: e.publishedDuration,
    bookingCode: e.bookingCode,
    minimumAge: e.minimumAge,
    maximumAge: e.maximumAge,
    price: e.price,
    categories: e.categories.map((c) => ({ name: t(c.name) })),
    tags: e.tags
      .map((id) => tags.find((tag) => tag.id === id))
      .filter((tag) => tag !== undefined)
      .map((tag) => ({ id: tag.id, name: t(tag.name), imageUrl: imageId(tag.image) })),
    ...availability(ctx.db, e),
    waiverPdfUrl: e.waiver ? { url: `${ctx.origin}${MEDIA.pdf.waiver}` } : null,
    portName: e.portName,
    imageId: imageId(e.image),
  };
}

function all(db: DatabaseSync): ExcursionDoc[] {
  return docs.list<ExcursionDoc>(db, 'excursion');
}

function one(ctx: Ctx): ExcursionDoc {
  const id = intParam(ctx.params.id, 'id');
  const e = docs.get<ExcursionDoc>(ctx.db, 'excursion', id);
  if (!e) throw new HttpError(404, `No excursion ${id}`);
  return e;
}

/** byDay?day=N (day of cruise, 1-based) or today / tomorrow. */
function byDay(ctx: Ctx) {
  const raw = (ctx.query.get('day') ?? '').trim().toLowerCase();
  let offset: number;
  if (raw === 'today') offset = 0;
  else if (raw === 'tomorrow') offset = 1;
  else offset = intParam(raw, 'day') - 1;
  return all(ctx.db)
    .filter((e) => e.offset === offset)
    .map((e) => excursionOut(ctx, e));
}

function byDate(ctx: Ctx) {
  const offset = dayOffsetParam(ctx.query.get('dateAsString') ?? ctx.query.get('date'), 'dateAsString');
  return all(ctx.db)
    .filter((e) => e.offset === offset)
    .map((e) => excursionOut(ctx, e));
}

type Reason = 'MinimumAge' | 'MaximumAge' | 'AlreadyBooked' | 'TimeOverlapWithOtherBooking';

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Two excursions of the same day whose times overlap. */
function overlaps(a: ExcursionDoc, b: ExcursionDoc): boolean {
  if (a.offset !== b.offset || a.id === b.id) return false;
  const [as, bs] = [minutesOf(a.startTime), minutesOf(b.startTime)];
  return as < bs + b.duration && bs < as + a.duration;
}

function reasonFor(db: DatabaseSync, e: ExcursionDoc, g: Guest): Reason | null {
  const mine = docs.list<ExcursionBooking>(db, 'excursionBooking').filter((b) => b.accountNumber === g.accountNumber);
  if (mine.some((b) => b.excursionId === e.id)) return 'AlreadyBooked';
  if (g.age < e.minimumAge) return 'MinimumAge';
  if (e.maximumAge !== null && g.age > e.maximumAge) return 'MaximumAge';
  if (
    mine.some((b) => {
      const other = docs.get<ExcursionDoc>(db, 'excursion', b.excursionId);
      return !!other && overlaps(e, other);
    })
  )
    return 'TimeOverlapWithOtherBooking';
  return null;
}

function priceFor(e: ExcursionDoc, g: Guest): number | null {
  if (g.type === 'Adult' || g.age > 12) return e.price.adult;
  if (g.type === 'Infant') return 0;
  return e.price.child;
}

function applicableGuests(ctx: Ctx) {
  const s = requireSession(ctx);
  const e = one(ctx);
  return partyOf(ctx.db, s).map((g) => {
    const reason = reasonFor(ctx.db, e, g);
    return {
      accountNumber: g.accountNumber,
      accountName: `${g.title} ${g.firstName} ${g.lastName}`,
      firstName: g.firstName,
      lastName: g.lastName,
      type: g.type,
      age: g.age,
      price: priceFor(e, g),
      eligible: reason === null,
      ineligibilityReason: reason,
    };
  });
}

async function book(ctx: Ctx) {
  const s = requireSession(ctx);
  const e = one(ctx);
  const body = asObject(await ctx.body());
  if (body.excursionId !== undefined && String(body.excursionId) !== String(e.id)) {
    throw new HttpError(400, "Field 'excursionId' does not match the excursion in the path", 'invalid_field');
  }
  const raw = reqArray(body, 'guests');
  if (raw.length === 0) throw new HttpError(400, 'Select at least one guest', 'missing_field');
  const party = partyOf(ctx.db, s);
  const guests = raw.map((x) => {
    const o = asObject(x, 'guest');
    const acc = String(o.accountNumber ?? '');
    const g = party.find((p) => p.accountNumber === acc);
    if (!g) throw new HttpError(400, `Guest ${acc || '(missing accountNumber)'} is not on this booking`, 'unknown_guest');
    return g;
  });
  if (new Set(guests.map((g) => g.accountNumber)).size !== guests.length) throw new HttpError(400, 'A guest is listed twice', 'duplicate_guest');
  const fail = (systemInformation: string) => ({ failed: true, bookingReference: null, systemInformation });

  return transaction(ctx.db, () => {
    const avail = availability(ctx.db, e);
    if (e.closedForOnlineBooking) return fail('ClosedForOnlineBooking: please contact the shore excursion team');
    if (avail.currentAvailability <= 0) return fail('SoldOut: please contact the shore excursion team');
    if (avail.currentAvailability < guests.length) return fail(`Overbooked: ${avail.currentAvailability} places remaining`);
    // A guest who cannot go (booked meanwhile on another device, a time overlap …) does not stop
    // the others, as long as an adult goes: the answer then says exactly who is booked.
    const refused = guests.map((g) => ({ g, reason: reasonFor(ctx.db, e, g) })).filter((x) => x.reason !== null);
    const going = guests.filter((g) => !refused.some((x) => x.g === g));
    const refusedText = refused.map((x) => `${x.reason}: ${x.g.firstName} ${x.g.lastName}`).join('; ');
    if (going.length === 0) return fail(refusedText);
    if (!going.some((g) => g.type === 'Adult')) return fail(refused.length ? refusedText : 'excursion_error_no_adult_on_excursion');
    const ref = `EXC-${String(40000 + docs.count(ctx.db, 'excursionBooking'))}`;
    for (const g of going) {
      docs.put(ctx.db, 'excursionBooking', `${ref}:${g.accountNumber}`, {
        bookingReference: ref,
        excursionId: e.id,
        accountNumber: g.accountNumber,
        createdAt: new Date().toISOString(),
      } satisfies ExcursionBooking);
      addAppointment(ctx.db, {
        accountNumber: g.accountNumber,
        date: e.date,
        fromTime: e.startTime,
        toTime: endTime(e),
        text: e.name,
        excursionCode: e.bookingCode,
        bookingStatus: 'C',
      });
      addInvoiceLine(ctx.db, {
        accountNumber: g.accountNumber,
        department: 'Excursions',
        description: `${e.name} (${e.bookingCode}), ${e.date}`,
        charges: priceFor(e, g) ?? 0,
      });
    }
    if (refused.length > 0) {
      return {
        failed: true,
        bookingReference: ref,
        systemInformation: `Partly booked ${going.length} of ${guests.length} on ${e.bookingCode}. ${refusedText}`,
        bookedGuests: going.map((g) => ({ accountNumber: g.accountNumber, firstName: g.firstName, lastName: g.lastName })),
      };
    }
    return { failed: false, bookingReference: ref, systemInformation: `Booked ${guests.length} on ${e.bookingCode}` };
  });
}

function endTime(e: ExcursionDoc): string {
  const [h, m] = e.startTime.split(':').map(Number) as [number, number];
  const t = Math.min(h * 60 + m + e.duration, 23 * 60 + 59);
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

export function routes(): Router {
  return new Router()
    .get('/excursions/byDay', byDay)
    .get('/excursions/byDate', byDate)
    .get('/excursions/tags', (ctx) =>
      docs.list<TagDoc>(ctx.db, 'excursionTag').map((t) => ({ id: t.id, name: inLanguage(t.name, ctx.lang), imageUrl: imageId(t.image) })),
    )
    .get('/excursions/checkAvailability/:id', (ctx) => availability(ctx.db, one(ctx)))
    .get('/excursions/availability/:id', (ctx) => {
      const e = one(ctx);
      return { id: e.id, ...availability(ctx.db, e) };
    })
    .get('/excursions/findApplicableGuests/:id', applicableGuests)
    .post('/excursions/book/:id', idempotent(book))
    .get('/excursions/:id', (ctx) => excursionOut(ctx, one(ctx)))
    .get('/descriptions/:id', (ctx) => {
      const d = docs.get<Description[]>(ctx.db, 'descriptions', intParam(ctx.params.id, 'id'));
      if (!d) throw new HttpError(404, `No descriptions for ${ctx.params.id}`);
      // the whitelisted variant is made when answering, so whatever HTML is stored gets it
      return d.map(({ descriptionType, value }) => {
        const html = inLanguage(value.default, ctx.lang);
        return { descriptionType, value: { default: html, whitelisted: whitelisted(html) } };
      });
    });
}

// ---------------------------------------------------------------------------------------------

const TAGS: TagDoc[] = [
  { id: 1, name: 'Family friendly', image: 'tag-family' },
  { id: 2, name: 'Moderate walking', image: 'tag-walking' },
  { id: 3, name: 'Wheelchair accessible', image: 'tag-wheelchair' },
  { id: 4, name: 'Food and drink', image: 'tag-food' },
  { id: 5, name: 'Culture and history', image: 'tag-culture' },
  { id: 6, name: 'On the water', image: 'tag-water' },
  { id: 7, name: 'Active', image: 'tag-active' },
];

type Tpl = [
  name: string,
  tod: ExcursionDoc['timeOfDay'],
  start: string,
  duration: number,
  minAge: number,
  adult: number,
  child: number | null,
  cats: string[],
  tags: number[],
  image: string,
];

const SEA: Tpl[] = [
  ['Behind the scenes: galley tour', 'Morning', '10:00', 60, 12, 29, 19, ['Ship tour'], [4, 2], 'restaurant'],
  ['Bridge visit with the officers', 'Afternoon', '15:00', 45, 8, 39, 29, ['Ship tour'], [5], 'ship'],
  ['Mixology at sea', 'Evening', '18:00', 75, 18, 35, null, ['Food and drink'], [4], 'wine-tasting'],
];

function portTemplates(port: string): Tpl[] {
  return [
    [`${port} walking tour`, 'Morning', '09:00', 180, 0, 49, 0, ['Sightseeing', 'Walking'], [2, 5], 'old-town'],
    [`${port} by boat`, 'Afternoon', '13:30', 150, 3, 59, 35, ['Sightseeing', 'Boat'], [6, 1], 'boat-tour'],
    [`Tastes of ${port}`, 'Morning', '09:30', 240, 18, 69, null, ['Food and drink'], [4], 'wine-tasting'],
    [`${port} panorama by coach`, 'Full day', '08:30', 420, 5, 89, 55, ['Sightseeing', 'Coach'], [3, 5], 'mountain'],
  ];
}

/**
 * Today's onboard experience starts after the hub's clock (ship time): the next half hour at least
 * an hour from now, between 10:00 and 22:00 — so a guest trying the demo in the afternoon finds an
 * experience still to come, not one that began in the morning.
 */
export function todayStart(now = new Date()): string {
  const shipMinutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + shipUtcOffsetMinutes(0, now) + 24 * 60) % (24 * 60);
  const start = Math.min(22 * 60, Math.max(10 * 60, Math.ceil((shipMinutes + 60) / 30) * 30));
  return `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
}

/** availability cases in turn: 1–9, 10–20, >20, sold out, closed for online booking */
const PLACES = [5, 15, 40, 0, 25, 8, 60, 18];

interface Description {
  descriptionType: string;
  value: { default: string; whitelisted: string };
}

/** The hub's whitelisted HTML: no scripts, no event handler attributes, no javascript: links. */
const whitelisted = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/\son\w+="[^"]*"/gi, '')
    .replace(/href="javascript:[^"]*"/gi, 'href="#"');

function descriptionsFor(e: ExcursionDoc): Description[] {
  const d = (descriptionType: string, html: string): Description => ({ descriptionType, value: { default: html, whitelisted: whitelisted(html) } });
  return [
    d('Description', `<p>${e.name}: discover the best of ${e.portName ?? 'the ship'} with an experienced guide.</p>`),
    d('WalkingInfo', e.duration > 200 ? '<p>About 3 km on cobbled streets, some steps.</p>' : '<p>Little walking; suitable for most guests.</p>'),
    d('Notes', '<p>Wear comfortable shoes and bring sun protection and water.</p>'),
    d('Hint', `<p>Meet in the Aurora Theatre 15 minutes before ${e.startTime}.</p>`),
  ];
}

export function seed(db: DatabaseSync): void {
  TAGS.forEach((t) => docs.put(db, 'excursionTag', t.id, t));
  let id = 6000;
  let n = 0;
  for (const day of VOYAGE) {
    if (day.offset === 14) continue;
    const templates = day.type === 'Sea' || day.offset === 0 ? SEA.slice(0, day.offset === 0 ? 1 : 3) : portTemplates(day.port!.name.split(/[ ,]/)[0]!);
    for (const [name, templateTimeOfDay, templateStart, duration, minimumAge, adult, child, cats, tags, image] of templates) {
      id++;
      const start = day.offset === 0 ? todayStart() : templateStart;
      const timeOfDay = day.offset === 0 ? (start < '12:00' ? 'Morning' : start < '17:00' ? 'Afternoon' : 'Evening') : templateTimeOfDay;
      const places = PLACES[n % PLACES.length]!;
      const e: ExcursionDoc = {
        id,
        offset: day.offset,
        name,
        date: rel(day.offset, 'dmy'),
        day: day.offset + 1,
        timeOfDay,
        fromTime: start,
        startTime: start,
        duration,
        publishedDuration: duration >= 60 ? `${Math.floor(duration / 60)} h${duration % 60 ? ` ${duration % 60} min` : ''}` : `${duration} min`,
        bookingCode: `${(day.port?.name ?? 'SEA').slice(0, 3).toUpperCase()}-${String(id).slice(-3)}`,
        minimumAge,
        maximumAge: name.startsWith('Bridge') ? 80 : null,
        price: { adult, child },
        categories: cats.map((c) => ({ name: c })),
        tags,
        places,
        closedForOnlineBooking: n % 9 === 7,
        waiver: cats.includes('Boat') || cats.includes('Walking'),
        portName: day.port?.name ?? null,
        image,
      };
      docs.put(db, 'excursion', id, e, id);
      docs.put(db, 'descriptions', id, descriptionsFor(e));
      putImageSet(db, id, [image, 'harbour', 'default']);
      if (e.waiver)
        putMediaSet(db, 'pdfSet', id, [{ id: 100 + n, path: MEDIA.pdf.waiver, name: 'Excursion waiver', description: 'Please sign before the tour' }]);
      n++;
    }
  }
  seedBoundaries(db);
  // John's seeded galley-tour appointment (SEA-002, tomorrow) is a booking too: EXC-39998
  docs.put(db, 'excursionBooking', 'EXC-39998:100200', {
    bookingReference: 'EXC-39998',
    excursionId: 6002,
    accountNumber: '100200',
    createdAt: new Date(0).toISOString(),
  } satisfies ExcursionBooking);
  // the demo family is already booked on the first port-day walking tour, with its appointments
  const first = all(db).find((e) => e.portName && e.name.includes('walking'))!;
  for (const acc of ['100200', '100201']) {
    docs.put(db, 'excursionBooking', `EXC-39999:${acc}`, {
      bookingReference: 'EXC-39999',
      excursionId: first.id,
      accountNumber: acc,
      createdAt: new Date(0).toISOString(),
    } satisfies ExcursionBooking);
    addAppointment(
      db,
      {
        accountNumber: acc,
        date: first.date,
        fromTime: first.startTime,
        toTime: endTime(first),
        text: first.name,
        excursionCode: first.bookingCode,
        bookingStatus: 'C',
      },
      'Cruise',
    );
  }
}

/**
 * Onboard classes on the first sea day (tomorrow, ids 6901–6908): the availability boundaries 1,
 * 9, 10, 20 and 21, places held back (currentAvailability below availability), fewer places (3)
 * than the demo family (4: the overbooked warning), a child price with minimum age 1 and a
 * numeric child price with minimum age 14 (read N/A). No class lasts 5 h or more (that duration
 * option is disabled); only the pirate club lasts between 2 h and 5 h.
 */
type Boundary = [
  name: string,
  start: string,
  duration: number,
  minAge: number,
  adult: number,
  child: number | null,
  cats: string[],
  tags: number[],
  image: string,
  places: number,
  held?: number,
];
const BOUNDARIES: Boundary[] = [
  ['Pasta cooking class', '11:00', 90, 12, 45, 30, ['Food and drink', 'Workshop'], [4], 'restaurant', 1],
  ['Watercolour workshop', '14:00', 120, 8, 25, 15, ['Workshop'], [1], 'harbour', 9],
  ['Wine appreciation', '17:00', 60, 18, 39, null, ['Food and drink'], [4], 'wine-tasting', 10],
  ['Sunrise yoga on deck', '07:00', 45, 12, 15, 10, ['Wellness'], [7], 'ship', 20],
  ["Kids' pirate club", '13:00', 150, 1, 20, 12, ['Kids'], [1], 'default', 21],
  ['Teen DJ workshop', '16:00', 90, 14, 30, 20, ['Kids', 'Workshop'], [7], 'default', 25],
  ['Cinema under the stars', '21:00', 120, 0, 12, 6, ['Entertainment'], [1], 'ship', 3],
  ['Spa taster session', '12:30', 60, 16, 35, null, ['Wellness'], [3], 'harbour', 12, 4],
];

function seedBoundaries(db: DatabaseSync): void {
  const offset = 1;
  BOUNDARIES.forEach(([name, start, duration, minimumAge, adult, child, cats, tags, image, places, held], index) => {
    const id = 6901 + index;
    const e: ExcursionDoc = {
      id,
      offset,
      name,
      date: rel(offset, 'dmy'),
      day: offset + 1,
      timeOfDay: minutesOf(start) < 12 * 60 ? 'Morning' : minutesOf(start) < 18 * 60 ? 'Afternoon' : 'Evening',
      fromTime: start,
      startTime: start,
      duration,
      publishedDuration: duration >= 60 ? `${Math.floor(duration / 60)} h${duration % 60 ? ` ${duration % 60} min` : ''}` : `${duration} min`,
      bookingCode: `OB-${String(id).slice(-3)}`,
      minimumAge,
      maximumAge: null,
      price: { adult, child },
      categories: cats.map((c) => ({ name: c })),
      tags,
      places,
      closedForOnlineBooking: false,
      waiver: false,
      portName: null,
      image,
      ...(held ? { held } : {}),
    };
    docs.put(db, 'excursion', id, e, id);
    docs.put(db, 'descriptions', id, descriptionsFor(e));
    putImageSet(db, id, [image, 'default']);
  });
}
