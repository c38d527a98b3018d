#!/usr/bin/env node
/**
 * The performance profiles of ARCHITECTURE.md ("Performance profiles"): first content of the
 * content overview and of the VOD catalogue, alone on an operator's page and in the portal, for a
 * first visit and a returning guest, on ship Wi-Fi and on a GEO satellite link. (This grew out of
 * the content overview's satellite bench: its page, static server and probe are the ones below.)
 *
 * Profiles (Chromium DevTools Protocol: Network.emulateNetworkConditions and
 * Emulation.setCPUThrottlingRate):
 *   ship-wifi   50 ms RTT, 5 Mbps down, 4× CPU     targets: alone ≤ 1000 ms, portal ≤ 1200 ms
 *   geo         600 ms RTT, 1 Mbps down, 4× CPU    targets: first visit ≤ 3500 ms, returning ≤ 2000 ms
 *
 * Widgets: `content` (<lido-content-overview>, first `.tile` visible) and `vod` (<lido-vod>, first
 * `.entry-tile` visible), each
 *   alone    on a plain page like examples/brand-site and examples/airline-vod: only lido.js and
 *            the element, served gzip-compressed by a tiny static server that sends what an
 *            operator's should (hashed chunks immutable, lido.js and the page revalidated);
 *   portal   in the built host site (host-site/dist, `npm run build` + scripts/build-site.mjs, rebuilt
 *            here when stale), served by its own Node server as scripts/start.mjs runs it, at
 *            /content/overview and /vod/overview (header, subheader and footer around the widget).
 * Both against the real demo hub (its own data directory, a free port).
 *
 * Visits: `first` a fresh browser profile (empty cache, nothing stored); `returning` the same
 * profile after one unthrottled visit of the same address (HTTP cache, localStorage and the
 * persisted queries filled), then about:blank, then the measured navigation.
 *
 * Figures per visit: first content (ms from navigation start to the first tile rendered with a size
 * inside the viewport, in the widget's shadow root), first tile picture loaded (both with their
 * floor, see FLOOR_TRIPS, and the ratio figure / floor in the table), all JavaScript
 * transferred over the network (bytes on the wire as DevTools reports them: 0 for a cache hit,
 * headers for a 304), and the hub requests of the visit (every request to the hub's origin until
 * the network is quiet: API calls, and pictures separately; requests answered by the HTTP cache
 * are not counted). Runs are interleaved over the matrix; the table gives median and range.
 *
 *   npm run bench -- profiles
 *   ./node_modules/.bin/node tests/perf/profiles.bench.mjs [--runs 3] [--profile geo] [--widget vod]
 *       [--page alone|portal] [--visit first|returning] [--category 2] [--set modern|legacy] [--json out.json] [--verbose]
 *   (through npm run bench: LIDO_BENCH_RUNS, LIDO_BENCH_PROFILE, LIDO_BENCH_WIDGET, LIDO_BENCH_PAGE,
 *    LIDO_BENCH_VISIT, LIDO_BENCH_JSON, LIDO_BENCH_VERBOSE=1 do the same)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { BUILD_SOURCES, isStale } from '../../build/freshness.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

export const title = 'Performance profiles: first content, JS and hub requests (ship Wi-Fi, GEO satellite; alone and in the portal; first and returning visit)';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const PROFILES = {
  'ship-wifi': { label: 'Ship Wi-Fi', latency: 50, down: 5_000_000 / 8, up: 1_000_000 / 8, cpu: 4 },
  geo: { label: 'GEO satellite', latency: 600, down: 1_000_000 / 8, up: 256_000 / 8, cpu: 4 },
};

/** The element, what marks its first content, and where the portal places it. */
export const WIDGETS = {
  content: { tag: 'lido-content-overview', tile: '.tile', portalPath: '/content/overview', label: 'content overview' },
  vod: { tag: 'lido-vod', tile: '.entry-tile', portalPath: '/vod/overview', label: 'VOD catalogue' },
};

/** ARCHITECTURE.md budgets for first content (ms). */
export function target(profile, page, visit) {
  if (profile === 'ship-wifi') return page === 'alone' ? 1000 : 1200;
  return visit === 'first' ? 3500 : 2000;
}

/**
 * The physical floor of a figure: the serial round trips it cannot do without × the profile's
 * latency + the bytes the figure needs (page, scripts, hub answers; a picture adds itself) / the
 * profile's bandwidth, as they came over the wire in the visit (no CPU time at all).
 * Round trips: a first visit's content needs the page, lido.js, then the chunks (the widget's first
 * hub calls start with them: the loader preloads them), 3; its first picture one more, 4. A
 * returning guest revalidates the page and lido.js (`no-cache`; chunks, data and pictures come from
 * the HTTP cache and the persisted queries), 2 for both.
 */
export const FLOOR_TRIPS = { first: { content: 3, picture: 4 }, returning: { content: 2, picture: 2 } };

export function floor(profile, trips, bytes) {
  return Math.round(trips * profile.latency + (bytes * 1000) / profile.down);
}

/** A free TCP port on loopback (for servers that cannot report the one they got). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The demo hub on a free port with its own data directory (parallel worktrees share the machine). */
export function startHub({ root = ROOT, args = [] } = {}) {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lido-profiles-bench-'));
  const child = spawn(
    path.join(root, 'node_modules/.bin/node'),
    [path.join(root, 'demo-hub/server.ts'), '--port', '0', '--host', '127.0.0.1', '--data', dataDir, ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
          /** how long the start took, seeding included */
          ms: performance.now() - started,
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

/**
 * dist/ under /dist/ and a page that holds nothing but lido.js and the markup of its `markup` query
 * parameter (HUB in it stands for the hub's address): the widget benches' bare pages.
 */
export function startBundlePage(root, hubUrl) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/dist/')) {
      try {
        const file = path.join(root, url.pathname);
        if (!file.startsWith(path.join(root, 'dist'))) throw new Error('outside dist');
        const body = readFileSync(file);
        response.writeHead(200, {
          'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.woff2') ? 'font/woff2' : 'application/octet-stream',
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    const markup = url.searchParams.get('markup') ?? '';
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/dist/cdn/0/lido.js"></script></head><body>${markup.replaceAll('HUB', hubUrl)}</body></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

/** A plain operator page: one script, the given markup (and an optional #lido-config block). */
export function plainPage(markup, { title = 'Operator page', config = null } = {}) {
  const configBlock = config ? `\n<script type="application/json" id="lido-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${configBlock}
<script type="module" src="/lido/0/lido.js"></script></head>
<body>${markup}</body>
</html>`;
}

/**
 * dist/cdn/ under /lido/ and the given pages (path → HTML), gzip-compressed as any production
 * server would send them, on a free port. The version folder is immutable; the pages and the
 * follow lido.js copies (fixed URLs) are revalidated.
 */
export function startStatic(pages, { root = ROOT } = {}) {
  const dist = path.join(root, 'dist', 'cdn');
  const TYPES = { '.js': 'text/javascript; charset=utf-8', '.woff2': 'font/woff2', '.json': 'application/json' };
  const files = new Map();
  // Everything an operator deploys from dist/cdn/ (chunks and the fonts the core registers).
  for (const name of readdirSync(dist, { recursive: true })) {
    const type = TYPES[path.extname(name)];
    if (!type || !statSync(path.join(dist, name)).isFile()) continue;
    files.set(`/lido/${name.split(path.sep).join('/')}`, { type, body: gzipSync(readFileSync(path.join(dist, name)), { level: 9 }) });
  }
  for (const [pathname, html] of Object.entries(pages)) files.set(pathname, { type: 'text/html; charset=utf-8', body: gzipSync(html) });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = files.get(url.pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    // A version folder never changes; the page and the follow lido.js (fixed URLs) are revalidated.
    const hashed = /^\/lido\/\d+\.\d+\.\d+[^/]*\//.test(url.pathname);
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
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((done) => server.close(done)) })),
  );
}

/** dist/ rebuilt when older than its sources (as every bench does). */
export async function ensureBundle(root = ROOT) {
  if (isStale(root, 'dist/size-report.json', [...BUILD_SOURCES, 'widgets'])) {
    const { build } = await import('../../scripts/build.mjs');
    await build({ quiet: true });
  }
}

/** host-site/dist rebuilt (scripts/build-site.mjs) when older than the bundle or the site's sources. */
export function ensurePortal(root = ROOT) {
  if (!isStale(root, 'host-site/dist/server/entry.mjs', ['dist/size-report.json', 'host-site/src', 'host-site/astro.config.mjs', 'scripts/build-site.mjs']))
    return;
  const result = spawnSync(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'scripts/build-site.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) throw new Error(`scripts/build-site.mjs failed:\n${result.stdout}\n${result.stderr}`);
}

/** The built portal, run as scripts/start.mjs runs it (host-site/dist/server/entry.mjs), told its hub. */
export async function startPortal(hubUrl, { root = ROOT } = {}) {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'host-site/dist/server/entry.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LIDO_HUB_URL: hubUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${out}`)), 60_000);
    const onData = (chunk) => {
      out += chunk;
      if (/listening on/i.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`portal exited with ${code}:\n${out}`));
    });
  });
  // as scripts/start.mjs does: the first page after a start loads the server renderer
  await fetch(`http://127.0.0.1:${port}/content/overview`).catch(() => {});
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

export async function launchBrowser() {
  const { chromium } = await import('playwright');
  return chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
}

/**
 * Records, in the page, when the first tile is visible and when its picture has loaded. Polls
 * with a short timer (rAF callbacks are starved by long frames under CPU throttling), and looks
 * at each step of the parse too: a tile the server sent (issue 36) is in the page as it is parsed,
 * while the timer waits behind the module scripts that run next. Such a tile counts from the
 * first contentful paint after it was there (the browser's paint timing), not from its parsing.
 */
const PROBE = ({ tag, tile }) => {
  const marks = {};
  window.__profileBench = marks;
  let seenAt = null;
  const paints = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.push(entry.startTime);
    settle();
  }).observe({ type: 'paint', buffered: true });
  const settle = () => {
    if (seenAt === null || marks.firstTile) return;
    // painted at the first contentful paint if it was there by then; else seen by the timer after a paint
    const painted = paints.find((at) => at >= seenAt);
    marks.firstTile = painted ?? (paints.length ? seenAt : null);
  };
  const look = () => {
    const host = document.querySelector(tag);
    const first = host?.shadowRoot?.querySelector(tile);
    if (first && seenAt === null) {
      const box = first.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.top < innerHeight) seenAt = performance.now();
    }
    settle();
    const image = host?.shadowRoot?.querySelector(`${tile} img`);
    if (image && image.complete && image.naturalWidth > 0 && !marks.firstImage) marks.firstImage = performance.now();
  };
  const tick = () => {
    look();
    if (!marks.firstTile || !marks.firstImage) setTimeout(tick, 10);
  };
  document.addEventListener('readystatechange', look);
  tick();
};

/**
 * Every request of the page as DevTools sees it (from navigation on): URL, resource type, bytes on
 * the wire, whether the HTTP cache answered. `quiet(ms)` resolves once nothing has been in flight
 * for `ms` (event streams excluded), at most `maxMs` after the call.
 */
export function recordRequests(cdp) {
  const requests = new Map();
  let last = performance.now();
  const touch = () => (last = performance.now());
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    const known = requests.get(event.requestId);
    // A redirect reuses the id: the hop before it counts as a request of its own.
    if (known) requests.set(`${event.requestId}#${requests.size}`, { ...known, done: true });
    requests.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? 'Other',
      bytes: 0,
      cached: false,
      status: 0,
      done: false,
      start: event.timestamp * 1000,
      end: null,
    });
    touch();
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) request.cached = true;
    if (event.type) request.type = event.type;
    touch();
  });
  const finish = (event, failed) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.done = true;
    request.end = event.timestamp * 1000;
    if (failed) request.failed = true;
    else request.bytes = event.encodedDataLength ?? 0;
    touch();
  };
  cdp.on('Network.loadingFinished', (event) => finish(event, false));
  cdp.on('Network.loadingFailed', (event) => finish(event, true));
  return {
    list: () => [...requests.values()],
    clear: () => requests.clear(),
    async quiet(ms, maxMs = 45_000) {
      const started = performance.now();
      for (;;) {
        const busy = [...requests.values()].some((request) => !request.done && request.type !== 'EventSource');
        if (!busy && performance.now() - last >= ms) return true;
        if (performance.now() - started > maxMs) return false;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Hub requests of a recorded list: to the hub's origin, not answered by the HTTP cache. */
export function hubRequests(requests, hubUrl) {
  const origin = new URL(hubUrl).origin;
  return requests.filter((request) => new URL(request.url).origin === origin);
}
const isPicture = (request) => request.type === 'Image' || /\/(blobs\/image|images\/)/.test(new URL(request.url).pathname);

export async function throttle(cdp, profile) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down,
    uploadThroughput: profile.up,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
}

async function unthrottle(cdp) {
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/**
 * One measured visit of `url` in a fresh browser profile. `returning`: the same profile visited
 * the address once before (unthrottled, until the network was quiet), then about:blank.
 */
export async function visit(browser, url, { widget, profile, returning = false, hubUrl, set = 'modern' }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const recorder = recordRequests(cdp);
    await page.addInitScript(PROBE, { tag: widget.tag, tile: widget.tile });
    // The legacy set (the engine floor's): lido.js takes an engine without AbortSignal.any for one of the floor
    if (set === 'legacy') await page.addInitScript(() => delete AbortSignal.any);
    if (returning) {
      await page.goto(url);
      await page.waitForFunction(() => window.__profileBench?.firstTile, null, { timeout: 60_000 });
      await recorder.quiet(1500);
      await page.goto('about:blank');
      recorder.clear();
    }
    await throttle(cdp, profile);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__profileBench?.firstTile, null, { timeout: 90_000, polling: 100 });
    // Everything the visit asks for: until nothing has been in flight for three round trips.
    const settled = await recorder.quiet(Math.max(1500, 3 * profile.latency));
    const marks = await page.evaluate(() => window.__profileBench);
    await unthrottle(cdp);
    const requests = recorder.list();
    const scripts = requests.filter((request) => request.type === 'Script');
    const hub = hubRequests(requests, hubUrl);
    const network = (list) => list.filter((request) => !request.cached);
    // The bytes a figure needs, as they came over the wire by then (ms from the page's own
    // request, about the page's time origin): the page, the scripts and the hub's answers
    // (not fonts, not pictures); a picture adds the first picture that arrived.
    const origin = requests.find((request) => request.type === 'Document')?.start ?? 0;
    const arrived = (ms) => requests.filter((request) => request.end !== null && request.end - origin <= ms + 1 && !request.failed && request.status < 400);
    const bytesBy = (ms) =>
      arrived(ms)
        .filter((request) => !['Font', 'Image', 'Stylesheet'].includes(request.type) && !isPicture(request))
        .reduce((sum, request) => sum + request.bytes, 0);
    const pictureBytesBy = (ms) =>
      bytesBy(ms) +
      (arrived(ms)
        .filter(isPicture)
        .sort((a, b) => a.end - b.end)[0]?.bytes ?? 0);
    const trips = FLOOR_TRIPS[returning ? 'returning' : 'first'];
    const firstPicture = marks.firstImage ? Math.round(marks.firstImage) : null;
    return {
      firstContent: Math.round(marks.firstTile),
      firstPicture,
      contentFloor: floor(profile, trips.content, bytesBy(marks.firstTile)),
      pictureFloor: firstPicture === null ? null : floor(profile, trips.picture, pictureBytesBy(firstPicture)),
      jsBytes: scripts.reduce((sum, request) => sum + request.bytes, 0),
      jsFiles: network(scripts).length,
      jsCached: scripts.length - network(scripts).length,
      hubApi: network(hub.filter((request) => !isPicture(request))).length,
      hubPictures: network(hub.filter(isPicture)).length,
      hubCached: hub.length - network(hub).length,
      settled,
      requests,
    };
  } finally {
    await context.close();
  }
}

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => {
  const present = values.filter((value) => value !== null && value !== undefined);
  if (!present.length) return '—';
  const low = Math.min(...present);
  const high = Math.max(...present);
  return low === high ? `${median(present)}` : `${median(present)} (${low}–${high})`;
};

/** Median and range of each figure per cell of the matrix. */
export function summarise(results) {
  const cells = new Map();
  for (const result of results) {
    const key = `${result.profile}|${result.widget}|${result.page}|${result.visit}`;
    if (!cells.has(key)) cells.set(key, []);
    cells.get(key).push(result);
  }
  return [...cells.values()].map((runs) => {
    const { profile, widget, page, visit: kind } = runs[0];
    const limit = target(profile, page, kind);
    const firstContent = median(runs.map((run) => run.firstContent));
    const withFloor = (figure, floorOf) => {
      const present = runs.filter((run) => run[figure] !== null && run[floorOf] !== null);
      if (!present.length) return { floor: '—', ratio: '—' };
      const floorMs = median(present.map((run) => run[floorOf]));
      return { floor: String(floorMs), ratio: (median(present.map((run) => run[figure])) / floorMs).toFixed(2) };
    };
    const content = withFloor('firstContent', 'contentFloor');
    const picture = withFloor('firstPicture', 'pictureFloor');
    return {
      profile: PROFILES[profile].label,
      widget: WIDGETS[widget].label,
      page,
      visit: kind,
      runs: runs.length,
      'first content ms': spread(runs.map((run) => run.firstContent)),
      'floor ms': content.floor,
      ratio: content.ratio,
      target: `≤ ${limit} ${firstContent <= limit ? 'ok' : 'OVER'}`,
      'first picture ms': spread(runs.map((run) => run.firstPicture)),
      'picture floor ms': picture.floor,
      'picture ratio': picture.ratio,
      'JS KiB': spread(runs.map((run) => kib(run.jsBytes))),
      'JS files (cached)': spread(runs.map((run) => run.jsFiles)) + ` (${median(runs.map((run) => run.jsCached))})`,
      'hub API calls': spread(runs.map((run) => run.hubApi)),
      'hub pictures': spread(runs.map((run) => run.hubPictures)),
    };
  });
}

const option = (values, name, env) => values?.[name] ?? process.env[env] ?? null;
const pick = (all, wanted) => (wanted ? wanted.split(',').filter((name) => all.includes(name)) : all);

export default async function run({ root = ROOT, values = {} } = {}) {
  const runs = Number(option(values, 'runs', 'LIDO_BENCH_RUNS') ?? 3);
  const profiles = pick(Object.keys(PROFILES), option(values, 'profile', 'LIDO_BENCH_PROFILE'));
  const widgets = pick(Object.keys(WIDGETS), option(values, 'widget', 'LIDO_BENCH_WIDGET'));
  const pages = pick(['alone', 'portal'], option(values, 'page', 'LIDO_BENCH_PAGE'));
  const visits = pick(['first', 'returning'], option(values, 'visit', 'LIDO_BENCH_VISIT'));
  // --set legacy: the legacy set, as a floor engine loads it (in today's Chromium, so the same throttling applies)
  const set = option(values, 'set', 'LIDO_BENCH_SET') ?? 'modern';
  const categoryId = option(values, 'category', 'LIDO_BENCH_CATEGORY');
  const jsonFile = option(values, 'json', 'LIDO_BENCH_JSON');
  const verbose = Boolean(values.verbose || process.env.LIDO_BENCH_VERBOSE);

  await ensureBundle(root);
  if (pages.includes('portal')) ensurePortal(root);
  const hub = await startHub({ root });
  const attribute = (name) => (name === 'content' && categoryId ? ` category-id="${categoryId}"` : '');
  const alone = await startStatic(
    Object.fromEntries(
      Object.entries(WIDGETS).map(([name, widget]) => [
        `/${name}`,
        plainPage(`<main><${widget.tag} hub-url="${hub.url}"${attribute(name)}></${widget.tag}></main>`),
      ]),
    ),
    { root },
  );
  const portal = pages.includes('portal') ? await startPortal(hub.url, { root }) : null;
  const address = (widget, page) =>
    page === 'alone' ? `${alone.url}/${widget}` : `${portal.url}${WIDGETS[widget].portalPath}${widget === 'content' && categoryId ? `/${categoryId}` : ''}`;
  const browser = await launchBrowser();
  const results = [];
  try {
    // Runs interleaved over the matrix: a busy moment of the shared machine spreads over the cells.
    for (let i = 0; i < runs; i += 1) {
      for (const profile of profiles) {
        for (const widget of widgets) {
          for (const page of pages) {
            for (const kind of visits) {
              const result = await visit(browser, address(widget, page), {
                widget: WIDGETS[widget],
                profile: PROFILES[profile],
                returning: kind === 'returning',
                hubUrl: hub.url,
                set,
              });
              const { requests, ...figures } = result;
              results.push({
                run: i + 1,
                profile,
                widget,
                page,
                visit: kind,
                ...figures,
                hub: hubRequests(requests, hub.url).map((request) => `${request.cached ? '(cache) ' : ''}${request.type} ${request.url.replace(hub.url, '')}`),
              });
              if (verbose) {
                console.log(
                  `run ${i + 1} ${profile} ${widget} ${page} ${kind}: first content ${result.firstContent} ms (floor ${result.contentFloor}), first picture ${result.firstPicture} ms (floor ${result.pictureFloor}), JS ${kib(result.jsBytes)} KiB, hub ${result.hubApi} + ${result.hubPictures} pictures${result.settled ? '' : ' (network never quiet)'}`,
                );
                const origin = requests.find((request) => request.type === 'Document')?.start ?? 0;
                const at = (ms) => (ms === null ? '    —' : String(Math.round(ms - origin)).padStart(5));
                for (const request of requests)
                  console.log(
                    `   ${request.cached ? 'cache' : String(request.status).padStart(5)} ${request.type.padEnd(9)} ${String(kib(request.bytes)).padStart(6)} KiB ${at(request.start)}→${at(request.end)} ms  ${request.url}`,
                  );
              }
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    await alone.stop();
    if (portal) await portal.stop();
    await hub.stop();
  }
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  return summarise(results);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      profile: { type: 'string' },
      widget: { type: 'string' },
      page: { type: 'string' },
      visit: { type: 'string' },
      category: { type: 'string' },
      set: { type: 'string' },
      json: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  console.table(await run({ values }));
}
