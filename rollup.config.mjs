/**
 * The production bundle (ESM, code-split) in dist/, made by two builds in sequence:
 *   lido.js            the autoloader (unhashed: the URL operators include), built second from
 *                      the widgets build's chunk graph, so it shares no chunk with the core
 *   core-<hash>.js     ONE shared chunk: React, react-dom, scheduler, zustand, i18next, ofetch,
 *                      r2wc and the session core (everything core/index.ts, defineWidget and
 *                      the hooks import statically)
 *   lido-<tag>-<hash>.js  one chunk per element (entries from the *.meta.ts files)
 *   ui-<hash>.js       the UI kit's light parts (core/ui), shared by every widget
 *   <name>-<hash>.js   code shared by several widgets, and lazy libraries (hls.js, leaflet)
 * scripts/build.mjs runs this and then writes custom-elements.json, lido.d.ts, fonts and the
 * size report. `rollup -c` works too (no manifest/typings then).
 */
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import cssSheet from './build/rollup-plugin-css-sheet.mjs';
import { BUILD_DEFINES } from './build/defines.mjs';
import json from './build/rollup-plugin-json.mjs';
import { loaderMap, widgetGraph } from './build/rollup-plugin-widgets.mjs';
import { ROOT, discoverWidgets } from './build/widgets.mjs';

/** Packages that always belong to the shared core chunk. */
const CORE_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|i18next|ofetch|destr|ufo|@r2wc[\\/][^\\/]+|use-sync-external-store)[\\/]/;
/** The core's static import closure starts here. */
const CORE_ROOTS = ['core/index.ts', 'core/element/define-widget.ts', 'core/react/index.ts'].map((file) => path.join(ROOT, file));
/**
 * The UI kit's light parts (core/ui: loading, notices, buttons, links, pictures, fields … and the
 * kit's texts) make ONE chunk that every widget shares, not one tiny chunk per combination of
 * widgets using them: on a satellite link every extra file costs a request. Its heavier parts
 * keep their own chunks, paid only by the widgets using them: the player (and hls.js, lazily),
 * the media lists (PDF viewer, audio and video players), the virtual grid (@tanstack/react-virtual),
 * dialog and popover (@floating-ui/react), the VOD
 * session gate and the film language dialog (the VOD provider client).
 */
const UI_KIT = /[\\/]core[\\/]ui[\\/]|[\\/]core[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/]ui\.json$/;
const UI_KIT_OWN_CHUNKS = /[\\/]core[\\/]ui[\\/](player[\\/]|media[\\/]|ChoiceList|choice-list|VirtualGrid|Dialog|Popover|VodGate|VodLanguage|media-catalogue)/;

/**
 * manualChunks: the core chunk is the static import closure of the core roots plus the core
 * packages. Core modules only widgets import (a hub domain module, formatters) stay with the
 * widgets, and anything imported dynamically (hls.js, leaflet) keeps its own lazy chunk.
 */
function coreChunk() {
  let closure;
  return (id, { getModuleInfo }) => {
    if (!closure) {
      closure = new Set();
      const queue = CORE_ROOTS.filter((root) => getModuleInfo(root));
      while (queue.length) {
        const next = queue.pop();
        if (closure.has(next)) continue;
        closure.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (closure.has(id) || CORE_PACKAGES.test(id)) return 'core';
    if (UI_KIT.test(id) && !UI_KIT_OWN_CHUNKS.test(id)) return 'ui';
    return undefined;
  };
}

/**
 * @typedef {import('rollup').RollupOptions & { output: import('rollup').OutputOptions }} BuildConfig
 * @param {{ outDir?: string, testWidgets?: boolean, minify?: boolean, quiet?: boolean }} options
 * @returns {Promise<{ widgets: import('./build/widgets.mjs').Widget[], configs: [BuildConfig, BuildConfig] }>}
 *   the widgets build, then the loader build (run in this order)
 */
export async function createBuild({ outDir = 'dist', testWidgets = false, minify = true, quiet = false } = {}) {
  const widgets = await discoverWidgets({ testWidgets });
  const input = {};
  for (const widget of widgets) input[widget.tag] = widget.elementFile;
  /** @type {import('./build/rollup-plugin-widgets.mjs').WidgetGraph} */
  const graph = new Map();

  const typescriptPlugin = () =>
    typescript({
      tsconfig: path.join(ROOT, 'tsconfig.json'),
      include: ['core/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'tests/shell/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', 'node_modules/**'],
      compilerOptions: { noEmit: false, declaration: false, sourceMap: true, outDir },
      // Type errors are reported here as warnings; `npm run typecheck` is the gate.
      noEmitOnError: false,
    });
  const minifier = () =>
    minify &&
    terser({
      ecma: 2022,
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

  const widgetsConfig = {
    input,
    // element chunks may export their class
    preserveEntrySignatures: 'exports-only',
    plugins: [
      widgetGraph(graph),
      json(),
      cssSheet({ minify }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      commonjs(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), ...BUILD_DEFINES } }),
      typescriptPlugin(),
      minifier(),
    ].filter(Boolean),
    onwarn,
    output: {
      dir: outDir,
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      manualChunks: coreChunk(),
    },
  };

  const loaderConfig = {
    input: { lido: path.join(ROOT, 'widgets/loader.ts') },
    // lido.js exports load() and tags
    preserveEntrySignatures: 'exports-only',
    plugins: [
      loaderMap(widgets, graph),
      nodeResolve({ browser: true, extensions: ['.ts', '.mjs', '.js'] }),
      replace({ preventAssignment: true, values: BUILD_DEFINES }),
      typescriptPlugin(),
      minifier(),
    ].filter(Boolean),
    onwarn,
    output: { dir: outDir, format: 'es', sourcemap: true, entryFileNames: 'lido.js' },
  };
  return { widgets, configs: [widgetsConfig, loaderConfig] };
}

// `rollup -c` runs the array in order; scripts/build.mjs adds the manifest, typings and sizes.
export default async (args = {}) => (await createBuild({ testWidgets: Boolean(args.configTestWidgets) })).configs;
