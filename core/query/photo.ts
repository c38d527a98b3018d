/** Reads of the photo service (001 §7). The basket is a cart: a `lido:cart` refreshes it. */
import { fetchPhotoCart, fetchPhotoConsent, fetchPhotoOrders, photoCartCount, photoCartHasEntries, type PhotoCart } from '../hub/photo';
import { hubQuery } from './define';

export const photoConsentQuery = hubQuery('photo', 'consent', (hub) => fetchPhotoConsent(hub).then((consent) => consent ?? null), {
  personal: true,
  perLanguage: false,
});
export const photoCartQuery = hubQuery('photo', 'cart', (hub) => fetchPhotoCart(hub), {
  personal: true,
  perLanguage: false,
  cartCount: photoCartCount,
});

/** What the photo basket button shows: the basket total, or null when the basket is empty (a `select` of photoCartQuery). */
export const basketAmount = (cart: PhotoCart): number | null => (photoCartHasEntries(cart) ? (cart.totals?.grandTotal ?? 0) : null);

/** GET photomatch/orders: the guest's photo orders (also listed in my bookings). */
export const photoOrdersQuery = hubQuery('photo', 'orders', (hub) => fetchPhotoOrders(hub).then((orders) => (Array.isArray(orders) ? orders : [])), {
  personal: true,
  perLanguage: false,
});
