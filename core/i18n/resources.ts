/**
 * The catalogue bundled with the core: the `common` namespace in all four languages
 * (locales/<lang>/common.json). Feature namespaces travel with their widgets
 * (widgets/<feature>/catalogue.ts, see catalogue.ts); core/i18n/catalogue.test.ts fails when a
 * namespace file is bundled nowhere or a key exists in one language and not another.
 */
import type { Resource } from 'i18next';
import type { LanguageCode } from './languages';

import deCommon from './locales/de/common.json';
import enCommon from './locales/en/common.json';
import frCommon from './locales/fr/common.json';
import nlCommon from './locales/nl/common.json';

export const resources = {
  de: { common: deCommon },
  en: { common: enCommon },
  fr: { common: frCommon },
  nl: { common: nlCommon },
} satisfies Record<LanguageCode, Resource[string]>;

export const DEFAULT_NAMESPACE = 'common';
