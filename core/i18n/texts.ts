/**
 * Texts fetched per language (the CDN build, build/rollup-plugin-texts.mjs): beside every element
 * chunk `<tag>-<hash>.js` lie `<tag>-<hash>.<lang>.js`, the texts it shows in one language. Here,
 * keyed by the chunk's URL without `.js`: each element chunk enters itself when it runs, each
 * text file adds itself when it runs. lido.js fetches the page language's file in parallel with
 * the chunks and runs it first; the core adds what is here and fetches another language's files
 * before switching to it. In the npm package and the tests nothing is here: their catalogues
 * carry all four languages.
 */
import type { i18n, Resource } from 'i18next';
import type { LanguageCode } from './languages';

/** chunk URL without `.js` → language → namespace → texts; shared by every bundle on the page */
export type TextStash = Record<string, Partial<Record<LanguageCode, Resource[string]>>>;

export const TEXTS_KEY = Symbol.for('lido.texts.v1');

export const textStash = (): TextStash => ((globalThis as { [TEXTS_KEY]?: TextStash })[TEXTS_KEY] ??= {});

const added = new WeakMap<i18n, WeakSet<object>>();

function add(instance: i18n, lang: LanguageCode, texts: Resource[string]): void {
  let done = added.get(instance);
  if (!done) added.set(instance, (done = new WeakSet()));
  if (done.has(texts)) return;
  done.add(texts);
  for (const [ns, bundle] of Object.entries(texts)) instance.addResourceBundle(lang, ns, bundle, true, true);
}

let retries = 0;
/**
 * A text file, tried again at a new address when it fails: a browser may keep a module's failed
 * fetch for the page's lifetime (lido.js's on a flaky link, or the last switch's).
 */
const fetchTexts = (url: string): Promise<unknown> => import(/* @vite-ignore */ url).catch(() => import(/* @vite-ignore */ `${url}?${++retries}`));

/** Whether every element chunk's texts in `lang` are here (true when nothing is split). */
export const hasTexts = (lang: LanguageCode): boolean => Object.values(textStash()).every((byLang) => byLang[lang]);

/**
 * Adds the texts of `lang` to the instance, fetching what is missing. null: all were here
 * (added synchronously); a promise otherwise, rejected when a file could not be fetched.
 */
export function loadTexts(instance: i18n, lang: LanguageCode): Promise<void> | null {
  const fetches: Promise<void>[] = [];
  for (const [base, byLang] of Object.entries(textStash())) {
    const texts = byLang[lang];
    if (texts) add(instance, lang, texts);
    else
      fetches.push(
        fetchTexts(`${base}.${lang}.js`).then(() => {
          const fetched = byLang[lang];
          if (!fetched) throw new Error(`${base}.${lang}.js holds no texts`);
          add(instance, lang, fetched);
        }),
      );
  }
  return fetches.length ? Promise.all(fetches).then(() => {}) : null;
}

/** Adds the texts of the language shown (an element chunk's arrived), fetching what is missing. */
export function showTexts(instance: i18n): void {
  const lang = instance.language as LanguageCode;
  loadTexts(instance, lang)?.catch((error: unknown) => console.error(`[lido] the ${lang} texts could not be loaded`, error));
}
