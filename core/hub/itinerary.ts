/**
 * Itinerary, port, programme and ship calls of the hub (spec 002 §3, §7): port schedules, one
 * port schedule, port weather by date, the guest's holiday, the programme lineup, the
 * where-and-when articles and the ship content. Plain typed functions over the one hub client.
 *
 * Fields the spec does not name but the demo hub sends (utcOffsetMinutes, portName …) are
 * optional, so a hub without them still type-checks; ship time falls back to the wall clock.
 */
import { HubError, type HubClient, type HubRequestOptions } from './client';
import type { Article, Id, ImageBlob } from './content';
import { findImages } from './content';

/** 002 §3 "Port schedule" (and "Schedule day": date, atSea, title, id). */
export interface PortSchedule {
  id: Id;
  /** dd/mm/yyyy */
  date: string;
  /** Weekday name. */
  day?: string | null;
  dayOfCruise?: number | null;
  title: string;
  arrives?: string | null;
  departs?: string | null;
  allOnBoard?: string | null;
  atSea: boolean;
  /** Picture address. */
  image?: string | null;
  imageId?: Id | null;
  currency?: string | null;
  language?: string | null;
  nameOfPier?: string | null;
  localAgentName?: string | null;
  gangway?: string | null;
  openWeatherCityName?: string | null;
  portName?: string | null;
  countryName?: string | null;
  /** Ship time of this day as minutes east of UTC (not in the spec: ship time, see core/format/ship-time). */
  utcOffsetMinutes?: number | null;
}

/** 002 §3 "Port weather". */
export interface PortWeather {
  temperature?: number | null;
  feelsLike?: number | null;
  humidity?: number | null;
  windSpeed?: number | null;
  windDirection?: string | null;
  synopsis?: string | null;
  unit?: 'imperial' | 'metric' | string | null;
  icon?: string | null;
  /** The ship is at sea that day. */
  atSea?: boolean;
  portName?: string | null;
}

export interface Flight {
  id: Id;
  departureAirportCode: string;
  departureAirportName?: string | null;
  arrivalAirportCode: string;
  arrivalAirportName?: string | null;
  departureTime: string;
  arrivalTime: string;
  flightNumber: string;
}

export interface CruiseDay {
  id: Id;
  type: 'Sea' | 'Port' | string;
  dayOfCruise: number;
  date?: string | null;
  port?: { name: string; countryName?: string | null } | null;
}

export interface Cruise {
  id?: Id;
  name: string;
  numberOfDays: number;
  fromDate: string;
  ship?: { code?: string; name: string } | null;
  itinerary?: CruiseDay[];
}

export interface Hotel {
  hotelName: string;
  resortName?: string | null;
  subResortName?: string | null;
  touristRegionName?: string | null;
  fromDate: string;
  toDate: string;
}

export interface HolidayGuest {
  id: Id;
  title?: string | null;
  firstName: string;
  lastName: string;
  type?: string | null;
  lead?: boolean;
}

/** The guest's trip (002 §3 "Itinerary"): cruises, hotels, flights out and in, guests. */
export interface Holiday {
  bookingReference?: string;
  cruises: Cruise[];
  hotels: Hotel[];
  flights: { out: Flight[]; in: Flight[] };
  passengers: HolidayGuest[];
}

export interface EventImage {
  types: string[];
  url: string;
}

/** 002 §3 "Event" of the lineup. */
export interface ProgrammeEvent {
  id: Id;
  name: string;
  venue?: string | null;
  venueDetail?: string | null;
  images?: EventImage[] | null;
  imageId?: Id | null;
  /** yyyy-mm-ddTHH:mm:ss, ship time */
  start?: string | null;
  end?: string | null;
  /** HTML (untrusted). */
  description?: string | null;
  attributes?: string[] | null;
  levels?: string[] | null;
  eventOverview?: string | null;
  image?: string | null;
}

/** 002 §3 "Lineup day". */
export interface LineupDay {
  /** dd/mm/yyyy */
  date: string;
  events: ProgrammeEvent[];
}

/** 002 §3 "Ship content". */
export interface ShipContent {
  shipCode: string;
  shipName: string;
  description?: string | null;
  technicalData?: { spalte1: string; spalte2: string }[] | null;
  cabin?: {
    title?: string | null;
    description?: string | null;
    cabinDeck?: { cabinCategory: string; colours?: string[] | null; cabinCode: string }[] | null;
  } | null;
}

const seg = (value: Id) => encodeURIComponent(String(value));
const listOf = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/** GET itinerary/schedules: every port schedule of the voyage (the caller keeps what it shows). */
export const findSchedules = (hub: HubClient, options?: HubRequestOptions) => hub.get<PortSchedule[]>('itinerary/schedules', undefined, options).then(listOf);

/** GET itinerary/schedules/{id}. */
export const findSchedule = (hub: HubClient, id: Id, options?: HubRequestOptions) =>
  hub.get<PortSchedule>(`itinerary/schedules/${seg(id)}`, undefined, options);

/** GET itinerary/weather/{DD-MM-YYYY}; null when the hub has no weather for that date (404: 'not available'). */
export async function findPortWeather(hub: HubClient, dashedDate: string, options?: HubRequestOptions): Promise<PortWeather | null> {
  try {
    return await hub.get<PortWeather>(`itinerary/weather/${seg(dashedDate)}`, undefined, { quiet: true, ...options });
  } catch (error) {
    if (error instanceof HubError && error.code === 404) return null;
    throw error;
  }
}

/** GET itinerary/holiday (the demo hub's path; the spec does not show it): the signed-in guest's trip. */
export async function findHoliday(hub: HubClient, options?: HubRequestOptions): Promise<Holiday> {
  const answer = await hub.get<Partial<Holiday>>('itinerary/holiday', undefined, options);
  return {
    bookingReference: answer?.bookingReference,
    cruises: listOf(answer?.cruises),
    hotels: listOf(answer?.hotels),
    flights: { out: listOf(answer?.flights?.out), in: listOf(answer?.flights?.in) },
    passengers: listOf(answer?.passengers),
  };
}

/** The lineup call (002 §7, path not shown; the demo hub's `lineup`): `days` days from `startDate` (dd/mm/yyyy). */
export const findLineup = (hub: HubClient, startDate: string, days: number, options?: HubRequestOptions) =>
  hub.get<LineupDay[]>('lineup', { startDate, days }, options).then((list) => listOf(list).map((day) => ({ ...day, events: listOf(day.events) })));

/** GET cms/articles/whereAndWhen/. */
export const findWhereAndWhen = (hub: HubClient, options?: HubRequestOptions) =>
  hub.get<Article[]>('cms/articles/whereAndWhen/', undefined, options).then(listOf);

/** GET ships/content. */
export const findShipContent = (hub: HubClient, options?: HubRequestOptions) => hub.get<ShipContent | null>('ships/content', undefined, options);

/** GET blobs/images/{shipCode} or blobs/images/{shipCode}_{cabinCode}: 'Ship' and 'DeckPlan' pictures. */
export const findShipImages = (hub: HubClient, shipCode: string, cabinCode?: string, options?: HubRequestOptions): Promise<ImageBlob[]> =>
  findImages(hub, cabinCode ? `${shipCode}_${cabinCode}` : shipCode, options);
