/** The shore-excursion widgets' texts (namespace `excursions`) and the UI kit's, travelling in their chunks. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/excursions.json';
import en from '../../core/i18n/locales/en/excursions.json';
import fr from '../../core/i18n/locales/fr/excursions.json';
import nl from '../../core/i18n/locales/nl/excursions.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, excursions: { de, en, fr, nl } } satisfies Catalogues;
