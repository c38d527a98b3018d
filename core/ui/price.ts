/**
 * Prices as the guest reads them (000 §9, 001 §9): the hub's currency sign (the UI setting
 * `currencySymbol`, else the sign of the hub's currency, else the pound) and 2 decimals; 0 reads
 * FREE where the caller says so.
 */
import { useCallback } from 'react';
import { currencySign, formatPrice } from '../format/prices';
import { useCore, useSlice, useT } from '../react/index';

export function useCurrencySign(): string {
  const { config, stores } = useCore();
  const symbol = useSlice(stores.configuration, (state) => state.hubSettings.uiSettings.currencySymbol);
  const currency = useSlice(config.state, (state) => state.device?.hub?.currency);
  return typeof symbol === 'string' && symbol.trim() ? symbol.trim() : currencySign(currency);
}

/** `price(12.5)` → '£12.50'; `price(0, { free: true })` → 'FREE'; no price → ''. */
export function usePrice(): (amount: number | null | undefined, options?: { free?: boolean }) => string {
  const sign = useCurrencySign();
  const common = useT('common');
  return useCallback(
    (amount, options) => (amount === 0 && options?.free ? common('price.free') : formatPrice(amount, sign)),
    [sign, common],
  );
}
