/** The problem reporting texts (namespace `problems`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/problems.json';
import en from '../../core/i18n/locales/en/problems.json';
import fr from '../../core/i18n/locales/fr/problems.json';
import nl from '../../core/i18n/locales/nl/problems.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, problems: { de, en, fr, nl } } satisfies Catalogues;
