/** The ship detail texts (namespace `ship`) and the UI kit's, travelling in this widget's chunk. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/ship.json';
import en from '../../core/i18n/locales/en/ship.json';
import fr from '../../core/i18n/locales/fr/ship.json';
import nl from '../../core/i18n/locales/nl/ship.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, ship: { de, en, fr, nl } } satisfies Catalogues;
