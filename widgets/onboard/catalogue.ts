/** The onboard excursion and bookings widgets' texts (namespace `onboard`) and the UI kit's, travelling in their chunks. */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/onboard.json';
import en from '../../core/i18n/locales/en/onboard.json';
import fr from '../../core/i18n/locales/fr/onboard.json';
import nl from '../../core/i18n/locales/nl/onboard.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, onboard: { de, en, fr, nl } } satisfies Catalogues;
