/** The VOD widget's texts (namespace `vod`) and the UI kit's, travelling in its chunks (core/i18n/catalogue.ts). */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/vod.json';
import en from '../../core/i18n/locales/en/vod.json';
import fr from '../../core/i18n/locales/fr/vod.json';
import nl from '../../core/i18n/locales/nl/vod.json';
import { uiCatalogues } from '../../core/ui/catalogue';

export default { ...uiCatalogues, vod: { de, en, fr, nl } } satisfies Catalogues;
