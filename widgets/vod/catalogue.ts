/** The media widgets' texts (namespace `vod`), travelling in their chunks (core/i18n/catalogue.ts). */
import type { Catalogues } from '../../core/i18n/catalogue';
import de from '../../core/i18n/locales/de/vod.json';
import en from '../../core/i18n/locales/en/vod.json';
import fr from '../../core/i18n/locales/fr/vod.json';
import nl from '../../core/i18n/locales/nl/vod.json';

export default { vod: { de, en, fr, nl } } satisfies Catalogues;
