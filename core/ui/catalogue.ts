/**
 * The kit's texts (namespace `ui`: hub errors and the hub's keys in words, stale note, empty state).
 * The VOD session's and VOD failures' texts are the vod namespace's (only VOD widgets show them).
 * They travel with the kit's chunk, not with the shared core chunk: every widget's catalogue
 * (widgets/<feature>/catalogue.ts) spreads them next to its own namespace, and defineWidget
 * registers them once per page (core/i18n/catalogue.ts).
 */
import type { Catalogues } from '../i18n/catalogue';
import { UI_NAMESPACE } from './texts';
import de from '../i18n/locales/de/ui.json';
import en from '../i18n/locales/en/ui.json';
import fr from '../i18n/locales/fr/ui.json';
import nl from '../i18n/locales/nl/ui.json';

export const uiCatalogues = { [UI_NAMESPACE]: { de, en, fr, nl } } satisfies Catalogues;
