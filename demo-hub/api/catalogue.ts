/**
 * The cruise and resort excursion catalogue service (001 §7: "paths not shown"). Designed as
 *   GET catalogue/cruise/{itineraryId}                 excursions of a port day (itineraryId = port schedule id)
 *   GET catalogue/cruise/{itineraryId}/{excursionId}   one cruise excursion
 *   GET catalogue/resort/{resortId}                    excursions of a resort (hotel stay)
 *   GET catalogue/resort/{resortId}/{excursionId}      one resort excursion (availableDates: yyyy-mm-dd)
 * Headers: X-Language (en-GB | de-DE | fr-FR; other → en-GB), X-Currency (GBP | EUR | USD),
 * X-Catalogue-Version (the one version this service speaks is 2: absent means 2, any other value
 * answers 400 invalid_version; the Lido client always sends 2), X-Source (optional, echoed), X-Market (optional: GB, DE, FR, US —
 * excursions not sold in a market are hidden). With a valid session the answer also carries each
 * party member's eligibility (001 §5 labels).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { rel, parseDay, offsetOf, formatDate, dayStart } from '../lib/dates.ts';
import { optionalSession } from '../lib/sessions.ts';
import { imageId, imageUrl } from './blobs.ts';
import { partyOf } from './auth.ts';
import { VOYAGE, type Booking, type Guest } from './world.ts';
import { currentVariant, type HubType } from './config.ts';
import { ofVariant } from './personal/model.ts';

export type ExcursionKind = 'CruiseExcursion' | 'ResortExcursion';
type CatLang = 'en-GB' | 'de-DE' | 'fr-FR';
type Currency = 'GBP' | 'EUR' | 'USD';
const RATES: Record<Currency, number> = { GBP: 1, EUR: 1.17, USD: 1.27 };
const MARKETS = ['GB', 'DE', 'FR', 'US'];

export interface CatalogueExcursion {
  id: string;
  kind: ExcursionKind;
  /** cruise: port schedule id; resort: resort id */
  parentId: string;
  names: Record<CatLang, string>;
  description: string;
  highlights: string[];
  included: string[];
  importantInformation: string[];
  startTime: string;
  duration: number;
  /** GBP */
  price: { adult: number; child: number | null; infant: number };
  minimumAge: number;
  maximumAge: number | null;
  activityLevel: 'Easy' | 'Moderate' | 'Demanding';
  /** cruise: the port day; resort: the bookable dates (yyyy-mm-dd) */
  date: string | null;
  availableDates: string[];
  portName: string;
  countryName: string;
  image: string;
  markets: string[];
  /** FirstCruiseDay / LastCruiseDay rules (001 §5) */
  restriction: 'FirstCruiseDay' | 'LastCruiseDay' | null;
  availability: number;
  /** Sold only through the shore-excursion manager on board (the cart refuses it). */
  closedForOnlineBooking?: boolean;
}

export interface CatalogueHeaders {
  language: CatLang;
  currency: Currency;
  version: string;
  source: string | null;
  market: string | null;
}

export function catalogueHeaders(ctx: Ctx): CatalogueHeaders {
  const h = (name: string) => {
    const v = ctx.req.headers[name];
    return (Array.isArray(v) ? v[0] : v)?.trim() || null;
  };
  const lang = h('x-language');
  const language: CatLang = lang === 'de-DE' || lang === 'fr-FR' ? lang : 'en-GB';
  const cur = (h('x-currency') ?? 'GBP').toUpperCase();
  if (!(cur in RATES)) throw new HttpError(400, `Unsupported currency '${cur}'. Use GBP, EUR or USD`, 'invalid_currency');
  const version = h('x-catalogue-version') ?? '2';
  if (version !== '2') throw new HttpError(400, `Unsupported catalogue version '${version}'. This service speaks version 2`, 'invalid_version');
  const market = h('x-market')?.toUpperCase() ?? null;
  if (market !== null && !MARKETS.includes(market)) throw new HttpError(400, `Unknown market '${market}'. Use ${MARKETS.join(', ')}`, 'invalid_market');
  return { language, currency: cur as Currency, version, source: h('x-source'), market };
}

/**
 * A resort excursion's days that can still be booked: from today on, today only before its start
 * (the seeded stay also has nights before today, which are not offered).
 */
export function bookableDates(e: CatalogueExcursion, now = new Date()): string[] {
  const [h, m] = e.startTime.split(':').map(Number) as [number, number];
  const today = dayStart(0, now).getTime();
  return e.availableDates.filter((text) => {
    const day = parseDay(text);
    if (!day) return false;
    if (day.getTime() > today) return true;
    return day.getTime() === today && now.getHours() * 60 + now.getMinutes() < h * 60 + m;
  });
}

const money = (gbp: number, c: Currency) => Math.round(gbp * RATES[c] * 100) / 100;

export function catalogueExcursion(db: DatabaseSync, kind: ExcursionKind, id: string): CatalogueExcursion | null {
  const e = docs.get<CatalogueExcursion>(db, 'catalogueExcursion', id);
  return e && e.kind === kind ? e : null;
}

/** Eligibility of a guest (001 §5), against bookings and the cart of the party. */
export type Eligibility =
  | 'MinimumAge'
  | 'MaximumAge'
  | 'AlreadyBooked'
  | 'LastCruiseDay'
  | 'FirstCruiseDay'
  | 'NoPriceAvailable'
  | 'TimeOverlapWithOtherBooking'
  | 'TimeOverlapWithOtherCartEntry';

export interface Slot {
  excursionId: string;
  date: string;
  startTime: string;
  duration: number;
  passengerId: number;
}

function overlaps(a: { date: string; startTime: string; duration: number }, b: { date: string; startTime: string; duration: number }): boolean {
  if (a.date !== b.date) return false;
  const min = (t: string) => {
    const [h, m] = t.split(':').map(Number) as [number, number];
    return h * 60 + m;
  };
  const a0 = min(a.startTime);
  const b0 = min(b.startTime);
  return a0 < b0 + b.duration && b0 < a0 + a.duration;
}

export function eligibilityOf(db: DatabaseSync, e: CatalogueExcursion, date: string, g: Guest, booked: Slot[], cart: Slot[]): Eligibility | null {
  if (booked.some((b) => b.passengerId === g.passengerId && b.excursionId === e.id && b.date === date)) return 'AlreadyBooked';
  if (g.age < e.minimumAge) return 'MinimumAge';
  if (e.maximumAge !== null && g.age > e.maximumAge) return 'MaximumAge';
  if (g.type === 'Child' && e.price.child === null) return 'NoPriceAvailable';
  if (e.restriction) {
    const b = docs.get<Booking>(db, 'booking', g.bookingReference);
    const hotelNights = (b?.hotels ?? []) as { fromDate: string; toDate: string }[];
    // the booking's hotel nights, unless this guest travels without them (Anna arrives, John leaves on the cruise days)
    if (e.restriction === 'FirstCruiseDay' && (g.arrivesOnEmbarkationDay || !hotelNights.some((h) => offsetOf(parseDay(h.fromDate) ?? new Date()) < 0)))
      return 'FirstCruiseDay';
    if (e.restriction === 'LastCruiseDay' && (g.leavesOnDisembarkationDay || !hotelNights.some((h) => offsetOf(parseDay(h.toDate) ?? new Date()) > 14)))
      return 'LastCruiseDay';
  }
  const slot = { date, startTime: e.startTime, duration: e.duration };
  if (booked.some((b) => b.passengerId === g.passengerId && b.excursionId !== e.id && overlaps(b, slot))) return 'TimeOverlapWithOtherBooking';
  if (cart.some((c) => c.passengerId === g.passengerId && c.excursionId !== e.id && overlaps(c, slot))) return 'TimeOverlapWithOtherCartEntry';
  return null;
}

/** A cart entry (guest write, per booking reference). Prices in GBP. */
export interface CartItem {
  id: string;
  type: ExcursionKind;
  excursionId: string;
  parentId: string;
  date: string;
  passengerId: number;
  price: number;
  bookingInformation: unknown;
}
/** A booked shore excursion, one per passenger. */
export interface ShoreBooking extends CartItem {
  groupReference: string;
  bookingReference: string;
  status: 'Confirmed';
  confirmationMail: string;
  mobileNumber: string | null;
  paymentReference: 'CARD' | 'CASH';
  createdAt: string;
  /** the variant it was booked on (none: a cruise's) */
  variant?: HubType;
}

/** Where a booking's cart is kept: one cart a variant (a cruise's as before the variants: the booking reference). */
export function cartKey(db: DatabaseSync, ref: string): string {
  const variant = currentVariant(db);
  return variant === 'Cruise' ? ref : `${variant}:${ref}`;
}

export function cartOf(db: DatabaseSync, ref: string): CartItem[] {
  return docs.get<CartItem[]>(db, 'cart', cartKey(db, ref)) ?? [];
}

/** A booking's excursions booked on the variant the hub answers as (a resort's are not a cruise's). */
export function shoreBookingsOf(db: DatabaseSync, ref: string): ShoreBooking[] {
  return docs
    .list<ShoreBooking>(db, 'shoreBooking')
    .filter(ofVariant(currentVariant(db)))
    .filter((b) => b.bookingReference === ref);
}

/** The booked and cart time slots of a booking, for the overlap rules. */
export function slotsOf(db: DatabaseSync, ref: string): { booked: Slot[]; cart: Slot[] } {
  const slot = (c: CartItem): Slot | null => {
    const e = docs.get<CatalogueExcursion>(db, 'catalogueExcursion', c.excursionId);
    return e ? { excursionId: e.id, date: c.date, startTime: e.startTime, duration: e.duration, passengerId: c.passengerId } : null;
  };
  return {
    booked: shoreBookingsOf(db, ref)
      .map(slot)
      .filter((x) => x !== null),
    cart: cartOf(db, ref)
      .map(slot)
      .filter((x) => x !== null),
  };
}

function out(ctx: Ctx, e: CatalogueExcursion, h: CatalogueHeaders, detail: boolean) {
  const base = {
    id: e.id,
    type: e.kind,
    name: e.names[h.language],
    startTime: e.startTime,
    duration: e.duration,
    price: {
      adult: money(e.price.adult, h.currency),
      child: e.price.child === null ? null : money(e.price.child, h.currency),
      infant: money(e.price.infant, h.currency),
      currency: h.currency,
    },
    minimumAge: e.minimumAge,
    maximumAge: e.maximumAge,
    activityLevel: e.activityLevel,
    date: e.date,
    availableDates: bookableDates(e),
    port: e.kind === 'CruiseExcursion' ? { name: e.portName, countryName: e.countryName } : null,
    destination: e.kind === 'ResortExcursion' ? { name: e.portName, countryName: e.countryName } : null,
    itinerary: e.kind === 'CruiseExcursion' ? { id: Number(e.parentId), date: e.date } : null,
    resortId: e.kind === 'ResortExcursion' ? e.parentId : null,
    imageId: imageId(e.image),
    image: imageUrl(ctx.origin, e.image, 400),
    availability: e.availability,
    closedForOnlineBooking: e.closedForOnlineBooking === true,
  };
  if (!detail) return base;
  const session = optionalSession(ctx);
  let passengers: unknown[] | null = null;
  if (session) {
    const { booked, cart } = slotsOf(ctx.db, session.bookingReference);
    const first = parseDay(bookableDates(e)[0]);
    const date = e.date ?? (first ? formatDate(first, 'dmy') : '');
    passengers = partyOf(ctx.db, session).map((g) => {
      const status = eligibilityOf(ctx.db, e, date, g, booked, cart);
      return { id: g.passengerId, firstName: g.firstName, lastName: g.lastName, type: g.type, lead: g.lead, eligible: status === null, status };
    });
  }
  return {
    ...base,
    description: e.description,
    highlights: e.highlights,
    included: e.included,
    importantInformation: e.importantInformation,
    images: [imageUrl(ctx.origin, e.image, 800), imageUrl(ctx.origin, 'harbour', 800)],
    passengers,
    meta: { language: h.language, currency: h.currency, version: h.version, source: h.source, market: h.market },
  };
}

const sold = (h: CatalogueHeaders) => (e: CatalogueExcursion) => h.market === null || e.markets.includes(h.market);

function list(kind: ExcursionKind) {
  return (ctx: Ctx) => {
    const h = catalogueHeaders(ctx);
    const parent = ctx.params.parentId!;
    const items = docs.list<CatalogueExcursion>(ctx.db, 'catalogueExcursion').filter((e) => e.kind === kind && e.parentId === parent);
    if (items.length === 0 && !isKnownParent(ctx.db, kind, parent))
      throw new HttpError(404, `No ${kind === 'CruiseExcursion' ? 'itinerary' : 'resort'} ${parent}`);
    return items.filter(sold(h)).map((e) => out(ctx, e, h, false));
  };
}

function isKnownParent(db: DatabaseSync, kind: ExcursionKind, parent: string): boolean {
  if (kind === 'CruiseExcursion') return docs.get(db, 'schedule', parent) !== null;
  return docs.get(db, 'resort', parent) !== null;
}

function detail(kind: ExcursionKind) {
  return (ctx: Ctx) => {
    const h = catalogueHeaders(ctx);
    const e = catalogueExcursion(ctx.db, kind, ctx.params.excursionId!);
    if (!e || e.parentId !== ctx.params.parentId || !sold(h)(e)) throw new HttpError(404, `No excursion ${ctx.params.excursionId} for ${ctx.params.parentId}`);
    return out(ctx, e, h, true);
  };
}

export function routes(): Router {
  return new Router()
    .get('/catalogue/cruise/:parentId', list('CruiseExcursion'))
    .get('/catalogue/cruise/:parentId/:excursionId', detail('CruiseExcursion'))
    .get('/catalogue/resort', (ctx) => docs.list(ctx.db, 'resort'))
    .get('/catalogue/resort/:parentId', list('ResortExcursion'))
    .get('/catalogue/resort/:parentId/:excursionId', detail('ResortExcursion'));
}

// ---------------------------------------------------------------------------------------------

export function seed(db: DatabaseSync): void {
  const put = (e: CatalogueExcursion, i: number) => docs.put(db, 'catalogueExcursion', e.id, e, i);
  let i = 0;
  const cruise = (offset: number, code: string, en: string, de: string, fr: string, o: Partial<CatalogueExcursion>) => {
    const day = VOYAGE[offset]!;
    put(
      {
        id: code,
        kind: 'CruiseExcursion',
        parentId: String(offset + 1),
        names: { 'en-GB': en, 'de-DE': de, 'fr-FR': fr },
        description: `<p>${en}. A relaxed tour with a local guide, back on board well before all-aboard.</p>`,
        highlights: ['Expert local guide', 'Small groups'],
        included: ['Transport', 'Guide'],
        importantInformation: ['Bring your cruise card and photo ID.'],
        startTime: '09:00',
        duration: 240,
        price: { adult: 59, child: 39, infant: 0 },
        minimumAge: 0,
        maximumAge: null,
        activityLevel: 'Moderate',
        date: rel(offset, 'dmy'),
        availableDates: [],
        portName: day.port!.name,
        countryName: day.port!.countryName,
        image: day.port!.image,
        markets: MARKETS,
        restriction: null,
        availability: 30,
        ...o,
      },
      i++,
    );
  };
  cruise(0, 'BCN-GAUDI', 'Gaudí walk before boarding', 'Gaudí-Spaziergang vor der Einschiffung', 'Promenade Gaudí avant l’embarquement', {
    startTime: '09:30',
    duration: 180,
    restriction: 'FirstCruiseDay',
    image: 'old-town',
    highlights: ['Casa Batlló façade', 'Passeig de Gràcia'],
  });
  cruise(2, 'PMI-CATH', 'Palma cathedral and old town', 'Kathedrale und Altstadt von Palma', 'Cathédrale et vieille ville de Palma', {
    startTime: '09:00',
    duration: 210,
    price: { adult: 59, child: 35, infant: 0 },
    image: 'old-town',
    highlights: ['La Seu cathedral', 'Arab baths', 'Old town lanes'],
    included: ['Coach', 'Guide', 'Cathedral entrance'],
  });
  cruise(2, 'PMI-BEACH', 'Beach afternoon at Es Trenc', 'Strandnachmittag in Es Trenc', 'Après-midi plage à Es Trenc', {
    startTime: '13:00',
    duration: 240,
    price: { adult: 45, child: 25, infant: 0 },
    image: 'beach',
    activityLevel: 'Easy',
    markets: ['GB', 'DE', 'FR'],
  });
  cruise(3, 'AJA-BOAT', 'Scandola nature reserve by boat', 'Naturreservat Scandola per Boot', 'Réserve de Scandola en bateau', {
    startTime: '09:30',
    duration: 300,
    price: { adult: 89, child: 59, infant: 0 },
    minimumAge: 4,
    image: 'boat-tour',
    activityLevel: 'Easy',
  });
  cruise(4, 'LIV-FLO', 'Florence on your own', 'Florenz auf eigene Faust', 'Florence en liberté', {
    startTime: '08:00',
    duration: 540,
    price: { adult: 79, child: 49, infant: 0 },
    image: 'old-town',
  });
  cruise(4, 'LIV-PISA', 'Pisa and the Leaning Tower', 'Pisa und der Schiefe Turm', 'Pise et la tour penchée', {
    startTime: '08:30',
    duration: 300,
    price: { adult: 65, child: 45, infant: 0 },
    image: 'old-town',
  });
  cruise(5, 'CIV-ROME', 'Rome highlights', 'Höhepunkte Roms', 'Les incontournables de Rome', {
    startTime: '07:45',
    duration: 600,
    price: { adult: 119, child: 79, infant: 0 },
    minimumAge: 6,
    image: 'old-town',
    activityLevel: 'Demanding',
    availability: 6,
  });
  cruise(6, 'NAP-POMP', 'Pompeii and Vesuvius', 'Pompeji und der Vesuv', 'Pompéi et le Vésuve', {
    startTime: '08:30',
    duration: 480,
    price: { adult: 99, child: 69, infant: 0 },
    minimumAge: 8,
    image: 'mountain',
    activityLevel: 'Demanding',
  });
  cruise(6, 'NAP-WINE', 'Vesuvius wine tasting', 'Weinprobe am Vesuv', 'Dégustation de vins du Vésuve', {
    startTime: '10:00',
    duration: 240,
    price: { adult: 75, child: null, infant: 0 },
    minimumAge: 18,
    image: 'wine-tasting',
    markets: ['GB', 'DE', 'FR'],
  });
  cruise(
    8,
    'KAT-OLIVE',
    'Olive oil tasting at a family estate',
    'Olivenölprobe auf einem Familiengut',
    'Dégustation d’huile d’olive dans un domaine familial',
    {
      startTime: '10:00',
      duration: 120,
      price: { adult: 39, child: 19, infant: 0 },
      image: 'restaurant',
      activityLevel: 'Easy',
      highlights: ['Olive groves of Elis', 'Tasting with local bread and cheese'],
    },
  );
  cruise(9, 'MSN-ETNA', 'Mount Etna and Taormina', 'Ätna und Taormina', 'L’Etna et Taormine', {
    startTime: '08:15',
    duration: 450,
    price: { adult: 95, child: 65, infant: 0 },
    image: 'mountain',
    availability: 0,
  });
  cruise(11, 'VFR-MON', 'Monaco and Monte Carlo', 'Monaco und Monte Carlo', 'Monaco et Monte-Carlo', {
    startTime: '08:45',
    duration: 300,
    price: { adult: 85, child: 55, infant: 0 },
    image: 'boat-tour',
  });
  cruise(12, 'MRS-CAL', 'Calanques by boat', 'Calanques per Boot', 'Les calanques en bateau', {
    startTime: '09:30',
    duration: 180,
    price: { adult: 55, child: 35, infant: 0 },
    image: 'boat-tour',
  });
  cruise(
    12,
    'MRS-BIKE',
    'E-bike ride to Notre-Dame de la Garde',
    'E-Bike-Tour zu Notre-Dame de la Garde',
    'Balade en vélo électrique à Notre-Dame de la Garde',
    {
      startTime: '14:00',
      duration: 150,
      price: { adult: 65, child: 45, infant: 0 },
      minimumAge: 12,
      image: 'old-town',
      closedForOnlineBooking: true,
      description: '',
    },
  );
  cruise(13, 'VLC-CITY', 'City of Arts and Sciences', 'Stadt der Künste und Wissenschaften', 'Cité des arts et des sciences', {
    startTime: '09:30',
    duration: 240,
    price: { adult: 49, child: 29, infant: 0 },
    image: 'sunset',
  });
  // seed cases of the eligibility statuses (001 §5) and price labels (001 §9), see demo-hub/README.md
  cruise(3, 'AJA-JETSKI', 'Jet-ski safari along the coast', 'Jetski-Safari entlang der Küste', 'Safari en jet-ski le long de la côte', {
    startTime: '14:30',
    duration: 120,
    price: { adult: 95, child: null, infant: 0 },
    minimumAge: 16,
    maximumAge: 47,
    image: 'beach',
    activityLevel: 'Demanding',
  });
  cruise(5, 'CIV-VAT', 'Vatican Museums and Sistine Chapel', 'Vatikanische Museen und Sixtinische Kapelle', 'Musées du Vatican et chapelle Sixtine', {
    startTime: '13:00',
    duration: 300,
    price: { adult: 89, child: null, infant: 0 },
    image: 'old-town',
  });
  cruise(8, 'KAT-OLYMPIA', 'Ancient Olympia, birthplace of the Games', 'Das antike Olympia, Geburtsort der Spiele', 'Olympie antique, berceau des Jeux', {
    startTime: '09:00',
    duration: 240,
    price: { adult: 49, child: 0, infant: 0 },
    image: 'old-town',
    activityLevel: 'Easy',
    highlights: ['The ancient stadium', 'Temple of Zeus', 'Archaeological museum'],
    included: ['Coach', 'Guide', 'Site and museum entrance'],
  });
  cruise(
    14,
    'BCN-LAST',
    'Barcelona afternoon tour after disembarkation',
    'Barcelona-Nachmittagstour nach der Ausschiffung',
    'Visite de Barcelone après le débarquement',
    { startTime: '13:00', duration: 240, restriction: 'LastCruiseDay', image: 'harbour' },
  );

  docs.put(db, 'resort', 'BCN', { id: 'BCN', name: 'Barcelona', countryName: 'Spain', hotels: ['Hotel Arts Barcelona', 'Hotel Miramar Barcelona'] });
  const stay = [-2, -1, 0, 14, 15, 16].map((o) => rel(o, 'ymd'));
  const resort = (code: string, en: string, de: string, fr: string, o: Partial<CatalogueExcursion>) =>
    put(
      {
        id: code,
        kind: 'ResortExcursion',
        parentId: 'BCN',
        names: { 'en-GB': en, 'de-DE': de, 'fr-FR': fr },
        description: `<p>${en}, with hotel pick-up.</p>`,
        highlights: ['Hotel pick-up'],
        included: ['Transport', 'Guide'],
        importantInformation: ['Pick-up times are confirmed by your hotel reception.'],
        startTime: '09:00',
        duration: 240,
        price: { adult: 49, child: 29, infant: 0 },
        minimumAge: 0,
        maximumAge: null,
        activityLevel: 'Moderate',
        date: null,
        availableDates: stay,
        portName: 'Barcelona',
        countryName: 'Spain',
        image: 'old-town',
        markets: MARKETS,
        restriction: null,
        availability: 25,
        ...o,
      },
      i++,
    );
  resort('BCN-SAGRADA', 'Sagrada Família skip-the-line', 'Sagrada Família ohne Anstehen', 'Sagrada Família coupe-file', {
    startTime: '10:00',
    duration: 150,
    price: { adult: 55, child: 35, infant: 0 },
  });
  resort('BCN-MONTS', 'Montserrat half day', 'Halbtagesausflug Montserrat', 'Montserrat demi-journée', {
    startTime: '08:30',
    duration: 300,
    price: { adult: 65, child: 45, infant: 0 },
    image: 'mountain',
    availableDates: stay.filter((_, k) => k % 2 === 0),
  });
  resort('BCN-FLAM', 'Flamenco night with tapas', 'Flamenco-Abend mit Tapas', 'Soirée flamenco et tapas', {
    startTime: '20:00',
    duration: 180,
    price: { adult: 69, child: null, infant: 0 },
    minimumAge: 12,
    image: 'theatre',
  });
}
