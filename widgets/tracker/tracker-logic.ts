/**
 * The ship tracker's rules (002 §3, §4 "Tracker", §9): zoom 3–18 starting at 4; the marker 80 px
 * below zoom 14, then 40 px more per level above 14; rotated by the heading, else the course —
 * 511 means unknown (no rotation); weather in metric or imperial units.
 */
import { UNKNOWN_HEADING, type GpsProfile } from '../../core/hub/tracker';

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
}

export function unitsOf(unit: string | null | undefined): Units {
  return unit === 'imperial' ? { temperature: '°F', speed: 'mph' } : { temperature: '°C', speed: 'km/h' };
}
