/**
 * Starts a real demo hub for a test file: `node demo-hub/server.ts --port 0 --data <tmpdir>`,
 * a fresh database in a temporary directory, any free port. The hub prints
 * `LIDO_HUB_LISTENING <url>` when it is ready.
 *
 *   const hub = await startHub();          // hub.url = 'http://127.0.0.1:PORT'
 *   await hub.restart();                    // same data dir, new process (hub.url may change)
 *   await hub.stop();                       // ends the process and deletes the data dir
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE = join(ROOT, 'node_modules/.bin/node');
const SERVER = join(ROOT, 'demo-hub/server.ts');

export interface StartedHub {
  /** base URL without a trailing slash, e.g. http://127.0.0.1:40123 (updated by restart) */
  url: string;
  dataDir: string;
  /** everything the hub wrote to stderr so far (for diagnostics) */
  log(): string;
  /** restarts the process on the same data directory; extra flags replace the start flags */
  restart(args?: string[]): Promise<void>;
  /** stops the process and removes the data directory */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** extra server flags, e.g. ['--session-ttl', '2', '--fault', 'GET /api/cms/*:500'] */
  args?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
  /** the interface to listen on (default 127.0.0.1); null: the hub's own default */
  host?: string | null;
}

function launch(dataDir: string, args: string[], options: StartOptions, sink: { text: string }): Promise<{ child: ChildProcess; url: string }> {
  const { env = {}, timeoutMs = 30_000, host = '127.0.0.1' } = options;
  const child = spawn(NODE, [SERVER, '--port', '0', ...(host === null ? [] : ['--host', host]), '--data', dataDir, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`demo hub did not start within ${timeoutMs} ms:\n${out}\n${sink.text}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LIDO_HUB_LISTENING (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!.replace(/\/$/, '') });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      sink.text += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`demo hub exited (${code ?? signal}) before listening:\n${out}\n${sink.text}`));
    });
  });
}

function terminate(child: ChildProcess): Promise<void> {
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

export async function startHub(options: StartOptions = {}): Promise<StartedHub> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lido-hub-'));
  const sink = { text: '' };
  let args = options.args ?? [];
  let running = await launch(dataDir, args, options, sink);
  const hub: StartedHub = {
    url: running.url,
    dataDir,
    log: () => sink.text,
    async restart(next?: string[]) {
      await terminate(running.child);
      if (next) args = next;
      running = await launch(dataDir, args, options, sink);
      hub.url = running.url;
    },
    async stop() {
      await terminate(running.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return hub;
}
