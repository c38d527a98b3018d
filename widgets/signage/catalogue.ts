/** The signage board texts (namespace `signage`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/signage.json';
import en from '../../core/i18n/locales/en/signage.json';
import fr from '../../core/i18n/locales/fr/signage.json';
import nl from '../../core/i18n/locales/nl/signage.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, signage: { de, en, fr, nl } } satisfies Catalogues;
