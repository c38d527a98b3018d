/**
 * What the subheader's photo basket button needs (spec 002 §2, §6): the guest's photo consent
 * and the photo basket totals (001 §3, §7), read through the query layer only while the photo
 * service is switched on and a guest is signed in. The basket is a cart query: any `lido:cart`
 * (a write here, another widget, another tab) refreshes it.
 */
import { basketAmount, photoCartQuery, photoConsentQuery } from '../../core/query/photo';
import { useHubQuery } from '../../core/query/hooks';
import { useSignedIn, useUiSetting } from '../../core/react/index';

export interface PhotoBasket {
  /** Basket total to show; null when the button is hidden. */
  amount: number | null;
}

export function usePhotoBasket(): PhotoBasket {
  const signedIn = useSignedIn();
  const enabled = useUiSetting('photoMatchEnabled');
  const active: [] | null = signedIn && enabled ? [] : null;
  const consent = useHubQuery(photoConsentQuery, active);
  const amount = useHubQuery(photoCartQuery, active, { select: basketAmount });
  // No basket to show while either is unknown or failed: the photo pages say why.
  return { amount: active && consent.data === true ? (amount.data ?? null) : null };
}
