/** Pure helpers of the ship detail (002 §3, §8, §9). */
import type { ShipContent } from '../../core/hub/itinerary';

/** 002 §8: an answer without a ship (null, a list, an object without a name) is 'No Ship Data'. */
export const hasShipData = (ship: ShipContent | null | undefined): ship is ShipContent =>
  !!ship && typeof ship === 'object' && !Array.isArray(ship) && typeof ship.shipName === 'string' && ship.shipName.trim() !== '';

/** Colour swatches: the hub sends hex without '#' (3 or 6 digits); anything else is left out. */
export const swatchColours = (colours: readonly string[] | null | undefined): string[] =>
  (colours ?? []).filter((colour) => /^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(colour)).map((colour) => `#${colour}`);
