/**
 * The ship tracker's rules (002 §3, §4 "Tracker", §9): zoom 3–18 starting at 4; the marker 80 px
 * below zoom 14, then 40 px more per level above 14; rotated by the heading, else the course —
 * 511 means unknown (no rotation); weather in metric or imperial units. Beyond the spec: the next
 * port of the itinerary with its distance and the arrival at the current speed, and the voyage's
 * route through its ports.
 */
import { shipInstant, type ShipDay } from '../../core/format/ship-time';
import { UNKNOWN_HEADING, type GpsProfile } from '../../core/hub/tracker';
import type { Variant } from '../../core/config/variant';

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
export const INITIAL_ZOOM = 4;
export const MARKER_BASE_PX = 80;
export const MARKER_STEP_PX = 40;
export const MARKER_GROWS_FROM_ZOOM = 14;

export function clampZoom(zoom: number): number {
  return Number.isFinite(zoom) ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom))) : INITIAL_ZOOM;
}

/** 80 px below zoom 14 (and at 14); 40 px more for every level above 14. */
export function markerSize(zoom: number): number {
  return MARKER_BASE_PX + MARKER_STEP_PX * Math.max(0, Math.round(zoom) - MARKER_GROWS_FROM_ZOOM);
}

const known = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value !== UNKNOWN_HEADING;

/** Degrees to rotate the marker: the heading, else the course; null when both are unknown (511). */
export function rotationOf(profile: Pick<GpsProfile, 'advancedInformation'>): number | null {
  const info = profile.advancedInformation;
  if (known(info?.heading)) return ((info.heading % 360) + 360) % 360;
  if (known(info?.course)) return ((info.course % 360) + 360) % 360;
  return null;
}

export function isAircraft(profile: Pick<GpsProfile, 'dataType'>): boolean {
  return typeof profile.dataType === 'string' && profile.dataType.toLowerCase() === 'aircraft';
}

/** What the marker draws: the profile's aircraft, a bus operator's coach (the spec's dataType knows Ship and Aircraft only), else the ship. */
export function vehicleOf(profile: Pick<GpsProfile, 'dataType'>, variant: Variant): 'aircraft' | 'coach' | 'ship' {
  if (isAircraft(profile)) return 'aircraft';
  return variant === 'bus' ? 'coach' : 'ship';
}

/** 41.38333 → 41°23.0′ N (latitude) or E/W (longitude). */
export function formatCoordinate(value: number, axis: 'lat' | 'lng'): string {
  const hemisphere = axis === 'lat' ? (value >= 0 ? 'N' : 'S') : value >= 0 ? 'E' : 'W';
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = (abs - degrees) * 60;
  return `${degrees}°${minutes.toFixed(1).padStart(4, '0')}′ ${hemisphere}`;
}

export interface Units {
  temperature: '°C' | '°F';
  speed: 'km/h' | 'mph';
  distance: 'km' | 'mi';
}

export function unitsOf(unit: string | null | undefined): Units {
  return unit === 'imperial' ? { temperature: '°F', speed: 'mph', distance: 'mi' } : { temperature: '°C', speed: 'km/h', distance: 'km' };
}

const KM_PER_NM = 1.852;
const MI_PER_NM = 1.150779;

/** Knots or nautical miles in a land unit (an aircraft's or a coach's guests read km/h and km, or mph and mi). */
export function fromNautical(value: number, units: Units): number {
  return value * (units.distance === 'km' ? KM_PER_NM : MI_PER_NM);
}

/** A port day of the itinerary with its position (the demo hub sends latitude/longitude). */
export interface PortDay extends ShipDay {
  atSea: boolean;
  arrives?: string | null;
  portName?: string | null;
  title: string;
  latitude?: number | null;
  longitude?: number | null;
}

const EARTH_RADIUS_NM = 3440.065;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in nautical miles. */
export function distanceNm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const placed = (day: PortDay): day is PortDay & { latitude: number; longitude: number } =>
  !day.atSea && typeof day.latitude === 'number' && Number.isFinite(day.latitude) && typeof day.longitude === 'number' && Number.isFinite(day.longitude);

/** The voyage's ports in order, for the route line (a port kept two days running counts once). */
export function routeOf(days: readonly PortDay[]): [number, number][] {
  const points: [number, number][] = [];
  for (const day of days.filter(placed)) {
    const last = points[points.length - 1];
    if (!last || last[0] !== day.latitude || last[1] !== day.longitude) points.push([day.latitude, day.longitude]);
  }
  return points;
}

export interface NextPort {
  name: string;
  /** The scheduled arrival (epoch ms) and the day it belongs to (its ship-time offset). */
  arrival: number;
  day: PortDay;
  distanceNm: number;
  /** Arrival at the current speed (epoch ms); null when the ship is (nearly) stopped. */
  eta: number | null;
}

/** Below this the ship is manoeuvring or alongside: no ETA from the speed. */
export const MIN_ETA_SPEED_KNOTS = 1;

/** The next port of call after `now` — the first port day whose scheduled arrival is still ahead — with distance and ETA. */
export function nextPort(
  days: readonly PortDay[],
  position: { latitude: number; longitude: number },
  speedKnots: number | null | undefined,
  now: number,
): NextPort | null {
  for (const day of days) {
    if (!placed(day) || !day.arrives) continue;
    const arrival = shipInstant(day, day.arrives, now);
    if (arrival === null || arrival <= now) continue;
    const distance = distanceNm(position, day);
    const moving = typeof speedKnots === 'number' && Number.isFinite(speedKnots) && speedKnots >= MIN_ETA_SPEED_KNOTS;
    return { name: day.portName || day.title, arrival, day, distanceNm: distance, eta: moving ? now + (distance / speedKnots) * 3_600_000 : null };
  }
  return null;
}
