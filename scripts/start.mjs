/**
 * `npm start`: builds the bundle and the portal, starts the demo hub and the portal, prints the
 * address. Works on a fresh clone after `npm ci`. Ctrl+C stops both.
 *
 *   PORT (4321) / HOST (127.0.0.1)  where the portal and the demo hub listen (HOST=0.0.0.0 opens
 *                                   both to the network; by default only this machine reaches them)
 *   LIDO_HUB_PORT (8080)            where the demo hub listens (the spec's fallback port)
 *   LIDO_HUB_URL                    another hub; default: derived from the page's host name
 *   LIDO_THEME                      brand theme (ocean, sunset …)
 *   LIDO_VARIANT                    product variant of the demo hub: cruise (default), resort,
 *                                   airline, airport or bus (read by demo-hub/cli.ts)
 *   LIDO_SKIP_BUILD=1               start what was built last time
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;
const port = process.env.PORT ?? '4321';
const host = process.env.HOST ?? '127.0.0.1';
const hubPort = process.env.LIDO_HUB_PORT ?? '8080';

function run(script) {
  const result = spawnSync(node, [`${root}${script}`], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    console.error(`[lido] ${script} failed`);
    process.exit(result.status ?? 1);
  }
}

if (process.env.LIDO_SKIP_BUILD !== '1' || !existsSync(`${root}host-site/dist/server/entry.mjs`)) {
  run('scripts/build.mjs');
  run('scripts/build-site.mjs');
}

const children = [];
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function start(name, args, env) {
  const child = spawn(node, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      console.error(`[lido] ${name} stopped (${signal ?? `exit ${code}`})`);
      stopAll(code || 1);
    }
  });
  return child;
}

/** Resolves with the first stdout match; output is passed through. */
function waitFor(child, pattern) {
  return new Promise((resolve) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) {
        seen = '';
        resolve(match);
      }
    });
  });
}

// The hub listens where the portal does: this machine only unless HOST opens both.
const hub = start('demo hub', [`${root}demo-hub/server.ts`, '--port', hubPort, '--host', host]);
const [, hubUrl] = await waitFor(hub, /LIDO_HUB_LISTENING (\S+)/);
// On the spec's fallback port the portal finds the hub by itself; elsewhere it is told.
const portalHub = process.env.LIDO_HUB_URL ?? (hubPort === '8080' ? '' : hubUrl);
const site = start('portal', [`${root}host-site/dist/server/entry.mjs`], { PORT: port, HOST: host, LIDO_HUB_URL: portalHub });
await waitFor(site, /listening on/i);
// The first page after a start loads the server renderer (about a second here): not a guest's wait.
await fetch(`http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}/content/overview`).catch(() => {});

const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`\n  Lido portal:  http://${shown}:${port}/`);
console.log(`  Demo hub:     ${hubUrl}  (sign in: booking reference LIDO123, surname Smith, departure today)\n`);
