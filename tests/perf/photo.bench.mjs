#!/usr/bin/env node
/**
 * The photo grid (<lido-photo-shop view="myphotos">) in the published bundle (dist/), in Chromium
 * at 4× CPU slowdown, with 500 photos in the cabin (the demo hub's cabinImages answer widened to
 * 500 entries by the page's network layer; every thumbnail address is answered by a real demo hub
 * thumbnail). Prints figures next to the targets; asserts nothing.
 *
 *   1. every picture the grid loaded is a 200-wide thumbnail (?thumb), never a full photo, and
 *      only those near the screen (lazy, virtualised rows);
 *   2. DOM nodes of the page;
 *   3. INP scrolling the grid by keyboard (Page Down, arrows) and opening a photo (click).
 *
 *   npm run bench -- photo        or   ./node_modules/.bin/node tests/perf/photo.bench.mjs
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_SOURCES, isStale } from '../../build/freshness.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

export const title = 'Photo shop: a grid of 500 cabin photos (thumbnails only, INP)';

const PHOTOS = 500;
const CPU_SLOWDOWN = 4;

function startHub(root, dataDir) {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'demo-hub/server.ts'), '--port', '0', '--host', '127.0.0.1', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /LIDO_HUB_LISTENING (\S+)/.exec(out);
      if (match) resolve({ child, url: match[1].replace(/\/$/, '') });
    });
    child.stderr.on('data', (chunk) => { err += chunk; });
    child.once('exit', (code) => reject(new Error(`hub exited ${code}: ${err}`)));
  });
}

function startSite(root, hubUrl) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/dist/')) {
      try {
        const file = path.join(root, url.pathname);
        if (!file.startsWith(path.join(root, 'dist'))) throw new Error('outside dist');
        response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream' });
        response.end(readFileSync(file));
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/dist/lido.js"></script></head><body><lido-photo-shop hub-url="${hubUrl}" view="myphotos"></lido-photo-shop></body></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

const COUNT_NODES = () => {
  let count = 0;
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      count += 1;
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(document);
  return count;
};

const OBSERVE_INTERACTIONS = () => {
  const durations = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  window.__interactions = durations;
};

async function grid(browser, siteUrl, hubUrl) {
  const login = await (await fetch(`${hubUrl}/api/authentication/loginByPassenger`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bookingReference: 'LIDO123', lastName: 'Smith', departureDate: new Date().toLocaleDateString('en-GB') }),
  })).json();
  const session = { 'X-Session-Id': login.sessionId };
  await fetch(`${hubUrl}/api/photo/passenger/consent/true`, { method: 'POST', headers: session });
  const real = await (await fetch(`${hubUrl}/api/photomatch/cabinImages`, { headers: session })).json();
  const photos = Array.from({ length: PHOTOS }, (_, i) => ({ ...real[i % real.length], id: `AUR/BENCH/7012-${String(i + 1).padStart(4, '0')}`, title: `Photo ${i + 1}` }));

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.route(/\/api\/photomatch\/cabinImages$/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(photos) }));
  const images = [];
  await page.route(/\/api\/photomatch\/image\/AUR:BENCH:/, (route) => {
    const url = route.request().url();
    images.push(url);
    const n = Number(/7012-(\d+)/.exec(url)[1]) - 1;
    return route.continue({ url: url.replace(/AUR:BENCH:7012-\d+/, real[n % real.length].id.replaceAll('/', ':')) });
  });
  await page.addInitScript((authentication) => {
    localStorage.setItem('lido:v1:authentication', JSON.stringify(authentication));
  }, { sessionId: login.sessionId, isAuthenticated: true, errorMessage: null, sessionType: login.sessionType ?? null, sessionName: null, bookingReference: 'LIDO123', pmsName: null, pmsInformation: null });
  await page.goto(siteUrl);
  const shop = page.locator('lido-photo-shop');
  await shop.locator('[part="photo"]').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  const loadedAtTop = images.length;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await shop.locator('[part="photo"]').first().focus();
  await page.waitForTimeout(500);
  await page.evaluate(OBSERVE_INTERACTIONS);
  const nodesAtTop = await page.evaluate(COUNT_NODES);
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(250);
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('End');
  await page.waitForTimeout(800);
  const nodesScrolled = await page.evaluate(COUNT_NODES);
  const scrolling = await page.evaluate(() => [...window.__interactions.values()]);
  const beforeOpening = [...images];
  await page.evaluate(OBSERVE_INTERACTIONS);
  await page.keyboard.press('Enter');
  await shop.locator('.photo-detail').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const opening = await page.evaluate(() => [...window.__interactions.values()]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const thumbs = beforeOpening.filter((url) => url.includes('?thumb'));
  const full = beforeOpening.length - thumbs.length;
  const detailFull = images.slice(beforeOpening.length).filter((url) => !url.includes('?thumb')).length;
  const max = (list) => (list.length ? Math.max(...list) : 0);
  const median = (list) => (list.length ? [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] : 0);
  return [
    { measure: `pictures loaded by the grid of ${PHOTOS} (at the top / after scrolling to the end); full photos among them before a detail was opened`, value: `${loadedAtTop} / ${thumbs.length}; full photos: ${full} (the detail then: ${detailFull})`, target: 'thumbnails only, lazily', ok: full === 0 && loadedAtTop < PHOTOS / 4 ? 'yes' : 'NO' },
    { measure: `DOM nodes in the page (grid at the top / scrolled to the end)`, value: `${nodesAtTop} / ${nodesScrolled}`, target: '≤ 1 500', ok: Math.max(nodesAtTop, nodesScrolled) <= 1500 ? 'yes' : 'NO' },
    { measure: `INP scrolling the grid by keyboard, ${CPU_SLOWDOWN}× CPU, ${PHOTOS} photos (${scrolling.length} interactions ≥ 16 ms)`, value: `${Math.round(max(scrolling))} ms (median ${Math.round(median(scrolling))} ms)`, target: '≤ 100 ms', ok: max(scrolling) <= 100 ? 'yes' : 'NO' },
    { measure: `INP opening the last photo (Enter on the tile keyboard focus reached), ${CPU_SLOWDOWN}× CPU`, value: `${Math.round(max(opening))} ms`, target: '≤ 100 ms', ok: max(opening) <= 100 ? 'yes' : 'NO' },
  ];
}

export default async function run({ root = fileURLToPath(new URL('../../', import.meta.url)) } = {}) {
  if (isStale(root, 'dist/size-report.json', [...BUILD_SOURCES, 'widgets'])) {
    const { build } = await import('../../scripts/build.mjs');
    await build({ quiet: true });
  }
  const { chromium } = await import('playwright');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lido-bench-photo-'));
  const hub = await startHub(root, dataDir);
  const site = await startSite(root, hub.url);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  try {
    return await grid(browser, site.url, hub.url);
  } finally {
    await browser.close();
    site.server.close();
    await new Promise((resolve) => {
      hub.child.once('exit', resolve);
      hub.child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
