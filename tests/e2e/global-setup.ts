/**
 * Starts what the end-to-end tests run against, and stops it afterwards, once per worker:
 *   - a fresh demo hub (empty temp data dir, seeded at start, any free port),
 *   - the built portal (host-site/dist, Node standalone) on a free port, pointed at that hub.
 * Tests change hub state (faults, resets, clocks, carts, signage reloads): with a hub of its own
 * each worker runs its files as if alone. Worker N (TEST_PARALLEL_INDEX) finds its addresses in
 * LIDO_E2E_BASE_URL_N and LIDO_E2E_HUB_URL_N (tests/e2e/fixtures.ts); LIDO_E2E_BASE_URL and
 * LIDO_E2E_HUB_URL are worker 0's.
 */
import type { FullConfig } from '@playwright/test';
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

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const server = join(ROOT, 'host-site/dist/server/entry.mjs');
  if (!existsSync(server) || !existsSync(join(ROOT, 'host-site/public/lido/lido.js'))) {
    throw new Error('The portal is not built: run `npm run build && node scripts/build-site.mjs` first.');
  }
  // one after the other: freePort() only finds a port free at that moment
  const started: PromiseSettledResult<Pair>[] = [];
  for (let index = 0; index < Math.max(1, config.workers) && !started.some((pair) => pair.status === 'rejected'); index += 1) {
    started.push(...(await Promise.allSettled([startPair(server)])));
  }
  const teardown = async () => {
    await Promise.all(started.map((pair) => (pair.status === 'fulfilled' ? pair.value.teardown() : undefined)));
  };
  const failed = started.find((pair) => pair.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  started.forEach((pair, index) => {
    const { hubUrl, baseUrl } = (pair as PromiseFulfilledResult<Pair>).value;
    process.env[`LIDO_E2E_HUB_URL_${index}`] = hubUrl;
    process.env[`LIDO_E2E_BASE_URL_${index}`] = baseUrl;
  });
  process.env.LIDO_E2E_HUB_URL = process.env.LIDO_E2E_HUB_URL_0;
  process.env.LIDO_E2E_BASE_URL = process.env.LIDO_E2E_BASE_URL_0;
  return teardown;
}

interface Pair {
  hubUrl: string;
  baseUrl: string;
  teardown(): Promise<void>;
}

/** One demo hub (own data dir) and one portal pointed at it. */
async function startPair(server: string): Promise<Pair> {
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
      // a server-rendering budget (host-site/src/ssr.ts) a loaded test machine meets; the speed is the bench's
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LIDO_HUB_URL: hubUrl, LIDO_SSR_BUDGET_MS: process.env.LIDO_SSR_BUDGET_MS ?? '3000' },
    });
    children.push(site);
    await waitForLine(site, /listening on/i, 'host site');
    return { hubUrl, baseUrl: `http://127.0.0.1:${port}`, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
