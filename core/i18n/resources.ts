/**
 * The translation catalogues, bundled statically: one JSON file per namespace and language
 * (locales/<lang>/<namespace>.json). A feature adds its namespace by importing its four files
 * here and listing it in `resources` below; core/i18n/catalogue.test.ts fails when a file on
 * disk is missing from this table or a key exists in one language and not another.
 */
import type { Resource } from 'i18next';
import type { LanguageCode } from './languages';

import deCommon from './locales/de/common.json';
import enCommon from './locales/en/common.json';
import frCommon from './locales/fr/common.json';
import nlCommon from './locales/nl/common.json';


import deVod from './locales/de/vod.json';
import enVod from './locales/en/vod.json';
import frVod from './locales/fr/vod.json';
import nlVod from './locales/nl/vod.json';

export const resources = {
  de: { common: deCommon, vod: deVod },
  en: { common: enCommon, vod: enVod },
  fr: { common: frCommon, vod: frVod },
  nl: { common: nlCommon, vod: nlVod },
} satisfies Record<LanguageCode, Resource[string]>;

export const DEFAULT_NAMESPACE = 'common';
