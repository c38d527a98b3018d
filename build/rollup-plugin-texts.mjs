/**
 * The CDN build's texts, one language per file (the widgets build only; the npm build, the test
 * runner's source serving and vitest keep the catalogues' four languages):
 *
 * - every catalogue file core/i18n/locales/<lang>/<ns>.json becomes `{}` in the chunks, so no
 *   chunk carries texts (the catalogues register empty bundles);
 * - beside each element chunk `<tag>-<hash>.js` go `<tag>-<hash>.<lang>.js`, one per language:
 *   `export default { <ns>: {…} }` with every namespace the element can show (its static and
 *   lazy imports: common, ui, its own, article and media texts);
 * - the element chunk's hash covers those texts, so a changed text gives new file names;
 * - each element chunk first names itself in the page's text stash (core/i18n/texts.ts) and each
 *   text file adds itself there, so the core knows which files to fetch for another language.
 *
 * lido.js names the text file from the element chunk's (no map entry) and fetches the page
 * language's one in parallel with the chunks; core/i18n/texts.ts fetches another language's on
 * a switch.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../core/i18n/languages.ts';

const STASH = '(globalThis[Symbol.for("lido.texts.v1")]??={})';
const BESIDE = '\0lido-texts-beside';
const LOCALE = /[\\/]core[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;

/**
 * A text file: it adds its texts to the page's stash under its element chunk's URL (without
 * `.js`; core/i18n/texts.ts may ask for it again with a query) when it runs; an object literal is 50 bytes smaller gzipped than JSON.parse('…') with
 * its escaped quotes, and at a few KiB no slower to parse.
 * @param {string} lang
 * @param {Record<string, unknown>} resources namespace → texts
 */
export const textsModule = (lang, resources, floor = false) =>
  floor
    ? // the legacy set's: no ??= (these files are assets, not lowered like the chunks; rollup.config.mjs)
      `var s=globalThis[Symbol.for("lido.texts.v1")]||(globalThis[Symbol.for("lido.texts.v1")]={}),k=import.meta.url.replace(/\\.${lang}\\.js(\\?.*)?$/,"");(s[k]||(s[k]={})).${lang}=${JSON.stringify(resources)};\n`
    : `(${STASH}[import.meta.url.replace(/\\.${lang}\\.js(\\?.*)?$/,"")]??={}).${lang}=${JSON.stringify(resources)};\n`;

/**
 * @param {string[]} elementFiles the entry modules whose chunks get text files
 * @param {{ floor?: boolean }} options floor: the legacy set's (text files in floor syntax)
 */
export default function texts(elementFiles, { floor = false } = {}) {
  const entries = new Set(elementFiles);
  /** namespace → lang → the catalogue file's text */
  const catalogues = new Map();
  const text = (ns, lang) => catalogues.get(ns)?.get(lang) ?? '{}';

  /** The namespaces `entry` can show: its static and dynamic import closure's catalogues. */
  function namespaces(getModuleInfo, entry) {
    const found = new Set();
    const seen = new Set();
    const queue = [entry];
    while (queue.length) {
      const id = queue.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      const locale = LOCALE.exec(id);
      if (locale) found.add(locale[2]);
      const info = getModuleInfo(id);
      if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
    return [...found].sort();
  }

  return {
    name: 'lido-texts',
    resolveId(source, importer) {
      return source === BESIDE ? { id: `${BESIDE}:${importer}`, moduleSideEffects: true } : null;
    },
    load(id) {
      // one module per element chunk (a shared one would become a chunk of its own)
      if (id.startsWith(BESIDE)) return `${STASH}[import.meta.url.slice(0,-3)]??={};\n`;
      const locale = LOCALE.exec(id);
      if (!locale) return null;
      const [, lang, ns] = locale;
      if (!catalogues.has(ns)) catalogues.set(ns, new Map());
      catalogues.get(ns).set(lang, readFileSync(id, 'utf8'));
      this.addWatchFile(id);
      return '{}';
    },
    transform: {
      // after the TypeScript plugin (which emits from its own program, not from the code given)
      order: 'post',
      handler(code, id) {
        // first import of the element module: runs before the element is defined
        return entries.has(id) ? { code: `import ${JSON.stringify(BESIDE)};\n${code}`, map: null } : null;
      },
    },
    augmentChunkHash(chunk) {
      if (!chunk.isEntry || !entries.has(chunk.facadeModuleId)) return undefined;
      const hash = createHash('sha256');
      for (const ns of namespaces((id) => this.getModuleInfo(id), chunk.facadeModuleId))
        for (const lang of LANGUAGES) hash.update(`${ns}/${lang}\0${text(ns, lang)}\0`);
      return hash.digest('hex');
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !entries.has(chunk.facadeModuleId)) continue;
        // the stash names the texts by the URL of the chunk the element module runs in: that must be this one
        if (!chunk.moduleIds.includes(`${BESIDE}:${chunk.facadeModuleId}`))
          this.error(`${chunk.fileName}: its element module went to another chunk (a facade entry): its texts would be asked for by that chunk's name`);
        const names = namespaces((id) => this.getModuleInfo(id), chunk.facadeModuleId);
        for (const lang of LANGUAGES) {
          const resources = Object.fromEntries(names.map((ns) => [ns, JSON.parse(text(ns, lang))]));
          this.emitFile({
            type: 'asset',
            fileName: chunk.fileName.replace(/\.js$/, `.${lang}.js`),
            source: textsModule(lang, resources, floor),
          });
        }
      }
    },
  };
}
