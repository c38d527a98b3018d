#!/usr/bin/env node
/**
 * Content overview on a satellite link (issue: content widgets, Performance). A plain page with
 * only dist/lido.js and <lido-content-overview>, served gzip-compressed by a tiny static server
 * (port 18101), the real demo hub on port 18100, Chromium throttled through the DevTools
 * Protocol: 600 ms latency, 1 Mbps down, 4× CPU slowdown, cold cache on every run.
 *
 * Figures: time from navigation start to the first tile visible (rendered with a size, inside
 * the viewport), to the first tile picture loaded, and every byte of JavaScript the page
 * loaded (gzip bodies as transferred). Targets: first tile ≤ 2500 ms, JS ≤ 115 KiB gzip.
 * Also a returning guest's visit: the static server sends what an operator's should (hashed
 * chunks immutable, lido.js and the page revalidated), the second visit is measured.
 *
 * Floor of a first visit on this profile: the page, lido.js and the chunks are three requests in
 * series (3 × 600 ms), and the chunks (≈ 100 KiB, of which React, react-dom and i18next are 80)
 * take ≈ 0.8 s at 1 Mbps: ≈ 2.6 s before any code runs.
 *
 *   npm run bench -- content          (through scripts/bench.mjs)
 *   ./node_modules/.bin/node tests/perf/content.bench.mjs [--runs 3] [--category 2]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { BUILD_SOURCES, isStale } from '../../build/freshness.mjs';

export const title = 'Content overview on a satellite link (600 ms RTT, 1 Mbps, 4× CPU)';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HUB_PORT = 18100;
const STATIC_PORT = 18101;
const LATENCY_MS = 600;
const DOWN_BYTES_PER_S = 1_000_000 / 8;
const UP_BYTES_PER_S = 256_000 / 8;
const CPU_SLOWDOWN = 4;
const TARGET_FIRST_TILE_MS = 2500;
const TARGET_JS_KIB = 115;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'];

export function startHub() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lido-content-bench-'));
  const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), [path.join(ROOT, 'demo-hub/server.ts'), '--port', String(HUB_PORT), '--host', '127.0.0.1', '--data', dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`demo hub did not start:\n${out}`)), 60_000);
    const onData = (chunk) => {
      out += chunk;
      const match = /LIDO_HUB_LISTENING (\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1].replace(/\/$/, ''),
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => {
                rmSync(dataDir, { recursive: true, force: true });
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`demo hub exited with ${code}:\n${out}`));
    });
  });
}

/** The plain operator page and dist/, gzip-compressed as any production server would send them. */
export function startStatic(hubUrl, categoryId) {
  const dist = path.join(ROOT, 'dist');
  const TYPES = { '.js': 'text/javascript; charset=utf-8', '.woff2': 'font/woff2', '.json': 'application/json' };
  const files = new Map();
  // Everything an operator deploys from dist/ (chunks and the fonts the core registers).
  for (const name of readdirSync(dist, { recursive: true })) {
    const type = TYPES[path.extname(name)];
    if (!type || !statSync(path.join(dist, name)).isFile()) continue;
    files.set(`/lido/${name.split(path.sep).join('/')}`, { type, body: gzipSync(readFileSync(path.join(dist, name)), { level: 9 }) });
  }
  const attribute = categoryId ? ` category-id="${categoryId}"` : '';
  const page = gzipSync(
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Brand site</title>
<script type="module" src="/lido/lido.js"></script></head>
<body><lido-content-overview hub-url="${hubUrl}"${attribute}></lido-content-overview></body>
</html>`,
  );
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = url.pathname === '/' ? { type: 'text/html; charset=utf-8', body: page } : files.get(url.pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    // Hashed chunks never change; the page and lido.js (a fixed URL) are revalidated.
    const hashed = /-[\w-]{8}\.js$/.test(url.pathname) || url.pathname.includes('/fonts/');
    const etag = `"${file.body.length}"`;
    if (!hashed && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag }).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Encoding': 'gzip',
      'Content-Length': file.body.length,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
    });
    res.end(file.body);
  });
  return new Promise((resolve) => server.listen(STATIC_PORT, '127.0.0.1', () => resolve(server)));
}

/**
 * Records, in the page, when the first tile is visible and when its picture has loaded. Polls
 * with a short timer (rAF callbacks are starved by long frames under CPU throttling).
 */
const PROBE = () => {
  const marks = {};
  window.__contentBench = marks;
  const tick = () => {
    const host = document.querySelector('lido-content-overview');
    const tile = host?.shadowRoot?.querySelector('.tile');
    if (tile && !marks.firstTile) {
      const box = tile.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.top < innerHeight) marks.firstTile = performance.now();
    }
    const image = host?.shadowRoot?.querySelector('.tile img');
    if (image && image.complete && image.naturalWidth > 0 && !marks.firstImage) marks.firstImage = performance.now();
    if (!marks.firstTile || !marks.firstImage) setTimeout(tick, 10);
  };
  tick();
};

/** One visit; `returning`: a first, unthrottled visit fills the HTTP cache, the second is measured. */
async function runOnce(browser, baseUrl, { returning = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !returning });
  await page.addInitScript(PROBE);
  if (returning) {
    await page.goto(baseUrl);
    await page.waitForFunction(() => window.__contentBench?.firstImage, null, { timeout: 60_000 });
    await page.goto('about:blank');
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: DOWN_BYTES_PER_S,
    uploadThroughput: UP_BYTES_PER_S,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(baseUrl, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__contentBench?.firstTile && window.__contentBench?.firstImage, null, { timeout: 60_000, polling: 250 });
  const result = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ file: entry.name.split('/').pop(), gzip: entry.encodedBodySize, end: Math.round(entry.responseEnd), cached: entry.transferSize === 0 }));
    const hub = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/'))
      .map((entry) => ({ call: new URL(entry.name).pathname.replace('/api/', ''), start: Math.round(entry.startTime), end: Math.round(entry.responseEnd) }));
    return { ...window.__contentBench, scripts, hub };
  });
  await context.close();
  return result;
}

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default async function run({ root = ROOT, runs = 3, categoryId = null, verbose = false } = {}) {
  if (isStale(root, 'dist/size-report.json', [...BUILD_SOURCES, 'widgets'])) {
    const { build } = await import('../../scripts/build.mjs');
    await build({ quiet: true });
  }
  const hub = await startHub();
  const server = await startStatic(hub.url, categoryId);
  const browser = await chromium.launch({ executablePath: process.env.LIDO_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const result = await runOnce(browser, `http://127.0.0.1:${STATIC_PORT}/`);
      const again = await runOnce(browser, `http://127.0.0.1:${STATIC_PORT}/`, { returning: true });
      const js = result.scripts.reduce((sum, script) => sum + script.gzip, 0);
      rows.push({
        run: i + 1,
        'first tile ms': Math.round(result.firstTile),
        'first picture ms': Math.round(result.firstImage),
        'JS files': result.scripts.length,
        'JS KiB gzip': kib(js),
        'returning: first tile ms': Math.round(again.firstTile),
      });
      if (verbose) {
        console.table(result.scripts);
        console.table(result.hub);
        console.table(again.scripts);
        console.table(again.hub);
      }
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    await hub.stop();
  }
  const firstTile = median(rows.map((row) => row['first tile ms']));
  const js = median(rows.map((row) => row['JS KiB gzip']));
  rows.push({
    run: 'median',
    'first tile ms': firstTile,
    'first picture ms': median(rows.map((row) => row['first picture ms'])),
    'JS files': rows[0]['JS files'],
    'JS KiB gzip': js,
    'returning: first tile ms': median(rows.map((row) => row['returning: first tile ms'])),
  });
  rows.push({
    run: 'target',
    'first tile ms': `≤ ${TARGET_FIRST_TILE_MS} ${firstTile <= TARGET_FIRST_TILE_MS ? 'ok' : 'OVER'}`,
    'first picture ms': '—',
    'JS files': '—',
    'JS KiB gzip': `≤ ${TARGET_JS_KIB} ${js <= TARGET_JS_KIB ? 'ok' : 'OVER'}`,
    'returning: first tile ms': `≤ ${TARGET_FIRST_TILE_MS} ${rows.at(-1)['returning: first tile ms'] <= TARGET_FIRST_TILE_MS ? 'ok' : 'OVER'}`,
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, category: { type: 'string' }, verbose: { type: 'boolean', default: false } } });
  console.table(await run({ runs: Number(values.runs), categoryId: values.category ?? null, verbose: values.verbose }));
}
