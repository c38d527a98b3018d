/**
 * What the subheader's photo basket button needs (spec 002 §2, §6): the guest's photo consent
 * and the photo basket totals (001 §3, §7: GET photo/passenger/consent, GET photomatch/cart).
 * Read only while the photo service is switched on and a guest is signed in; refreshed when the
 * basket changes (lido:cart) or the session does.
 */
import { useEffect, useState } from 'react';
import type { HubClient } from '../../core/hub/client';
import type { LidoCore } from '../../core/index';
import { useCore, useSlice } from '../../core/react/index';

/** 001 §3: true (opted in), false (opted out), null (first access). */
export type PhotoConsent = boolean | null;

export interface PhotoCartTotals {
  grandTotal?: number;
  photoCount?: number;
}

export interface PhotoCart {
  photoGroups?: Array<{ photos?: unknown[] }>;
  totals?: PhotoCartTotals;
}

export const fetchPhotoConsent = (hub: HubClient) => hub.get<PhotoConsent>('photo/passenger/consent', undefined, { quiet: true });
export const fetchPhotoCart = (hub: HubClient) => hub.get<PhotoCart>('photomatch/cart', undefined, { quiet: true });

/** The basket has entries: photos counted, a total above 0, or photos in any group. */
export function photoCartHasEntries(cart: PhotoCart | null | undefined): boolean {
  if (!cart) return false;
  const totals = cart.totals ?? {};
  if ((totals.photoCount ?? 0) > 0 || (totals.grandTotal ?? 0) > 0) return true;
  return (cart.photoGroups ?? []).some((group) => (group.photos?.length ?? 0) > 0);
}

export interface PhotoBasket {
  /** Basket total to show; null when the button is hidden. */
  amount: number | null;
}

async function readBasket(core: LidoCore, signal: AbortSignal): Promise<number | null> {
  const [consent, cart] = await Promise.all([fetchPhotoConsent(core.hub), fetchPhotoCart(core.hub)]);
  if (signal.aborted || consent !== true || !photoCartHasEntries(cart)) return null;
  return cart.totals?.grandTotal ?? 0;
}

export function usePhotoBasket(): PhotoBasket {
  const core = useCore();
  const signedIn = useSlice(core.stores.authentication, (state) => state.isAuthenticated);
  const enabled = useSlice(core.stores.configuration, (state) => state.hubSettings.uiSettings.photoMatchEnabled === true);
  const [amount, setAmount] = useState<number | null>(null);
  const [revision, setRevision] = useState(0);

  useEffect(() => core.channel.on('lido:cart', () => setRevision((n) => n + 1)), [core]);

  useEffect(() => {
    if (!signedIn || !enabled) {
      setAmount(null);
      return;
    }
    const controller = new AbortController();
    readBasket(core, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setAmount(value);
      },
      // No basket to show when the photo service cannot be reached; the photo pages say why.
      () => {
        if (!controller.signal.aborted) setAmount(null);
      },
    );
    return () => controller.abort();
  }, [core, signedIn, enabled, revision]);

  return { amount };
}
