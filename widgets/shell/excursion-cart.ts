/**
 * What the header's cart button needs (issue 34, 001 §3): the number of entries in the signed-in
 * guest's shore-excursion cart (one per passenger and excursion), read through the query layer
 * only while cruise or resort excursions are switched on (a profile listing no modules has every
 * feature). The cart is a cart query: any `lido:cart` (a write here, another widget, another tab)
 * refreshes it, so the button follows every change without a reload.
 */
import { excursionCartCount, excursionCartQuery } from '../../core/query/excursions';
import { useHubQuery } from '../../core/query/hooks';
import { useCore, useSlice, useSignedIn } from '../../core/react/index';
import { hasModule } from '../../core/config/portal';

/** Entries in the cart; null while the button is hidden (signed out, no excursions, unknown or empty). */
export function useExcursionCartCount(): number | null {
  const core = useCore();
  const signedIn = useSignedIn();
  const sells = useSlice(core.stores.modules, (state) => hasModule(state.modules, 'cruiseExcursions', 'resortExcursions'));
  const active: [] | null = signedIn && sells ? [] : null;
  const count = useHubQuery(excursionCartQuery, active, { select: excursionCartCount });
  return active && typeof count.data === 'number' && count.data > 0 ? count.data : null;
}
