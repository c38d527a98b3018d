/** The home tiles' texts (namespace `home`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/home.json';
import en from '../../core/i18n/locales/en/home.json';
import fr from '../../core/i18n/locales/fr/home.json';
import nl from '../../core/i18n/locales/nl/home.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, home: { de, en, fr, nl } } satisfies Catalogues;
