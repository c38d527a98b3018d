/**
 * An excursion's prices per person — adult, child with its age band, FREE and N/A (001 §9) — and
 * the places left, as shore and onboard excursion pages show them. Its texts (namespace
 * `excursion-prices`, core/i18n/locales/{lang}/excursion-prices.json) travel in the catalogue of
 * each widget that shows it (widgets/<feature>/catalogue.ts).
 */
import { availabilityMessage } from '../format/availability';
import { childAgeLabel, childPriceLabel, currencySign } from '../format/prices';
import { useLanguage, useT } from '../react/index';
import { useCurrencySign, usePrice } from './price';
import { Fact } from './Fact';

export const EXCURSION_PRICES_NAMESPACE = 'excursion-prices';

export interface ExcursionPricesProps {
  price: { adult?: number | null; child?: number | null; currency?: string | null } | null | undefined;
  minimumAge?: number | null;
  /** Places left; null or undefined shows no line. */
  places?: number | null;
  /** Closed for online booking: the places are not the guest's concern. */
  hidePlaces?: boolean;
}

export function ExcursionPrices({ price: prices, minimumAge, places, hidePlaces = false }: ExcursionPricesProps) {
  const t = useT(EXCURSION_PRICES_NAMESPACE);
  const common = useT('common');
  const language = useLanguage();
  const guestSign = useCurrencySign();
  const price = usePrice();
  const currency = prices?.currency ?? undefined;
  const ages = childAgeLabel(minimumAge);
  const child = childPriceLabel(prices?.child, minimumAge, currency ? currencySign(currency) : guestSign, language);
  const availability = hidePlaces ? null : availabilityMessage(places);
  return (
    <section className="excursion-prices" part="prices">
      <h2>{t('prices')}</h2>
      <dl className="facts">
        <Fact label={t('adult')} valueClass="price-adult">
          {price(prices?.adult, { currency }) || common('price.notAvailable')}
        </Fact>
        <Fact label={ages ? t('child', { ages: common(ages.key, { ...ages.values }) }) : t('childNoAges')} labelClass="child-label" valueClass="price-child">
          {'text' in child ? child.text : common(child.key, { ...child.values })}
        </Fact>
      </dl>
      {availability && <p className="availability">{common(availability.key, { ...availability.values })}</p>}
    </section>
  );
}
