/** The account texts (namespace `account`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/account.json';
import en from '../../core/i18n/locales/en/account.json';
import fr from '../../core/i18n/locales/fr/account.json';
import nl from '../../core/i18n/locales/nl/account.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, account: { de, en, fr, nl } } satisfies Catalogues;
