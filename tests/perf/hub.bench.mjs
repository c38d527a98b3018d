#!/usr/bin/env node
/**
 * Demo hub benchmark: prints figures, asserts nothing.
 *   - cold start including the first seed (fresh data directory, empty compile cache)
 *   - warm start (same directory, already seeded, compile cache filled)
 *   - cold start with a large VOD catalogue (--vod-titles 5000 --channels 200)
 *   - per-call latency (p50 / p95 / max) of typical hub calls on loopback
 * Run by `npm run bench` (scripts/bench.mjs: default export returns table rows), or alone:
 *   ./node_modules/.bin/node tests/perf/hub.bench.mjs [--json] [--rounds N]
 * Targets (from the task): cold ≤ 10 s, warm ≤ 2 s, typical call p50 ≤ 5 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE = join(ROOT, 'node_modules/.bin/node');
const SERVER = join(ROOT, 'demo-hub/server.ts');
export const title = 'Demo hub: start-up and call latency (loopback)';

const cacheDir = () => mkdtempSync(join(tmpdir(), 'lido-bench-cache-'));

function start(dataDir, cache, extra = []) {
  const t0 = performance.now();
  const child = spawn(NODE, [SERVER, '--port', '0', '--host', '127.0.0.1', '--data', dataDir, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_COMPILE_CACHE: cache },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = /LIDO_HUB_LISTENING (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1], ms: performance.now() - t0 });
    });
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.once('exit', (code) => reject(new Error(`hub exited ${code}: ${err}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const r2 = (n) => Math.round(n * 100) / 100;

/** Measures and returns the figures (no assertions). */
export async function measure({ rounds = 200 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'lido-bench-'));
  const bigDir = mkdtempSync(join(tmpdir(), 'lido-bench-big-'));
  const cache = cacheDir();
  const results = {};
  try {
    const cold = await start(dir, cache);
    results.coldStartMs = r2(cold.ms);
    await stop(cold.child);
    const warm = await start(dir, cache);
    results.warmStartMs = r2(warm.ms);

    const base = `${warm.url}/api`;
    const p2 = (n) => String(n).padStart(2, '0');
    const d = new Date();
    const today = `${p2(d.getDate())}/${p2(d.getMonth() + 1)}/${d.getFullYear()}`;
    const login = await fetch(`${base}/authentication/loginByPassenger`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ bookingReference: 'LIDO123', lastName: 'Smith', departureDate: today }),
    }).then((r) => r.json());
    const headers = { 'X-Session-Id': login.sessionId };
    const calls = {
      'devices/config': 'devices/config',
      'cms/categories/findByRoot': 'cms/categories/findByRoot/',
      'cms/articles/findByCategoryId': 'cms/articles/findByCategoryId/3?withDescriptions=true&withWayFinder=true',
      'cms/articles/{id}': 'cms/articles/1020',
      'cms/dailySchedule': 'cms/dailySchedule',
      'excursions/byDay': 'excursions/byDay?day=3',
      'passengers/cart (session)': 'passengers/cart',
      'photomatch/cart (session)': 'photomatch/cart',
      'itinerary/schedules': 'itinerary/schedules',
      'lineup (7 days)': `lineup?startDate=${today}&days=7`,
      'gps/current': 'gps/current',
      'digitalsignage/content': 'digitalsignage/content/1',
    };
    for (const path of Object.values(calls)) await (await fetch(`${base}/${path}`, { headers })).arrayBuffer();
    results.calls = {};
    const all = [];
    for (const [name, path] of Object.entries(calls)) {
      const times = [];
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/${path}`, { headers });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      results.calls[name] = { p50: r2(pct(times, 50)), p95: r2(pct(times, 95)), max: r2(times[times.length - 1]) };
    }
    all.sort((a, b) => a - b);
    results.allCalls = { p50: r2(pct(all, 50)), p95: r2(pct(all, 95)), n: all.length };
    await stop(warm.child);

    const big = await start(bigDir, cache, ['--vod-titles', '5000', '--channels', '200']);
    results.coldStartLargeCatalogueMs = r2(big.ms);
    await stop(big.child);
  } finally {
    for (const d of [dir, bigDir, cache]) rmSync(d, { recursive: true, force: true });
  }
  return results;
}

/** Table rows for scripts/bench.mjs. */
export default async function run() {
  const r = await measure();
  return [
    { figure: 'cold start incl. first seed (empty compile cache)', ms: r.coldStartMs, target: '≤ 10000' },
    { figure: 'warm start', ms: r.warmStartMs, target: '≤ 2000' },
    { figure: 'start + seed, 5000 VOD titles / 200 channels', ms: r.coldStartLargeCatalogueMs, target: '' },
    ...Object.entries(r.calls).map(([name, t]) => ({ figure: `GET ${name} p50 (p95 ${t.p95}, max ${t.max})`, ms: t.p50, target: '≤ 5' })),
    { figure: `all typical calls p50 (n=${r.allCalls.n}, p95 ${r.allCalls.p95})`, ms: r.allCalls.p50, target: '≤ 5' },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { json: { type: 'boolean' }, rounds: { type: 'string' } } });
  const rounds = Number(values.rounds ?? 200);
  const results = await measure({ rounds });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  } else {
    const line = (k, v, target) => process.stdout.write(`${k.padEnd(44)} ${String(v).padStart(9)}${target ? `   (target ${target})` : ''}\n`);
    process.stdout.write('Lido demo hub benchmark\n');
    line('cold start incl. first seed (ms)', results.coldStartMs, '≤ 10000');
    line('warm start (ms)', results.warmStartMs, '≤ 2000');
    line('start, 5000 titles / 200 channels (ms)', results.coldStartLargeCatalogueMs);
    process.stdout.write(`\nper call over loopback, ${rounds} rounds (ms)       p50      p95      max\n`);
    for (const [name, t] of Object.entries(results.calls)) {
      process.stdout.write(`  ${name.padEnd(42)} ${String(t.p50).padStart(6)} ${String(t.p95).padStart(8)} ${String(t.max).padStart(8)}\n`);
    }
    line('all typical calls p50 (ms)', results.allCalls.p50, '≤ 5');
    line('all typical calls p95 (ms)', results.allCalls.p95);
  }
}
