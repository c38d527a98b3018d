/**
 * The demo voyage every module builds on: a 14-night Western Mediterranean round trip of the
 * Lido Aurora from Barcelona that starts today (day 0), its guests and their bookings. The ship
 * keeps the time of the port of the day (sea days: of the last port), so the clocks go forward
 * one hour the night before Katakolon (Greece) and back the night after.
 * Plain data — the modules turn it into documents.
 */
import type { DatabaseSync } from 'node:sqlite';
import { docs } from '../lib/db.ts';
import { rel, parseDay, offsetOf } from '../lib/dates.ts';
import { HttpError } from '../lib/http.ts';

export const VOYAGE_NIGHTS = 14;
export const CRUISE_NAME = 'Western Mediterranean Highlights';
export const CRUISE_ID = 'AUR-2601';

export interface PortCall {
  name: string;
  countryName: string;
  lat: number;
  lng: number;
  currency: string;
  language: string;
  nameOfPier: string;
  localAgentName: string;
  gangway: string;
  openWeatherCityName: string;
  image: string;
  /** IANA zone of the port: the ship keeps its clocks on it (ship time, see shipUtcOffsetMinutes). */
  timeZone: string;
  /** The port's weather is reported in imperial units (°F, mph); others metric (°C, km/h). */
  weatherUnit?: 'imperial' | 'metric';
}

export interface Weather {
  temperature: number;
  feelsLike: number;
  humidity: number;
  windSpeed: number;
  windDirection: string;
  synopsis: string;
  icon: string;
}

export interface VoyageDay {
  offset: number;
  type: 'Port' | 'Sea';
  title: string;
  port: PortCall | null;
  arrives: string | null;
  departs: string | null;
  allOnBoard: string | null;
  weather: Weather;
  /** sea route to the next port (intermediate waypoints, lat/lng) */
  via: [number, number][];
}

const port = (p: PortCall) => p;
const BARCELONA = port({
  name: 'Barcelona',
  countryName: 'Spain',
  lat: 41.352,
  lng: 2.174,
  currency: 'EUR',
  language: 'Spanish, Catalan',
  nameOfPier: 'Adossat Quay, Terminal D',
  localAgentName: 'Bergé Marítima',
  gangway: 'Deck 4, midships',
  openWeatherCityName: 'Barcelona',
  image: 'harbour',
  timeZone: 'Europe/Madrid',
});

export const VOYAGE: VoyageDay[] = [
  {
    offset: 0,
    type: 'Port',
    title: 'Barcelona (embarkation)',
    port: BARCELONA,
    arrives: null,
    departs: '18:00',
    allOnBoard: '17:00',
    weather: w(22, 21, 60, 12, 'SW', 'Sunny with a light sea breeze', '01d'),
    via: [
      [40.0, 4.5],
      [39.0, 3.8],
      [38.6, 1.6],
    ],
  },
  {
    offset: 1,
    type: 'Sea',
    title: 'At sea',
    port: null,
    arrives: null,
    departs: null,
    allOnBoard: null,
    weather: w(21, 21, 68, 18, 'W', 'Partly cloudy', '02d'),
    via: [],
  },
  {
    offset: 2,
    type: 'Port',
    title: 'Palma de Mallorca',
    port: port({
      name: 'Palma de Mallorca',
      countryName: 'Spain',
      lat: 39.555,
      lng: 2.627,
      currency: 'EUR',
      language: 'Spanish, Catalan',
      nameOfPier: 'Poniente Dock, Terminal 6',
      localAgentName: 'Baleària Agencias',
      gangway: 'Deck 4, forward',
      openWeatherCityName: 'Palma',
      image: 'old-town',
      timeZone: 'Europe/Madrid',
    }),
    arrives: '08:00',
    departs: '18:00',
    allOnBoard: '17:30',
    weather: w(24, 25, 55, 10, 'S', 'Clear sky', '01d'),
    via: [],
  },
  {
    offset: 3,
    type: 'Port',
    title: 'Ajaccio, Corsica',
    port: port({
      name: 'Ajaccio',
      countryName: 'France',
      lat: 41.919,
      lng: 8.739,
      currency: 'EUR',
      language: 'French, Corsican',
      nameOfPier: 'Quai des Capucins',
      localAgentName: 'Corsica Ship Services',
      gangway: 'Deck 4, aft',
      openWeatherCityName: 'Ajaccio',
      image: 'beach',
      timeZone: 'Europe/Paris',
      weatherUnit: 'imperial',
    }),
    arrives: '09:00',
    departs: '17:00',
    allOnBoard: '16:30',
    weather: w(23, 23, 58, 14, 'NW', 'Sunny intervals', '02d'),
    via: [
      [41.35, 9.2],
      [41.9, 9.9],
    ],
  },
  {
    offset: 4,
    type: 'Port',
    title: 'Livorno (Florence and Pisa)',
    port: port({
      name: 'Livorno',
      countryName: 'Italy',
      lat: 43.552,
      lng: 10.3,
      currency: 'EUR',
      language: 'Italian',
      nameOfPier: 'Alto Fondale Quay',
      localAgentName: 'Agenzia Marittima Tirrena',
      gangway: 'Deck 4, midships',
      openWeatherCityName: 'Livorno',
      image: 'old-town',
      timeZone: 'Europe/Rome',
    }),
    arrives: '07:00',
    departs: '19:00',
    allOnBoard: '18:30',
    weather: w(25, 26, 50, 8, 'E', 'Hot and sunny', '01d'),
    via: [[42.8, 10.6]],
  },
  {
    offset: 5,
    type: 'Port',
    title: 'Civitavecchia (Rome)',
    port: port({
      name: 'Civitavecchia',
      countryName: 'Italy',
      lat: 42.093,
      lng: 11.789,
      currency: 'EUR',
      language: 'Italian',
      nameOfPier: 'Molo Yannick Vespucci, Berth 12',
      localAgentName: 'Roma Cruise Agency',
      gangway: 'Deck 4, forward',
      openWeatherCityName: 'Civitavecchia',
      image: 'old-town',
      timeZone: 'Europe/Rome',
    }),
    arrives: '07:00',
    departs: '19:00',
    allOnBoard: '18:30',
    weather: w(26, 27, 52, 9, 'SE', 'Sunny, hazy later', '01d'),
    via: [
      [41.2, 12.6],
      [40.6, 14.0],
    ],
  },
  {
    offset: 6,
    type: 'Port',
    title: 'Naples',
    port: port({
      name: 'Naples',
      countryName: 'Italy',
      lat: 40.84,
      lng: 14.255,
      currency: 'EUR',
      language: 'Italian',
      nameOfPier: 'Stazione Marittima, Molo Angioino',
      localAgentName: 'Napoli Shipping Agency',
      gangway: 'Deck 5, midships',
      openWeatherCityName: 'Naples',
      image: 'mountain',
      timeZone: 'Europe/Rome',
    }),
    arrives: '08:00',
    departs: '18:00',
    allOnBoard: '17:30',
    weather: w(27, 29, 57, 11, 'SW', 'Warm with scattered clouds', '03d'),
    via: [
      [38.25, 15.63],
      [37.8, 16.4],
      [37.4, 20.2],
    ],
  },
  {
    offset: 7,
    type: 'Sea',
    title: 'At sea',
    port: null,
    arrives: null,
    departs: null,
    allOnBoard: null,
    weather: w(25, 26, 65, 20, 'NW', 'Breezy with a moderate swell', '04d'),
    via: [],
  },
  {
    offset: 8,
    type: 'Port',
    title: 'Katakolon (Olympia), Greece',
    port: port({
      name: 'Katakolon',
      countryName: 'Greece',
      lat: 37.644,
      lng: 21.32,
      currency: 'EUR',
      language: 'Greek',
      nameOfPier: 'Katakolon Cruise Pier',
      localAgentName: 'Ionian Cruise Services',
      gangway: 'Deck 4, midships',
      openWeatherCityName: 'Katakolon',
      image: 'harbour',
      timeZone: 'Europe/Athens',
    }),
    arrives: '08:00',
    departs: '17:00',
    allOnBoard: '16:30',
    weather: w(28, 30, 62, 15, 'S', 'Hot, light cloud', '02d'),
    via: [
      [37.4, 20.2],
      [37.8, 16.4],
    ],
  },
  {
    offset: 9,
    type: 'Port',
    title: 'Messina, Sicily',
    port: port({
      name: 'Messina',
      countryName: 'Italy',
      lat: 38.193,
      lng: 15.556,
      currency: 'EUR',
      language: 'Italian',
      nameOfPier: 'Molo Colapesce',
      localAgentName: 'Agenzia Marittima dello Stretto',
      gangway: 'Deck 4, aft',
      openWeatherCityName: 'Messina',
      image: 'mountain',
      timeZone: 'Europe/Rome',
    }),
    arrives: '08:00',
    departs: '17:00',
    allOnBoard: '16:30',
    weather: w(26, 27, 60, 13, 'N', 'Sunny, afternoon showers possible', '10d'),
    via: [
      [38.3, 15.65],
      [40.0, 13.5],
      [41.5, 10.5],
      [43.0, 9.7],
      [43.5, 8.0],
    ],
  },
  {
    offset: 10,
    type: 'Sea',
    title: 'At sea',
    port: null,
    arrives: null,
    departs: null,
    allOnBoard: null,
    weather: w(22, 21, 70, 24, 'W', 'Cloudy with rain showers', '09d'),
    via: [],
  },
  {
    offset: 11,
    type: 'Port',
    title: 'Villefranche (Nice and Monaco)',
    port: port({
      name: 'Villefranche-sur-Mer',
      countryName: 'France',
      lat: 43.702,
      lng: 7.311,
      currency: 'EUR',
      language: 'French',
      nameOfPier: 'Tender to Quai Courbet',
      localAgentName: 'Riviera Port Services',
      gangway: 'Tender platform, Deck 3',
      openWeatherCityName: 'Villefranche-sur-Mer',
      image: 'boat-tour',
      timeZone: 'Europe/Paris',
      weatherUnit: 'imperial',
    }),
    arrives: '08:00',
    departs: '18:00',
    allOnBoard: '17:15',
    weather: w(23, 23, 55, 9, 'E', 'Sunny', '01d'),
    via: [[42.95, 6.3]],
  },
  {
    offset: 12,
    type: 'Port',
    title: 'Marseille',
    port: port({
      name: 'Marseille',
      countryName: 'France',
      lat: 43.308,
      lng: 5.365,
      currency: 'EUR',
      language: 'French',
      nameOfPier: 'Terminal Léon Gourret',
      localAgentName: 'Marseille Maritime Agency',
      gangway: 'Deck 4, midships',
      openWeatherCityName: 'Marseille',
      image: 'harbour',
      timeZone: 'Europe/Paris',
    }),
    arrives: '08:00',
    departs: '18:00',
    allOnBoard: '17:30',
    weather: w(22, 22, 48, 26, 'NW', 'Mistral wind, clear sky', '01d'),
    via: [
      [41.5, 2.9],
      [40.3, 0.8],
    ],
  },
  {
    offset: 13,
    type: 'Port',
    title: 'Valencia',
    port: port({
      name: 'Valencia',
      countryName: 'Spain',
      lat: 39.443,
      lng: -0.317,
      currency: 'EUR',
      language: 'Spanish, Valencian',
      nameOfPier: 'Muelle de Poniente',
      localAgentName: 'Levante Agencia Marítima',
      gangway: 'Deck 4, forward',
      openWeatherCityName: 'Valencia',
      image: 'sunset',
      timeZone: 'Europe/Madrid',
    }),
    arrives: '09:00',
    departs: '19:00',
    allOnBoard: '18:30',
    weather: w(24, 24, 59, 10, 'E', 'Sunny spells', '02d'),
    via: [[40.6, 1.2]],
  },
  {
    offset: 14,
    type: 'Port',
    title: 'Barcelona (disembarkation)',
    port: BARCELONA,
    arrives: '06:00',
    departs: null,
    allOnBoard: null,
    weather: w(21, 21, 63, 11, 'SW', 'Fair', '02d'),
    via: [],
  },
];

/**
 * Ship time of a voyage day as minutes east of UTC: the zone of that day's port, a sea day the
 * zone of the last port (clocks change the night before arriving), on that date (daylight saving).
 */
export function shipUtcOffsetMinutes(offset: number, now = new Date()): number {
  const zone =
    VOYAGE.slice(0, offset + 1)
      .reverse()
      .find((d) => d.port)?.port?.timeZone ?? 'Europe/Madrid';
  return zoneOffsetMinutes(zone, new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, 12));
}

/** Minutes east of UTC of an IANA zone at an instant (daylight saving included). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** Mediterranean temperatures (°C) by month relative to the seeded summer values (June = 0). */
const SEASON_DELTA = [-12, -12, -10, -7, -3, 0, 2, 2, 0, -4, -8, -11];

/** A day's weather for the month the voyage day falls in (the seeded values are June's). */
export function seasonalWeather(day: VoyageDay, date: Date): Weather {
  const delta = SEASON_DELTA[date.getMonth()]!;
  return { ...day.weather, temperature: day.weather.temperature + delta, feelsLike: day.weather.feelsLike + delta };
}

function w(temperature: number, feelsLike: number, humidity: number, windSpeed: number, windDirection: string, synopsis: string, icon: string): Weather {
  return { temperature, feelsLike, humidity, windSpeed, windDirection, synopsis, icon };
}

/** Voyage day by day offset, or null outside the voyage. */
export function voyageDay(offset: number): VoyageDay | null {
  return VOYAGE[offset] ?? null;
}

/** Resolves a dd/mm/yyyy (or dd-mm-yyyy, yyyy-mm-dd) date parameter to a day offset; 400 when malformed. */
export function dayOffsetParam(text: string | null, name = 'date'): number {
  const d = parseDay(text);
  if (!d) throw new HttpError(400, `Parameter '${name}' must be a date in the form dd/mm/yyyy`, 'invalid_date');
  return offsetOf(d);
}

// ---------------------------------------------------------------------------------------------
// Guests

export type PaxType = 'Adult' | 'Child' | 'Infant';

export interface Guest {
  accountNumber: string;
  passengerId: number;
  bookingReference: string;
  title: string;
  firstName: string;
  lastName: string;
  dob: string;
  age: number;
  type: PaxType;
  lead: boolean;
  cabin: string;
  pin: string;
  card: string;
  isPinChangeRequired: boolean;
  isBlocked: boolean;
  isBlockedForMuster: boolean;
  showBlockedMessage: boolean;
  /** The muster status asks for a station visit (002 §3 musterStationVisitRequired; api/muster.ts). */
  musterStationVisitRequired: boolean;
  email: string;
  /**
   * Travels without the booking's hotel night before the cruise (flies in on embarkation day) or
   * after it (flies home on disembarkation day): the FirstCruiseDay / LastCruiseDay cases (001 §5).
   */
  arrivesOnEmbarkationDay?: boolean;
  leavesOnDisembarkationDay?: boolean;
}

function g(
  accountNumber: string,
  passengerId: number,
  bookingReference: string,
  title: string,
  firstName: string,
  lastName: string,
  dob: string,
  age: number,
  type: PaxType,
  lead: boolean,
  cabin: string,
  extra: Partial<Guest> = {},
): Guest {
  return {
    accountNumber,
    passengerId,
    bookingReference,
    title,
    firstName,
    lastName,
    dob,
    age,
    type,
    lead,
    cabin,
    pin: '1234',
    card: `CARD${accountNumber}`,
    isPinChangeRequired: false,
    isBlocked: false,
    isBlockedForMuster: false,
    showBlockedMessage: false,
    musterStationVisitRequired: true,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    ...extra,
  };
}

export const GUESTS: Guest[] = [
  g('100200', 1, 'LIDO123', 'Mr', 'John', 'Smith', '14/06/1978', 47, 'Adult', true, '7012', { leavesOnDisembarkationDay: true }),
  g('100201', 2, 'LIDO123', 'Mrs', 'Anna', 'Smith', '01/02/1980', 45, 'Adult', false, '7012', { arrivesOnEmbarkationDay: true }),
  g('100202', 3, 'LIDO123', 'Master', 'Tom', 'Smith', '03/09/2017', 8, 'Child', false, '7012', { pin: '1111' }),
  g('100203', 4, 'LIDO123', 'Miss', 'Lily', 'Smith', '20/05/2024', 1, 'Infant', false, '7012', { pin: '1111' }),
  g('100300', 5, 'LIDO456', 'Mr', 'Peter', 'Jones', '22/11/1965', 60, 'Adult', true, '7014', {
    pin: '0000',
    isPinChangeRequired: true,
    musterStationVisitRequired: false,
  }),
  g('100301', 6, 'LIDO456', 'Mrs', 'Sarah', 'Jones', '08/03/1967', 58, 'Adult', false, '7014', { pin: '0000', musterStationVisitRequired: false }),
  g('100400', 7, 'LIDO789', 'Mr', 'Brian', 'Brown', '30/07/1972', 53, 'Adult', true, '8020', { isBlocked: true, showBlockedMessage: true }),
  g('100500', 8, 'LIDO555', 'Ms', 'Maria', 'Miller', '11/12/1990', 34, 'Adult', true, '8022', { isBlockedForMuster: true, showBlockedMessage: true }),
  g('100501', 9, 'LIDO555', 'Mr', 'Lukas', 'Miller', '02/04/1988', 37, 'Adult', false, '8022'),
];

/** Hospitality (Retina) sign-ins: token, or hospitality id + room → PMS account. */
export const HOSPITALITY = {
  tokens: { 'RETINA-TOKEN-1': '100200', 'RETINA-TOKEN-2': '100300' } as Record<string, string>,
  ids: { '42': { room: '7012', accountNumber: '100200' }, '43': { room: '7014', accountNumber: '100300' } } as Record<
    string,
    { room: string; accountNumber: string }
  >,
};

export interface Booking {
  bookingReference: string;
  leadSurname: string;
  departureDate: string;
  cruiseId: string;
  accounts: string[];
  hotels: unknown[];
  flights: { out: unknown[]; in: unknown[] };
}

export function guestsOfBooking(ref: string): Guest[] {
  return GUESTS.filter((x) => x.bookingReference === ref);
}

export function seed(db: DatabaseSync): void {
  for (const guest of GUESTS) docs.put(db, 'guest', guest.accountNumber, guest, guest.passengerId);
  const refs = [...new Set(GUESTS.map((x) => x.bookingReference))];
  refs.forEach((ref, i) => {
    const pax = guestsOfBooking(ref);
    const lead = pax.find((p) => p.lead)!;
    const booking: Booking = {
      bookingReference: ref,
      leadSurname: lead.lastName,
      departureDate: rel(0, 'dmy'),
      cruiseId: CRUISE_ID,
      accounts: pax.map((p) => p.accountNumber),
      hotels:
        i === 0
          ? [
              {
                hotelName: 'Hotel Arts Barcelona',
                resortName: 'Barcelona',
                subResortName: 'Port Olímpic',
                touristRegionName: 'Catalonia',
                fromDate: rel(-2, 'dmy'),
                toDate: rel(0, 'dmy'),
              },
              {
                hotelName: 'Hotel Miramar Barcelona',
                resortName: 'Barcelona',
                subResortName: 'Montjuïc',
                touristRegionName: 'Catalonia',
                fromDate: rel(14, 'dmy'),
                toDate: rel(16, 'dmy'),
              },
            ]
          : [],
      flights: {
        out: [
          {
            id: 9100 + i * 10,
            departureAirportCode: 'LGW',
            departureAirportName: 'London Gatwick',
            arrivalAirportCode: 'BCN',
            arrivalAirportName: 'Barcelona El Prat',
            departureTime: rel(i === 0 ? -2 : 0, 'iso', '07:15'),
            arrivalTime: rel(i === 0 ? -2 : 0, 'iso', '10:30'),
            flightNumber: 'LD2041',
          },
        ],
        in: [
          {
            id: 9101 + i * 10,
            departureAirportCode: 'BCN',
            departureAirportName: 'Barcelona El Prat',
            arrivalAirportCode: 'LGW',
            arrivalAirportName: 'London Gatwick',
            departureTime: rel(i === 0 ? 16 : 14, 'iso', '16:45'),
            arrivalTime: rel(i === 0 ? 16 : 14, 'iso', '18:10'),
            flightNumber: 'LD2042',
          },
        ],
      },
    };
    docs.put(db, 'booking', ref, booking, i);
  });
}
