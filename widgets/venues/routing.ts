/** The routes of <lido-venues> and <lido-slot-booking> (001 §2) in the spec's route language. */
import type { Id } from '../../core/hub/content';
import type { VenueModule } from '../../core/hub/venues';
import { isVenueModule } from '../../core/session/tac-bookings';
import { attributesOfPath } from '../../core/navigation/route-table';
import slotBooking from './slot-booking.meta';
import venues from './venues.meta';

export interface VenueTarget {
  module: VenueModule;
  categoryId: string | null;
  itemId: string | null;
}

export const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

const seg = (id: Id) => encodeURIComponent(String(id));

export const moduleRoute = (module: VenueModule) => `/${module}`;
export const categoryRoute = (module: VenueModule, id: Id) => `/${module}/category/${seg(id)}`;
export const detailRoute = (module: VenueModule, id: Id) => `/${module}/detail/${seg(id)}`;

/**
 * The booking page of an item. The module and the object id travel in the query string too, so a
 * reload (or a link shared within the ship) keeps them; the host site passes them to the element.
 */
export const bookingRoute = (module: VenueModule, id: Id) => `/tacbooking?module=${module}&objectId=${seg(id)}`;

/** The attributes (the element's, or those an in-place route's page gives) → the target; a module that is none → null. */
export function venueTarget(module: string | undefined, categoryId: string | undefined, itemId: string | undefined): VenueTarget | null {
  return isVenueModule(module) ? { module, categoryId: categoryId ?? null, itemId: itemId ?? null } : null;
}

/** A path of lido-venues' pages ('/activity', '/activity/category/7', '/dining/detail/3' …) → the target; other paths, a malformed escape too → null. */
export function venueTargetOf(path: string): VenueTarget | null {
  const attributes = attributesOfPath(venues.pages, path);
  return attributes && venueTarget(attributes.module, attributes['category-id'], attributes['item-id']);
}

/** The module and object of lido-slot-booking's page, /tacbooking?module=…&objectId=… (null when either is missing). */
export function parseBookingPath(path: string): { module: VenueModule; objectId: string } | null {
  const attributes = attributesOfPath(slotBooking.pages, path);
  const module = attributes?.module;
  const objectId = blankToNull(attributes?.['object-id']);
  return isVenueModule(module) && objectId ? { module, objectId } : null;
}
