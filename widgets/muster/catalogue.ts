/** The muster widget's texts (namespace `muster`) and the UI kit's, travelling in its chunk (core/i18n/catalogue.ts). */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/muster.json';
import en from '../../core/i18n/locales/en/muster.json';
import fr from '../../core/i18n/locales/fr/muster.json';
import nl from '../../core/i18n/locales/nl/muster.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, muster: { de, en, fr, nl } } satisfies Catalogues;
