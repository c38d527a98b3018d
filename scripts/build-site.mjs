/**
 * Builds the Astro portal (host-site/) around the published bundle: copies dist/ (made by
 * `npm run build`) to host-site/public/lido/ so pages load exactly /lido/lido.js, then runs
 * `astro build` (Node standalone server in host-site/dist/).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const target = `${root}host-site/public/lido`;

if (!existsSync(`${dist}/lido.js`)) {
  console.error('[lido] dist/lido.js is missing: run `npm run build` first.');
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
// dist/npm/ is the npm package's modules (for an app's bundler), not served by the portal.
cpSync(dist, target, { recursive: true, filter: (source) => !source.startsWith(`${dist}/npm`) });

const astro = spawnSync(process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'build', '--root', `${root}host-site`], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
process.exit(astro.status ?? 1);
