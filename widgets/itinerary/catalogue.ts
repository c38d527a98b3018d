/** The itinerary texts (namespace `itinerary`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/itinerary.json';
import en from '../../core/i18n/locales/en/itinerary.json';
import fr from '../../core/i18n/locales/fr/itinerary.json';
import nl from '../../core/i18n/locales/nl/itinerary.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, itinerary: { de, en, fr, nl } } satisfies Catalogues;
