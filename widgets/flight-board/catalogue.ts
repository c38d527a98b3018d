/** The flight board's texts (namespace `flights`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/flights.json';
import en from '../../core/i18n/locales/en/flights.json';
import fr from '../../core/i18n/locales/fr/flights.json';
import nl from '../../core/i18n/locales/nl/flights.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, flights: { de, en, fr, nl } } satisfies Catalogues;
