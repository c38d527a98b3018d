/**
 * Prices as the guest reads them (000 §9, 001 §9): the hub's currency sign (the UI setting
 * `currencySymbol`, else the sign of the hub's currency, else the pound), 2 decimals, written the
 * way the guest's language writes money; 0 reads FREE where the caller says so.
 */
import { useCallback } from 'react';
import { currencySign, formatPrice } from '../format/prices';
import { useCore, useLanguage, useSlice, useT } from '../react/index';

export function useCurrencySign(): string {
  const { config, stores } = useCore();
  const symbol = useSlice(stores.configuration, (state) => state.hubSettings.uiSettings.currencySymbol);
  const currency = useSlice(config.state, (state) => state.device?.hub?.currency);
  return typeof symbol === 'string' && symbol.trim() ? symbol.trim() : currencySign(currency);
}

export interface PriceOptions {
  /** 0 reads FREE. */
  free?: boolean;
  /** The currency of this amount (an excursion catalogue's own), else the installation's sign. */
  currency?: string | null;
}

/**
 * `price(12.5)` → '£12.50' in English, '12,50 £' in German, French and Dutch; `price(0, { free:
 * true })` → 'FREE'; no price → ''. The one way a widget writes money.
 */
export function usePrice(): (amount: number | null | undefined, options?: PriceOptions) => string {
  const sign = useCurrencySign();
  const language = useLanguage();
  const common = useT('common');
  return useCallback(
    (amount, options) =>
      amount === 0 && options?.free ? common('price.free') : formatPrice(amount, options?.currency ? currencySign(options.currency) : sign, language),
    [sign, language, common],
  );
}
