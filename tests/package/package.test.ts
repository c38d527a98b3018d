/**
 * The npm package as an adopter gets it (needs `npm run build` first): package.json's exports,
 * types and customElements fields; dist/custom-elements.json against @wc-toolkit/cem-validator
 * and the official schema (custom-elements-manifest/schema.json); the manifest's module paths,
 * event detail types, design tokens and parts; what `npm pack` puts in the tarball; and that a
 * bundler resolves every entry through the exports map alone (esbuild, no plugins).
 * The tarball installed into Vite React and Vue apps is tests/e2e/package.e2e.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { validateCem } from '@wc-toolkit/cem-validator';
import Ajv from 'ajv';
import { build } from 'esbuild';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetMeta } from '../../core/element/meta';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MANIFEST = path.join(ROOT, 'dist/custom-elements.json');
if (!existsSync(MANIFEST)) throw new Error('dist/custom-elements.json is missing: run `npm run build` before the package tests');

interface Reference {
  name: string;
  module?: string;
  package?: string;
}
interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  description?: string;
  attributes?: { name: string; description?: string }[];
  members?: { name: string; description?: string }[];
  events?: { name: string; type: { text: string; references?: Reference[] }; description?: string }[];
  cssParts?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string; default?: string }[];
  slots?: unknown[];
}
interface Module {
  path: string;
  declarations: Declaration[];
  exports: { kind: string; name: string; declaration: Reference }[];
}
interface Manifest {
  schemaVersion: string;
  modules: Module[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const manifest = readJson<Manifest>(MANIFEST);
const pkg = readJson<{
  exports: Record<string, string | { types: string; default?: string }>;
  types: string;
  customElements: string;
  files: string[];
  private?: boolean;
}>(path.join(ROOT, 'package.json'));
/** Every element's meta and file (as build/widgets.mjs finds them). */
const widgets = await Promise.all(
  globSync('widgets/**/*.meta.ts', { cwd: ROOT }).map(async (file) => {
    const metaFile = path.join(ROOT, file);
    const { default: meta } = (await import(metaFile)) as { default: WidgetMeta };
    return { tag: meta.tag, meta, metaFile };
  }),
);
const elements = manifest.modules.filter((m) => m.declarations.some((d) => d.tagName));
/** npm itself (under `npm test` the one running it, else the one on PATH). */
const npm = (args: string[]) =>
  process.env.npm_execpath?.endsWith('.js')
    ? execFileSync(process.execPath, [process.env.npm_execpath, ...args], { cwd: ROOT, encoding: 'utf8' })
    : execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8' });

/** Runs the validator, counting what it reports (it logs warnings and errors, and throws on errors). */
async function validatorFindings(value: unknown): Promise<{ errors: number; warnings: number; log: string }> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  try {
    await validateCem(value as never, { packageJsonPath: path.join(ROOT, 'package.json'), logErrors: true });
  } finally {
    spy.mockRestore();
  }
  const log = lines.join('\n');
  return { errors: Number(/(\d+) error\(s\) found/.exec(log)?.[1] ?? 0), warnings: Number(/(\d+) warning\(s\) found/.exec(log)?.[1] ?? 0), log };
}

afterEach(() => vi.restoreAllMocks());

describe('custom-elements.json', () => {
  it('@wc-toolkit/cem-validator: 0 errors, 0 warnings', async () => {
    const findings = await validatorFindings(manifest);
    expect(findings, findings.log).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('the validator does catch an event detail type no module exports (this check can fail)', async () => {
    const broken = structuredClone(manifest);
    for (const module of broken.modules) module.exports = module.exports.filter((e) => !/Detail$/.test(e.name));
    expect((await validatorFindings(broken)).errors).toBeGreaterThan(0);
  });

  it('the official schema (custom-elements-manifest/schema.json): 0 errors', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const valid = ajv.validate(readJson(path.join(ROOT, 'node_modules/custom-elements-manifest/schema.json')), manifest);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors?.slice(0, 5))).toEqual([]);
    expect(valid).toBe(true);
  });

  it('one module per element, at the path its package export points to (no hashed chunk names)', () => {
    expect(elements.map((m) => m.declarations[0]!.tagName).sort()).toEqual(widgets.map((w) => w.tag).sort());
    for (const module of elements) {
      const tag = module.declarations[0]!.tagName!;
      const entry = pkg.exports[`./${tag.replace(/^lido-/, '')}`];
      expect(typeof entry === 'object' && `./${module.path}` === entry.default, `${tag}: ${module.path}`).toBe(true);
      expect(module.path).toBe(`dist/npm/${tag.replace(/^lido-/, '')}.js`);
      expect(existsSync(path.join(ROOT, module.path)), module.path).toBe(true);
    }
  });

  it('every event detail type is exported by the element module and referenced from the event', () => {
    const typings = readFileSync(path.join(ROOT, 'dist/lido.d.ts'), 'utf8');
    for (const module of elements) {
      const exported = new Set(module.exports.map((e) => e.name));
      for (const event of module.declarations[0]!.events ?? []) {
        const detail = /^CustomEvent<(\w+)>$/.exec(event.type.text)?.[1];
        expect(detail, `${module.path} ${event.name}`).toBeDefined();
        expect(exported.has(detail!), `${module.path} exports ${detail}`).toBe(true);
        expect(event.type.references?.map((r) => r.name)).toEqual([detail]);
        expect(typings).toMatch(new RegExp(`export (interface|type) ${detail}\\b`));
      }
    }
  });

  it('lists every design token of core/styles/tokens.css as a CSS property of every element, with its default; the theme tokens where they apply', () => {
    const css = readFileSync(path.join(ROOT, 'core/styles/tokens.css'), 'utf8');
    const declarations = (block: string) => [...block.matchAll(/^\s*(--lido-[a-z0-9-]+):\s*(.+);/gm)];
    const reset = css.indexOf('[data-lido-theme] {');
    expect(reset).toBeGreaterThan(0);
    // the first declaration of each token is its :root default; later ones (the signage media
    // query, 10-foot mode) adjust it for a kind of screen
    const tokens = [
      ...new Map(
        declarations(css.slice(0, reset))
          .reverse()
          .map((match) => [match[1], match]),
      ).values(),
    ].reverse();
    expect(tokens.length).toBeGreaterThan(40);
    for (const module of elements) {
      const properties = new Map((module.declarations[0]!.cssProperties ?? []).map((p) => [p.name, p]));
      for (const [, name, value] of tokens) {
        expect(properties.get(name!), `${module.path} ${name}`).toBeDefined();
        expect(properties.get(name!)!.default).toBe(value);
      }
    }
    // The fonts and layout flags a theme sets (reset on every themed element, no page default):
    // each listed, with the value it has unset, by the elements that read it.
    const themeTokens = declarations(css.slice(reset));
    expect(themeTokens.map(([, name]) => name)).toEqual(['--lido-font-heading', '--lido-heading-case', '--lido-button-radius', '--lido-tile-title-position']);
    for (const [, name, value] of themeTokens) {
      const listing = elements.filter((module) => module.declarations[0]!.cssProperties?.some((p) => p.name === name && p.default === value));
      expect(listing.length, name).toBe(name === '--lido-tile-title-position' ? 1 : elements.length);
    }
  });

  it('declares every part a feature folder renders (part="…" in its components)', () => {
    const byFolder = new Map<string, Set<string>>();
    for (const widget of widgets) {
      const folder = path.dirname(widget.metaFile);
      const module = elements.find((m) => m.declarations[0]!.tagName === widget.tag)!;
      const declared = byFolder.get(folder) ?? new Set<string>();
      for (const part of module.declarations[0]!.cssParts ?? []) declared.add(part.name);
      byFolder.set(folder, declared);
    }
    const missing: string[] = [];
    for (const [folder, declared] of byFolder) {
      for (const file of readdirSync(folder, { recursive: true }) as string[]) {
        if (!/\.tsx?$/.test(file) || /test/.test(file)) continue;
        for (const match of readFileSync(path.join(folder, file), 'utf8').matchAll(/\bpart="([a-z0-9 -]+)"/g)) {
          for (const part of match[1]!.split(/\s+/)) if (!declared.has(part)) missing.push(`${path.relative(ROOT, folder)}/${file}: ${part}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('public descriptions are written for operators: no spec section numbers', () => {
    const texts: string[] = [];
    for (const module of manifest.modules) {
      for (const d of module.declarations) {
        texts.push(d.description ?? '');
        for (const list of [d.attributes, d.members, d.events, d.cssParts, d.cssProperties]) for (const item of list ?? []) texts.push(item.description ?? '');
      }
    }
    expect(texts.filter((text) => /§|\bspec\b|\b00[0-2]\b/i.test(text))).toEqual([]);
  });
});

describe('package.json and the tarball', () => {
  it('has exports for every element and lido/core, and types and customElements fields that exist', () => {
    const names = widgets.map((w) => `./${w.tag.replace(/^lido-/, '')}`);
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['./core', ...names]));
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      for (const file of typeof target === 'string' ? [target] : Object.values(target))
        expect(existsSync(path.join(ROOT, file)), `${subpath} → ${file}`).toBe(true);
    }
    expect(existsSync(path.join(ROOT, pkg.types))).toBe(true);
    expect(pkg.customElements).toBe('./dist/custom-elements.json');
  });

  it('lido.d.ts is framework-free; the React and Vue typings are separate files', () => {
    const typings = readFileSync(path.join(ROOT, 'dist/lido.d.ts'), 'utf8');
    expect(typings).not.toMatch(/from ['"](react|vue)['"]|declare module ['"](react|vue)['"]/);
    expect(readFileSync(path.join(ROOT, 'dist/lido-react.d.ts'), 'utf8')).toContain("declare module 'react'");
    expect(readFileSync(path.join(ROOT, 'dist/lido-vue.d.ts'), 'utf8')).toContain('interface GlobalComponents');
  });

  it(
    'the entry and React typings compile (strict, no skipLibCheck) and type the tags and window.lido: a wrong attribute value, event detail or page command is an error',
    { timeout: 60_000 },
    () => {
      const dist = path.join(ROOT, 'dist');
      const probe = path.join(dist, '.react-probe.tsx');
      const sources: Record<string, string> = {
        [probe]: [
          "import type {} from './lido-react';",
          "import { LidoVodElement, type LidoNavigateDetail } from './npm/vod';",
          "import { ready } from './npm/core';",
          'export const vod: LidoVodElement | undefined = new LidoVodElement();',
          'export const detail: LidoNavigateDetail = { path: "/vod" };',
          'export const version: Promise<string> = ready().then((core) => core.version);',
          'export const ok = <lido-content-overview hub-url="https://hub.example" theme="ocean" lang="de" onlido-navigate={(event) => void event.detail.path} />;',
          'export const badLang = <lido-content-overview lang="xx" />;',
          'export const badDetail = <lido-content-overview onlido-navigate={(event) => void event.detail.nope} />;',
          "export const element: string | undefined = document.querySelector('lido-content-overview')?.portalUrl;",
          // the page API of lido.js (window.lido): the queue form and the API alike
          "window.lido = window.lido || []; window.lido.push(['configure', { hubUrl: 'https://hub.example' }], (api) => void api.ready().then((core) => core.version));",
          "export const badCommand = window.lido.push(['configure', { hubUrl: 42 }]);",
          // one ready() shape on both routes: lido/core's and lido.js's page API
          "import type { LidoApi, LidoReady } from './lido';",
          'export const shapes: [Promise<LidoReady>, (api: LidoApi) => Promise<LidoReady>] = [ready(), (api) => api.ready()];',
          "export const status: Promise<'idle' | 'loading' | 'ready' | 'error'> = ready().then((core) => core.config.state.getState().status);",
          'export const badShape = ready().then((core) => core.state);',
          // the element types and the class rule (issue 35): a property's, an attribute's and a common type's shape
          "import type { LidoCommonProperties, LidoContentOverviewElement, LidoContentOverviewElementAttributes, LidoElementClass } from './lido';",
          "import { LidoBasketElement, BasketElement } from './npm/basket';",
          'export const classes: LidoElementClass<LidoBasketElement>[] = [LidoBasketElement, BasketElement];',
          "export const device: LidoCommonProperties['deviceType'][] = ['Kiosk', undefined];",
          "export const preview: LidoContentOverviewElement['previewMode'] = 'yes';",
          "export const attributes: LidoContentOverviewElementAttributes = { 'preview-mode': 'true', 'category-id': '4' };",
          "export const badAttributes: LidoContentOverviewElementAttributes = { 'preview-mode': true };",
        ].join('\n'),
      };
      const host = ts.createCompilerHost({});
      const readFile = host.readFile;
      host.readFile = (name) => sources[path.resolve(name)] ?? readFile(name);
      const fileExists = host.fileExists;
      host.fileExists = (name) => path.resolve(name) in sources || fileExists(name);
      const program = ts.createProgram({
        // every entry's typings too, as an app importing them checks them (no skipLibCheck)
        rootNames: [probe, ...globSync('npm/*.d.ts', { cwd: dist }).map((file) => path.join(dist, file))],
        options: {
          strict: true,
          noEmit: true,
          jsx: ts.JsxEmit.ReactJSX,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          target: ts.ScriptTarget.ES2022,
          lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
          types: [],
          skipLibCheck: false,
        },
        host,
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ({ line: d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : 0, file: d.file?.fileName }));
      // Lines 8, 9, 12, 16, 21 and 23 of the probe are wrong on purpose; nothing else (the typings included) errs.
      expect(errors.map((e) => `${path.basename(e.file ?? '?')}:${e.line}`).sort()).toEqual([
        '.react-probe.tsx:12',
        '.react-probe.tsx:16',
        '.react-probe.tsx:21',
        '.react-probe.tsx:23',
        '.react-probe.tsx:8',
        '.react-probe.tsx:9',
      ]);
    },
  );

  it('lido.d.ts exports the public types and no others: those of the core, and three per element (a dropped or renamed type fails)', () => {
    const file = path.join(ROOT, 'dist/lido.d.ts');
    const program = ts.createProgram({
      rootNames: [file],
      options: { strict: true, noEmit: true, types: [], lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], target: ts.ScriptTarget.ES2022 },
    });
    const checker = program.getTypeChecker();
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!).map((symbol) => symbol.name);
    const classOf = (tag: string) => `${tag.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Element`;
    const core = [
      ...['LidoNavigateDetail', 'LidoLoginDetail', 'LidoLogoutDetail', 'LidoCartChangeDetail', 'LidoErrorDetail'],
      ...['LidoPublicEventMap', 'LidoPublicEventName', 'LidoDomEventMap', 'PageConfig', 'LidoQueryClient', 'LidoConfigState', 'LidoReady'],
      ...['LidoCommand', 'LidoApi', 'LidoEventProps', 'LidoElementClass', 'LidoCommonProperties', 'LidoCommonAttributes'],
    ];
    const elements = widgets.flatMap(({ tag }) => [classOf(tag), `${classOf(tag)}Attributes`, `${classOf(tag)}EventName`]);
    expect(exported.sort()).toEqual([...core, ...elements].sort());
    // the tag map and window.lido are declared for every page that loads the typings
    const globals = program.getSourceFile(file)!.text;
    for (const { tag } of widgets) expect(globals).toContain(`${JSON.stringify(tag)}: ${classOf(tag)};`);
    expect(globals).toMatch(/interface Window \{[^}]*lido: LidoApi \| LidoCommand\[\];/);
  });

  it('every element entry exports its class as Lido…Element; an old name only as a deprecated alias of it', () => {
    for (const module of elements) {
      const tag = module.declarations[0]!.tagName!;
      const names = module.exports.filter((e) => e.kind === 'js' && /Element$/.test(e.name));
      const className = module.declarations[0]!.name;
      expect(
        names.map((e) => e.declaration.name),
        tag,
      ).toEqual(names.map(() => className));
      expect(names.filter((e) => !(e as { deprecated?: string }).deprecated).map((e) => e.name)).toEqual([className]);
      const typings = readFileSync(path.join(ROOT, `dist/npm/${tag.replace(/^lido-/, '')}.d.ts`), 'utf8');
      expect(typings).toContain(`export declare const ${className}: LidoElementClass<Instance>;`);
      for (const old of names.filter((e) => (e as { deprecated?: string }).deprecated))
        expect(typings).toContain(`/** @deprecated use ${className}; removed in 0.3 */\nexport declare const ${old.name}: LidoElementClass<Instance>;`);
    }
  });

  it('npm pack holds only what an adopter needs: the npm modules, fonts, typings, manifest, README, CHANGELOG', { timeout: 60_000 }, () => {
    const [result] = JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'])) as [{ files: { path: string }[] }];
    const files = result.files.map((f) => f.path);
    const allowed =
      /^(package\.json|README\.md|CHANGELOG\.md|dist\/(lido|lido-react|lido-vue)\.d\.ts|dist\/custom-elements\.json|dist\/npm\/(chunks\/)?[\w.-]+\.(js|d\.ts)|dist\/npm\/fonts\/[\w.-]+)$/;
    expect(files.filter((file) => !allowed.test(file))).toEqual([]);
    for (const target of Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)))) {
      expect(files, target).toContain(target.replace(/^\.\//, ''));
    }
    expect(files).toContain('dist/npm/chunks/hls.worker.js');
    expect(files).toContain('dist/npm/chunks/pdf.worker.js');
    expect(files.some((file) => file.startsWith('dist/npm/fonts/') && file.endsWith('.woff2'))).toBe(true);
  });

  it('a bundler resolves every entry through the exports map alone (esbuild, no plugins)', { timeout: 60_000 }, async () => {
    const entries = Object.keys(pkg.exports).filter(
      (s) => s !== './package.json' && s !== './custom-elements.json' && typeof pkg.exports[s] === 'object' && 'default' in (pkg.exports[s] as object),
    );
    const source = entries.map((subpath) => `import ${JSON.stringify(`lido${subpath.slice(1)}`)};`).join('\n');
    const result = await build({
      stdin: { contents: source, resolveDir: ROOT, loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      outdir: path.join(ROOT, '.cache/esbuild-probe'),
      splitting: true,
      loader: { '.woff2': 'file' },
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const code = result.outputFiles
      .filter((f) => f.path.endsWith('.js'))
      .map((f) => f.text)
      .join('\n');
    for (const widget of widgets) expect(code, widget.tag).toContain(JSON.stringify(widget.tag).slice(1, -1));
  });
});
