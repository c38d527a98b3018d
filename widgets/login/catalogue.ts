/** The login texts (and the UI kit's) travel with these widgets, not with the shared core chunk (core/i18n/catalogue.ts). */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/login.json';
import en from '../../core/i18n/locales/en/login.json';
import fr from '../../core/i18n/locales/fr/login.json';
import nl from '../../core/i18n/locales/nl/login.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, login: { de, en, fr, nl } } satisfies Catalogues;
