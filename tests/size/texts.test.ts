/**
 * The CDN bundle's texts, read from the built dist/cdn/<version>/ (both sets, modern and legacy/):
 * every text file lido.js or a chunk can ask for exists, for every language, and holds that
 * chunk's texts (build/rollup-plugin-texts.mjs, core/i18n/texts.ts). What can be asked for comes
 * from the built files themselves, not from a list here:
 *
 * - a loader (lido.js, legacy/lido.js, the follow copies) asks for `<tag>-<hash>.<lang>.js` of
 *   every element in its tag → chunk table (widgets/loader.ts);
 * - the core asks for `<chunk>.<lang>.js` of every chunk that named itself in the page's text
 *   stash when it ran (core/i18n/texts.ts loadTexts): the chunks whose code does so.
 *
 * A text file missing is a 404 on a language switch, or on the first load (lido.js asked for the
 * texts of `vod.element-<hash>.js` in each language and the build wrote none).
 *
 *   npm exec -- vitest run --config tests/size/vitest.config.ts tests/size/texts.test.ts
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const REPORT = path.join(DIST, 'size-report.json');
if (!existsSync(REPORT)) throw new Error('dist/size-report.json is missing: run `npm run build` before the bundle tests');
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as { version: string; dir: string; legacy?: { dir: string } };
const BUNDLE = path.join(DIST, report.dir);

const STASH = 'Symbol.for("lido.texts.v1")';
/** A text file: `<name>-<hash>.<lang>.js`. */
const TEXT_FILE = new RegExp(`\\.(${LANGUAGES.join('|')})\\.js$`);
/** An element in a loader's table (widgets/loader.ts, built by build/rollup-plugin-widgets.mjs): `"<tag>":["<hash>",`. */
const TABLE_ENTRY = /"([a-z][\w]*-[\w-]*)":\["([\w-]+)",/g;

/** What a loader asks for: `<tag>-<hash>` of every element of its table. */
export function loaderAsks(loader: string): string[] {
  return [...readFileSync(loader, 'utf8').matchAll(TABLE_ENTRY)].map(([, tag, hash]) => `${tag}-${hash}`);
}

/** The chunks of a set that name themselves in the text stash when they run (their file name without `.js`). */
export function selfNamingChunks(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js') && !TEXT_FILE.test(file))
    .filter((file) => {
      const code = readFileSync(path.join(dir, file), 'utf8');
      // the stash entry keyed by the chunk's own URL without `.js` (rollup-plugin-texts.mjs BESIDE)
      return code.includes(STASH) && code.includes('import.meta.url.slice(0,-3)');
    })
    .map((file) => file.slice(0, -3));
}

/** The stash a text file fills when it runs at `url` (it runs alone: a module without imports). */
function runTexts(file: string, url: string): Record<string, Record<string, unknown>> {
  const code = readFileSync(file, 'utf8').replaceAll('import.meta.url', JSON.stringify(url));
  // a realm of its own; the stash comes back as the script's last value
  return (runInNewContext(`${code}\n;globalThis[${STASH}]`, {}) as Record<string, Record<string, Record<string, unknown>>> | undefined) ?? {};
}

/**
 * Every text file a set's loaders and chunks can ask for that is missing or holds no texts for
 * its chunk and language: `<file> (why)`.
 */
export function missingTexts(dir: string, loaders: string[]): string[] {
  const chunks = new Set(loaders.flatMap(loaderAsks));
  for (const chunk of selfNamingChunks(dir)) chunks.add(chunk);
  const problems: string[] = [];
  for (const chunk of [...chunks].sort()) {
    if (!existsSync(path.join(dir, `${chunk}.js`))) problems.push(`${chunk}.js (a loader names it; no such chunk)`);
    for (const lang of LANGUAGES) {
      const file = path.join(dir, `${chunk}.${lang}.js`);
      if (!existsSync(file)) {
        problems.push(`${chunk}.${lang}.js (missing)`);
        continue;
      }
      const base = `https://cdn.example/lido/${chunk}`;
      const texts = runTexts(file, `${base}.${lang}.js`)[base]?.[lang] as Record<string, unknown> | undefined;
      if (!texts || !('common' in texts)) problems.push(`${chunk}.${lang}.js (no ${lang} texts for ${chunk}.js)`);
    }
  }
  return problems;
}

const SETS = [
  {
    name: 'the modern set',
    dir: BUNDLE,
    // lido.js and its follow copies (cdn/<major>/lido.js, cdn/lido.js) load this set's chunks
    loaders: [path.join(BUNDLE, 'lido.js'), path.join(DIST, 'cdn', report.version.split('.')[0]!, 'lido.js'), path.join(DIST, 'cdn', 'lido.js')],
  },
  { name: 'the legacy set', dir: path.join(BUNDLE, 'legacy'), loaders: [path.join(BUNDLE, 'legacy', 'lido.js')] },
];

describe('the CDN bundle: every text file lido.js or a chunk can ask for exists, in every language', () => {
  for (const set of SETS) {
    it(`${set.name}: for every element of its loaders' tables and every chunk naming itself in the text stash`, () => {
      const elements = set.loaders.map(loaderAsks);
      // the table was read (a changed format must not make this test vacuous)
      expect(elements[0]!.length, `${set.loaders[0]}: its tag → chunk table`).toBeGreaterThan(20);
      for (const other of elements.slice(1)) expect(other).toEqual(elements[0]);
      const named = selfNamingChunks(set.dir);
      expect(named.length).toBeGreaterThanOrEqual(elements[0]!.length);
      // the VOD element's chunk (vod.element-…, lido-vod's texts were once asked for by that name)
      expect(named.some((chunk) => chunk.startsWith('lido-vod-'))).toBe(true);
      expect(missingTexts(set.dir, set.loaders)).toEqual([]);
    });
  }

  it('a text file removed from a built copy is found missing', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'lido-texts-'));
    try {
      cpSync(BUNDLE, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}legacy`) && !source.endsWith('.map') });
      const [chunk] = selfNamingChunks(copy).filter((name) => name.startsWith('lido-vod-'));
      rmSync(path.join(copy, `${chunk}.fr.js`));
      expect(missingTexts(copy, [path.join(copy, 'lido.js')])).toEqual([`${chunk}.fr.js (missing)`]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
