#!/usr/bin/env node
/**
 * npm run build  →  dist/
 *   cdn/<version>/        the CDN bundle of this version (package.json's), every file immutable:
 *                         lido.js, core-<hash>.js, lido-<tag>-<hash>.js … (rollup.config.mjs),
 *                         fonts/ (Inter + its OFL licence), hls.worker.js
 *   cdn/<major>/lido.js   the follow URLs: lido.js of this version, its chunks resolved in
 *   cdn/lido.js           cdn/<version>/ (see followCopy); short-cached where served
 *   npm/                  the npm package's modules (package.json "exports"): <name>.js per
 *                         element, core.js (lido/core), chunks/, fonts/, and a .d.ts per entry
 *   custom-elements.json  Custom Elements Manifest 2.1, from the *.meta.ts files: module paths are
 *                         the npm entries (dist/npm/<name>.js), event details exported and
 *                         referenced, design tokens as cssProperties
 *   lido.d.ts             framework-free: HTMLElementTagNameMap, element interfaces, public event
 *                         types, from the same metas
 *   lido-react.d.ts       React 19 JSX IntrinsicElements (import type {} from 'lido/react')
 *   lido-vue.d.ts         Vue 3 GlobalComponents (import type {} from 'lido/vue')
 *   size-report.json      gzip size (level 9) of every chunk, with its kind
 *
 * node scripts/build.mjs --with-test-widgets  →  dist-test/: the same bundle, flat (loader, core chunk,
 * fonts, manifest …) built with the tests/shell widgets instead of widgets/, for
 * tests/shell/bundle.browser.test.ts; independent of feature work in progress, never published.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import ts from 'typescript';
import { createBuild, npmEntryName } from '../rollup.config.mjs';
import { checkFloor } from '../build/floor.mjs';
import { EVENTS_FILE, ROOT, publicDetailTypes } from '../build/widgets.mjs';
import { COMMON_ATTRIBUTES, COMMON_CSS_PROPERTIES, COMMON_EVENTS, COMMON_PARTS } from '../core/element/meta.ts';

const FONT_PACKAGE = path.join(ROOT, 'node_modules/@fontsource-variable/inter');
const PDF_WORKER = path.join(ROOT, 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs');
/** Chunks holding these packages are lazy (loaded on first use), not part of any widget's cost. */
const LAZY_PACKAGES = /[\\/]node_modules[\\/](hls\.js|leaflet|pdfjs-dist)[\\/]/;

export async function build({ testWidgets = false, quiet = false } = {}) {
  const outDir = path.join(ROOT, testWidgets ? 'dist-test' : 'dist');
  const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'));
  // The published bundle sits under its version; the test build stays flat (never published).
  const cdnDir = testWidgets ? outDir : path.join(outDir, 'cdn', version);
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });

  const { widgets, configs, npmConfig } = await createBuild({ outDir, cdnDir, testWidgets, quiet });
  const chunks = [];
  /** The legacy set's chunks (cdnDir/legacy/: the engine floor's, rollup.config.mjs). */
  const legacyChunks = [];
  const legacyDir = path.join(cdnDir, 'legacy');
  // In order: the loader builds read the widgets builds' chunk graphs.
  for (const config of configs) {
    const bundle = await rollup(config);
    const { output } = await bundle.write(config.output);
    await bundle.close();
    (config.output.dir === legacyDir ? legacyChunks : chunks).push(...output.filter((item) => item.type === 'chunk'));
  }
  // (the fonts' URLs are relative to the core chunk: the legacy set's too)
  for (const dir of legacyChunks.length ? [cdnDir, legacyDir] : [cdnDir]) await copyFonts(dir);
  for (const dir of legacyChunks.length ? [cdnDir, legacyDir] : [cdnDir]) {
    // hls.js transmuxes in this worker instead of the main thread (core/ui/player/media-engine.ts)
    await copyFile(path.join(ROOT, 'node_modules/hls.js/dist/hls.worker.js'), path.join(dir, 'hls.worker.js'));
    // pdf.js parses PDFs in this worker (core/ui/media/pdf-document.ts; the legacy set has no pdf.js)
    if (dir === cdnDir) await copyFile(PDF_WORKER, path.join(dir, 'pdf.worker.js'));
  }
  if (legacyChunks.length) {
    // The engine floor holds in what a floor engine runs: the legacy set and lido.js.
    const problems = checkFloor({ dir: legacyDir, loader: path.join(cdnDir, 'lido.js') });
    if (problems.length) throw new Error(`above the engine floor (build/floor.mjs):\n${problems.join('\n')}`);
  }
  if (!testWidgets) {
    const pinned = await readFile(path.join(cdnDir, 'lido.js'), 'utf8');
    await mkdir(path.join(outDir, 'cdn', version.split('.')[0]), { recursive: true });
    await writeFile(path.join(outDir, 'cdn', version.split('.')[0], 'lido.js'), followCopy(pinned, `../${version}/`));
    await writeFile(path.join(outDir, 'cdn', 'lido.js'), followCopy(pinned, `${version}/`));
  }
  // The element's exported class, as the entry chunk exports it (npm entries; else the CDN chunk).
  const exportOf = new Map(chunks.filter((c) => c.isEntry && c.name !== 'lido').map((c) => [c.name, c.exports.find((name) => /Element$/.test(name))]));
  if (!testWidgets) {
    const npmChunks = await buildNpm(npmConfig);
    for (const { tag } of widgets)
      exportOf.set(
        tag,
        npmChunks.find((c) => c.isEntry && c.name === npmEntryName(tag))?.exports.find((name) => /Element$/.test(name)),
      );
  }
  const publicTypes = await publicDetailTypes();
  const manifest = customElementsManifest(widgets, { exportOf, tokens: await designTokens(), publicTypes });
  await writeFile(path.join(outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const typings = await typingsFor(widgets);
  await writeFile(path.join(outDir, 'lido.d.ts'), typings.lido);
  await writeFile(path.join(outDir, 'lido-react.d.ts'), typings.react);
  await writeFile(path.join(outDir, 'lido-vue.d.ts'), typings.vue);
  if (!testWidgets) {
    for (const widget of widgets) await writeFile(path.join(outDir, 'npm', `${npmEntryName(widget.tag)}.d.ts`), entryTypings(widget, exportOf.get(widget.tag)));
    await writeFile(path.join(outDir, 'npm', 'core.d.ts'), await coreTypings());
  }
  checkTypings(path.join(outDir, 'lido.d.ts'), widgets);
  const report = { version, dir: path.relative(outDir, cdnDir).split(path.sep).join('/'), ...(await sizeReport(cdnDir, chunks)) };
  if (legacyChunks.length) report.legacy = { dir: 'legacy', chunks: (await sizeReport(legacyDir, legacyChunks)).chunks };
  await writeFile(path.join(outDir, 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);

  if (!quiet) {
    console.log(`built ${widgets.length} element(s) into ${path.relative(ROOT, cdnDir)}/ in ${Math.round(performance.now() - started)} ms`);
    console.log(formatSizeTable(report));
    if (report.legacy)
      console.log(
        `legacy set (the engine floor, ${path.relative(ROOT, legacyDir)}/): ${formatSetTotals(report.legacy.chunks)}; modern: ${formatSetTotals(report.chunks)}`,
      );
  }
  return report;
}

/**
 * A follow URL's lido.js (cdn/<major>/lido.js, cdn/lido.js): the pinned lido.js, its chunks
 * resolved in the pinned folder (`base`, relative to the copy) instead of beside the copy. So a
 * follow URL costs no extra request (no redirect, no re-export stub) and works from any static
 * host; the chunks it loads are the version's own, immutable files. lido.js uses import.meta.url
 * for chunk addresses only (widgets/loader.ts).
 */
export function followCopy(pinned, base) {
  const uses = pinned.split('import.meta.url').length - 1;
  if (uses === 0) throw new Error('lido.js no longer resolves its chunks with import.meta.url: the follow copies would load nothing');
  // Its source map belongs to the pinned file (columns move here): none for the copy.
  return pinned.replaceAll('import.meta.url', `new URL(${JSON.stringify(base)},import.meta.url)`).replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/**
 * dist/npm/: the npm package's modules (package.json "exports"), from the same sources. Fonts and
 * the hls.js worker sit where the modules' literal new URL(…, import.meta.url) point, so an app's
 * bundler copies them as assets.
 */
async function buildNpm(config) {
  const bundle = await rollup(config);
  const { output } = await bundle.write(config.output);
  await bundle.close();
  const npmDir = config.output.dir;
  const styles = output.find((item) => item.type === 'chunk' && item.moduleIds.includes(path.join(ROOT, 'core/styles/index.ts')));
  const player = output.find((item) => item.type === 'chunk' && item.moduleIds.includes(path.join(ROOT, 'core/ui/player/media-engine.ts')));
  const pdfs = output.find((item) => item.type === 'chunk' && item.moduleIds.includes(path.join(ROOT, 'core/ui/media/pdf-document.ts')));
  for (const [chunk, what] of [
    [styles, 'the document styles'],
    [player, 'the media engine'],
    [pdfs, 'the PDF documents'],
  ]) {
    if (!chunk?.fileName.startsWith('chunks/')) throw new Error(`npm build: ${what} must be in a shared chunk (dist/npm/chunks/), found in ${chunk?.fileName}`);
  }
  await copyFonts(npmDir);
  await copyFile(path.join(ROOT, 'node_modules/hls.js/dist/hls.worker.js'), path.join(npmDir, 'chunks/hls.worker.js'));
  await copyFile(PDF_WORKER, path.join(npmDir, 'chunks/pdf.worker.js'));
  return output.filter((item) => item.type === 'chunk');
}

async function copyFonts(outDir) {
  const faces = JSON.parse(await readFile(path.join(ROOT, 'core/styles/fonts.json'), 'utf8'));
  await mkdir(path.join(outDir, 'fonts'), { recursive: true });
  for (const { file } of faces) await copyFile(path.join(FONT_PACKAGE, 'files', file), path.join(outDir, 'fonts', file));
  await copyFile(path.join(FONT_PACKAGE, 'LICENSE'), path.join(outDir, 'fonts', 'LICENSE-Inter.txt'));
}

// ---------------------------------------------------------------- custom-elements.json

const className = (tag) => `${tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase())}Element`;

function tsType(attribute) {
  if (attribute.values) return attribute.values.map((v) => JSON.stringify(v)).join(' | ');
  return { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' }[attribute.type];
}

/** The package-relative module of an element (package.json exports "./<name>"). */
export const elementModulePath = (tag) => `dist/npm/${npmEntryName(tag)}.js`;
/** Where the public types live (the event details): the framework-free typings. */
const TYPES_MODULE = 'dist/lido.d.ts';
const CORE_MODULE = 'dist/npm/core.js';

/**
 * The design tokens (core/styles/tokens.css): every --lido-* custom property of the defaults
 * block with its default, grouped by the block's comments (colour, type, shape …). Every element
 * reads them (they inherit into its shadow root), so each element lists them as cssProperties.
 */
export async function designTokens() {
  const css = await readFile(path.join(ROOT, 'core/styles/tokens.css'), 'utf8');
  const block = css.slice(css.indexOf(':where(:root) {'), css.indexOf('@media'));
  const tokens = [];
  let group = 'Design';
  for (const line of block.split('\n')) {
    const comment = /^\s*\/\*\s*([^*:]+?)(?::.*)?\s*\*\//.exec(line);
    if (comment) group = comment[1].trim();
    const token = /^\s*(--lido-[a-z0-9-]+):\s*(.+);\s*$/.exec(line);
    if (token) tokens.push({ name: token[1], default: token[2], group });
  }
  if (tokens.length < 10) throw new Error('core/styles/tokens.css: found no design tokens (has the file changed shape?)');
  return tokens.map((t) => ({
    name: t.name,
    description: `Design token (${t.group}). Inherits from the page: set it on :root, a container or the element; a theme sets it too.`,
    default: t.default,
  }));
}

/** A type text with references to the public types it names (the event details). */
function typeWithReferences(text, publicTypes) {
  const references = [];
  for (const match of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    if (publicTypes.has(match[0]))
      references.push({ name: match[0], package: 'lido', module: TYPES_MODULE, start: match.index, end: match.index + match[0].length });
  }
  return references.length ? { text, references } : { text };
}

function customElementsManifest(widgets, { exportOf, tokens, publicTypes }) {
  const elements = widgets.map(({ tag, meta }) => {
    const modulePath = elementModulePath(tag);
    const attributes = [...meta.attributes, ...COMMON_ATTRIBUTES];
    const events = uniqueByName([...meta.events, ...COMMON_EVENTS]);
    const details = [...new Set(events.map((e) => e.detail))].sort();
    const jsExport = exportOf.get(tag);
    return {
      kind: 'javascript-module',
      path: modulePath,
      description: `import '${'lido/' + npmEntryName(tag)}' defines <${tag}>.`,
      declarations: [
        {
          kind: 'class',
          name: className(tag),
          tagName: tag,
          customElement: true,
          description: meta.description,
          superclass: { name: 'HTMLElement' },
          attributes: attributes.map((a) => ({
            name: a.name,
            fieldName: a.prop,
            type: { text: tsType(a) },
            ...(a.default !== undefined ? { default: JSON.stringify(a.default) } : {}),
            description: a.description,
          })),
          members: attributes
            .filter((a) => a.prop !== 'lang')
            .map((a) => ({
              kind: 'field',
              name: a.prop,
              attribute: a.name,
              type: { text: a.default === undefined ? `${tsType(a)} | undefined` : tsType(a) },
              ...(a.default !== undefined ? { default: JSON.stringify(a.default) } : {}),
              description: a.description,
            })),
          events: events.map((e) => ({
            name: e.name,
            type: typeWithReferences(`CustomEvent<${e.detail}>`, publicTypes),
            description: e.description,
          })),
          // React renders every element's view inside its shadow root: no element takes children.
          slots: [],
          cssParts: uniqueByName([...meta.parts, ...COMMON_PARTS]).map((p) => ({ name: p.name, description: p.description })),
          cssProperties: uniqueByName([...meta.cssProperties, ...tokens, ...COMMON_CSS_PROPERTIES]).map((c) => ({
            name: c.name,
            description: c.description,
            ...(c.default !== undefined ? { default: c.default } : {}),
          })),
          ...(meta.version ? { since: meta.version } : {}),
        },
      ],
      exports: [
        ...(jsExport ? [{ kind: 'js', name: jsExport, declaration: { name: className(tag), module: modulePath } }] : []),
        // The detail types of its events, exported by the entry's typings (import type … from 'lido/<name>').
        ...details.map((name) => ({ kind: 'js', name, declaration: { name, package: 'lido', module: TYPES_MODULE } })),
        { kind: 'custom-element-definition', name: tag, declaration: { name: className(tag), module: modulePath } },
      ],
    };
  });
  const core = {
    kind: 'javascript-module',
    path: CORE_MODULE,
    description: "import { configure, ready } from 'lido/core': page configuration before the elements load, and the page's core once it is ready.",
    declarations: [
      {
        kind: 'function',
        name: 'configure',
        description:
          'Page-wide configuration (hubUrl, lang, theme, deviceType, portalUrl …), the same fields as the lido-config script block. Call it before the first element connects.',
        parameters: [{ name: 'config', type: { text: 'PageConfig' } }],
        return: { type: { text: 'void' } },
      },
      {
        kind: 'function',
        name: 'ready',
        description:
          "Resolves once the page's core exists and has loaded the hub's device configuration: the core's version, its query cache and the configuration state.",
        return: { type: { text: 'Promise<LidoReady>' } },
      },
      { kind: 'variable', name: 'version', type: { text: 'string' }, description: 'The library version of this copy of Lido.' },
    ],
    exports: [
      ...['configure', 'ready', 'version'].map((name) => ({ kind: 'js', name, declaration: { name, module: CORE_MODULE } })),
      ...[...publicTypes].sort().map((name) => ({ kind: 'js', name, declaration: { name, package: 'lido', module: TYPES_MODULE } })),
    ],
  };
  return { schemaVersion: '2.1.0', readme: 'README.md', modules: [core, ...elements] };
}

function uniqueByName(items) {
  const seen = new Set();
  return items.filter((item) => !seen.has(item.name) && seen.add(item.name));
}

// ---------------------------------------------------------------- lido.d.ts

const doc = (text, indent = '') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

async function typingsFor(widgets) {
  // The public event types, verbatim (types only: checked below).
  const events = (await readFile(EVENTS_FILE, 'utf8')).trim();
  const common = COMMON_ATTRIBUTES.filter((a) => a.prop !== 'lang');
  let out = '// Generated by scripts/build.mjs from the *.meta.ts files. Do not edit.\n';
  out += '// Framework-free: the DOM tag map, the element interfaces and the public events. JSX typings\n';
  out += "// for React are in lido-react.d.ts (import type {} from 'lido/react'), for Vue in lido-vue.d.ts ('lido/vue').\n\n";
  out += `${events}\n\n`;
  out += doc('Properties every Lido element has (the common attributes; `lang` is the native property).');
  out += 'export interface LidoCommonProperties {\n';
  for (const a of common) out += doc(a.description, '  ') + `  ${a.prop}: ${tsType(a)} | undefined;\n`;
  out += '}\n\n';
  out += doc('Attributes every Lido element takes (all optional: page config and the hub fill them in).');
  out += 'export interface LidoCommonAttributes {\n';
  for (const a of COMMON_ATTRIBUTES) out += doc(a.description, '  ') + `  ${key(a.name)}?: ${tsType(a)};\n`;
  out += '}\n\n';
  out += doc('Event handler props (React 19: `onlido-navigate={…}` listens to lido-navigate).');
  out += 'export type LidoEventProps<Name extends keyof LidoPublicEventMap> = {\n';
  out += '  [K in Name as `on${K}`]?: (event: CustomEvent<LidoPublicEventMap[K]>) => void;\n};\n\n';
  out += doc("The class an element entry exports (`import { LidoVodElement } from 'lido/vod'`).");
  out +=
    'export interface LidoElementClass<E extends HTMLElement> {\n  new (): E;\n  readonly prototype: E;\n  readonly lidoVersion: string;\n  readonly observedAttributes: string[];\n}\n\n';

  const tagMap = [];
  const jsx = [];
  const vue = [];
  /** element tag → the names of its event union and property interface (for the JSX files) */
  const elements = [];
  for (const { tag, meta } of widgets) {
    const name = className(tag);
    out += doc(`<${tag}>: ${meta.description}`);
    out += `export interface ${name} extends HTMLElement, LidoCommonProperties {\n`;
    for (const a of meta.attributes) {
      out += doc(a.description, '  ') + `  ${key(a.prop)}: ${a.default === undefined ? `${tsType(a)} | undefined` : tsType(a)};\n`;
    }
    out += '}\n\n';
    out += `export interface ${name}Attributes extends LidoCommonAttributes {\n`;
    for (const a of meta.attributes) {
      // Attributes are strings in HTML; in JSX React 19 passes them through as attributes.
      const type = a.type === 'string' ? tsType(a) : a.type === 'boolean' ? "'true' | 'false'" : 'string';
      out += doc(a.description, '  ') + `  ${key(a.name)}?: ${type};\n`;
    }
    out += '}\n\n';
    const eventNames = uniqueByName([...meta.events, ...COMMON_EVENTS])
      .map((e) => JSON.stringify(e.name))
      .join(' | ');
    out += doc(`The events <${tag}> dispatches.`);
    out += `export type ${name}EventName = ${eventNames};\n\n`;
    tagMap.push(`    ${JSON.stringify(tag)}: ${name};`);
    jsx.push(`      ${JSON.stringify(tag)}: DetailedHTMLProps<HTMLAttributes<${name}>, ${name}> & ${name}Attributes & LidoEventProps<${name}EventName>;`);
    vue.push(`    ${JSON.stringify(tag)}: DefineComponent<Partial<Omit<${name}, keyof HTMLElement>> & ${name}Attributes>;`);
    elements.push(name);
  }
  out += await pageApiTypings();
  out += `declare global {\n  interface HTMLElementTagNameMap {\n${tagMap.join('\n')}\n  }\n  interface Window {\n    /** The Lido page API of lido.js; an array of queued commands until lido.js has run. */\n    lido: LidoApi | LidoCommand[];\n  }\n}\n`;
  const imports = (extra) =>
    `import type { LidoEventProps, ${[...elements.flatMap((n) => [n, `${n}Attributes`, ...(extra ? [`${n}EventName`] : [])])].join(', ')} } from './lido';\n`;
  let react = "// Generated by scripts/build.mjs. JSX typings for React 19: import type {} from 'lido/react' once in your app.\n";
  react += "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n";
  react += imports(true) + '\n';
  react += `declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n${jsx.join('\n')}\n    }\n  }\n}\n`;
  let vueOut = "// Generated by scripts/build.mjs. Template typings for Vue 3 (GlobalComponents): import type {} from 'lido/vue' once in your app.\n";
  vueOut += "// Tell Vue the lido- tags are custom elements: compilerOptions.isCustomElement = (tag) => tag.startsWith('lido-').\n";
  vueOut += "import type { DefineComponent } from 'vue';\n";
  vueOut += imports(false).replace('LidoEventProps, ', '') + '\n';
  vueOut += `declare module 'vue' {\n  interface GlobalComponents {\n${vue.join('\n')}\n  }\n}\n`;
  return { lido: out, react, vue: vueOut };
}

/** core/config/page-config.ts's PageConfig, verbatim (the typings have no imports). */
async function pageConfigTypings() {
  const source = await readFile(path.join(ROOT, 'core/config/page-config.ts'), 'utf8');
  const start = source.indexOf('export interface PageConfig {');
  if (start < 0) throw new Error('core/config/page-config.ts: PageConfig not found');
  return source.slice(start, source.indexOf('\n}\n', start) + 2);
}

/**
 * lido.js's page API (core/element/loader-api.ts: window.lido, the command queue, ready()), for
 * lido.d.ts: its types with the page configuration, and the core as far as a page sees it.
 */
async function pageApiTypings() {
  const source = await readFile(path.join(ROOT, 'core/element/loader-api.ts'), 'utf8');
  const start = source.indexOf('/** A queued command');
  const end = source.indexOf('declare global');
  if (start < 0 || end < 0) throw new Error('core/element/loader-api.ts: the page API types not found');
  const api = source.slice(start, end).trim().replace('ready(): Promise<LidoCore>;', 'ready(): Promise<LidoReady>;');
  if (!api.includes('Promise<LidoReady>')) throw new Error('core/element/loader-api.ts: ready() no longer returns Promise<LidoCore>');
  return `/** Page-wide configuration: the fields of the lido-config script block, window.lidoConfig and lido.configure(). */
${await pageConfigTypings()}
/** The page's one query cache (TanStack Query's QueryClient), as far as a page needs it. */
export interface LidoQueryClient {
  invalidateQueries(filters?: { queryKey?: readonly unknown[] }): Promise<void>;
  clear(): void;
}

/** Whether the hub's device configuration loaded: 'ready', or 'error' with the hub's reason. */
export interface LidoConfigState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: { message: string; code: number | string } | null;
}

/**
 * What ready() resolves with, on both routes (lido.ready() and ready() of 'lido/core'): the page's
 * one core, once it has loaded the hub's device configuration or failed to (the rest is Lido's own).
 */
export interface LidoReady {
  /** The library version of the core in use (the first copy of Lido on the page). */
  readonly version: string;
  /** The page's one query cache that every element reads through. */
  readonly queryClient: LidoQueryClient;
  /** The device configuration's load state, now and as it changes. */
  readonly config: { readonly state: { getState(): LidoConfigState; subscribe(listener: (state: LidoConfigState) => void): () => void } };
}

${api}

`;
}

/**
 * dist/npm/core.d.ts: 'lido/core' (core/package.ts), written out here because the bundle emits
 * no declarations. Its types are lido.d.ts's: one page API for both routes.
 */
async function coreTypings() {
  return `// Generated by scripts/build.mjs: import { configure, ready } from 'lido/core'.
import type { LidoReady, PageConfig } from '../lido';
export type * from '../lido';

/** Page-wide configuration; call it before the first element connects (the same as lido.configure()). */
export declare function configure(config: PageConfig): void;
/** Resolves once the page's core exists and has loaded the hub's device configuration (the same as lido.ready()). */
export declare function ready(): Promise<LidoReady>;
/** The library version of this copy of Lido. */
export declare const version: string;
`;
}

/** dist/npm/<name>.d.ts: an element entry's typings (its class, and every public type). */
function entryTypings(widget, exportName) {
  const name = className(widget.tag);
  let out = `// Generated by scripts/build.mjs. import '${'lido/' + npmEntryName(widget.tag)}' defines <${widget.tag}>.\n`;
  out += `import type { LidoElementClass, ${name} as Instance } from '../lido';\n`;
  out += "export type * from '../lido';\n";
  // A local name hides the re-exported one: keep the interface's name a type too.
  if (exportName === name) out += `export type ${name} = Instance;\n`;
  if (exportName) out += `export declare const ${exportName}: LidoElementClass<Instance>;\n`;
  return out;
}

/**
 * The typings must compile (strict) for a TypeScript + React 19 consumer: a probe uses the tag
 * map, an element property, an event detail and a JSX element with an event prop.
 */
export function checkTypings(file, widgets) {
  const probe = path.join(path.dirname(file), '.typings-probe.tsx');
  const first = widgets[0];
  const source = first
    ? [
        "import type { LidoNavigateDetail } from './lido';",
        `const element = document.querySelector(${JSON.stringify(first.tag)});`,
        'export const portal: string | undefined = element?.portalUrl;',
        "document.addEventListener('lido-navigate', (event) => { const detail: LidoNavigateDetail = event.detail; void detail.path; });",
        `export const jsx = <${first.tag} hub-url="https://hub.example" onlido-navigate={(event) => event.preventDefault()} />;`,
      ].join('\n')
    : "import './lido';\nexport {};\n";
  const host = ts.createCompilerHost({});
  const readFile = host.readFile;
  host.readFile = (name) => (path.resolve(name) === probe ? source : readFile(name));
  const fileExists = host.fileExists;
  host.fileExists = (name) => path.resolve(name) === probe || fileExists(name);
  const program = ts.createProgram({
    // lido-react.d.ts: the probe's JSX (lido.d.ts itself is framework-free)
    rootNames: [probe, file, path.join(path.dirname(file), 'lido-react.d.ts')],
    options: {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    },
    host,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) {
    const format = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
    throw new Error(`generated ${path.basename(file)} does not compile:\n${ts.formatDiagnostics(diagnostics, format)}`);
  }
}

// ---------------------------------------------------------------- size report

function kindOf(chunk) {
  if (chunk.fileName === 'lido.js') return 'loader';
  if (chunk.name === 'core') return 'core';
  if (chunk.isEntry) return 'widget';
  if (chunk.moduleIds.some((id) => LAZY_PACKAGES.test(id))) return 'lazy';
  return 'shared';
}

async function sizeReport(outDir, chunks) {
  const rows = [];
  for (const chunk of chunks) {
    const bytes = await readFile(path.join(outDir, chunk.fileName));
    rows.push({
      file: chunk.fileName,
      kind: kindOf(chunk),
      ...(chunk.isEntry && chunk.name !== 'lido' ? { tag: chunk.name } : {}),
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
    });
  }
  const order = { loader: 0, core: 1, widget: 2, shared: 3, lazy: 4 };
  rows.sort((a, b) => order[a.kind] - order[b.kind] || a.file.localeCompare(b.file));
  return { generated: new Date().toISOString(), gzipLevel: 9, chunks: rows };
}

/** A set's gzip totals by kind. */
export function formatSetTotals(chunks) {
  const kib = (kind) => `${kind} ${(chunks.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.gzip, 0) / 1024).toFixed(1)} KiB`;
  return ['loader', 'core', 'widget', 'shared', 'lazy'].map(kib).join(', ');
}

export function formatSizeTable(report) {
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const lines = report.chunks.map((c) => `${c.kind.padEnd(7)} ${c.file.padEnd(44)} ${kib(c.bytes).padStart(11)} ${kib(c.gzip).padStart(10)} gz`);
  return [`${'kind'.padEnd(7)} ${'chunk'.padEnd(44)} ${'min'.padStart(11)} ${'min+gzip'.padStart(13)}`, ...lines].join('\n');
}

if (import.meta.main) {
  const args = new Set(process.argv.slice(2));
  build({ testWidgets: args.has('--with-test-widgets') }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
