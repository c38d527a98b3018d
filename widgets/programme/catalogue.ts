/** The programme texts (namespace `programme`), the kit's ship-time texts and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/programme.json';
import en from '../../core/i18n/locales/en/programme.json';
import fr from '../../core/i18n/locales/fr/programme.json';
import nl from '../../core/i18n/locales/nl/programme.json';
import shipTimeDe from '../../core/i18n/locales/de/ship-time.json';
import shipTimeEn from '../../core/i18n/locales/en/ship-time.json';
import shipTimeFr from '../../core/i18n/locales/fr/ship-time.json';
import shipTimeNl from '../../core/i18n/locales/nl/ship-time.json';
import { uiCatalogues } from '../../core/ui/catalogue';
import { SHIP_TIME_NAMESPACE } from '../../core/ui/ShipTime';

export default {
  ...uiCatalogues,
  programme: { de, en, fr, nl },
  // the kit's ship-time parts (core/ui/ShipTime.tsx)
  [SHIP_TIME_NAMESPACE]: { de: shipTimeDe, en: shipTimeEn, fr: shipTimeFr, nl: shipTimeNl },
} satisfies Catalogues;
