/**
 * Every key in every namespace file exists in all four languages, and every file on disk is
 * bundled: `common` with the core (resources.ts), the UI kit's `ui` through core/ui/catalogue.ts
 * (which every widget catalogue spreads), its `media` through core/ui/media-texts.ts, features through widgets/<feature>/catalogue.ts. Scans
 * locales/ at run time, so feature namespaces are covered as soon as they exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from './languages';
import { resources } from './resources';

const LOCALES = join(import.meta.dirname, 'locales');
const WIDGETS = join(import.meta.dirname, '../../widgets');
const UI_CATALOGUE = join(import.meta.dirname, '../ui/catalogue.ts');
/** The kit's media texts (namespace `media`), registered by the media parts themselves. */
const mediaTexts = readFileSync(join(import.meta.dirname, '../ui/media-texts.ts'), 'utf8');
const writeWaiting = readFileSync(join(import.meta.dirname, '../ui/WriteWaiting.tsx'), 'utf8');
/** The 10-foot remote's own texts (only TVs load it). */
const remote = readFileSync(join(import.meta.dirname, '../ui/remote.ts'), 'utf8');
/** Feature catalogues (widgets/<feature>/catalogue.ts) registered through defineWidget. */
const widgetCatalogues = readdirSync(WIDGETS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(WIDGETS, entry.name, 'catalogue.ts'))
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, 'utf8'));
const uiCatalogue = readFileSync(UI_CATALOGUE, 'utf8');
/** A part's own texts (widgets/<feature>/<part>-texts.ts), registered when the part's chunk loads. */
const partTexts = readdirSync(WIDGETS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join(WIDGETS, entry.name))
      .filter((file) => file.endsWith('-texts.ts'))
      .map((file) => join(WIDGETS, entry.name, file)),
  )
  .map((file) => readFileSync(file, 'utf8'));

type Tree = { [key: string]: string | Tree };

/** 'a.b.c' paths of all leaf strings; plural suffixes count as their own keys. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));
}

function badLeaves(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return [prefix || '(root)'];
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return value.trim() === '' ? [`${prefix}${key} (empty)`] : [];
    return badLeaves(value, `${prefix}${key}.`);
  });
}

const namespacesByLanguage = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    readdirSync(join(LOCALES, lang))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort(),
  ]),
) as Record<(typeof LANGUAGES)[number], string[]>;

const allNamespaces = [...new Set(Object.values(namespacesByLanguage).flat())].sort();

function load(lang: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, lang, `${namespace}.json`), 'utf8')) as Tree;
}

test('only the four languages have catalogues', () => {
  expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
});

test.each(LANGUAGES)('%s has every namespace file', (lang) => {
  expect(namespacesByLanguage[lang]).toEqual(allNamespaces);
});

describe.each(allNamespaces)('namespace %s', (namespace) => {
  test.each(LANGUAGES)('%s: valid JSON, only non-empty strings', (lang) => {
    expect(badLeaves(load(lang, namespace))).toEqual([]);
  });

  test('the same keys in every language', () => {
    const keys = Object.fromEntries(LANGUAGES.map((lang) => [lang, leafKeys(load(lang, namespace)).sort()]));
    const union = [...new Set(Object.values(keys).flat())].sort();
    const missing = Object.fromEntries(LANGUAGES.map((lang) => [lang, union.filter((key) => !keys[lang]!.includes(key))]));
    expect(missing).toEqual(Object.fromEntries(LANGUAGES.map((lang) => [lang, []])));
  });

  test.each(LANGUAGES)('%s is bundled: in resources.ts (core) or a widget catalogue module', (lang) => {
    const bundled = resources[lang] as Record<string, unknown>;
    if (bundled[namespace] !== undefined) {
      expect(bundled[namespace]).toEqual(load(lang, namespace));
      return;
    }
    const importer = new RegExp(`from '\\.\\./\\.\\./core/i18n/locales/${lang}/${namespace}\\.json'`);
    const kitImporter = new RegExp(`from '\\.\\./i18n/locales/${lang}/${namespace}\\.json'`);
    if (kitImporter.test(uiCatalogue)) {
      // the kit's catalogue reaches the page through every widget catalogue
      expect(
        widgetCatalogues.every((source) => source.includes('...uiCatalogues')),
        'every widgets/*/catalogue.ts spreads uiCatalogues',
      ).toBe(true);
      return;
    }
    if (kitImporter.test(mediaTexts)) {
      // the kit's media parts register their own texts when their chunk loads
      expect(mediaTexts).toContain('registerCatalogues(getCore().i18n, mediaCatalogues)');
      return;
    }
    if (kitImporter.test(writeWaiting)) {
      // so does the waiting state of queued writes (only writing widgets load it)
      expect(writeWaiting).toContain('registerCatalogues(getCore().i18n, writesCatalogues)');
      return;
    }
    if (kitImporter.test(remote)) {
      expect(remote).toContain('registerCatalogues(getCore().i18n, remoteCatalogues)');
      return;
    }
    // below the engine floor no core runs: the legacy loader's notice carries its four texts itself
    if (namespace === 'floor') {
      expect(readFileSync(join(WIDGETS, 'floor-notice.ts'), 'utf8')).toMatch(new RegExp(`from '\\.\\./core/i18n/locales/${lang}/floor\\.json'`));
      return;
    }
    const part = partTexts.find((source) => importer.test(source));
    if (part) {
      expect(part).toMatch(/registerCatalogues\(getCore\(\)\.i18n, /);
      return;
    }
    expect(widgetCatalogues.filter((source) => importer.test(source)).length, `widgets/*/catalogue.ts importing ${lang}/${namespace}.json`).toBeGreaterThan(0);
  });
});
