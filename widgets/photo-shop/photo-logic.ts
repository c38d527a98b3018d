/** Pure rules of the photo shop (001 §3, §5, §9), unit-tested without a browser. */
import type { PhotoCart, PhotoCartGroup, PhotoVariant } from '../../core/hub/photo';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './photo-shop.meta';

/** 001 §5: a quantity is never below 0; a digital variant at most 1 (and at most 99 copies of a print). */
export function clampCount(variant: Pick<PhotoVariant, 'digital'>, count: number): number {
  const whole = Number.isFinite(count) ? Math.trunc(count) : 0;
  return Math.max(0, Math.min(variant.digital ? 1 : 99, whole));
}

/** 001 §3: underscores shown as spaces (Ready_for_download → Ready for download). */
export const statusText = (status: string | null | undefined) => (status ?? '').replaceAll('_', ' ').trim();

/** 001 §9: a discounted count above 10 (or below 0, as some hubs send) means unlimited. */
export const isUnlimited = (count: number | null | undefined) => typeof count === 'number' && (count > 10 || count < 0);

/** 001 §5: an order needs something in the basket: a grand total above 0 or photos. */
export function basketHasItems(cart: PhotoCart | null | undefined): boolean {
  const totals = cart?.totals ?? {};
  return (totals.grandTotal ?? 0) > 0 || (totals.photoCount ?? 0) > 0;
}

/** 001 §9: the ZIP is offered when an order has more than 9 photos. */
export const ZIP_FROM_PHOTOS = 10;
export const offersZip = (photos: number) => photos >= ZIP_FROM_PHOTOS;

/** The counts of a photo's variants as the basket holds them (0 for those not in it). */
export function countsInCart(cart: PhotoCart | null | undefined, photoId: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const group of (cart?.photoGroups ?? []) as PhotoCartGroup[]) {
    for (const photo of group.photos ?? []) {
      if (photo.id !== photoId) continue;
      for (const variant of photo.variants ?? []) counts[variant.id] = variant.count;
    }
  }
  return counts;
}

/** Ids of the photos in the basket. */
export function photosInCart(cart: PhotoCart | null | undefined): Set<string> {
  const ids = new Set<string>();
  for (const group of (cart?.photoGroups ?? []) as PhotoCartGroup[]) for (const photo of group.photos ?? []) ids.add(photo.id);
  return ids;
}

export interface PhotoRestore {
  id: string;
  variants: Array<{ id: string; count: number }>;
}

/** What an emptied basket held, as addToCart takes it back: each photo with its counted variants. */
export function restorablePhotos(cart: PhotoCart | null | undefined): PhotoRestore[] {
  const photos: PhotoRestore[] = [];
  for (const group of (cart?.photoGroups ?? []) as PhotoCartGroup[]) {
    for (const photo of group.photos ?? []) {
      const variants = (photo.variants ?? []).filter((variant) => variant.count > 0).map((variant) => ({ id: variant.id, count: variant.count }));
      if (variants.length > 0) photos.push({ id: photo.id, variants });
    }
  }
  return photos;
}

/** The views of the photo service (001 §2). */
export type PhotoView = 'overview' | 'consent' | 'myphotos' | 'packages' | 'cart' | 'orderconfirmation' | 'orders' | 'orderdetail';
export const PHOTO_VIEWS: readonly PhotoView[] = ['overview', 'consent', 'myphotos', 'packages', 'cart', 'orderconfirmation', 'orders', 'orderdetail'];

/** A view name (the view attribute's, or the one an in-place route's page gives) → the view; anything else → null. */
export function photoView(name: string | undefined): PhotoView | null {
  return PHOTO_VIEWS.find((view) => view === name) ?? null;
}

/** A path of the meta's pages (/photomatch/orderDetail …) → its view; other paths, a malformed escape too → null. */
export function photoViewOf(path: string): PhotoView | null {
  return photoView(attributesOfPath(meta.pages, path)?.view);
}

/** The route of a view (orderDetail keeps the spec's spelling). */
export const photoRoute = (view: PhotoView) => `/photomatch/${view === 'orderdetail' ? 'orderDetail' : view}`;

/**
 * The name a downloaded file is saved under: the last part of the hub's name (ids hold slashes:
 * AUR/D0/7012-0001), characters no file system takes replaced, with the extension its type
 * implies when it has none (7012-0001.jpg, PH-0901.zip).
 */
export function downloadFileName(name: string, kind: 'photo' | 'zip', type: string): string {
  const base = (name.split('/').pop() ?? '').replace(/[\\:*?"<>|]+/g, '-').trim() || 'photo';
  if (/\.[a-z0-9]{2,4}$/i.test(base)) return base;
  return `${base}.${kind === 'zip' || /zip/i.test(type) ? 'zip' : /png/i.test(type) ? 'png' : 'jpg'}`;
}
