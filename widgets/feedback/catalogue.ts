/** The feedback texts (namespace `feedback`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/feedback.json';
import en from '../../core/i18n/locales/en/feedback.json';
import fr from '../../core/i18n/locales/fr/feedback.json';
import nl from '../../core/i18n/locales/nl/feedback.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, feedback: { de, en, fr, nl } } satisfies Catalogues;
