/** Price and duration of an item as the guest reads them (000 §9, 001 §9). */
import type { VenueItem } from '../../core/hub/venues';
import { durationFromMinutes, durationMessage } from '../../core/format/durations';
import { useT } from '../../core/react/index';
import { usePrice } from '../../core/ui/price';

export function useVenueFacts(item: Pick<VenueItem, 'price' | 'duration'>): { price: string; duration: string } {
  const price = usePrice();
  const common = useT('common');
  const minutes = item.duration;
  const duration = typeof minutes === 'number' && minutes > 0 ? durationMessage(durationFromMinutes(minutes)) : null;
  return {
    price: price(item.price, { free: true }),
    duration: duration ? common(duration.key, duration.values ?? {}) : '',
  };
}
