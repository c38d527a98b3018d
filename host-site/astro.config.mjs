// The Lido portal: server-rendered by Astro on Node, so every spec route — including parameter
// routes such as /content/detail/{id} — works as a deep link and on reload. Astro's handler is
// built in middleware mode (dist/server/astro.mjs); host-site/server.mjs wraps it (precompressed
// files, cache policy, compressed pages) and scripts/build-site.mjs installs it as
// dist/server/entry.mjs.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FLOOR_TARGETS } from '../build/floor.mjs';
import { inlineUrls, minifyCss } from '../build/css-sheet.mjs';
import { BUILD_DEFINES } from '../build/defines.mjs';

/**
 * The widgets rendered on the server (src/ssr.ts, issue 36) import their `.css` files as the
 * bundle does; on the server such an import is the sheet's text, `{ cssText }`, which goes into the
 * element's declarative shadow root as a <style> (the bundle's is a constructed CSSStyleSheet).
 */
const SHEET = '\0lido-server-sheet:';
const serverSheets = {
  name: 'lido-server-sheets',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!options?.ssr || !source.endsWith('.css') || !importer) return null;
    const file = path.resolve(path.dirname(importer), source);
    // the core's and the widgets' sheets (also imported from src/ssr.ts); the portal's own CSS stays Vite's
    if (!/[\\/](?:core|widgets)[\\/]/.test(path.relative(path.resolve(import.meta.dirname, '..'), file).replace(/^/, '/'))) return null;
    // a suffix that is not .css, so Vite's own CSS handling leaves the module alone
    return `${SHEET}${file}.mjs`;
  },
  async load(id) {
    if (!id.startsWith(SHEET)) return null;
    const file = id.slice(SHEET.length, -'.mjs'.length);
    this.addWatchFile(file);
    const css = inlineUrls(await minifyCss(await readFile(file, 'utf8'), file), file);
    return `export default { cssText: ${JSON.stringify(css)} };`;
  },
};

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  build: { serverEntry: 'astro.mjs' },
  // Custom elements are upgraded by the published bundle (/lido/lido.js), never by Astro.
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  // The page's own script (src/scripts/portal.ts, about 5 kB) stays inline: no extra request
  // (a round trip on a satellite link), and pages load only /lido/ scripts.
  // It runs on the engine floor too (build/floor.mjs: Chromium 69, Safari 14.1, WPE 2.38): its
  // syntax is lowered there, and scripts/build-site.mjs checks it like the legacy set.
  vite: {
    build: { assetsInlineLimit: 8192, target: FLOOR_TARGETS, cssTarget: FLOOR_TARGETS },
    plugins: [serverSheets],
    // the core's build constants (core/build-defines.d.ts), as the bundle has them
    define: BUILD_DEFINES,
  },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? '127.0.0.1' },
});
