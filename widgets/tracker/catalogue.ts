/** The tracker texts (namespace `tracker`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/tracker.json';
import en from '../../core/i18n/locales/en/tracker.json';
import fr from '../../core/i18n/locales/fr/tracker.json';
import nl from '../../core/i18n/locales/nl/tracker.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, tracker: { de, en, fr, nl } } satisfies Catalogues;
