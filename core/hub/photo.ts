/** Photo service (spec 001 §3, §7): the reads the shell needs today; the photo widget adds the rest. */
import type { HubClient } from './client';

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
  photoGroups?: Array<{ id?: number | string; photos?: unknown[] }>;
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

/** 001 §3 "Order" as far as lists of orders need it (my bookings). */
export interface PhotoOrderSummary {
  orderId: string;
  /** dd/mm/yyyy */
  date?: string | null;
  /** Underscores are shown as spaces. */
  status?: string | null;
  totals?: { grandCount?: number | null; grandTotal?: number | null; grandTotalString?: string | null } | null;
}

/** GET photomatch/orders. */
export const fetchPhotoOrders = (hub: HubClient) => hub.get<PhotoOrderSummary[]>('photomatch/orders');
