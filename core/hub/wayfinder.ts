/**
 * Wayfinder and cabin finder calls of the hub (spec 002 §3 "Wayfinder", §7 "Wayfinder"): the deck
 * maps with the markers of wayfinder profiles (top view: one entry per deck; side view: one
 * picture), and the same two views for a cabin number. Plain typed functions over the hub client.
 *
 * The device's own deck (isDevicePresent) is the hub's to know; the device type is sent as
 * `deviceType` so a hub that cannot tell the device by its connection still marks a kiosk.
 */
import { HubError, type HubClient } from './client';
import type { Id } from './content';

/** 002 §3: one deck of the top view. `map` is a base64 PNG (without the data: prefix). */
export interface Deck {
  level: number;
  isDevicePresent: boolean;
  hasWayFinding: boolean;
  map: string;
  /** Fields a hub may add (the demo hub names the deck and what it marks). */
  name?: string | null;
  profiles?: { id: Id; name: string }[] | null;
  cabin?: CabinPlace | null;
}

/** Where a cabin is (sent by hubs that know it; optional). */
export interface CabinPlace {
  number: string;
  side?: string | null;
  position?: string | null;
}

/** 002 §3: "The side view has a map." */
export interface SideView {
  map: string;
  levels?: number[] | null;
  level?: number | null;
  cabin?: CabinPlace | null;
}

const deviceQuery = (deviceType: string | null | undefined) => (deviceType ? { deviceType } : {});

/** GET wayfinder/maps/topview/marker with repeated wayfinderProfileId. */
export const findTopView = (hub: HubClient, profileIds: readonly Id[], deviceType?: string | null) =>
  hub.get<Deck[]>('wayfinder/maps/topview/marker', { wayfinderProfileId: profileIds.map(String), ...deviceQuery(deviceType) });

/** GET wayfinder/maps/sideview/marker with repeated wayfinderProfileId. */
export const findSideView = (hub: HubClient, profileIds: readonly Id[], deviceType?: string | null) =>
  hub.get<SideView>('wayfinder/maps/sideview/marker', { wayfinderProfileId: profileIds.map(String), ...deviceQuery(deviceType) });

/** A 404 of the cabin finder means the cabin does not exist (002 §8 'Cabin not found'): null. */
async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HubError && error.code === 404) return null;
    throw error;
  }
}

/** GET cabinfinder/topview/{cabin}: the decks with the cabin marked; null when there is no such cabin. */
export const findCabinTopView = (hub: HubClient, cabin: string, deviceType?: string | null) =>
  orNotFound(hub.get<Deck[]>(`cabinfinder/topview/${encodeURIComponent(cabin)}`, deviceQuery(deviceType)));

/** GET cabinfinder/sideview/{cabin}; null when there is no such cabin. */
export const findCabinSideView = (hub: HubClient, cabin: string) => orNotFound(hub.get<SideView>(`cabinfinder/sideview/${encodeURIComponent(cabin)}`));
