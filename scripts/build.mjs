#!/usr/bin/env node
/**
 * npm run build  →  dist/
 *   lido.js, core-<hash>.js, lido-<tag>-<hash>.js …   (rollup.config.mjs)
 *   fonts/                Inter (latin, latin-ext) + its OFL licence
 *   custom-elements.json  Custom Elements Manifest 2.x, from the *.meta.ts files
 *   lido.d.ts             HTMLElementTagNameMap, element interfaces, public event types and
 *                         React 19 JSX IntrinsicElements, from the same metas
 *   size-report.json      gzip size (level 9) of every chunk, with its kind
 *
 * node scripts/build.mjs --with-test-widgets  →  dist-test/: the same bundle (loader, core chunk,
 * fonts, manifest …) built with the tests/shell widgets instead of widgets/, for
 * tests/shell/bundle.browser.test.ts; independent of feature work in progress, never published.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import ts from 'typescript';
import { createBuild } from '../rollup.config.mjs';
import { EVENTS_FILE, ROOT } from '../build/widgets.mjs';
import { COMMON_ATTRIBUTES, COMMON_EVENTS, COMMON_PARTS } from '../core/element/meta.ts';

const FONT_PACKAGE = path.join(ROOT, 'node_modules/@fontsource-variable/inter');
/** Chunks holding these packages are lazy (loaded on first use), not part of any widget's cost. */
const LAZY_PACKAGES = /[\\/]node_modules[\\/](hls\.js|leaflet)[\\/]/;

export async function build({ testWidgets = false, quiet = false } = {}) {
  const outDir = path.join(ROOT, testWidgets ? 'dist-test' : 'dist');
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });

  const { widgets, configs } = await createBuild({ outDir, testWidgets, quiet });
  const chunks = [];
  // In order: the loader build reads the widgets build's chunk graph.
  for (const config of configs) {
    const bundle = await rollup(config);
    const { output } = await bundle.write(config.output);
    await bundle.close();
    chunks.push(...output.filter((item) => item.type === 'chunk'));
  }
  const chunkOfTag = new Map(chunks.filter((c) => c.isEntry && c.name !== 'lido').map((c) => [c.name, c.fileName]));

  await copyFonts(outDir);
  // hls.js transmuxes in this worker instead of the main thread (core/ui/player/media-engine.ts)
  await copyFile(path.join(ROOT, 'node_modules/hls.js/dist/hls.worker.js'), path.join(outDir, 'hls.worker.js'));
  const manifest = customElementsManifest(widgets, chunkOfTag);
  await writeFile(path.join(outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const typings = await typingsFor(widgets);
  await writeFile(path.join(outDir, 'lido.d.ts'), typings);
  checkTypings(path.join(outDir, 'lido.d.ts'), widgets);
  const report = await sizeReport(outDir, chunks);
  await writeFile(path.join(outDir, 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);

  if (!quiet) {
    console.log(`built ${widgets.length} element(s) into ${path.relative(ROOT, outDir)}/ in ${Math.round(performance.now() - started)} ms`);
    console.log(formatSizeTable(report));
  }
  return report;
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

function customElementsManifest(widgets, chunkOfTag) {
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: widgets.map(({ tag, meta }) => {
      const modulePath = chunkOfTag.get(tag) ?? `${tag}.js`;
      const attributes = [...meta.attributes, ...COMMON_ATTRIBUTES];
      return {
        kind: 'javascript-module',
        path: modulePath,
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
            events: uniqueByName([...meta.events, ...COMMON_EVENTS]).map((e) => ({
              name: e.name,
              type: { text: `CustomEvent<${e.detail}>` },
              description: e.description,
            })),
            cssParts: uniqueByName([...meta.parts, ...COMMON_PARTS]).map((p) => ({ name: p.name, description: p.description })),
            cssProperties: meta.cssProperties.map((c) => ({
              name: c.name,
              description: c.description,
              ...(c.default !== undefined ? { default: c.default } : {}),
            })),
            ...(meta.version ? { since: meta.version } : {}),
          },
        ],
        exports: [
          { kind: 'custom-element-definition', name: tag, declaration: { name: className(tag), module: modulePath } },
        ],
      };
    }),
  };
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
  out += "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n\n";
  out += `${events}\n\n`;
  out += doc('Properties every Lido element has (the common attributes; `lang` is the native property).');
  out += 'export interface LidoCommonProperties {\n';
  for (const a of common) out += doc(a.description, '  ') + `  ${a.prop}: ${tsType(a)} | undefined;\n`;
  out += '}\n\n';
  out += doc('Attributes every Lido element takes (all optional: page config and the hub fill them in).');
  out += 'export interface LidoCommonAttributes {\n';
  for (const a of COMMON_ATTRIBUTES) out += doc(a.description, '  ') + `  ${key(a.name)}?: ${tsType(a)};\n`;
  out += '}\n\n';
  out += doc('Event handler props for React 19 (`onlido-navigate={…}` listens to lido-navigate).');
  out += 'export type LidoEventProps<Name extends keyof LidoPublicEventMap> = {\n';
  out += '  [K in Name as `on${K}`]?: (event: CustomEvent<LidoPublicEventMap[K]>) => void;\n};\n\n';

  const tagMap = [];
  const jsx = [];
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
    const eventNames = uniqueByName([...meta.events, ...COMMON_EVENTS]).map((e) => JSON.stringify(e.name)).join(' | ');
    tagMap.push(`    ${JSON.stringify(tag)}: ${name};`);
    jsx.push(
      `      ${JSON.stringify(tag)}: DetailedHTMLProps<HTMLAttributes<${name}>, ${name}> & ${name}Attributes & LidoEventProps<${eventNames}>;`,
    );
  }
  out += `declare global {\n  interface HTMLElementTagNameMap {\n${tagMap.join('\n')}\n  }\n}\n\n`;
  out += `declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n${jsx.join('\n')}\n    }\n  }\n}\n`;
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
    rootNames: [probe, file],
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

export function formatSizeTable(report) {
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const lines = report.chunks.map(
    (c) => `${c.kind.padEnd(7)} ${c.file.padEnd(44)} ${kib(c.bytes).padStart(11)} ${kib(c.gzip).padStart(10)} gz`,
  );
  return [`${'kind'.padEnd(7)} ${'chunk'.padEnd(44)} ${'min'.padStart(11)} ${'min+gzip'.padStart(13)}`, ...lines].join('\n');
}

if (import.meta.main) {
  const args = new Set(process.argv.slice(2));
  build({ testWidgets: args.has('--with-test-widgets') }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
