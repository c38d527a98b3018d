/** Reads and writes of the photo service (001 §7). The basket is a cart: a `lido:cart` refreshes it. */
import {
  addToPhotoCart,
  downloadPhotoFile,
  downloadZipUrl,
  photoImageUrl,
  viewPhotoUrl,
  emptyPhotoCart,
  fetchCabinImages,
  fetchPhotoCart,
  fetchPhotoConfig,
  fetchPhotoConsent,
  fetchPhotoOrders,
  photoCartCount,
  photoCartHasEntries,
  placePhotoOrder,
  removeFromPhotoCart,
  setPhotoConsent,
  type CabinImage,
  type DownloadProgress,
  type PhotoDownload,
  type PhotoCart,
  type PhotoCartAddition,
  type PhotoCartRemoval,
  type PhotoOrder,
} from '../hub/photo';
import type { HubClient } from '../hub/client';
import { hubMutation, hubQuery } from './define';

/** Addresses the browser loads itself (<img>, <a download>): a photo or its 200-wide thumbnail, a bought photo, an order's ZIP. */
export const photoAddresses = (hub: HubClient) => ({
  image: (id: string, thumb = false) => photoImageUrl(hub, id, thumb),
  view: (name: string, thumb = false) => viewPhotoUrl(hub, name, thumb),
  zip: (name: string) => downloadZipUrl(hub, name),
});

/**
 * The guest's consent. Refreshed with the baskets on every `lido:cart` (it counts no entries):
 * the consent write announces one, so an opt-out hides the photo views in every widget and tab.
 * Never fresh from storage or a minute ago: every page asks the hub again (one request per page,
 * shared), so a decision made elsewhere is followed at once.
 */
export const photoConsentQuery = hubQuery(
  'photo',
  'consent',
  (hub) => fetchPhotoConsent(hub).then((consent) => (typeof consent === 'boolean' ? consent : null)),
  {
    personal: true,
    perLanguage: false,
    cartCount: () => 0,
    staleTime: 0,
  },
);
export const photoCartQuery = hubQuery('photo', 'cart', (hub) => fetchPhotoCart(hub), {
  personal: true,
  perLanguage: false,
  cartCount: photoCartCount,
});

/** What the photo basket button shows: the basket total, or null when the basket is empty (a `select` of photoCartQuery). */
export const basketAmount = (cart: PhotoCart): number | null => (photoCartHasEntries(cart) ? (cart.totals?.grandTotal ?? 0) : null);

/** Variants, bulk packages, groups and key values (the same for every guest). */
export const photoConfigQuery = hubQuery('photo', 'config', (hub) => fetchPhotoConfig(hub), { perLanguage: false });

/** The photos of the guest's cabin; a list whatever the hub answered. */
export const cabinImagesQuery = hubQuery(
  'photo',
  'cabinImages',
  async (hub): Promise<CabinImage[]> => {
    const answer = await fetchCabinImages(hub);
    return Array.isArray(answer) ? answer.filter((photo): photo is CabinImage => !!photo && typeof photo.id === 'string') : [];
  },
  { personal: true, perLanguage: false },
);

export const photoOrdersQuery = hubQuery(
  'photo',
  'orders',
  async (hub): Promise<PhotoOrder[]> => {
    const answer = await fetchPhotoOrders(hub);
    return Array.isArray(answer) ? answer.filter((order): order is PhotoOrder => !!order && order.orderId !== undefined && order.orderId !== null) : [];
  },
  { personal: true, perLanguage: false },
);

/** Accept (true) or opt out (false): every photo view of the page follows the new consent. */
export const photoConsentWrite = hubMutation('photo', 'setConsent', (hub, consent: boolean) => setPhotoConsent(hub, consent), {
  updates: (queryClient, _result, consent) => queryClient.setQueriesData({ queryKey: ['photo', 'consent'] }, consent),
  invalidates: [photoConsentQuery],
  // the basket button of the subheader shows only with consent: it is told the change
  changesCart: true,
});

/** Basket writes: the basket refetches and `lido:cart` tells the page and other tabs. */
export const photoCartAddWrite = hubMutation('photo', 'addToCart', (hub, body: PhotoCartAddition) => addToPhotoCart(hub, body), { changesCart: true });
export const photoCartRemoveWrite = hubMutation('photo', 'removeFromCart', (hub, body: PhotoCartRemoval) => removeFromPhotoCart(hub, body), {
  changesCart: true,
});
export const photoCartEmptyWrite = hubMutation('photo', 'emptyCart', (hub, _input: null) => emptyPhotoCart(hub), { changesCart: true });

/** POST photomatch/order: placed once (Idempotency-Key), never queued; the orders and the basket refetch. */
export const photoOrderWrite = hubMutation('photo', 'order', (hub, _basket: string) => placePhotoOrder(hub), {
  idempotent: true,
  changesCart: true,
  invalidates: [photoOrdersQuery],
});

/**
 * A bought photo or an order's ZIP fetched as a Blob, for the page to save under its own name
 * (a read in form, sent as a write: one per click, with its own pending and error state, never
 * cached or queued); `onProgress` hears the bytes arrive.
 */
export const photoDownloadWrite = hubMutation('photo', 'download', (hub, file: PhotoDownload & { onProgress?: DownloadProgress }) =>
  downloadPhotoFile(hub, { kind: file.kind, name: file.name }, file.onProgress),
);
