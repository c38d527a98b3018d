/** The shore-excursion widgets' texts (namespace `excursions`), the kit's excursion-price texts the kit's error summary texts and the UI kit's, travelling in their chunks. */
import type { Catalogues } from '../../core/i18n/catalogue';
import pricesDe from '../../core/i18n/locales/de/excursion-prices.json';
import pricesEn from '../../core/i18n/locales/en/excursion-prices.json';
import pricesFr from '../../core/i18n/locales/fr/excursion-prices.json';
import pricesNl from '../../core/i18n/locales/nl/excursion-prices.json';
import de from '../../core/i18n/locales/de/excursions.json';
import en from '../../core/i18n/locales/en/excursions.json';
import fr from '../../core/i18n/locales/fr/excursions.json';
import nl from '../../core/i18n/locales/nl/excursions.json';
import formErrorsDe from '../../core/i18n/locales/de/form-errors.json';
import formErrorsEn from '../../core/i18n/locales/en/form-errors.json';
import formErrorsFr from '../../core/i18n/locales/fr/form-errors.json';
import formErrorsNl from '../../core/i18n/locales/nl/form-errors.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default {
  ...uiCatalogues,
  excursions: { de, en, fr, nl },
  // the kit's excursion prices (core/ui/ExcursionPrices.tsx)
  'excursion-prices': { de: pricesDe, en: pricesEn, fr: pricesFr, nl: pricesNl },
  // the kit's error summary of a form (core/ui/ErrorSummary.tsx)
  'form-errors': { de: formErrorsDe, en: formErrorsEn, fr: formErrorsFr, nl: formErrorsNl },
} satisfies Catalogues;
