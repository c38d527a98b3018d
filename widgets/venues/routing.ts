/** The routes of <lido-venues> and <lido-slot-booking> (001 §2) in the spec's route language. */
import type { Id } from '../../core/hub/content';
import type { VenueModule } from '../../core/hub/venues';
import { isVenueModule } from '../../core/session/tac-bookings';
import { pathSegments } from '../../core/navigation/path';

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

/** '/activity', '/activity/category/7', '/dining/detail/3' … → the target; null for other paths. */
export function parseVenuePath(path: string): VenueTarget | null {
  const segments = pathSegments(path);
  if (!segments) return null;
  const [module, kind, id] = segments;
  if (!isVenueModule(module)) return null;
  if (segments.length === 1) return { module, categoryId: null, itemId: null };
  if (segments.length !== 3 || !id) return null;
  if (kind === 'detail') return { module, categoryId: null, itemId: id };
  if (kind === 'category' && module !== 'dining') return { module, categoryId: id, itemId: null };
  return null;
}

/** The module and object of /tacbooking?module=…&objectId=… (null when either is missing). */
export function parseBookingPath(path: string): { module: VenueModule; objectId: string } | null {
  const query = new URLSearchParams(path.split('?')[1]?.split('#')[0] ?? '');
  const module = query.get('module');
  const objectId = blankToNull(query.get('objectId'));
  return isVenueModule(module) && objectId ? { module, objectId } : null;
}
