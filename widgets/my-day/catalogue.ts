/** My day's texts (namespace `my-day`), the kit's ship-time texts and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/my-day.json';
import en from '../../core/i18n/locales/en/my-day.json';
import fr from '../../core/i18n/locales/fr/my-day.json';
import nl from '../../core/i18n/locales/nl/my-day.json';
import shipTimeDe from '../../core/i18n/locales/de/ship-time.json';
import shipTimeEn from '../../core/i18n/locales/en/ship-time.json';
import shipTimeFr from '../../core/i18n/locales/fr/ship-time.json';
import shipTimeNl from '../../core/i18n/locales/nl/ship-time.json';
import { uiCatalogues } from '../../core/ui/catalogue';
import { SHIP_TIME_NAMESPACE } from '../../core/ui/ShipTime';

export default {
  ...uiCatalogues,
  'my-day': { de, en, fr, nl },
  [SHIP_TIME_NAMESPACE]: { de: shipTimeDe, en: shipTimeEn, fr: shipTimeFr, nl: shipTimeNl },
} satisfies Catalogues;
