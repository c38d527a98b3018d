/**
 * Sign-in (000 §5, §7; 002 hospitality login) and the PMS account calls (001 §7, 002 §7):
 * PIN change / reset, account status, appointments, invoices.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, asObject, reqString, optString, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { parseDay, formatDate, ageOn } from '../lib/dates.ts';
import { createSession, requireSession, type Session, type SessionType } from '../lib/sessions.ts';
import { HOSPITALITY, type Booking, type Guest } from './world.ts';
import { addCabinMessage } from './messages.ts';
import { inLanguage } from './translations.ts';
import { currentVariant, type HubType } from './config.ts';
import { ofVariant } from './personal/model.ts';

const LOGIN_FAILED = 'loginFailed';
const NAME_LOGIN_FAILED = 'Login failed, please check the details you have entered';
const SWIPE_FAILED = "Login failed: we couldn't find your account number. Please speak to reception.";

interface PinState {
  pin: string;
  isPinChangeRequired: boolean;
}

/** A guest's age is computed from the date of birth on every read (the seed's number would drift). */
const withAge = (g: Guest): Guest => ({ ...g, age: ageOn(g.dob) });

export function guest(db: DatabaseSync, accountNumber: string): Guest | null {
  const g = docs.get<Guest>(db, 'guest', accountNumber);
  return g ? withAge(g) : null;
}

export function allGuests(db: DatabaseSync): Guest[] {
  return docs.list<Guest>(db, 'guest').map(withAge);
}

/** The guests travelling on the session's booking (the lead first). */
export function partyOf(db: DatabaseSync, session: Session): Guest[] {
  return allGuests(db).filter((x) => x.bookingReference === session.bookingReference);
}

export function sessionGuest(db: DatabaseSync, session: Session): Guest {
  const g = guest(db, session.accountNumber);
  if (!g) throw new HttpError(403, 'The session refers to an unknown guest', 'session_invalid');
  return g;
}

function pinState(db: DatabaseSync, g: Guest): PinState {
  return docs.get<PinState>(db, 'pin', g.accountNumber) ?? { pin: g.pin, isPinChangeRequired: g.isPinChangeRequired };
}

function booking(db: DatabaseSync, ref: string): Booking | null {
  return docs.get<Booking>(db, 'booking', ref);
}

function authenticationOf(db: DatabaseSync, s: Session) {
  const g = sessionGuest(db, s);
  const b = booking(db, g.bookingReference);
  return {
    sessionId: s.sessionId,
    isAuthenticated: true,
    errorMessage: null,
    sessionType: s.sessionType,
    sessionName: s.sessionName,
    bookingReference: s.bookingReference,
    pms: {
      name: `${g.title} ${g.firstName} ${g.lastName}`,
      accountNumber: g.accountNumber,
      cabin: g.cabin,
      information: JSON.stringify({
        isPinChangeRequired: pinState(db, g).isPinChangeRequired,
        embarkDate: b?.departureDate ?? null,
        cabin: g.cabin,
        accountNumber: g.accountNumber,
      }),
    },
  };
}

function signIn(db: DatabaseSync, g: Guest, sessionType: SessionType, sessionName?: string) {
  const s = createSession(db, {
    sessionType,
    sessionName: sessionName ?? `${g.firstName} ${g.lastName}`,
    bookingReference: g.bookingReference,
    accountNumber: g.accountNumber,
    cabin: g.cabin,
  });
  return authenticationOf(db, s);
}

const failed = (message: string) => new HttpError(401, message, 'login_failed');
const norm = (s: string) => s.trim().toLowerCase();

async function loginByPassenger(ctx: Ctx) {
  const body = asObject(await ctx.body());
  const ref = reqString(body, 'bookingReference').toUpperCase();
  const lastName = reqString(body, 'lastName');
  const dateText = reqString(body, 'departureDate');
  const date = parseDay(dateText);
  if (!date) throw new HttpError(400, "Field 'departureDate' must be a date in the form dd/mm/yyyy", 'invalid_date');
  const b = booking(ctx.db, ref);
  if (!b || norm(b.leadSurname) !== norm(lastName) || parseDay(b.departureDate)?.getTime() !== date.getTime()) throw failed(LOGIN_FAILED);
  const lead = allGuests(ctx.db).find((x) => x.bookingReference === ref && x.lead);
  if (!lead) throw failed(LOGIN_FAILED);
  return signIn(ctx.db, lead, 'Passenger');
}

/** Three forms: name + date of birth; account number + location (cabin); hospitality token (+ location). */
async function loginByPms(ctx: Ctx) {
  const body = asObject(await ctx.body());
  const token = optString(body, 'token');
  if (token) {
    const acc = HOSPITALITY.tokens[token];
    const g = acc ? guest(ctx.db, acc) : null;
    const location = optString(body, 'location');
    if (!g || (location && location !== g.cabin)) throw failed(LOGIN_FAILED);
    return signIn(ctx.db, g, 'RemotePms', 'Retina');
  }
  if (body.accountNumber !== undefined) {
    const accountNumber = reqString(body, 'accountNumber');
    const location = reqString(body, 'location');
    const hosp = HOSPITALITY.ids[accountNumber];
    if (hosp) {
      const g = guest(ctx.db, hosp.accountNumber);
      if (!g || hosp.room !== location) throw failed(LOGIN_FAILED);
      return signIn(ctx.db, g, 'RemotePms', 'Retina');
    }
    const g = guest(ctx.db, accountNumber);
    if (!g || g.cabin !== location) throw failed(LOGIN_FAILED);
    return signIn(ctx.db, g, 'RemotePms');
  }
  if (body.firstName !== undefined || body.lastName !== undefined || body.dob !== undefined) {
    const firstName = reqString(body, 'firstName');
    const lastName = reqString(body, 'lastName');
    const dob = reqString(body, 'dob');
    const d = parseDay(dob);
    if (!d || !/^\d{2}\/\d{2}\/\d{4}$/.test(dob)) throw new HttpError(400, "Field 'dob' must be a date in the form dd/mm/yyyy", 'invalid_date');
    const g = allGuests(ctx.db).find((x) => norm(x.firstName) === norm(firstName) && norm(x.lastName) === norm(lastName) && x.dob === dob);
    if (!g) throw failed(NAME_LOGIN_FAILED);
    return signIn(ctx.db, g, 'RemotePms');
  }
  throw new HttpError(400, 'Send firstName, lastName and dob; or accountNumber and location; or token', 'missing_field');
}

async function loginByPin(ctx: Ctx) {
  const body = asObject(await ctx.body());
  const accountNumber = reqString(body, 'accountNumber');
  const location = reqString(body, 'location');
  const pinNo = reqString(body, 'pinNo');
  if (!/^\d{4}$/.test(pinNo)) throw new HttpError(400, 'The PIN must be 4 digits', 'invalid_pin');
  const g = guest(ctx.db, accountNumber);
  if (!g || g.cabin !== location || pinState(ctx.db, g).pin !== pinNo) throw failed(LOGIN_FAILED);
  return signIn(ctx.db, g, 'RemotePms');
}

/** Card swipe / scan: the swipe text (or the account number field) carries the card id or account number. */
async function loginBySwipe(ctx: Ctx) {
  const body = asObject(await ctx.body());
  const candidates = [body.swipe, body.accountNumber]
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) =>
      String(v)
        .trim()
        .replace(/^;|\?$/g, ''),
    )
    .filter((v) => v !== '');
  if (candidates.length === 0) throw new HttpError(400, "Field 'accountNumber' (or 'swipe') is required", 'missing_field');
  const all = allGuests(ctx.db);
  const g = all.find((x) => candidates.some((c) => c.toUpperCase() === x.card || c === x.accountNumber));
  if (!g) throw failed(SWIPE_FAILED);
  return signIn(ctx.db, g, 'RemotePms');
}

/** Empty-string answer = success; a non-empty text = failure (001 §4); malformed input = 400. */
async function changePin(ctx: Ctx) {
  const s = requireSession(ctx);
  const body = asObject(await ctx.body());
  const currentPin = typeof body.currentPin === 'number' ? String(body.currentPin) : body.currentPin;
  const newPin = typeof body.newPin === 'number' ? String(body.newPin) : body.newPin;
  if (typeof currentPin !== 'string' || typeof newPin !== 'string' || !/^\d{4}$/.test(currentPin) || !/^\d{4}$/.test(newPin)) {
    throw new HttpError(400, 'Please make sure that both PINs are 4 digits', 'new_pin_length');
  }
  const g = sessionGuest(ctx.db, s);
  const state = pinState(ctx.db, g);
  if (state.pin !== currentPin) return 'The current PIN is not correct.';
  if (newPin === currentPin) return 'The new PIN must be different from the current PIN.';
  docs.put(ctx.db, 'pin', g.accountNumber, { pin: newPin, isPinChangeRequired: false } satisfies PinState);
  return '';
}

/** Resets the PIN to the one printed on the cruise card; a change is then required. */
function resetPin(ctx: Ctx) {
  const s = requireSession(ctx);
  const g = sessionGuest(ctx.db, s);
  docs.put(ctx.db, 'pin', g.accountNumber, { pin: g.pin, isPinChangeRequired: true } satisfies PinState);
  addCabinMessage(ctx.db, g.cabin, {
    messageType: 'Important',
    messageTitle: 'Your PIN has been reset',
    messageContent: '<p>Your PIN has been reset to the PIN printed on your cruise card. Please choose a new PIN the next time you sign in.</p>',
  });
  return '';
}

function accountStatus(ctx: Ctx) {
  const g = sessionGuest(ctx.db, requireSession(ctx));
  return { isBlocked: g.isBlocked, isBlockedForMuster: g.isBlockedForMuster, showBlockedMessage: g.showBlockedMessage };
}

export interface Appointment {
  id: string;
  accountNumber: string;
  date: string;
  fromTime: string;
  toTime: string;
  text: string;
  excursionCode: string;
  bookingStatus: 'C' | 'W' | 'X' | 'R';
  /** the variant it was booked on (none: a cruise's) */
  variant?: HubType;
}

/**
 * Adds an appointment (excursion and venue bookings land in the guest's PMS diary), on the variant
 * the hub answers as; a seed names its own.
 */
export function addAppointment(db: DatabaseSync, a: Omit<Appointment, 'id' | 'variant'>, variant: HubType = currentVariant(db)): Appointment {
  const id = `A${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const full = { id, ...a, variant };
  docs.put(db, 'appointment', id, full, Date.now());
  return full;
}

function appointments(ctx: Ctx) {
  const s = requireSession(ctx);
  // a PMS answers for every account of the booking, each appointment naming its guest
  const party = new Map(partyOf(ctx.db, s).map((x) => [x.accountNumber, `${x.firstName} ${x.lastName}`]));
  const mine = docs
    .list<Appointment>(ctx.db, 'appointment')
    .filter(ofVariant(currentVariant(ctx.db)))
    .filter((a) => party.has(a.accountNumber));
  const key = (a: Appointment) => `${(parseDay(a.date) ?? new Date(0)).getTime()}${a.fromTime}`;
  // the text as booked, in the caller's language where it is a seeded name (an onboard excursion's)
  return mine
    .sort((a, b) => key(a).localeCompare(key(b)))
    .map(({ id: _id, variant: _v, ...a }) => ({ ...a, text: inLanguage(a.text, ctx.lang), accountName: party.get(a.accountNumber) }));
}

interface InvoiceLine {
  accountNumber: string;
  chargeDate: string;
  department: string;
  description: string;
  charges: number;
  discounts: number;
  chargesWithDiscounts: number;
  /** the variant it was charged on (none: a cruise's) */
  variant?: HubType;
}

const money = (n: number) => Math.round(n * 100) / 100;

/**
 * Charges a guest's account (excursion and venue bookings, shore-excursion orders, photo orders):
 * an invoice line dated today. Guest writes live in their own document kind (`invoiceCharge`); the
 * seeded lines (`invoice`) are never rewritten.
 */
export function addInvoiceLine(
  db: DatabaseSync,
  line: { accountNumber: string; department: string; description: string; charges: number; discounts?: number },
): void {
  const discounts = money(line.discounts ?? 0);
  const charges = money(line.charges);
  if (charges === 0 && discounts === 0) return;
  const id = `C${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const full: InvoiceLine = {
    ...line,
    charges,
    discounts,
    chargesWithDiscounts: money(charges - discounts),
    chargeDate: formatDate(new Date(), 'dmy'),
    variant: currentVariant(db),
  };
  docs.put(db, 'invoiceCharge', id, full, Date.now());
}

/** The session guest's own account: the seeded lines, then what they booked and ordered. */
function invoices(ctx: Ctx) {
  const g = sessionGuest(ctx.db, requireSession(ctx));
  return [...docs.list<InvoiceLine>(ctx.db, 'invoice'), ...docs.list<InvoiceLine>(ctx.db, 'invoiceCharge')]
    .filter((l) => l.accountNumber === g.accountNumber)
    .filter(ofVariant(currentVariant(ctx.db)))
    .map(({ accountNumber: _a, variant: _v, ...l }) => l);
}

export function routes(): Router {
  return new Router()
    .post('/authentication/loginByPassenger', loginByPassenger)
    .post('/authentication/loginByPms', loginByPms)
    .post('/authentication/loginByAccountIdCabinNoAndPinNo', loginByPin)
    .post('/authentication/loginByAccountId', loginBySwipe)
    .get('/authentication/session', (ctx) => authenticationOf(ctx.db, requireSession(ctx)))
    .post('/pms/changePin', changePin)
    .post('/pms/resetPin', resetPin)
    .get('/pms/account/status', accountStatus)
    .get('/pms/accounts/appointments', appointments)
    .get('/pms/invoices', invoices);
}

// the guests' appointments, invoice lines and messages of each variant: ./personal/variants.ts
export function seed(_db: DatabaseSync): void {}
