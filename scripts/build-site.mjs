/**
 * Builds the Astro portal (host-site/) around the published bundle: copies dist/cdn/ (made by
 * `npm run build`: <version>/, the follow copies <major>/lido.js and lido.js) to
 * host-site/public/lido/, with the build's manifest, typings and size report beside them, so
 * pages load exactly /lido/<version>/lido.js (host-site/src/bundle.ts), runs
 * `astro build` (Astro's handler in host-site/dist/server/astro.mjs), installs the portal server
 * (host-site/server.mjs → host-site/dist/server/entry.mjs) and precompresses every text file the
 * server sends as it is (host-site/dist/client/: the bundle, Astro's assets; fonts other than
 * woff2): a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside each.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const target = `${root}host-site/public/lido`;

if (!existsSync(`${dist}/cdn/lido.js`)) {
  console.error('[lido] dist/cdn/ is missing: run `npm run build` first.');
  process.exit(1);
}
// This portal serves the version it was built with. A CDN that serves operators' pages keeps
// every published version folder instead (README "Serving the bundle").
rmSync(target, { recursive: true, force: true });
cpSync(`${dist}/cdn`, target, { recursive: true });
// dist/npm/ is the npm package's modules (for an app's bundler), not served by the portal.
cpSync(dist, target, { recursive: true, filter: (source) => source === dist || !/^(?:cdn|npm)(?:\/|$)/.test(path.relative(dist, source)) });

const astro = spawnSync(process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'build', '--root', `${root}host-site`], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
if (astro.status !== 0) process.exit(astro.status ?? 1);

copyFileSync(`${root}host-site/server.mjs`, `${root}host-site/dist/server/entry.mjs`);

/** Text files and fonts other than woff2 (source maps are not: served only where configured, as they are). */
const COMPRESSIBLE = /\.(?:m?js|css|html|json|ts|txt|svg|xml|webmanifest|woff|ttf|otf)$/;
const client = `${root}host-site/dist/client`;
let raw = 0;
let brotli = 0;
for (const name of readdirSync(client, { recursive: true })) {
  const file = path.join(client, name);
  if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 11,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      [zlib.BROTLI_PARAM_MODE]: /\.(?:woff|ttf|otf)$/.test(name) ? zlib.BROTLI_MODE_FONT : zlib.BROTLI_MODE_TEXT,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.byteLength;
  brotli += br.byteLength;
}
console.log(`[lido] precompressed host-site/dist/client: ${Math.round(raw / 1024)} KiB → ${Math.round(brotli / 1024)} KiB brotli`);
