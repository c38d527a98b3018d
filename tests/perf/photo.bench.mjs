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
import { fileURLToPath } from 'node:url';
import { BUILD_SOURCES, isStale } from '../../build/freshness.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { startBundlePage, startHub } from './profiles.bench.mjs';

export const title = 'Photo shop: a grid of 500 cabin photos (thumbnails only, INP)';

const PHOTOS = 500;
const CPU_SLOWDOWN = 4;

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

/** Event Timing: each interaction's longest event (≥ 16 ms) into window.__interactions; shared with remote.bench.mjs. */
export const OBSERVE_INTERACTIONS = () => {
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
  const login = await (
    await fetch(`${hubUrl}/api/authentication/loginByPassenger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bookingReference: 'LIDO123', lastName: 'Smith', departureDate: new Date().toLocaleDateString('en-GB') }),
    })
  ).json();
  const session = { 'X-Session-Id': login.sessionId };
  await fetch(`${hubUrl}/api/photo/passenger/consent/true`, { method: 'POST', headers: session });
  const real = await (await fetch(`${hubUrl}/api/photomatch/cabinImages`, { headers: session })).json();
  const photos = Array.from({ length: PHOTOS }, (_, i) => ({
    ...real[i % real.length],
    id: `AUR/BENCH/7012-${String(i + 1).padStart(4, '0')}`,
    title: `Photo ${i + 1}`,
  }));

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
  await page.addInitScript(
    (authentication) => {
      localStorage.setItem('lido:v1:authentication', JSON.stringify(authentication));
    },
    {
      sessionId: login.sessionId,
      isAuthenticated: true,
      errorMessage: null,
      sessionType: login.sessionType ?? null,
      sessionName: null,
      bookingReference: 'LIDO123',
      pmsName: null,
      pmsInformation: null,
    },
  );
  await page.goto(`${siteUrl}/?markup=${encodeURIComponent('<lido-photo-shop hub-url="HUB" view="myphotos"></lido-photo-shop>')}`);
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
    {
      measure: `pictures loaded by the grid of ${PHOTOS} (at the top / after scrolling to the end); full photos among them before a detail was opened`,
      value: `${loadedAtTop} / ${thumbs.length}; full photos: ${full} (the detail then: ${detailFull})`,
      target: 'thumbnails only, lazily',
      ok: full === 0 && loadedAtTop < PHOTOS / 4 ? 'yes' : 'NO',
    },
    {
      measure: `DOM nodes in the page (grid at the top / scrolled to the end)`,
      value: `${nodesAtTop} / ${nodesScrolled}`,
      target: '≤ 1 500',
      ok: Math.max(nodesAtTop, nodesScrolled) <= 1500 ? 'yes' : 'NO',
    },
    {
      measure: `INP scrolling the grid by keyboard, ${CPU_SLOWDOWN}× CPU, ${PHOTOS} photos (${scrolling.length} interactions ≥ 16 ms)`,
      value: `${Math.round(max(scrolling))} ms (median ${Math.round(median(scrolling))} ms)`,
      target: '≤ 100 ms',
      ok: max(scrolling) <= 100 ? 'yes' : 'NO',
    },
    {
      measure: `INP opening the last photo (Enter on the tile keyboard focus reached), ${CPU_SLOWDOWN}× CPU`,
      value: `${Math.round(max(opening))} ms`,
      target: '≤ 100 ms',
      ok: max(opening) <= 100 ? 'yes' : 'NO',
    },
  ];
}

export default async function run({ root = fileURLToPath(new URL('../../', import.meta.url)) } = {}) {
  if (isStale(root, 'dist/size-report.json', [...BUILD_SOURCES, 'widgets'])) {
    const { build } = await import('../../scripts/build.mjs');
    await build({ quiet: true });
  }
  const { chromium } = await import('playwright');
  const hub = await startHub({ root });
  const site = await startBundlePage(root, hub.url);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  try {
    return await grid(browser, site.url, hub.url);
  } finally {
    await browser.close();
    site.server.close();
    await hub.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
