/** Photo service (spec 001 §3, §7): the reads the shell needs today; the photo widget adds the rest. */
import type { HubClient, HubRequestOptions } from './client';

/** 001 §3: true (opted in), false (opted out), null (first access). */
export type PhotoConsent = boolean | null;

export interface PhotoCartTotals {
  grandTotal?: number;
  photoCount?: number;
  bulkName?: string | null;
  bulkTotal?: number;
  bulkAdded?: boolean;
  bulkUpgrade?: boolean;
  bulkUpgradePrice?: number;
}

export interface PhotoCart {
  photoGroups?: PhotoCartGroup[];
  totals?: PhotoCartTotals;
}

export const fetchPhotoConsent = (hub: HubClient) => hub.get<PhotoConsent>('photo/passenger/consent');
export const fetchPhotoCart = (hub: HubClient) => hub.get<PhotoCart>('photomatch/cart');

/** The basket has entries: photos counted, a total above 0, or photos in any group. */
export function photoCartHasEntries(cart: PhotoCart | null | undefined): boolean {
  if (!cart) return false;
  const totals = cart.totals ?? {};
  if ((totals.photoCount ?? 0) > 0 || (totals.grandTotal ?? 0) > 0) return true;
  return (cart.photoGroups ?? []).some((group) => (group.photos?.length ?? 0) > 0);
}

/** Entries of the basket: photos, or 1 for a basket holding only a package. */
export function photoCartCount(cart: PhotoCart | null | undefined): number {
  if (!cart) return 0;
  const photos = cart.totals?.photoCount ?? (cart.photoGroups ?? []).reduce((sum, group) => sum + (group.photos?.length ?? 0), 0);
  return photos > 0 ? photos : photoCartHasEntries(cart) ? 1 : 0;
}

// ── the rest of the photo calls of 001 §7 (the photo shop widget) ─────────────────────────────

/** A size or format a photo is sold in (001 §3 Config variants). */
export interface PhotoVariant {
  id: string;
  /** Not in the spec's list; the demo hub and newer hubs send a short name. */
  name?: string | null;
  price: number;
  /** The price of each further copy. */
  additional?: number | null;
  blurb?: string | null;
  /** A download: at most 1 per photo (001 §5). */
  digital?: boolean;
}

/** A bulk package (001 §3). `description` is CMS HTML; `image` an address. */
export interface PhotoBulkPackage {
  id: string;
  title: string;
  blurb?: string | null;
  price: number;
  description?: string | null;
  image?: string | null;
}

export interface PhotoConfig {
  variants?: PhotoVariant[];
  bulkPackages?: PhotoBulkPackage[];
  photoGroups?: Array<{
    id: string;
    name?: string;
    blurb?: string;
    offBlurb?: string;
    freeCreditAmount?: number;
    freeCreditVariant?: string | null;
    forZ?: number;
    missedOffer?: boolean;
  }>;
  folders?: Array<{ id: string; name?: string; date?: string }>;
  keyvalues?: Record<string, string>;
}

/** A photo of the guest's cabin (photomatch/cabinImages). Ids contain slashes (AUR/D2/PMI-0004). */
export interface CabinImage {
  id: string;
  url?: string;
  thumbUrl?: string;
  groupId?: string;
  folderId?: string;
  title?: string;
  takenAt?: string;
}

/** A photo in the basket with its variant counts (001 §3 Cart). */
export interface PhotoCartPhoto {
  id: string;
  url?: string;
  variants?: Array<{ id: string; count: number; total?: number }>;
  isDiscounted?: boolean;
  isFreeVariant?: boolean;
}

/** A photo group of the basket with its offer state (001 §3 Cart). */
export interface PhotoCartGroup {
  id: number | string;
  name?: string;
  photos?: PhotoCartPhoto[];
  missedOffer?: boolean;
  missedOfferRemainingTriggerCount?: number;
  /** Above 10 (or negative on some hubs): unlimited (001 §9). */
  missedOfferRemainingDiscountedCount?: number;
  freeCredits?: { remaining?: number };
}

/** POST photomatch/addToCart: a bulk package, or photos with their variant counts. */
export type PhotoCartAddition = { bulk: string } | { photos: Array<{ id: string; variants: Array<{ id: string; count: number }> }> };
/** POST photomatch/removeFromCart: the bulk package, or photos. */
export type PhotoCartRemoval = { bulk: string } | { photos: Array<{ id: string }> };

/** An order (001 §3): status with underscores, digital downloads when ready. */
export interface PhotoOrder {
  orderId: string;
  date?: string;
  status?: string;
  totals?: { grandCount?: number; grandTotal?: number; grandTotalString?: string };
  digital?: { statusNotReady?: boolean; photos?: Array<{ url: string; thumbUrl?: string; id?: string; title?: string }>; zip?: string | null } | null;
}

/** The form of a photo id in a URL path: slashes written as colons (001 §7). */
export const photoPathId = (id: string) => id.replaceAll('/', ':');

export const fetchPhotoConfig = (hub: HubClient) => hub.get<PhotoConfig>('photomatch/config');
export const fetchCabinImages = (hub: HubClient) => hub.get<CabinImage[] | null>('photomatch/cabinImages');
export const addToPhotoCart = (hub: HubClient, body: PhotoCartAddition) => hub.post<PhotoCart>('photomatch/addToCart', body);
export const removeFromPhotoCart = (hub: HubClient, body: PhotoCartRemoval) => hub.post<PhotoCart>('photomatch/removeFromCart', body);
export const emptyPhotoCart = (hub: HubClient) => hub.post<PhotoCart>('photomatch/emptyCart');
/** POST photomatch/order (no payload): an order; sent with an Idempotency-Key by its mutation. */
export const placePhotoOrder = (hub: HubClient) => hub.post<PhotoOrder>('photomatch/order');
export const fetchPhotoOrders = (hub: HubClient) => hub.get<PhotoOrder[] | null>('photomatch/orders');
export const setPhotoConsent = (hub: HubClient, consent: boolean) => hub.post<boolean>(`photo/passenger/consent/${consent}`);

/** photomatch/image/{id}: the photo, or with `thumb` its 200-wide thumbnail (001 §9). */
export const photoImageUrl = (hub: HubClient, id: string, thumb = false) => hub.url(`photomatch/image/${photoPathId(id)}`, thumb ? { thumb: '' } : undefined);
/** photomatch/viewphoto/{name}: a bought digital photo (?thumb: its thumbnail). */
export const viewPhotoUrl = (hub: HubClient, name: string, thumb = false) =>
  hub.url(`photomatch/viewphoto/${photoPathId(name)}`, thumb ? { thumb: '' } : undefined);
/** photomatch/downloadzip/{name}: every digital photo of an order as one ZIP. */
export const downloadZipUrl = (hub: HubClient, name: string) => hub.url(`photomatch/downloadzip/${encodeURIComponent(name)}`);

/**
 * How long a download may take (ms): a ZIP of a whole order is tens of MB, and ship Wi-Fi may
 * give a cabin 1 Mbps (the 15 s of a JSON call would cut every larger file).
 */
export const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/** A bought file: one photo (photomatch/viewphoto/{name}) or an order's ZIP (photomatch/downloadzip/{name}). */
export interface PhotoDownload {
  kind: 'photo' | 'zip';
  name: string;
}

/** Bytes received so far and the whole size (null when the hub does not say). */
export type DownloadProgress = (received: number, total: number | null) => void;

/**
 * GET the file as a Blob through the one hub client (session header, 403, timeout as every call),
 * so the page saves it under its own name from any embedding origin (`<a download>` is ignored
 * across origins: the browser would open the photo instead). Reports progress as the bytes come.
 */
export function downloadPhotoFile(hub: HubClient, file: PhotoDownload, onProgress?: DownloadProgress, options?: HubRequestOptions): Promise<Blob> {
  const path = file.kind === 'zip' ? `photomatch/downloadzip/${encodeURIComponent(file.name)}` : `photomatch/viewphoto/${photoPathId(file.name)}`;
  return hub.get<Blob>(path, undefined, {
    timeout: DOWNLOAD_TIMEOUT_MS,
    ...options,
    headers: { accept: '*/*', ...options?.headers },
    read: async (response) => {
      const size = Number(response.headers.get('content-length'));
      const total = size > 0 ? size : null;
      const type = response.headers.get('content-type') ?? '';
      if (!onProgress || !response.body) return new Blob([await response.arrayBuffer()], { type });
      const reader = response.body.getReader();
      const parts: Uint8Array[] = [];
      let received = 0;
      onProgress(0, total);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.byteLength;
        onProgress(received, total);
      }
      return new Blob(parts as BlobPart[], { type });
    },
  });
}
