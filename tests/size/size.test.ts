/**
 * Bundle size budgets, measured on the built dist/ (run `npm run build` first): the CDN bundle in
 * dist/cdn/<version>/ and its follow copies of lido.js. Sizes are recomputed from the files here;
 * dist/size-report.json only says which chunk is which and where they are.
 *
 *   npm exec -- vitest run --config tests/size/vitest.config.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages';
import commonDe from '../../core/i18n/locales/de/common.json';
import uiDe from '../../core/i18n/locales/de/ui.json';
import { BUDGETS_KIB } from './budgets';

interface Chunk {
  file: string;
  kind: 'loader' | 'core' | 'widget' | 'shared' | 'lazy';
  tag?: string;
  gzip: number;
  imports: string[];
}

const DIST = path.resolve(import.meta.dirname, '../../dist');
const REPORT = path.join(DIST, 'size-report.json');
if (!existsSync(REPORT)) throw new Error('dist/size-report.json is missing: run `npm run build` before the size tests');
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as { version: string; dir: string; chunks: Chunk[]; legacy?: { dir: string; chunks: Chunk[] } };
/** The version folder (dist/cdn/<version>/) the report describes. */
const BUNDLE = path.join(DIST, report.dir);

const bytesOf = (chunk: Chunk) => readFileSync(path.join(BUNDLE, chunk.file));
const gzipKiB = (chunk: Chunk) => gzipSync(bytesOf(chunk), { level: 9 }).length / 1024;
const ofKind = (...kinds: Chunk['kind'][]) => report.chunks.filter((chunk) => kinds.includes(chunk.kind));
/** An element chunk's texts in one language (build/rollup-plugin-texts.mjs). */
const textsOf = (chunk: Chunk, lang: string) => chunk.file.replace(/\.js$/, `.${lang}.js`);
/** A string only React's own runtime contains. */
const REACT_MARKER = 'react.transitional.element';

describe('bundle size budgets (min+gzip)', () => {
  it('the report describes the files on disk', () => {
    for (const chunk of report.chunks) expect(gzipSync(bytesOf(chunk), { level: 9 }).length, chunk.file).toBe(chunk.gzip);
  });

  it(`lido.js (the autoloader) ≤ ${BUDGETS_KIB.loader} KiB and imports nothing statically`, () => {
    const [loader] = ofKind('loader');
    expect(loader?.file).toBe('lido.js');
    expect(loader!.imports).toEqual([]);
    expect(bytesOf(loader!).toString()).not.toContain(REACT_MARKER);
    expect(gzipKiB(loader!)).toBeLessThanOrEqual(BUDGETS_KIB.loader);
  });

  it(`the bundle is dist/cdn/<version>/; the follow copies of lido.js (major line, latest) are ≤ ${BUDGETS_KIB.loader} KiB too`, () => {
    expect(report.dir).toBe(`cdn/${report.version}`);
    for (const follow of [`cdn/${report.version.split('.')[0]}/lido.js`, 'cdn/lido.js']) {
      const bytes = readFileSync(path.join(DIST, follow));
      expect(gzipSync(bytes, { level: 9 }).length / 1024, follow).toBeLessThanOrEqual(BUDGETS_KIB.loader);
    }
  });

  it(`exactly one shared core chunk, holding React, ≤ ${BUDGETS_KIB.core} KiB`, () => {
    const cores = ofKind('core');
    expect(cores.map((c) => c.file)).toHaveLength(1);
    expect(cores[0]!.file).toMatch(/^core-[\w-]+\.js$/);
    expect(bytesOf(cores[0]!).toString()).toContain(REACT_MARKER);
    expect(gzipKiB(cores[0]!)).toBeLessThanOrEqual(BUDGETS_KIB.core);
  });

  it(`every widget chunk and shared chunk ≤ ${BUDGETS_KIB.widget} KiB, none with its own React`, () => {
    const over = ofKind('widget', 'shared')
      .map((chunk) => ({ file: chunk.file, kib: Number(gzipKiB(chunk).toFixed(1)), react: bytesOf(chunk).toString().includes(REACT_MARKER) }))
      .filter((chunk) => chunk.kib > BUDGETS_KIB.widget || chunk.react);
    expect(over).toEqual([]);
  });

  it(`the lido-my-day chunk ≤ ${BUDGETS_KIB.myDay} KiB`, () => {
    const chunk = report.chunks.find((each) => each.kind === 'widget' && each.tag === 'lido-my-day');
    expect(chunk, 'lido-my-day has an element chunk').toBeDefined();
    expect(gzipKiB(chunk!)).toBeLessThanOrEqual(BUDGETS_KIB.myDay);
  });

  it(`the lido-flight-board chunk ≤ ${BUDGETS_KIB.flightBoard} KiB`, () => {
    const chunk = report.chunks.find((each) => each.kind === 'widget' && each.tag === 'lido-flight-board');
    expect(chunk, 'lido-flight-board has an element chunk').toBeDefined();
    expect(gzipKiB(chunk!)).toBeLessThanOrEqual(BUDGETS_KIB.flightBoard);
  });

  it('texts travel one language per file beside each element chunk, none inside the chunks', () => {
    const german = [commonDe.retry, commonDe.loading, uiDe.hub.unreachable];
    for (const chunk of report.chunks) {
      const code = bytesOf(chunk).toString();
      for (const text of german) expect(code.includes(text), `${chunk.file} holds "${text}"`).toBe(false);
    }
    for (const chunk of ofKind('widget')) {
      for (const lang of LANGUAGES) {
        const texts = readFileSync(path.join(BUNDLE, textsOf(chunk, lang))).toString();
        expect(texts, `${textsOf(chunk, lang)}`).toContain('"common":{');
      }
    }
    expect(readFileSync(path.join(BUNDLE, textsOf(ofKind('widget')[0]!, 'de'))).toString()).toContain(JSON.stringify(commonDe.retry));
  });

  it(`all JS of the content overview embed ≤ ${BUDGETS_KIB.contentOverviewEmbed} KiB, with its texts in the largest language`, () => {
    expect(embedKiB(report.chunks, BUNDLE)).toBeLessThanOrEqual(BUDGETS_KIB.contentOverviewEmbed);
  });
});

/** All JS of the content overview embed in one set (`dir`): lido.js, the element's static graph, its largest texts. */
function embedKiB(chunks: Chunk[], dir: string, loader: string[] = []): number {
  const gzip = (file: string) => gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length / 1024;
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const element = chunks.find((chunk) => chunk.kind === 'widget' && chunk.tag === 'lido-content-overview');
  expect(element, 'the content overview chunk').toBeDefined();
  const loaded = new Set<string>(['lido.js']);
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(element!.file);
  const texts = Math.max(...LANGUAGES.map((lang) => gzip(textsOf(element!, lang))));
  return (
    [...loaded].reduce((sum, file) => sum + gzip(file), texts) + loader.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length / 1024, 0)
  );
}

describe('the legacy set (the engine floor): budgets of its own (min+gzip)', () => {
  const legacy = report.legacy!;
  const LEGACY = path.join(BUNDLE, 'legacy');
  const ofLegacyKind = (...kinds: Chunk['kind'][]) => legacy.chunks.filter((chunk) => kinds.includes(chunk.kind));
  const legacyKiB = (chunk: Chunk) => gzipSync(readFileSync(path.join(LEGACY, chunk.file)), { level: 9 }).length / 1024;

  it('is built, and its report describes the files on disk', () => {
    expect(legacy.dir).toBe('legacy');
    expect(legacy.chunks.length).toBeGreaterThan(30);
    for (const chunk of legacy.chunks) expect(gzipSync(readFileSync(path.join(LEGACY, chunk.file)), { level: 9 }).length, chunk.file).toBe(chunk.gzip);
  });

  it(`its loader (with the polyfills) ≤ ${BUDGETS_KIB.legacy.loader} KiB, its core chunk ≤ ${BUDGETS_KIB.legacy.core} KiB`, () => {
    expect(legacyKiB(ofLegacyKind('loader')[0]!)).toBeLessThanOrEqual(BUDGETS_KIB.legacy.loader);
    const cores = ofLegacyKind('core');
    expect(cores).toHaveLength(1);
    expect(legacyKiB(cores[0]!)).toBeLessThanOrEqual(BUDGETS_KIB.legacy.core);
  });

  it(`every widget and shared chunk ≤ ${BUDGETS_KIB.legacy.widget} KiB, none with its own React, and no pdf.js`, () => {
    const over = ofLegacyKind('widget', 'shared')
      .map((chunk) => ({
        file: chunk.file,
        kib: Number(legacyKiB(chunk).toFixed(1)),
        react: readFileSync(path.join(LEGACY, chunk.file)).toString().includes(REACT_MARKER),
      }))
      .filter((chunk) => chunk.kib > BUDGETS_KIB.legacy.widget || chunk.react);
    expect(over).toEqual([]);
    expect(legacy.chunks.filter((chunk) => /^pdf/.test(chunk.file))).toEqual([]);
  });

  it(`the content overview embed on a floor engine (lido.js, legacy/lido.js, the legacy chunks) ≤ ${BUDGETS_KIB.legacy.contentOverviewEmbed} KiB`, () => {
    expect(embedKiB(legacy.chunks, LEGACY, [path.join(BUNDLE, 'lido.js')])).toBeLessThanOrEqual(BUDGETS_KIB.legacy.contentOverviewEmbed);
  });
});
