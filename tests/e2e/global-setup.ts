/**
 * Starts what the end-to-end tests run against, and stops it afterwards:
 *   - a fresh demo hub (empty temp data dir, seeded at start, any free port),
 *   - the built portal (host-site/dist, Node standalone) on a free port, pointed at that hub.
 * The addresses reach the tests through LIDO_E2E_BASE_URL and LIDO_E2E_HUB_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const NODE = join(ROOT, 'node_modules/.bin/node');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the first stdout line matching `pattern`, rejects when the process ends first. */
function waitForLine(child: ChildProcess, pattern: RegExp, name: string, timeoutMs = 60_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = join(ROOT, 'host-site/dist/server/entry.mjs');
  if (!existsSync(server) || !existsSync(join(ROOT, 'host-site/public/lido/lido.js'))) {
    throw new Error('The portal is not built: run `npm run build && node scripts/build-site.mjs` first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lido-e2e-hub-'));
  const hub = spawn(NODE, [join(ROOT, 'demo-hub/server.ts'), '--port', '0', '--host', '127.0.0.1', '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const children: ChildProcess[] = [hub];
  const teardown = async () => {
    await Promise.all(children.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [, hubUrl] = await waitForLine(hub, /LIDO_HUB_LISTENING (\S+)/, 'demo hub');
    const port = await freePort();
    const site = spawn(NODE, [server], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LIDO_HUB_URL: hubUrl },
    });
    children.push(site);
    await waitForLine(site, /listening on/i, 'host site');
    process.env.LIDO_E2E_HUB_URL = hubUrl;
    process.env.LIDO_E2E_BASE_URL = `http://127.0.0.1:${port}`;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
