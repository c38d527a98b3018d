/**
 * Reads of the wayfinder and cabin finder (002 §7), one definition per hub call. The deck maps
 * do not change with the language (they are pictures), so one answer serves every language.
 * A cabin the hub does not know reads as null (002 §8 "Cabin not found").
 */
import type { Id } from '../hub/content';
import { findCabinSideView, findCabinTopView, findSideView, findTopView, type Deck, type SideView } from '../hub/wayfinder';
import { hubQuery } from './define';

/** Decks with a level and a map; anything else a hub sends is dropped. */
export function deckList(value: unknown): Deck[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((d): d is Deck => !!d && typeof d === 'object' && typeof (d as Deck).level === 'number' && typeof (d as Deck).map === 'string')
    .map((d) => ({ ...d, isDevicePresent: d.isDevicePresent === true, hasWayFinding: d.hasWayFinding === true }));
}

function sideView(value: unknown): SideView | null {
  return value && typeof value === 'object' && typeof (value as SideView).map === 'string' ? (value as SideView) : null;
}

const options = { perLanguage: false } as const;

export const deckTopViewQuery = hubQuery(
  'wayfinder',
  'topview',
  (hub, profileIds: Id[], deviceType: string | null) => findTopView(hub, profileIds, deviceType).then(deckList),
  options,
);
export const deckSideViewQuery = hubQuery(
  'wayfinder',
  'sideview',
  (hub, profileIds: Id[], deviceType: string | null) => findSideView(hub, profileIds, deviceType).then(sideView),
  options,
);
/** The decks with the cabin marked; null: no such cabin. */
export const cabinTopViewQuery = hubQuery(
  'wayfinder',
  'cabinTopview',
  (hub, cabin: string, deviceType: string | null) => findCabinTopView(hub, cabin, deviceType).then((decks) => (decks === null ? null : deckList(decks))),
  options,
);
export const cabinSideViewQuery = hubQuery('wayfinder', 'cabinSideview', (hub, cabin: string) => findCabinSideView(hub, cabin).then(sideView), options);
