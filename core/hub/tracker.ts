/**
 * Ship tracker calls of the hub (spec 002 §3 "Tracker and weather", §7): the current GPS profile
 * (GET gps/current) and the address of the live event stream (cms/events/register, messages with
 * a gpsProfile field), opened by the core's event-stream wrapper (core/channel/event-stream.ts).
 */
import type { HubClient } from './client';

/** 002 §9: an unknown heading or course. */
export const UNKNOWN_HEADING = 511;

export interface TrackerWeather {
  synopsis?: string | null;
  icon?: string | null;
  temp?: number | null;
  humidity?: number | null;
  feels_like?: number | null;
  windDirection?: string | null;
  windSpeed?: number | null;
  unit?: 'imperial' | 'metric' | string | null;
}

export interface GpsProfile {
  latitude: number;
  longitude: number;
  dataType?: 'Ship' | 'Aircraft' | string | null;
  timestamp?: string | null;
  advancedInformation?: {
    heading?: number | null;
    course?: number | null;
    /** knots (sent by hubs that know it) */
    speed?: number | null;
    weather?: TrackerWeather | null;
  } | null;
}

/** GET gps/current. */
export const findGpsCurrent = (hub: HubClient) => hub.get<GpsProfile>('gps/current');

/** The live stream's address (cms/events/register). */
export const gpsStreamUrl = (hub: HubClient) => hub.url('cms/events/register');

/** A GPS profile with numeric coordinates, else null. */
export function gpsProfileOf(value: unknown): GpsProfile | null {
  if (!value || typeof value !== 'object') return null;
  const profile = value as GpsProfile;
  const ok = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  return ok(profile.latitude) && ok(profile.longitude) && Math.abs(profile.latitude) <= 90 && Math.abs(profile.longitude) <= 180 ? profile : null;
}

/** The gpsProfile of a stream message (JSON `{"gpsProfile": …}`), else null. */
export function gpsMessageOf(data: string): GpsProfile | null {
  try {
    const message = JSON.parse(data) as { gpsProfile?: unknown } | null;
    return gpsProfileOf(message?.gpsProfile);
  } catch {
    return null;
  }
}
