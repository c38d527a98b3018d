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

import deLogin from './locales/de/login.json';
import enLogin from './locales/en/login.json';
import frLogin from './locales/fr/login.json';
import nlLogin from './locales/nl/login.json';

import deShell from './locales/de/shell.json';
import enShell from './locales/en/shell.json';
import frShell from './locales/fr/shell.json';
import nlShell from './locales/nl/shell.json';

export const resources = {
  de: { common: deCommon, login: deLogin, shell: deShell },
  en: { common: enCommon, login: enLogin, shell: enShell },
  fr: { common: frCommon, login: frLogin, shell: frShell },
  nl: { common: nlCommon, login: nlLogin, shell: nlShell },
} satisfies Record<LanguageCode, Resource[string]>;

export const DEFAULT_NAMESPACE = 'common';
