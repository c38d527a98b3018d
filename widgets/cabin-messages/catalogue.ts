/** The cabin message texts (namespace `messages`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/messages.json';
import en from '../../core/i18n/locales/en/messages.json';
import fr from '../../core/i18n/locales/fr/messages.json';
import nl from '../../core/i18n/locales/nl/messages.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, messages: { de, en, fr, nl } } satisfies Catalogues;
