/** The shell texts (and the UI kit's) travel with these widgets, not with the shared core chunk (core/i18n/catalogue.ts). */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/shell.json';
import en from '../../core/i18n/locales/en/shell.json';
import fr from '../../core/i18n/locales/fr/shell.json';
import nl from '../../core/i18n/locales/nl/shell.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, shell: { de, en, fr, nl } } satisfies Catalogues;
