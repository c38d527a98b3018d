// The Lido portal: server-rendered by Astro on Node, so every spec route — including parameter
// routes such as /content/detail/{id} — works as a deep link and on reload. Astro's handler is
// built in middleware mode (dist/server/astro.mjs); host-site/server.mjs wraps it (precompressed
// files, cache policy, compressed pages) and scripts/build-site.mjs installs it as
// dist/server/entry.mjs.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import { FLOOR_TARGETS } from '../build/floor.mjs';

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
  vite: { build: { assetsInlineLimit: 8192, target: FLOOR_TARGETS, cssTarget: FLOOR_TARGETS } },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? '127.0.0.1' },
});
