/** The content widgets' texts (namespace `content`) and the UI kit's, travelling in their chunk (core/i18n/catalogue.ts). */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/content.json';
import en from '../../core/i18n/locales/en/content.json';
import fr from '../../core/i18n/locales/fr/content.json';
import nl from '../../core/i18n/locales/nl/content.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, content: { de, en, fr, nl } } satisfies Catalogues;
