/** The photo shop texts (namespace `photo`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/photo.json';
import en from '../../core/i18n/locales/en/photo.json';
import fr from '../../core/i18n/locales/fr/photo.json';
import nl from '../../core/i18n/locales/nl/photo.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, photo: { de, en, fr, nl } } satisfies Catalogues;
