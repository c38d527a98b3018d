/**
 * The production bundle (ESM, code-split) in dist/cdn/<version>/ (scripts/build.mjs; `rollup -c`
 * and the test build: dist/ or dist-test/ as they are), made by two builds in sequence:
 *   lido.js            the autoloader (unhashed: the URL operators include), built second from
 *                      the widgets build's chunk graph, so it shares no chunk with the core
 *   core-<hash>.js     ONE shared chunk: React, react-dom, scheduler, zustand, i18next, ofetch,
 *                      the element base and the session core (everything core/index.ts, defineWidget and
 *                      the hooks import statically)
 *   lido-<tag>-<hash>.js  one chunk per element (entries from the *.meta.ts files)
 *   ui-<hash>.js       the UI kit's light parts (core/ui), shared by every widget
 *   query-<hash>.js    the query layer's React side (useHubQuery …, TanStack's hooks and
 *                      observers), shared by the widgets reading hub data
 *   <name>-<hash>.js   code shared by several widgets, and lazy libraries (hls.js, leaflet)
 *   lido-<tag>-<hash>.<lang>.js  the texts an element shows, one file per language, beside its
 *                      chunk (build/rollup-plugin-texts.mjs): a page loads only its language's
 * scripts/build.mjs runs this, then the npm build (npmConfig: dist/npm/, one module per element
 * and core.js, static imports only, dependencies left to the app's bundler), and writes
 * custom-elements.json, the typings, fonts and the size report. `rollup -c` builds the CDN
 * bundle only (no npm modules, manifest or typings then).
 */
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import cssSheet from './build/rollup-plugin-css-sheet.mjs';
import { BUILD_DEFINES, LEGACY_DEFINES } from './build/defines.mjs';
import { lowerToFloor } from './build/floor.mjs';
import json from './build/rollup-plugin-json.mjs';
import runtimeMetas from './build/rollup-plugin-runtime-meta.mjs';
import texts from './build/rollup-plugin-texts.mjs';
import { loaderMap, widgetGraph } from './build/rollup-plugin-widgets.mjs';
import { ROOT, discoverWidgets } from './build/widgets.mjs';

/** Packages that always belong to the shared core chunk. */
const CORE_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|i18next|ofetch|destr|ufo|@r2wc[\\/][^\\/]+|use-sync-external-store)[\\/]/;
/** The core's static import closure starts here. */
const CORE_ROOTS = ['core/index.ts', 'core/element/define-widget.ts', 'core/react/index.ts'].map((file) => path.join(ROOT, file));
/**
 * The UI kit's light parts (core/ui: loading, notices, buttons, links, pictures, fields … and the
 * kit's texts) make ONE chunk that every widget shares, not one tiny chunk per combination of
 * widgets using them: on a satellite link every extra file costs a request. The page title and
 * the fact rows went in too once most pages used them (a file of 0.2 KiB each that 24 and 10 widgets
 * asked for, and an entry in the autoloader's map each). Its heavier parts
 * keep their own chunks, paid only by the widgets using them: the player (and hls.js, lazily),
 * the media lists (PDF viewer, audio and video players), the virtual grid (@tanstack/react-virtual),
 * dialog and popover (@floating-ui/react), the VOD
 * session gate and the film language dialog (the VOD provider client), and the VOD failures' texts. The waiting state of
 * queued writes (WriteWaiting) and of refused ones (WriteRefused) ride with the write side of the query layer.
 */
const UI_KIT = /[\\/]core[\\/]ui[\\/]|[\\/]core[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/]ui\.json$/;
/**
 * The text helpers most widgets' tiles and teasers use (truncation, HTML to plain text): a few
 * hundred bytes, so they ride in the kit's chunk instead of two files of their own (each a
 * request, and a file's gzip overhead, on every embed).
 */
const UI_KIT_EXTRAS = /[\\/]core[\\/](format|html)[\\/]text\.ts$/;
/** The query layer's React side for reads: our read hooks, and TanStack Query's package indexes (which bring their hooks). */
const QUERY_HOOKS =
  /[\\/]core[\\/]query[\\/]hooks\.ts$|[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](index|queryObserver|useBaseQuery|useQuery|IsRestoringProvider|QueryErrorResetBoundary|suspense|errorBoundaryUtils)\.js$/;
/**
 * Its write side (useHubMutation, TanStack's mutation observer, and the kit's WriteWaiting and WriteRefused that
 * only writing widgets show, and the error summary of the forms that send those writes) and paged lists (useHubPagedQuery,
 * the infinite observer): chunks of their own, named here so the package index above does not
 * pull them into the read chunk every embed loads.
 */
const QUERY_WRITES =
  /[\\/]core[\\/]query[\\/](writes|mutations)\.ts$|[\\/]core[\\/]ui[\\/](WriteWaiting\.tsx|WriteRefused\.tsx|write-waiting\.css|ErrorSummary\.tsx|error-summary\.css)$|[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|useMutationState|mutationObserver)\.js$/;
const UNDO_NOTICE = /[\\/]core[\\/]ui[\\/]UndoNotice\.tsx$/;
/**
 * The terms of a module (001 §3 "Conditions"): their call, their query and the kit's part that
 * asks the guest to accept them ride in one chunk, shared by the forms with terms (booking,
 * ordering, feedback, the muster confirmation), instead of three files each such page asks for.
 */
const CONDITIONS = /[\\/]core[\\/](hub[\\/]conditions\.ts|query[\\/]conditions\.ts|ui[\\/]AcceptConditions\.tsx)$/;
const QUERY_PAGED =
  /[\\/]core[\\/]query[\\/]paged\.ts$|[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/;
const UI_KIT_OWN_CHUNKS =
  /[\\/]core[\\/]ui[\\/](WayfinderLink|price|portal|media-texts|SignInGate|SignInDialog|player[\\/]|media[\\/]|ChoiceList|choice-list|VirtualGrid|Dialog|focus-return|Popover|VodGate|VodLanguage|vod-errors|remote|media-catalogue|ShipTime|spatial|Gallery|gallery|ExcursionPrices|QrCode|time\.ts|WeatherIcon|WriteWaiting|write-waiting|steady|pages|stars|SegmentedSwitch|segmented-switch)/;

/**
 * manualChunks: the core chunk is the static import closure of the core roots plus the core
 * packages. Core modules only widgets import (a hub domain module, formatters) stay with the
 * widgets, and anything imported dynamically (hls.js, leaflet) keeps its own lazy chunk.
 */
function coreChunk() {
  let closure;
  return (id, { getModuleInfo }) => {
    closure ??= coreClosure(getModuleInfo);
    if (closure.has(id) || CORE_PACKAGES.test(id)) return 'core';
    // The query layer's React side (core/query/hooks.ts, TanStack's hooks and observers): one
    // chunk shared by the widgets that read or write hub data. A package index goes with it: in
    // the core chunk it would bring every hook it re-exports that any widget uses.
    // An undo always follows a write: the undo notice rides in the write chunk, so neither a read-only
    // embed (the kit's chunk) nor the autoloader (a chunk of its own in its map) grows by it.
    if (QUERY_WRITES.test(id) || UNDO_NOTICE.test(id)) return 'query-writes';
    if (QUERY_PAGED.test(id)) return 'query-paged';
    if (CONDITIONS.test(id)) return 'conditions';
    if (QUERY_HOOKS.test(id)) return 'query';
    if ((UI_KIT.test(id) && !UI_KIT_OWN_CHUNKS.test(id)) || UI_KIT_EXTRAS.test(id)) return 'ui';
    return undefined;
  };
}

/**
 * A package's index that only imports and re-exports (@tanstack/react-query's, query-core's):
 * the closure follows it by name, so the core chunk holds the modules behind the names the core
 * imports (QueryClient, QueryClientProvider, hydrate …), not every module the index lists — what
 * only widgets use (useQuery and its observer, useInfiniteQuery) goes with the widgets using it.
 */
const isBarrel = (id, ast) =>
  /[\\/]node_modules[\\/]/.test(id) &&
  !!ast &&
  ast.body.every(
    (node) => node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && !node.declaration),
  );

const nameOf = (node) => node.name ?? node.value;

/** The module `info` imports as `source`, if it is one of its static imports. */
function importedAs(info, source) {
  if (source.startsWith('.')) {
    const target = path.resolve(path.dirname(info.id), source);
    return info.importedIds.find((id) => id === target || id.startsWith(`${target}.`) || id.startsWith(`${target}${path.sep}index.`));
  }
  return info.importedIds.find(
    (id) =>
      id.includes(`${path.sep}node_modules${path.sep}${source.split('/').join(path.sep)}${path.sep}`) ||
      id.includes(`${path.sep}node_modules${path.sep}${source.split('/').join(path.sep)}.`),
  );
}

/** What each static import of a module asks for: names, or null (the whole module: a namespace, a side effect). */
function importsOf(info) {
  const wanted = new Map();
  const want = (source, names) => {
    const id = importedAs(info, source);
    if (!id) return;
    const before = wanted.get(id);
    wanted.set(id, before === null || names === null ? null : [...(before ?? []), ...names]);
  };
  for (const node of info.ast?.body ?? []) {
    if (node.type === 'ImportDeclaration') {
      const names = node.specifiers.map((s) => (s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : null));
      want(node.source.value, names.length === 0 || names.includes(null) ? null : names);
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      want(
        node.source.value,
        node.specifiers.map((s) => nameOf(s.local)),
      );
    } else if (node.type === 'ExportAllDeclaration') {
      want(node.source.value, null);
    }
  }
  // Anything the syntax did not name (a plugin's helper module): the whole module.
  for (const id of info.importedIds) if (!wanted.has(id)) wanted.set(id, null);
  return wanted;
}

/** The static import closure of the core roots (package indexes followed by name). */
function coreClosure(getModuleInfo) {
  const closure = new Set();
  const namesAsked = new Map();
  const queue = CORE_ROOTS.filter((root) => getModuleInfo(root)).map((root) => [root, null]);
  while (queue.length) {
    const [id, names] = queue.pop();
    const info = getModuleInfo(id);
    if (!info) continue;
    if (names === null || !isBarrel(id, info.ast)) {
      if (closure.has(id)) continue;
      closure.add(id);
      for (const [next, nextNames] of importsOf(info)) queue.push([next, nextNames]);
      continue;
    }
    const asked = namesAsked.get(id) ?? new Set();
    namesAsked.set(id, asked);
    const fresh = names.filter((name) => !asked.has(name));
    if (fresh.length === 0) continue;
    for (const name of fresh) asked.add(name);
    // The index itself stays out of the chunk: a module in a manual chunk brings every module it
    // re-exports that any widget uses. It has no code of its own; importers get the bindings.
    const locals = new Map();
    for (const node of info.ast.body) {
      if (node.type !== 'ImportDeclaration') continue;
      for (const s of node.specifiers)
        locals.set(s.local.name, [
          node.source.value,
          s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : null,
        ]);
    }
    const unresolved = [];
    for (const name of fresh) {
      let found = false;
      for (const node of info.ast.body) {
        if (node.type !== 'ExportNamedDeclaration') continue;
        for (const s of node.specifiers) {
          if (nameOf(s.exported) !== name) continue;
          found = true;
          const [source, imported] = node.source ? [node.source.value, nameOf(s.local)] : (locals.get(nameOf(s.local)) ?? []);
          const target = source && importedAs(info, source);
          if (target) queue.push([target, imported === null ? null : [imported]]);
        }
      }
      if (!found) unresolved.push(name);
    }
    if (unresolved.length === 0) continue;
    for (const node of info.ast.body) {
      if (node.type !== 'ExportAllDeclaration') continue;
      const target = importedAs(info, node.source.value);
      if (target) queue.push([target, unresolved]);
    }
  }
  return closure;
}

/**
 * @typedef {import('rollup').RollupOptions & { output: import('rollup').OutputOptions }} BuildConfig
 * @param {{ outDir?: string, cdnDir?: string, testWidgets?: boolean, minify?: boolean, quiet?: boolean }} options
 *   cdnDir: where the CDN bundle goes (scripts/build.mjs: dist/cdn/<version>/; default outDir)
 *   legacy: also build the legacy set for the engine floor into <cdnDir>/legacy/ (default: not for the test widgets)
 * @returns {Promise<{ widgets: import('./build/widgets.mjs').Widget[], configs: BuildConfig[] }>}
 *   the widgets build, the legacy set's widgets and loader builds, then lido.js (run in this order)
 */
export async function createBuild({ outDir = 'dist', cdnDir = outDir, testWidgets = false, minify = true, quiet = false, legacy = !testWidgets } = {}) {
  const widgets = await discoverWidgets({ testWidgets });
  const input = {};
  for (const widget of widgets) input[widget.tag] = widget.elementFile;
  /** @type {import('./build/rollup-plugin-widgets.mjs').WidgetGraph} */
  const graph = new Map();

  const typescriptPlugin = (tsOutDir = cdnDir) =>
    typescript({
      tsconfig: path.join(ROOT, 'tsconfig.json'),
      include: ['core/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'tests/shell/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', 'node_modules/**'],
      // allowImportingTsExtensions is for the host site's table (Node runs it); nothing bundled imports with .ts, and emitting forbids it
      compilerOptions: { noEmit: false, allowImportingTsExtensions: false, declaration: false, sourceMap: true, outDir: tsOutDir },
      // Type errors are reported here as warnings; `npm run typecheck` is the gate.
      noEmitOnError: false,
    });
  // ecma 2018 where the output must parse on the floor: terser would otherwise write ?? and ?. back in
  const minifier = (ecma = 2022) =>
    minify &&
    terser({
      ecma,
      module: true,
      compress: { passes: 2 },
      // keep licence banners (React, i18next …): their licences require it
      format: { comments: /@license|@preserve|^!/ },
    });
  const onwarn = (warning, warn) => {
    // React's "use client" directives are meaningless in a browser bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    // quiet (test builds): type errors are `npm run typecheck`'s business
    if (quiet && warning.plugin === 'typescript') return;
    warn(warning);
  };

  /**
   * The element chunks: the modern set in cdnDir, or the legacy set (the engine floor: syntax
   * lowered, styles as <style> text without what the floor drops, __LIDO_LEGACY__) in cdnDir/legacy/.
   */
  const widgetsBuild = (dir, widgetGraphOf, floor) => ({
    input,
    // element chunks export their class, and whatever lazy parts import from them: no facade
    // chunk, whose element module (and text stash key, build/rollup-plugin-texts.mjs) would then
    // sit in a chunk of another name (lido-vod's did: its texts were asked for by the wrong name)
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      // first: the catalogue files' load (their texts go beside the element chunks)
      texts(
        widgets.map((widget) => widget.elementFile),
        { floor },
      ),
      // the metas without their documentation (custom-elements.json's) and firstCalls (lido.js's)
      runtimeMetas(widgets),
      widgetGraph(widgetGraphOf),
      json(),
      cssSheet({ minify, legacy: floor }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      commonjs(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), ...(floor ? LEGACY_DEFINES : BUILD_DEFINES) } }),
      typescriptPlugin(dir),
      floor && lowerToFloor(),
      minifier(floor ? 2018 : 2022),
    ].filter(Boolean),
    onwarn,
    output: {
      dir,
      format: 'es',
      sourcemap: true,
      // 7 hash characters (42 bits; rollup's minimum up to 4096 chunks) tell the files and their
      // versions apart; every character counts in lido.js, whose map names each chunk
      entryFileNames: '[name]-[hash:7].js',
      chunkFileNames: '[name]-[hash:7].js',
      manualChunks: coreChunk(),
    },
  });

  /**
   * lido.js (modern set; parses on the floor, and hands a floor engine to legacy/lido.js) and the
   * legacy set's own loader, which installs the polyfills before anything of its set runs.
   */
  const loaderBuild = (dir, widgetGraphOf, floor) => ({
    input: { lido: path.join(ROOT, floor ? 'widgets/legacy-loader.ts' : 'widgets/loader.ts') },
    // lido.js exports load() and tags
    preserveEntrySignatures: 'exports-only',
    plugins: [
      loaderMap(widgets, widgetGraphOf),
      json(),
      nodeResolve({ browser: true, extensions: ['.ts', '.mjs', '.js'] }),
      replace({ preventAssignment: true, values: floor ? LEGACY_DEFINES : BUILD_DEFINES }),
      typescriptPlugin(dir),
      lowerToFloor(),
      minifier(2018),
    ].filter(Boolean),
    onwarn,
    output: { dir, format: 'es', sourcemap: true, entryFileNames: 'lido.js' },
  });
  const legacyDir = path.join(cdnDir, 'legacy');
  /** @type {import('./build/rollup-plugin-widgets.mjs').WidgetGraph} */
  const legacyGraph = new Map();
  const configs = [
    widgetsBuild(cdnDir, graph, false),
    ...(legacy ? [widgetsBuild(legacyDir, legacyGraph, true), loaderBuild(legacyDir, legacyGraph, true)] : []),
    loaderBuild(cdnDir, graph, false),
  ];

  // The npm package (dist/npm/): one entry per element plus core.js, for an app's own bundler.
  // Static imports and plain import() only (no new URL(…, import.meta.url) chunk loading), and
  // the runtime dependencies stay bare imports: the app's bundler resolves them from the
  // package's dependencies (one React for the app and its Lido elements when versions agree).
  const npmDir = path.join(outDir, 'npm');
  const npmInput = { core: path.join(ROOT, 'core/package.ts') };
  for (const widget of widgets) npmInput[npmEntryName(widget.tag)] = widget.elementFile;
  const npmConfig = {
    input: npmInput,
    preserveEntrySignatures: 'exports-only',
    // (package CSS, leaflet's, is bundled as a constructed sheet like ours)
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !id.endsWith('.css'),
    plugins: [
      runtimeMetas(widgets),
      json(),
      cssSheet({ minify }),
      npmFontUrls(),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      replace({ preventAssignment: true, values: BUILD_DEFINES }),
      typescriptPlugin(npmDir),
      minifier(),
    ].filter(Boolean),
    onwarn,
    output: { dir: npmDir, format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  };
  return { widgets, configs, npmConfig };
}

/** The package subpath of an element: lido-vod → vod (`import 'lido/vod'`). */
export const npmEntryName = (tag) => tag.replace(/^lido-/, '');

/**
 * The npm build's font URLs: core/styles/index.ts builds them from a variable, which a bundler
 * cannot follow; here each face gets a literal `new URL('./fonts/<file>', import.meta.url)`,
 * the form Vite, webpack 5, Rollup and esbuild-based bundlers copy as an asset.
 */
function npmFontUrls() {
  const STYLES = path.join(ROOT, 'core/styles/index.ts');
  return {
    name: 'lido-npm-font-urls',
    async transform(code, id) {
      if (id !== STYLES) return null;
      const { readFile } = await import('node:fs/promises');
      const faces = JSON.parse(await readFile(path.join(ROOT, 'core/styles/fonts.json'), 'utf8'));
      const pattern = 'new URL(`./fonts/${face.file}`, import.meta.url).href';
      if (!code.includes(pattern)) this.error('core/styles/index.ts no longer builds font URLs as the npm build expects');
      const map = faces.map((f) => `${JSON.stringify(f.file)}: () => new URL(${JSON.stringify(`../fonts/${f.file}`)}, import.meta.url).href`).join(', ');
      return { code: code.replace(pattern, `({ ${map} })[face.file]()`), map: null };
    },
  };
}

// `rollup -c` runs the array in order; scripts/build.mjs adds the manifest, typings and sizes.
export default async (args = {}) => (await createBuild({ testWidgets: Boolean(args.configTestWidgets) })).configs;
