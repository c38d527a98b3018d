/**
 * The photomatch slice (001 §3 "Client state", §4): the photo service's client state — the photo
 * shown in detail, the order last placed (the confirmation and the order detail read it, so a
 * reload keeps them), whether the basket's upsell was shown, and the accepted conditions. The hub
 * data (config, cabin images, basket, orders, consent) stays in the query cache, which persists
 * the guest's answers while signed in. Persisted (saved at most every 2 s, restored at start) and
 * personal (wiped at logout).
 */
import type { StoreApi } from 'zustand/vanilla';
import type { PhotoOrder } from '../hub/photo';
import type { SessionStores } from './stores';

export interface PhotomatchState {
  /** The photo open in the detail view (its id). */
  detailImage: string | null;
  /** The order just placed, or the one opened in the order detail. */
  order: PhotoOrder | null;
  /** The upsell was shown for the basket (001 §4: once). */
  upsellShown: boolean;
  conditionsAccepted: boolean;
}

export const initialPhotomatch: PhotomatchState = { detailImage: null, order: null, upsellShown: false, conditionsAccepted: false };

const validStored = (stored: Partial<PhotomatchState>) =>
  (stored.detailImage === null || typeof stored.detailImage === 'string') &&
  (stored.order === null || (typeof stored.order === 'object' && stored.order !== undefined && 'orderId' in stored.order));

export function photomatchSlice(stores: SessionStores): StoreApi<PhotomatchState> {
  return stores.defineSlice('photomatch', initialPhotomatch, { persist: true, personal: true, validate: validStored });
}
