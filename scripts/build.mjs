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
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import ts from 'typescript';
import { createBuild, npmEntryName } from '../rollup.config.mjs';
import { checkFloor } from '../build/floor.mjs';
import { ROOT, publicDetailTypes } from '../build/widgets.mjs';
import { OPTIONS as TYPINGS_OPTIONS, className, emitLidoTypings, exportedNames, formatDiagnostics, frameworkTypings, tsType } from '../build/typings.mjs';
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
  // The element's exported classes, as the entry chunk exports them (npm entries; else the CDN chunk).
  const exportOf = new Map();
  const npmChunks = testWidgets ? [] : await buildNpm(npmConfig);
  for (const widget of widgets) {
    const chunk = testWidgets
      ? chunks.find((c) => c.isEntry && c.name === widget.tag)
      : npmChunks.find((c) => c.isEntry && c.name === npmEntryName(widget.tag));
    if (chunk) exportOf.set(widget.tag, await elementExports(widget, chunk.exports));
  }
  const publicTypes = await publicDetailTypes();
  const manifest = customElementsManifest(widgets, { exportOf, tokens: await designTokens(), publicTypes });
  await writeFile(path.join(outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // lido.d.ts from the compiler (build/typings.mjs); the framework typings from the manifest.
  const typings = emitLidoTypings(widgets);
  const header =
    '// Generated by scripts/build.mjs from core/public.ts and the *.meta.ts files (TypeScript declaration emit). Do not edit.\n' +
    '// Framework-free: the DOM tag map, the element interfaces and the public events. JSX typings\n' +
    "// for React are in lido-react.d.ts (import type {} from 'lido/react'), for Vue in lido-vue.d.ts ('lido/vue').\n\n";
  await writeFile(path.join(outDir, 'lido.d.ts'), header + typings.text);
  const framework = frameworkTypings(manifest);
  await writeFile(path.join(outDir, 'lido-react.d.ts'), framework.react);
  await writeFile(path.join(outDir, 'lido-vue.d.ts'), framework.vue);
  if (!testWidgets) {
    for (const widget of widgets) await writeFile(path.join(outDir, 'npm', `${npmEntryName(widget.tag)}.d.ts`), entryTypings(widget, exportOf.get(widget.tag)));
    await writeFile(path.join(outDir, 'npm', 'core.d.ts'), coreTypings());
  }
  checkTypings(path.join(outDir, 'lido.d.ts'), widgets, typings.exports);
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
    const classes = exportOf.get(tag);
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
        ...(classes
          ? [
              { kind: 'js', name: classes.name, declaration: { name: className(tag), module: modulePath } },
              // the old names, exported for a while (the manifest's deprecated export: "the name of the export was changed")
              ...classes.deprecated.map((old) => ({
                kind: 'js',
                name: old.name,
                declaration: { name: className(tag), module: modulePath },
                deprecated: old.reason,
              })),
            ]
          : []),
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

/**
 * An element entry's exported classes: its class, named by the one rule `Lido…Element` (the
 * interface's name), and old names kept for a while, each with the @deprecated text of the
 * element file (issue 35). Anything else ending in Element is refused.
 */
export async function elementExports(widget, exportNames) {
  const name = className(widget.tag);
  const where = path.relative(ROOT, widget.elementFile);
  const names = exportNames.filter((n) => /Element$/.test(n));
  if (!names.includes(name)) throw new Error(`${where}: export the element class as ${name} (found ${names.join(', ') || 'none'})`);
  const source = ts.createSourceFile(widget.elementFile, await readFile(widget.elementFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const deprecated = [];
  for (const statement of source.statements.filter(ts.isVariableStatement)) {
    for (const declaration of statement.declarationList.declarations) {
      const alias = declaration.name.getText(source);
      if (alias === name || !names.includes(alias)) continue;
      const tag = ts.getJSDocDeprecatedTag(declaration);
      if (!tag) throw new Error(`${where}: ${alias} is not named by the rule (${name}): mark it @deprecated or remove it`);
      deprecated.push({ name: alias, reason: ts.getTextOfJSDocComment(tag.comment) ?? `use ${name}` });
    }
  }
  const unknown = names.filter((n) => n !== name && !deprecated.some((d) => d.name === n));
  if (unknown.length) throw new Error(`${where}: exports ${unknown.join(', ')} besides ${name}`);
  return { name, deprecated };
}

/**
 * dist/npm/core.d.ts: 'lido/core' (core/package.ts, whose ready() returns the same public
 * LidoReady: the compiler checks the core fits it). Its types are lido.d.ts's: one page API for both routes.
 */
function coreTypings() {
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

/** dist/npm/<name>.d.ts: an element entry's typings (its class, its deprecated old names, and every public type). */
function entryTypings(widget, classes) {
  const name = className(widget.tag);
  let out = `// Generated by scripts/build.mjs. import '${'lido/' + npmEntryName(widget.tag)}' defines <${widget.tag}>.\n`;
  out += `import type { LidoElementClass, ${name} as Instance } from '../lido';\n`;
  out += "export type * from '../lido';\n";
  if (!classes) return out;
  // A local name hides the re-exported one: keep the interface's name a type too.
  out += `export type ${name} = Instance;\n`;
  out += `export declare const ${name}: LidoElementClass<Instance>;\n`;
  for (const old of classes.deprecated) out += `/** @deprecated ${old.reason} */\nexport declare const ${old.name}: LidoElementClass<Instance>;\n`;
  return out;
}

/**
 * The typings must compile (strict) for a TypeScript + React 19 consumer: a probe uses the tag
 * map, an element property, an event detail and a JSX element with an event prop. And lido.d.ts
 * exports what the typings entry exports, no more, no fewer (the join of the emitted modules).
 */
export function checkTypings(file, widgets, entryExports) {
  const joined = exportedNames(file, readFileSync(file, 'utf8'));
  if (JSON.stringify(joined) !== JSON.stringify(entryExports)) {
    const missing = entryExports.filter((n) => !joined.includes(n));
    const extra = joined.filter((n) => !entryExports.includes(n));
    throw new Error(
      `${path.basename(file)} exports other names than the typings entry: missing ${missing.join(', ') || '-'}; extra ${extra.join(', ') || '-'}`,
    );
  }
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
  const hostRead = host.readFile;
  host.readFile = (name) => (path.resolve(name) === probe ? source : hostRead(name));
  const fileExists = host.fileExists;
  host.fileExists = (name) => path.resolve(name) === probe || fileExists(name);
  const program = ts.createProgram({
    // lido-react.d.ts: the probe's JSX (lido.d.ts itself is framework-free)
    rootNames: [probe, file, path.join(path.dirname(file), 'lido-react.d.ts')],
    options: { ...TYPINGS_OPTIONS, noEmit: true, jsx: ts.JsxEmit.ReactJSX },
    host,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) throw new Error(`generated ${path.basename(file)} does not compile:\n${formatDiagnostics(diagnostics)}`);
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
