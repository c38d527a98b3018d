/**
 * Itinerary (000 §1, 002 §3, §7): port schedules, port weather, the guest's holiday (cruise,
 * itinerary days, hotels, flights, passengers) and the lineup of the daily programme.
 * Designed paths (not shown in the spec): GET itinerary/holiday (signed in) and
 * GET lineup?startDate=dd/mm/yyyy&days=7.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, intParam, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { rel, formatDate, parseDay, renderDates } from '../lib/dates.ts';
import { requireSession } from '../lib/sessions.ts';
import { imageId, imageUrl } from './blobs.ts';
import { variantProgrammeDay } from './programme.ts';
import { eventIn } from './cms.ts';
import { inLanguage } from './translations.ts';
import { partyOf } from './auth.ts';
import { HOTEL_FORECAST_DAYS, HOTEL_WEATHER_CITY, HOTEL_WEATHER_PLACE, hotelWeather } from './hotel-weather.ts';
import { FLIGHT, journeyOf, journeySchedules, type Journey } from './journeys.ts';
import { currentVariant, RESORT_HOTEL } from './config.ts';
import { SHIP_CODE, SHIP_NAME } from '../lib/constants.ts';
import { CRUISE_ID, CRUISE_NAME, VOYAGE, VOYAGE_NIGHTS, dayOffsetParam, seasonalWeather, shipUtcOffsetMinutes, type Booking } from './world.ts';

interface ScheduleDoc {
  id: number;
  offset: number;
  date: string;
  day: string;
  dayOfCruise: number;
  title: string;
  atSea: boolean;
  arrives: string | null;
  departs: string | null;
  allOnBoard: string | null;
  image: string;
  currency: string | null;
  language: string | null;
  nameOfPier: string | null;
  localAgentName: string | null;
  gangway: string | null;
  openWeatherCityName: string | null;
  portName: string | null;
  countryName: string | null;
  latitude: number | null;
  longitude: number | null;
}

function scheduleOut(ctx: Ctx, s: ScheduleDoc) {
  const { image, offset, ...rest } = s;
  // Ship time of the day (not in the spec): minutes east of UTC; the clocks change at least once.
  return {
    ...rest,
    title: inLanguage(rest.title, ctx.lang),
    imageId: imageId(image),
    image: imageUrl(ctx.origin, image, 800),
    utcOffsetMinutes: shipUtcOffsetMinutes(offset),
  };
}

function schedule(ctx: Ctx) {
  const id = intParam(ctx.params.id, 'id');
  const s = docs.get<ScheduleDoc>(ctx.db, 'schedule', id);
  if (!s) throw new HttpError(404, `No port schedule ${id}`);
  return scheduleOut(ctx, s);
}

/** itinerary/weather/{DD-MM-YYYY}: port weather; sea days answer atSea: true; outside the voyage 404. */
function weather(ctx: Ctx) {
  const text = ctx.params.date ?? '';
  if (!/^\d{2}-\d{2}-\d{4}$/.test(text)) throw new HttpError(400, 'The date must be in the form DD-MM-YYYY', 'invalid_date');
  const off = dayOffsetParam(text);
  const day = VOYAGE[off];
  if (!day) throw new HttpError(404, 'No weather is available for this date', 'weather_unavailable');
  const w = seasonalWeather(day, new Date(parseDay(text)!));
  // Some ports report in imperial units (°F, mph), the others metric (°C, km/h).
  const imperial = day.port?.weatherUnit === 'imperial';
  const temp = (c: number) => (imperial ? Math.round((c * 9) / 5 + 32) : c);
  const speed = (kmh: number) => (imperial ? Math.round(kmh * 0.621) : kmh);
  return {
    date: formatDate(new Date(parseDay(text)!), 'dmy'),
    atSea: day.type === 'Sea',
    portName: day.port?.name ?? null,
    openWeatherCityName: day.port?.openWeatherCityName ?? null,
    temperature: temp(w.temperature),
    feelsLike: temp(w.feelsLike),
    humidity: w.humidity,
    windSpeed: speed(w.windSpeed),
    windDirection: w.windDirection,
    synopsis: w.synopsis,
    unit: imperial ? 'imperial' : 'metric',
    icon: w.icon,
  };
}

/**
 * itinerary/weather/{DD-MM-YYYY} on a resort: the weather at the hotel, today's and the next
 * days' forecast (./hotel-weather.ts); another day 404 as a day without weather does.
 */
function resortWeather(ctx: Ctx) {
  const text = ctx.params.date ?? '';
  if (!/^\d{2}-\d{2}-\d{4}$/.test(text)) throw new HttpError(400, 'The date must be in the form DD-MM-YYYY', 'invalid_date');
  const off = dayOffsetParam(text);
  if (off < 0 || off > HOTEL_FORECAST_DAYS) throw new HttpError(404, 'No weather is available for this date', 'weather_unavailable');
  const date = new Date(parseDay(text)!);
  const w = hotelWeather(date, ctx.lang);
  return {
    date: formatDate(date, 'dmy'),
    atSea: false,
    portName: HOTEL_WEATHER_PLACE,
    openWeatherCityName: HOTEL_WEATHER_CITY,
    ...w,
    unit: 'metric',
  };
}

/**
 * A resort guest's holiday (the Resort variant): a week at the hub's own hotel, with the flights
 * there and back; no cruise, no ship.
 */
function resortStay(booking: Booking) {
  // answered as they are, not read back from the store: its date tokens are rendered here
  const day = (offset: number, format: 'dmy' | 'iso', time?: string) => renderDates(rel(offset, format, time));
  return {
    cruises: [],
    hotels: [
      {
        hotelName: RESORT_HOTEL,
        resortName: 'Barcelona',
        subResortName: 'Port Olímpic',
        touristRegionName: 'Catalonia',
        fromDate: day(-2, 'dmy'),
        toDate: day(5, 'dmy'),
      },
    ],
    flights: {
      out: [
        {
          id: 9200,
          departureAirportCode: 'LGW',
          departureAirportName: 'London Gatwick',
          arrivalAirportCode: 'BCN',
          arrivalAirportName: 'Barcelona El Prat',
          departureTime: day(-2, 'iso', '07:15'),
          arrivalTime: day(-2, 'iso', '10:30'),
          flightNumber: 'LD2041',
        },
      ],
      in: [
        {
          id: 9201,
          departureAirportCode: 'BCN',
          departureAirportName: 'Barcelona El Prat',
          arrivalAirportCode: 'LGW',
          arrivalAirportName: 'London Gatwick',
          departureTime: day(5, 'iso', '16:45'),
          arrivalTime: day(5, 'iso', '18:10'),
          flightNumber: 'LD2042',
        },
      ],
    },
    bookingReference: booking.bookingReference,
  };
}

/** The airline's flight LD 4217 of the cycle under way, as the holiday's outbound flight. */
function flightOf([from, to]: ReturnType<typeof journeySchedules>) {
  const at = (stop: typeof from, time: string | null) => `${formatDate(parseDay(stop!.date)!, 'ymd')}T${time}:00`;
  return {
    id: 4217,
    departureAirportCode: 'FRA',
    departureAirportName: 'Frankfurt',
    arrivalAirportCode: 'PMI',
    arrivalAirportName: 'Palma de Mallorca',
    departureTime: at(from, from!.departs),
    arrivalTime: at(to, to!.arrives),
    flightNumber: 'LD4217',
  };
}

function holiday(ctx: Ctx) {
  const s = requireSession(ctx);
  const booking = docs.get<Booking>(ctx.db, 'booking', s.bookingReference);
  if (!booking) throw new HttpError(404, 'No booking for this session');
  const passengers = () =>
    partyOf(ctx.db, s).map((g) => ({
      id: g.passengerId,
      firstName: g.firstName,
      lastName: g.lastName,
      title: g.title,
      type: g.type,
      lead: g.lead,
      accountNumber: g.accountNumber,
      cabin: g.cabin,
      dateOfBirth: g.dob,
    }));
  const variant = currentVariant(ctx.db);
  if (variant === 'Resort') return { ...resortStay(booking), passengers: passengers() };
  // no cruise and no hotel: the airline's guest has today's flight (the tracker's), an airport's
  // traveller and a coach passenger nothing the hub books (the overview's empty sections)
  if (variant !== 'Cruise') {
    const journey = journeyOf(ctx.db);
    return {
      bookingReference: booking.bookingReference,
      cruises: [],
      hotels: [],
      flights: { out: journey === FLIGHT ? [flightOf(journeySchedules(FLIGHT, Date.now()))] : [], in: [] },
      passengers: passengers(),
    };
  }
  const schedules = docs.list<ScheduleDoc>(ctx.db, 'schedule');
  return {
    bookingReference: booking.bookingReference,
    cruises: [
      {
        id: CRUISE_ID,
        name: CRUISE_NAME,
        numberOfDays: VOYAGE_NIGHTS + 1,
        numberOfNights: VOYAGE_NIGHTS,
        fromDate: booking.departureDate,
        toDate: schedules[schedules.length - 1]!.date,
        ship: { code: SHIP_CODE, name: SHIP_NAME },
        cabin: partyOf(ctx.db, s)[0]?.cabin ?? s.cabin,
        itinerary: schedules.map((d) => ({
          id: d.id,
          type: d.atSea ? 'Sea' : 'Port',
          dayOfCruise: d.dayOfCruise,
          date: d.date,
          arrives: d.arrives,
          departs: d.departs,
          port: d.portName ? { name: d.portName, countryName: d.countryName } : null,
        })),
      },
    ],
    hotels: booking.hotels,
    flights: booking.flights,
    passengers: passengers(),
  };
}

function iso(date: string, time: string): string | null {
  const d = parseDay(date);
  if (!d || !/^\d\d:\d\d$/.test(time)) return null;
  return `${formatDate(d, 'ymd')}T${time}:00`;
}

/**
 * lineup?startDate=dd/mm/yyyy&days=N (1–31, default 7): [{date, events}] of the variant's
 * programme (./programme.ts): the ship's on a cruise, the hotel's on a resort, none elsewhere.
 */
function lineup(ctx: Ctx) {
  const variant = currentVariant(ctx.db);
  const start = ctx.query.get('startDate') ?? formatDate(new Date(), 'dmy');
  const from = dayOffsetParam(start, 'startDate');
  const daysText = ctx.query.get('days') ?? '7';
  const days = intParam(daysText, 'days');
  if (days < 1 || days > 31) throw new HttpError(400, "Parameter 'days' must be from 1 to 31", 'invalid_parameter');
  const base = parseDay(start)!;
  const out = [];
  for (let i = 0; i < days; i++) {
    const date = formatDate(new Date(base.getFullYear(), base.getMonth(), base.getDate() + i), 'dmy');
    const day = variantProgrammeDay(ctx.db, variant, from + i);
    out.push({
      date,
      events: (day?.events ?? [])
        .map((seeded) => ({ ...eventIn(seeded, ctx.lang), description: inLanguage(seeded.description.replace(/^<p>|<\/p>$/g, ''), ctx.lang) }))
        .map((e) => ({
          id: e.id,
          name: e.title,
          venue: e.location,
          venueDetail: e.locationDetail,
          images: [
            { types: ['Preview'], url: imageUrl(ctx.origin, e.image, 400) },
            { types: ['Full'], url: imageUrl(ctx.origin, e.image, 800) },
          ],
          imageId: imageId(e.image),
          start: iso(e.fromDate, e.startTime),
          end: iso(e.fromDate, e.endTime),
          description: `<p>${e.description}</p>`,
          attributes: e.attributes,
          levels: e.levels,
          eventOverview: e.eventOverview,
          image: imageUrl(ctx.origin, e.image, 400),
        })),
    });
  }
  return out;
}

export function routes(): Router {
  return (
    new Router()
      .get('/itinerary/schedules', (ctx) => {
        const journey = journeyOf(ctx.db);
        if (journey) return journeyStops(ctx, journey);
        // a resort and an airport have no port calls: nothing to sail to, no "all aboard"
        if (currentVariant(ctx.db) !== 'Cruise') return [];
        return docs.list<ScheduleDoc>(ctx.db, 'schedule').map((s) => scheduleOut(ctx, s));
      })
      .get('/itinerary/schedules/:id', (ctx) => {
        const journey = journeyOf(ctx.db);
        if (currentVariant(ctx.db) === 'Cruise') return schedule(ctx);
        // the flight's or the coach's stop of that id; a resort's or an airport's none (as for a missing one)
        const id = intParam(ctx.params.id, 'id');
        const stop = journey ? journeyStops(ctx, journey).find((s) => s.id === id) : undefined;
        if (!stop) throw new HttpError(404, `No port schedule ${id}`);
        return stop;
      })
      // the voyage's port weather (a port day's, or at sea); a resort's the weather at the hotel
      // (today and its forecast); a flight, a coach trip and an airport have none: 'not available'
      // (their device profiles have no itinerary; the tracker shows the aircraft's and the coach's)
      .get('/itinerary/weather/:date', (ctx) => {
        const variant = currentVariant(ctx.db);
        if (variant === 'Resort') return resortWeather(ctx);
        if (variant !== 'Cruise') throw new HttpError(404, 'No weather is available for this date', 'weather_unavailable');
        return weather(ctx);
      })
      .get('/itinerary/holiday', holiday)
      .get('/lineup', lineup)
  );
}

/** itinerary/schedules of the airline's flight or the coach trip: its stops today (./journeys.ts). */
function journeyStops(ctx: Ctx, journey: Journey) {
  return journeySchedules(journey, Date.now()).map((stop) => ({ ...stop, imageId: imageId('sunset'), image: imageUrl(ctx.origin, 'sunset', 800) }));
}

export function seed(db: DatabaseSync): void {
  for (const d of VOYAGE) {
    const p = d.port;
    docs.put(db, 'schedule', d.offset + 1, {
      id: d.offset + 1,
      offset: d.offset,
      date: rel(d.offset, 'dmy'),
      day: rel(d.offset, 'wd'),
      dayOfCruise: d.offset + 1,
      title: d.title,
      atSea: d.type === 'Sea',
      arrives: d.arrives,
      departs: d.departs,
      allOnBoard: d.allOnBoard,
      image: p?.image ?? 'sunset',
      currency: p?.currency ?? null,
      language: p?.language ?? null,
      nameOfPier: p?.nameOfPier ?? null,
      localAgentName: p?.localAgentName ?? null,
      gangway: p?.gangway ?? null,
      openWeatherCityName: p?.openWeatherCityName ?? null,
      portName: p?.name ?? null,
      countryName: p?.countryName ?? null,
      latitude: p?.lat ?? null,
      longitude: p?.lng ?? null,
    } satisfies ScheduleDoc);
  }
}
