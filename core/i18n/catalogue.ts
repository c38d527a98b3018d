/**
 * Feature catalogues travel in their widget's chunk, not in the shared core chunk (the floor every
 * embed pays): a feature imports its four locale files in widgets/<feature>/catalogue.ts and hands
 * them to defineWidget, which registers them on the page's one i18next instance before the first
 * render. Only the `common` namespace is bundled with the core (core/i18n/resources.ts).
 * In the CDN build (dist/) these imports are empty and each element's texts come one language at
 * a time from beside its chunk (build/rollup-plugin-texts.mjs, ./texts.ts).
 */
import type { ResourceKey } from 'i18next';
import type { LidoI18n } from './i18n';
import { LANGUAGES, type LanguageCode } from './languages';
import { showTexts } from './texts';

export type Catalogue = Readonly<Record<LanguageCode, ResourceKey>>;
/** namespace → its texts in every language */
export type Catalogues = Readonly<Record<string, Catalogue>>;

export function registerCatalogues(i18n: LidoI18n, catalogues: Catalogues): void {
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    for (const lang of LANGUAGES) {
      if (!i18n.hasResourceBundle(lang, namespace)) i18n.addResourceBundle(lang, namespace, catalogue[lang]);
    }
  }
  // The CDN build's catalogues are empty: the texts lie beside the element chunk (./texts.ts).
  showTexts(i18n);
}
