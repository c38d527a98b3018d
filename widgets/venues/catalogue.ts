/** The venues widgets' texts (namespace `venues`) and the UI kit's, travelling in their chunks (core/i18n/catalogue.ts). */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/venues.json';
import en from '../../core/i18n/locales/en/venues.json';
import fr from '../../core/i18n/locales/fr/venues.json';
import nl from '../../core/i18n/locales/nl/venues.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, venues: { de, en, fr, nl } } satisfies Catalogues;
