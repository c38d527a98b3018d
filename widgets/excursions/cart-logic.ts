/**
 * Pure logic of the shore-excursion cart and basket (001 §3–§5): grouping the cart by itinerary
 * or date and then by excursion, the Amend route of an entry, the time conflicts the cart warns
 * about, the checkout validation and the routes of the excursion detail.
 */
import { calendarDateOf, compareDates, formatIsoDate, parseDmy, parseIsoDate, type CalendarDate } from '../../core/format/dates';
import { needsAnAdult } from '../../core/format/excursions';
import { parseTime } from '../../core/format/time';
import type { CartElement, CartItemRequest, ExcursionKind, ExcursionPassenger, ShoreBooking } from '../../core/hub/excursions';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './excursion.meta';

/** A calendar date from the hub's dd/mm/yyyy or yyyy-mm-dd. */
export function dayOf(text: string | null | undefined): CalendarDate | null {
  if (!text) return null;
  return parseDmy(text) ?? parseIsoDate(text);
}

const dayNumber = (date: CalendarDate | null) => (date ? date.year * 10000 + date.month * 100 + date.day : 0);

export interface CartExcursionGroup {
  key: string;
  excursionId: string;
  name: string;
  type: ExcursionKind;
  /** dd/mm/yyyy */
  date: string;
  place: string | null;
  startTime: string | null;
  /** The itinerary id (cruise) or the resort id. */
  parentId: string | null;
  elements: CartElement[];
  total: number;
}

export interface CartDayGroup {
  /** 'itinerary:{id}' for cruise excursions, 'date:{dd/mm/yyyy}' otherwise. */
  key: string;
  type: ExcursionKind;
  date: string;
  itineraryId: string | null;
  place: string | null;
  excursions: CartExcursionGroup[];
}

const parentOf = (element: CartElement): string | null =>
  element.type === 'CruiseExcursion'
    ? element.itinerary?.id !== undefined && element.itinerary?.id !== null
      ? String(element.itinerary.id)
      : null
    : (element.resortId ?? null);

const placeOf = (element: CartElement): string | null => element.excursion.port ?? element.excursion.destination ?? null;

/** 001 §3: the cart grouped by itinerary (cruise) or date (resort), then by excursion; days in date order. */
export function groupCart(elements: readonly CartElement[]): CartDayGroup[] {
  const days = new Map<string, CartDayGroup>();
  for (const element of elements) {
    const itineraryId = element.type === 'CruiseExcursion' ? parentOf(element) : null;
    const dayKey = itineraryId !== null ? `itinerary:${itineraryId}` : `date:${element.date}`;
    let day = days.get(dayKey);
    if (!day) {
      day = { key: dayKey, type: element.type, date: element.date, itineraryId, place: placeOf(element), excursions: [] };
      days.set(dayKey, day);
    }
    const excursionKey = `${element.excursion.id}|${element.date}`;
    let excursion = day.excursions.find((group) => group.key === excursionKey);
    if (!excursion) {
      excursion = {
        key: excursionKey,
        excursionId: element.excursion.id,
        name: element.excursion.name || element.excursion.id,
        type: element.type,
        date: element.date,
        place: placeOf(element),
        startTime: element.excursion.startTime ?? null,
        parentId: parentOf(element),
        elements: [],
        total: 0,
      };
      day.excursions.push(excursion);
    }
    excursion.elements.push(element);
    excursion.total = Math.round((excursion.total + (element.price || 0)) * 100) / 100;
  }
  const sorted = [...days.values()].sort((a, b) => dayNumber(dayOf(a.date)) - dayNumber(dayOf(b.date)));
  for (const day of sorted) day.excursions.sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''));
  return sorted;
}

/** The excursion detail route of a cruise or resort excursion (001 §2). */
export function excursionPath(type: ExcursionKind, parentId: string, excursionId: string, date?: string | null): string {
  const seg = (value: string) => encodeURIComponent(value);
  if (type === 'CruiseExcursion') return `/excursion/${seg(parentId)}/${seg(excursionId)}`;
  const day = dayOf(date);
  return `/resorts/${seg(parentId)}/${seg(excursionId)}${day ? `/${formatIsoDate(day)}` : ''}`;
}

/** The Amend link of a cart excursion: back to its detail (resort: on its date). */
export function amendPath(group: CartExcursionGroup): string | null {
  return group.parentId ? excursionPath(group.type, group.parentId, group.excursionId, group.date) : null;
}

/** 001 §4: removing an excursion sends a remove action for each of its passengers. */
export function removeItems(group: CartExcursionGroup): CartItemRequest[] {
  return restoreItems(group).map((item) => ({ ...item, action: 'remove' as const }));
}

/** Undo of a removal: the same entries added again (same excursion, day and passengers). */
export function restoreItems(group: CartExcursionGroup): CartItemRequest[] {
  return group.elements.map((element) => ({
    type: element.type,
    excursion: { id: element.excursion.id },
    ...(element.type === 'CruiseExcursion' && group.parentId ? { itinerary: { id: group.parentId } } : {}),
    date: element.date,
    passenger: { id: element.passenger.id },
  }));
}

interface Span {
  name: string;
  day: number;
  start: number;
  end: number;
  passengers: number[];
}

function spanOf(name: string, date: string, startTime: string | null | undefined, duration: number | null | undefined, passengers: number[]): Span | null {
  const day = dayOf(date);
  const start = startTime ? parseTime(startTime) : null;
  if (!day || !start || !duration || duration <= 0) return null;
  const from = start.hours * 60 + start.minutes;
  return { name, day: dayNumber(day), start: from, end: from + duration, passengers };
}

const overlap = (a: Span, b: Span) => a.day === b.day && a.start < b.end && b.start < a.end && a.passengers.some((id) => b.passengers.includes(id));

export interface CartConflict {
  /** The cart excursion. */
  name: string;
  /** What it clashes with: another cart excursion, or a booked one. */
  other: string;
  withBooking: boolean;
}

/**
 * Beyond the spec: cart excursions that clash in time with each other or with booked excursions,
 * for a passenger on both (the hub refuses such entries when they are added; a cart filled on
 * another device, or a booking made since, can still hold them).
 */
export function cartConflicts(groups: readonly CartDayGroup[], bookings: readonly ShoreBooking[]): CartConflict[] {
  const entries = groups
    .flatMap((day) => day.excursions)
    .map((group) => {
      const first = group.elements[0];
      return spanOf(
        group.name,
        group.date,
        first?.excursion.startTime,
        first?.excursion.duration,
        group.elements.map((element) => element.passenger.id),
      );
    });
  const booked = bookings.map((booking) =>
    spanOf(
      booking.excursionName,
      booking.date,
      booking.startTime,
      booking.duration,
      booking.passengers.map((p) => p.id),
    ),
  );
  const conflicts: CartConflict[] = [];
  entries.forEach((entry, index) => {
    if (!entry) return;
    entries.slice(index + 1).forEach((other) => {
      if (other && overlap(entry, other)) conflicts.push({ name: entry.name, other: other.name, withBooking: false });
    });
    booked.forEach((other) => {
      if (other && overlap(entry, other)) conflicts.push({ name: entry.name, other: other.name, withBooking: true });
    });
  });
  return conflicts;
}

// ── Checkout (001 §5) ─────────────────────────────────────────────────────────────────────

/**
 * 001 §5 "a standard email pattern": the HTML `type=email` rule (WHATWG "valid e-mail address":
 * no spaces, no `<>()[]\,;:"`, no characters outside ASCII, domain labels of at most 63 letters,
 * digits and inner hyphens), with a dot in the domain (a confirmation mail must reach the
 * Internet), at most 64 characters before the @ and 254 in all (RFC 5321). The demo hub checks the
 * same (demo-hub/api/cart.ts).
 */
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]{1,64}@${EMAIL_LABEL}(?:\\.${EMAIL_LABEL})+$`);
export const EMAIL_MAX_LENGTH = 254;
/** A mobile number is free text (001 §5: no validation), but not endless: E.164's 15 digits with spaces, + and brackets fit. */
export const MOBILE_MAX_LENGTH = 30;

export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

export interface BasketForm {
  email: string;
  confirmEmail: string;
  mobile: string;
  payment: 'CARD' | 'CASH';
  termsAccepted: boolean;
}

export const EMPTY_BASKET_FORM: BasketForm = { email: '', confirmEmail: '', mobile: '', payment: 'CARD', termsAccepted: false };

export interface BasketErrors {
  email?: 'basket_email_error';
  confirmEmail?: 'basket_email_missmatch';
  mobile?: 'basket_mobile_error';
  terms?: 'basket_tc_error';
}

/** Email pattern (basket_email_error), confirmation equal (basket_email_missmatch), mobile not too long, terms ticked (basket_tc_error). */
export function validateBasket(form: BasketForm): BasketErrors {
  const errors: BasketErrors = {};
  if (!isEmail(form.email.trim())) errors.email = 'basket_email_error';
  if (form.confirmEmail.trim() !== form.email.trim()) errors.confirmEmail = 'basket_email_missmatch';
  if (form.mobile.trim().length > MOBILE_MAX_LENGTH) errors.mobile = 'basket_mobile_error';
  if (!form.termsAccepted) errors.terms = 'basket_tc_error';
  return errors;
}

// ── Excursion detail ──────────────────────────────────────────────────────────────────────

export interface BookableDay {
  /** As the hub sent it (yyyy-mm-dd). */
  value: string;
  date: CalendarDate;
}

/**
 * The days of a resort excursion a guest can still book: from today on, and today only while the
 * start time is still ahead (device clock: a resort guest's phone is on local time). A hub that
 * also lists past days (a stay's first nights) must not let the guest pick one.
 */
export function bookableDays(availableDates: readonly string[] | null | undefined, startTime: string | null | undefined, now: number): BookableDay[] {
  const clock = new Date(now);
  const today = calendarDateOf(clock);
  const start = startTime ? parseTime(startTime) : null;
  const started = start !== null && start.hours * 60 + start.minutes <= clock.getHours() * 60 + clock.getMinutes();
  return (availableDates ?? []).flatMap((value) => {
    const date = dayOf(value);
    if (!date) return [];
    const order = compareDates(date, today);
    return order > 0 || (order === 0 && !started) ? [{ value, date }] : [];
  });
}

/**
 * The day a resort detail opens on: the route's day when it is bookable; none (the guest
 * chooses, and is told why) when the route names a day that is not; else the first bookable day.
 */
export function initialDay(
  days: readonly BookableDay[],
  routeDate: string | null,
): { value: string | null; unavailable: boolean; wanted: CalendarDate | null } {
  if (!routeDate) return { value: days[0]?.value ?? null, unavailable: false, wanted: null };
  const wanted = dayOf(routeDate);
  const match = wanted ? days.find((day) => compareDates(day.date, wanted) === 0) : undefined;
  return match ? { value: match.value, unavailable: false, wanted } : { value: null, unavailable: true, wanted };
}

/** 001 §5: children or infants need an adult on the excursion (among those chosen or already in the cart). */
export function needsAdult(chosen: readonly ExcursionPassenger[], adultsInCart: number): boolean {
  return needsAnAdult(
    chosen.map((passenger) => passenger.type),
    adultsInCart,
  ); // the one rule, shared with the onboard booking
}

export interface DetailTarget {
  kind: ExcursionKind;
  parentId: string;
  excursionId: string;
  /** Resort: the chosen day (yyyy-mm-dd), when the route names one. */
  date: string | null;
}

/** What <lido-excursion> shows: one excursion, the excursions of a port day or a resort, or the resorts. */
export type ExcursionView = { view: 'detail'; target: DetailTarget } | { view: 'list'; kind: ExcursionKind; parentId: string } | { view: 'resorts' };

export interface ExcursionAttributes {
  view?: string | undefined;
  itineraryId?: string | undefined;
  resortId?: string | undefined;
  excursionId?: string | undefined;
  date?: string | undefined;
}

/**
 * What the attributes ask for (the element's, or those an in-place route's page gives): the
 * resorts; without an excursion id the list of the port day (itinerary-id) or of the resort
 * (resort-id); else the excursion. Neither parent → null (not found).
 */
export function excursionView({ view, itineraryId, resortId, excursionId, date }: ExcursionAttributes): ExcursionView | null {
  if (view === 'resorts') return { view: 'resorts' };
  if (!excursionId)
    return resortId
      ? { view: 'list', kind: 'ResortExcursion', parentId: resortId }
      : itineraryId
        ? { view: 'list', kind: 'CruiseExcursion', parentId: itineraryId }
        : null;
  if (resortId) return { view: 'detail', target: { kind: 'ResortExcursion', parentId: resortId, excursionId, date: date ?? null } };
  return itineraryId ? { view: 'detail', target: { kind: 'CruiseExcursion', parentId: itineraryId, excursionId, date: null } } : null;
}

/**
 * A path of the meta's pages → what it shows: the details (/excursion/{itineraryId}/{excursionId}[/1],
 * /resorts/{resortId}/{excursionId}[/{yyyy-mm-dd}]) and their entrances (issue 34; 001 §2 names only
 * the details): /excursion/{itineraryId} lists a port day's cruise excursions, /resorts/{resortId} a
 * resort's, /resorts the resorts. Other paths, a malformed escape too → null.
 */
export function excursionViewOf(path: string): ExcursionView | null {
  const attributes = attributesOfPath(meta.pages, path);
  return (
    attributes &&
    excursionView({
      view: attributes.view,
      itineraryId: attributes['itinerary-id'],
      resortId: attributes['resort-id'],
      excursionId: attributes['excursion-id'],
      date: attributes.date,
    })
  );
}

/** The list route of a port day's cruise excursions or of a resort's excursions. */
export function excursionListPath(kind: ExcursionKind, parentId: string): string {
  return `/${kind === 'CruiseExcursion' ? 'excursion' : 'resorts'}/${encodeURIComponent(parentId)}`;
}
