// The Lido portal: server-rendered by Astro on Node (standalone), so every spec route — including
// parameter routes such as /content/detail/{id} — works as a deep link and on reload.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  // Custom elements are upgraded by the published bundle (/lido/lido.js), never by Astro.
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? '127.0.0.1' },
});
