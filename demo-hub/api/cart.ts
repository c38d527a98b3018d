/**
 * The shore-excursion cart, order and bookings (001 §3 "Cart", §4, §5, §7). One cart per booking
 * reference, so the whole party shares it across devices. Adding an entry that is already in the
 * cart is a no-op (a double click adds once); ineligible passengers get 409 with the 001 §5 label
 * as the error code.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, optString, type Ctx } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
import { docs, transaction } from '../lib/db.ts';
import { rel, parseDay, formatDate } from '../lib/dates.ts';
import { requireSession, type Session } from '../lib/sessions.ts';
import { partyOf, addAppointment, addInvoiceLine } from './auth.ts';
import {
  bookableDates,
  catalogueExcursion,
  cartOf,
  shoreBookingsOf,
  cartKey,
  slotsOf,
  eligibilityOf,
  type CartItem,
  type ShoreBooking,
  type ExcursionKind,
  type CatalogueExcursion,
} from './catalogue.ts';
import type { Guest } from './world.ts';
import { currentVariant } from './config.ts';

/**
 * The client's rule (widgets/excursions/cart-logic.ts): the HTML type=email pattern with a dot in
 * the domain, at most 64 characters before the @ and 254 in all. A hub must not take what the
 * form refuses (an order was placed with `<script>alert(1)</script>@x.com`).
 */
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]{1,64}@${EMAIL_LABEL}(?:\\.${EMAIL_LABEL})+$`);
const EMAIL_MAX_LENGTH = 254;
const MOBILE_MAX_LENGTH = 30;

function element(db: DatabaseSync, c: CartItem, party: Guest[]) {
  const e = docs.get<CatalogueExcursion>(db, 'catalogueExcursion', c.excursionId);
  const p = party.find((g) => g.passengerId === c.passengerId);
  return {
    id: c.id,
    type: c.type,
    excursion: {
      id: c.excursionId,
      name: e?.names['en-GB'] ?? c.excursionId,
      ...(c.type === 'CruiseExcursion' ? { port: e?.portName ?? null } : { destination: e?.portName ?? null }),
      startTime: e?.startTime ?? null,
      duration: e?.duration ?? null,
    },
    itinerary: c.type === 'CruiseExcursion' ? { id: Number(c.parentId), date: c.date } : null,
    resortId: c.type === 'ResortExcursion' ? c.parentId : null,
    date: c.date,
    passenger: p ? { id: p.passengerId, firstName: p.firstName, lastName: p.lastName, type: p.type, lead: p.lead } : { id: c.passengerId },
    price: c.price,
    bookingInformation: c.bookingInformation,
  };
}

function cartAnswer(db: DatabaseSync, s: Session) {
  const party = partyOf(db, s);
  const items = cartOf(db, s.bookingReference);
  return {
    elements: items.map((c) => element(db, c, party)),
    totalPrice: Math.round(items.reduce((n, c) => n + c.price, 0) * 100) / 100,
    nrExcursions: new Set(items.map((c) => `${c.excursionId}|${c.date}`)).size,
    currency: 'GBP',
  };
}

interface ParsedItem {
  type: ExcursionKind;
  excursion: CatalogueExcursion;
  date: string;
  passenger: Guest;
  remove: boolean;
  bookingInformation: unknown;
}

function idOf(v: unknown): string | null {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (v && typeof v === 'object' && 'id' in v) return idOf((v as { id: unknown }).id);
  return null;
}

function parseItem(db: DatabaseSync, raw: unknown, party: Guest[]): ParsedItem {
  const o = asObject(raw, 'cart item');
  const type = o.type === 'ResortExcursion' ? 'ResortExcursion' : o.type === 'CruiseExcursion' || o.type === undefined ? 'CruiseExcursion' : null;
  if (!type) throw new HttpError(400, "Field 'type' must be CruiseExcursion or ResortExcursion", 'invalid_field');
  const exId = idOf(o.excursion) ?? idOf(o.excursionId);
  if (!exId) throw new HttpError(400, "Field 'excursion' (with an id) is required", 'missing_field');
  const excursion = catalogueExcursion(db, type, exId);
  if (!excursion) throw new HttpError(404, `No ${type} ${exId}`);
  const paxId = idOf(o.passenger) ?? idOf(o.passengerId);
  if (!paxId) throw new HttpError(400, "Field 'passenger' (with an id) is required", 'missing_field');
  const passenger = party.find((g) => String(g.passengerId) === paxId);
  if (!passenger) throw new HttpError(400, `Passenger ${paxId} is not on this booking`, 'unknown_passenger');
  const remove = o.action === 'remove' || o.remove === true;
  const dateText =
    optString(o, 'date') ?? (o.itinerary && typeof o.itinerary === 'object' ? optString(o.itinerary as Record<string, unknown>, 'date') : undefined);
  let date: string;
  if (type === 'CruiseExcursion') {
    date = excursion.date!;
    if (dateText && !remove && formatDate(parseDay(dateText) ?? new Date(0), 'dmy') !== date)
      throw new HttpError(400, `${exId} runs on ${date}`, 'invalid_date');
    const itin = idOf(o.itinerary);
    if (itin && itin !== excursion.parentId) throw new HttpError(400, `${exId} belongs to itinerary ${excursion.parentId}`, 'invalid_field');
  } else {
    const d = parseDay(dateText);
    if (!d) throw new HttpError(400, "Field 'date' is required for resort excursions (dd/mm/yyyy or yyyy-mm-dd)", 'invalid_date');
    date = formatDate(d, 'dmy');
    if (!remove && !bookableDates(excursion).includes(formatDate(d, 'ymd'))) throw new HttpError(400, `${exId} is not available on ${date}`, 'invalid_date');
  }
  return { type, excursion, date, passenger, remove, bookingInformation: o.bookingInformation ?? null };
}

async function updateCart(ctx: Ctx) {
  const s = requireSession(ctx);
  const body = await ctx.body();
  const rawItems = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : [body];
  if (rawItems.length === 0) throw new HttpError(400, 'No cart items sent', 'missing_field');
  const party = partyOf(ctx.db, s);
  const parsed = rawItems.map((r) => parseItem(ctx.db, r, party));
  transaction(ctx.db, () => {
    let cart = cartOf(ctx.db, s.bookingReference);
    for (const it of parsed) {
      const same = (c: CartItem) => c.excursionId === it.excursion.id && c.passengerId === it.passenger.passengerId && c.date === it.date;
      if (it.remove) {
        cart = cart.filter((c) => !same(c));
        continue;
      }
      if (cart.some(same)) continue;
      if (it.excursion.availability <= 0) throw new HttpError(409, `${it.excursion.names['en-GB']} is sold out`, 'SoldOut');
      if (it.excursion.closedForOnlineBooking)
        throw new HttpError(409, `${it.excursion.names['en-GB']} is closed for online booking`, 'ClosedForOnlineBooking');
      const { booked } = slotsOf(ctx.db, s.bookingReference);
      const cartSlots = cart.map((c) => {
        const e = docs.get<CatalogueExcursion>(ctx.db, 'catalogueExcursion', c.excursionId)!;
        return { excursionId: c.excursionId, date: c.date, startTime: e.startTime, duration: e.duration, passengerId: c.passengerId };
      });
      const status = eligibilityOf(ctx.db, it.excursion, it.date, it.passenger, booked, cartSlots);
      if (status) throw new HttpError(409, `${it.passenger.firstName} ${it.passenger.lastName} cannot take ${it.excursion.names['en-GB']}: ${status}`, status);
      const g = it.passenger;
      const price = g.type === 'Infant' ? it.excursion.price.infant : g.type === 'Child' ? (it.excursion.price.child ?? 0) : it.excursion.price.adult;
      cart.push({
        id: `${it.excursion.id}:${it.date}:${g.passengerId}`,
        type: it.type,
        excursionId: it.excursion.id,
        parentId: it.excursion.parentId,
        date: it.date,
        passengerId: g.passengerId,
        price,
        bookingInformation: it.bookingInformation,
      });
    }
    docs.put(ctx.db, 'cart', cartKey(ctx.db, s.bookingReference), cart);
  });
  return cartAnswer(ctx.db, s);
}

async function order(ctx: Ctx) {
  const s = requireSession(ctx);
  const body = asObject(await ctx.body());
  const mail = typeof body.confirmationMail === 'string' ? body.confirmationMail.trim() : '';
  if (mail.length > EMAIL_MAX_LENGTH || !EMAIL.test(mail)) throw new HttpError(400, 'Please enter a valid email address', 'basket_email_error');
  const payment = typeof body.paymentReference === 'string' ? body.paymentReference.trim().toUpperCase() : '';
  if (payment !== 'CARD' && payment !== 'CASH') throw new HttpError(400, "Field 'paymentReference' must be CARD or CASH", 'invalid_field');
  const mobile = optString(body, 'mobileNumber')?.trim() || null;
  if (mobile !== null && mobile.length > MOBILE_MAX_LENGTH)
    throw new HttpError(400, `The mobile number can have at most ${MOBILE_MAX_LENGTH} characters`, 'basket_mobile_error');
  return transaction(ctx.db, () => {
    const cart = cartOf(ctx.db, s.bookingReference);
    if (cart.length === 0) throw new HttpError(400, 'No items in basket.', 'empty_cart');
    const party = partyOf(ctx.db, s);
    const groups = new Map<string, CartItem[]>();
    for (const c of cart) groups.set(`${c.excursionId}|${c.date}`, [...(groups.get(`${c.excursionId}|${c.date}`) ?? []), c]);
    for (const items of groups.values()) {
      const types = items.map((c) => party.find((g) => g.passengerId === c.passengerId)?.type);
      if (!types.includes('Adult')) throw new HttpError(409, 'Children and infants need an adult on the excursion', 'excursion_error_no_adult_on_excursion');
    }
    const groupReference = `GRP-${String(10001 + docs.count(ctx.db, 'shoreOrder'))}`;
    const now = new Date().toISOString();
    for (const c of cart) {
      const b: ShoreBooking = {
        ...c,
        groupReference,
        bookingReference: s.bookingReference,
        status: 'Confirmed',
        confirmationMail: mail,
        mobileNumber: mobile,
        paymentReference: payment,
        createdAt: now,
        variant: currentVariant(ctx.db),
      };
      docs.put(ctx.db, 'shoreBooking', `${groupReference}:${c.id}`, b, Date.now());
      const e = docs.get<CatalogueExcursion>(ctx.db, 'catalogueExcursion', c.excursionId);
      const g = party.find((p) => p.passengerId === c.passengerId);
      if (e && g)
        addAppointment(ctx.db, {
          accountNumber: g.accountNumber,
          date: c.date,
          fromTime: e.startTime,
          toTime: endOf(e),
          text: e.names['en-GB'],
          excursionCode: e.id,
          bookingStatus: 'C',
        });
      // 001 §9: cruise excursions are debited to the cruise account
      if (g)
        addInvoiceLine(ctx.db, {
          accountNumber: g.accountNumber,
          // a hotel's excursions are on the stay's bill, a cruise's on the cruise account (001 §9)
          department: c.type === 'ResortExcursion' ? 'Excursions' : 'Shore Excursions',
          description: `${e?.names['en-GB'] ?? c.excursionId}, ${c.date} (${groupReference})`,
          charges: c.price,
        });
    }
    const totalPrice = Math.round(cart.reduce((n, c) => n + c.price, 0) * 100) / 100;
    docs.put(ctx.db, 'shoreOrder', groupReference, {
      groupReference,
      bookingReference: s.bookingReference,
      totalPrice,
      paymentReference: payment,
      createdAt: now,
    });
    docs.put(ctx.db, 'cart', cartKey(ctx.db, s.bookingReference), []);
    return { groupReference, totalPrice, nrExcursions: groups.size, currency: 'GBP' };
  });
}

function endOf(e: CatalogueExcursion): string {
  const [h, m] = e.startTime.split(':').map(Number) as [number, number];
  const t = Math.min(h * 60 + m + e.duration, 23 * 60 + 59);
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

function bookings(ctx: Ctx) {
  const s = requireSession(ctx);
  const party = partyOf(ctx.db, s);
  const groups = new Map<string, ShoreBooking[]>();
  for (const b of shoreBookingsOf(ctx.db, s.bookingReference)) {
    const key = `${b.groupReference}|${b.excursionId}|${b.date}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return [...groups.values()]
    .map((items) => {
      const b = items[0]!;
      const e = docs.get<CatalogueExcursion>(ctx.db, 'catalogueExcursion', b.excursionId);
      return {
        groupReference: b.groupReference,
        excursionId: b.excursionId,
        excursionName: e?.names['en-GB'] ?? b.excursionId,
        portName: e?.portName ?? null,
        date: b.date,
        startTime: e?.startTime ?? null,
        duration: e?.duration ?? null,
        price: Math.round(items.reduce((n, x) => n + x.price, 0) * 100) / 100,
        type: b.type,
        status: b.status,
        paymentReference: b.paymentReference,
        passengers: items.map((x) => {
          const g = party.find((p) => p.passengerId === x.passengerId);
          return { id: x.passengerId, firstName: g?.firstName ?? '', lastName: g?.lastName ?? '' };
        }),
      };
    })
    .sort((a, b) => (parseDay(a.date)?.getTime() ?? 0) - (parseDay(b.date)?.getTime() ?? 0));
}

export function routes(): Router {
  return new Router()
    .get('/passengers/cart', (ctx) => cartAnswer(ctx.db, requireSession(ctx)))
    .post('/passengers/cart', updateCart)
    .post('/passengers/cart/order', idempotent(order))
    .get('/passengers/bookings', bookings);
}

export function seed(db: DatabaseSync): void {
  for (const pid of [1, 2]) {
    const b: ShoreBooking = {
      id: `KAT-OLIVE:${pid}`,
      type: 'CruiseExcursion',
      excursionId: 'KAT-OLIVE',
      parentId: '9',
      date: rel(8, 'dmy'),
      passengerId: pid,
      price: 39,
      bookingInformation: null,
      groupReference: 'GRP-10000',
      bookingReference: 'LIDO123',
      status: 'Confirmed',
      confirmationMail: 'john.smith@example.com',
      mobileNumber: null,
      paymentReference: 'CARD',
      createdAt: new Date(0).toISOString(),
    };
    docs.put(db, 'shoreBooking', `GRP-10000:${b.id}`, b, 0);
  }
  // as an order does: the booked passengers' appointments, coded with the excursion's id (10:00, 120 min)
  for (const accountNumber of ['100200', '100201']) {
    addAppointment(
      db,
      {
        accountNumber,
        date: rel(8, 'dmy'),
        fromTime: '10:00',
        toTime: '12:00',
        text: 'Olive oil tasting at a family estate',
        excursionCode: 'KAT-OLIVE',
        bookingStatus: 'C',
      },
      'Cruise',
    );
  }
  // The Jones booking (LIDO456) starts with Florence in its cart for both guests, so Pisa (the same
  // morning) shows TimeOverlapWithOtherCartEntry to a guest who has written nothing yet.
  docs.put(
    db,
    'cart',
    'LIDO456',
    [5, 6].map((pid): CartItem => ({
      id: `LIV-FLO:${rel(4, 'dmy')}:${pid}`,
      type: 'CruiseExcursion',
      excursionId: 'LIV-FLO',
      parentId: '5',
      date: rel(4, 'dmy'),
      passengerId: pid,
      price: 79,
      bookingInformation: null,
    })),
  );
  docs.put(db, 'shoreOrder', 'GRP-10000', {
    groupReference: 'GRP-10000',
    bookingReference: 'LIDO123',
    totalPrice: 78,
    paymentReference: 'CARD',
    createdAt: new Date(0).toISOString(),
  });
  // Peter Jones (LIDO456) pre-booked Palma cathedral and old town (09:00, 210 min), with his appointment
  const palma: ShoreBooking = {
    id: 'PMI-CATH:5',
    type: 'CruiseExcursion',
    excursionId: 'PMI-CATH',
    parentId: '3',
    date: rel(2, 'dmy'),
    passengerId: 5,
    price: 59,
    bookingInformation: null,
    groupReference: 'GRP-10001',
    bookingReference: 'LIDO456',
    status: 'Confirmed',
    confirmationMail: 'peter.jones@example.com',
    mobileNumber: null,
    paymentReference: 'CARD',
    createdAt: new Date(0).toISOString(),
  };
  docs.put(db, 'shoreBooking', `GRP-10001:${palma.id}`, palma, 0);
  docs.put(db, 'shoreOrder', 'GRP-10001', {
    groupReference: 'GRP-10001',
    bookingReference: 'LIDO456',
    totalPrice: 59,
    paymentReference: 'CARD',
    createdAt: new Date(0).toISOString(),
  });
  addAppointment(
    db,
    {
      accountNumber: '100300',
      date: rel(2, 'dmy'),
      fromTime: '09:00',
      toTime: '12:30',
      text: 'Palma cathedral and old town',
      excursionCode: 'PMI-CATH',
      bookingStatus: 'C',
    },
    'Cruise',
  );
}
