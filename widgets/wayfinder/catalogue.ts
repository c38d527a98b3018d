/** The wayfinder texts (namespace `wayfinder`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/wayfinder.json';
import en from '../../core/i18n/locales/en/wayfinder.json';
import fr from '../../core/i18n/locales/fr/wayfinder.json';
import nl from '../../core/i18n/locales/nl/wayfinder.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, wayfinder: { de, en, fr, nl } } satisfies Catalogues;
