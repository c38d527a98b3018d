/** The programme texts (namespace `programme`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/programme.json';
import en from '../../core/i18n/locales/en/programme.json';
import fr from '../../core/i18n/locales/fr/programme.json';
import nl from '../../core/i18n/locales/nl/programme.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, programme: { de, en, fr, nl } } satisfies Catalogues;
