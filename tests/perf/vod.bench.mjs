#!/usr/bin/env node
/**
 * The VOD widgets in the published bundle (dist/), in Chromium, against a demo hub in
 * large-catalogue mode (10 000 titles, 1 000 channels). Prints figures next to the issue's
 * targets; asserts nothing (speed and size are measured here, never in timed tests).
 *
 *   1. JS before first play: <lido-vod> alone on a page (only lido.js + the element), browsed to a
 *      title's detail page; every script the page loaded, gzip level 9. Then Play in a browser
 *      without native HLS: hls.js must arrive only now.
 *   2. Catalogue of 10 000 titles at 4× CPU slowdown: every page loaded (maxReached), then the
 *      DOM nodes of the page (through shadow roots) and interaction to next paint of keyboard
 *      scrolling in the grid (Page Down, arrows) and of opening a title (click).
 *   3. TV guide of 1 000 channels × 24 h: time from placing the element to the first screen of
 *      the grid rendered with a focusable programme (no slowdown, and 4×).
 *
 *   npm run bench -- vod          or   ./node_modules/.bin/node tests/perf/vod.bench.mjs
 *   LIDO_BENCH_ONLY=bundle|catalogue|guide   one part only
 *   LIDO_BENCH_TRACE=1                       log long tasks, slow events and big JSON writes
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUILD_SOURCES, isStale } from '../../build/freshness.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { startBundlePage, startHub } from './profiles.bench.mjs';

export const title = 'VOD, live TV guide: bundle before first play, 10 000-title catalogue, 1 000-channel guide';

const TITLES = 10_000;
const CHANNELS = 1_000;
const CPU_SLOWDOWN = 4;
const KIB = 1024;
const r1 = (n) => Math.round(n * 10) / 10;

/** dist/ and a page that holds nothing but lido.js and the given markup. */
/** Every element of the page, counting into open shadow roots. */
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

async function bundleBeforePlay(browser, siteUrl, root) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A browser without native HLS (Firefox, Chromium before native HLS): the hls.js path.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      this.muted = true;
      return play.call(this);
    };
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/dist/')) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${siteUrl}/?markup=${encodeURIComponent('<lido-vod hub-url="HUB"></lido-vod>')}`);
  const vod = page.locator('lido-vod');
  await vod.getByRole('link', { name: 'Movies' }).first().click();
  await vod.locator('.genre-tile').nth(1).click();
  await vod.locator('a.tile').first().click();
  await vod.locator('[part="play"]').waitFor();
  await page.waitForTimeout(300);
  const gz = (file) => gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
  const before = [...new Set(scripts)];
  const beforeBytes = before.reduce((sum, file) => sum + gz(file), 0);
  await vod.locator('[part="play"]').click();
  await page.locator('lido-vod video[data-engine="hls.js"]').waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    () => {
      const video = document.querySelector('lido-vod')?.shadowRoot?.querySelector('video');
      return video && video.currentTime > 0.3;
    },
    undefined,
    { timeout: 20_000 },
  );
  const after = [...new Set(scripts)].filter((file) => !before.includes(file));
  const afterBytes = after.reduce((sum, file) => sum + gz(file), 0);
  await context.close();
  return [
    {
      measure: `JS before first play (${before.length} files: loader, core, VOD chunks)`,
      value: `${r1(beforeBytes / KIB)} KiB gz`,
      target: '≤ 135 KiB gz',
      ok: beforeBytes / KIB <= 135 ? 'yes' : 'NO',
    },
    {
      measure: 'hls.js among them',
      value: before.some((file) => /\/hls-/.test(file)) ? 'yes' : 'no',
      target: 'no',
      ok: before.some((file) => /\/hls-/.test(file)) ? 'NO' : 'yes',
    },
    {
      measure: `JS loaded by Play (${after.map((file) => path.basename(file).replace(/-[\w-]+\.js$/, '')).join(', ')})`,
      value: `${r1(afterBytes / KIB)} KiB gz`,
      target: 'hls.js only after Play',
      ok: after.some((file) => /\/hls-/.test(file)) ? 'yes' : 'NO',
    },
  ];
}

/** Interaction durations (Event Timing, ms) recorded from now until `collect()`; the slowest is this page's INP. */
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

/**
 * `posters`: 'svg' as the demo provider draws them (SVG with text, rasterised on the main thread)
 * or 'jpeg' as real providers deliver them (the hub's JPEG pictures, decoded off the main thread).
 */
async function catalogue(browser, siteUrl, posters) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (posters === 'jpeg') {
    // A different JPEG address per title (the hub's 400 px pictures, one URL per title id), so
    // every tile downloads and decodes its own picture like a real catalogue.
    const files = [
      'beach',
      'boat-tour',
      'cabin',
      'deck-plan',
      'default',
      'fitness',
      'harbour',
      'kids-club',
      'mountain',
      'old-town',
      'pool-deck',
      'restaurant',
      'ship',
      'spa',
      'sunset',
      'theatre',
      'wine-tasting',
    ];
    await page.route(/\/vod-api\/images\//, (route) => {
      const url = route.request().url();
      const id = Number(/(\d+)\.svg/.exec(url)?.[1] ?? 0);
      return route.continue({ url: url.replace(/\/vod-api\/images\/.*$/, `/media/images/${files[id % files.length]}-400.jpg?title=${id}`) });
    });
  }
  if (process.env.LIDO_BENCH_TRACE) {
    page.on('console', (m) => console.log('page:', m.text()));
    await page.addInitScript(() => {
      const stringify = JSON.stringify;
      JSON.stringify = function (...args) {
        const t = performance.now();
        const out = stringify.apply(this, args);
        const d = performance.now() - t;
        if (d > 20) console.log(`stringify ${Math.round(d)} ms ${out.length} chars`);
        return out;
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.duration > 80) console.log(`longtask ${Math.round(e.duration)} ms at ${Math.round(e.startTime)}`);
      }).observe({ type: 'longtask', buffered: false });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.interactionId && e.duration > 100)
            console.log(
              `event ${e.name} ${Math.round(e.duration)} ms at ${Math.round(e.startTime)} processing ${Math.round(e.processingEnd - e.processingStart)}`,
            );
      }).observe({ type: 'event', durationThreshold: 16 });
    });
  }
  await page.goto(`${siteUrl}/?markup=${encodeURIComponent('<lido-vod hub-url="HUB" view="movies"></lido-vod>')}`);
  const vod = page.locator('lido-vod');
  await vod.locator('a.tile').first().waitFor({ timeout: 30_000 });
  // Load every page: End jumps to the last loaded title, which asks for the next page.
  // The title list lives in the query cache (core/query/vod.ts): its pages, and the end once a page came back empty.
  const pagesOfList = () => {
    const queries = globalThis[Symbol.for('lido.core.v1')].queryClient.getQueryCache().findAll({ queryKey: ['vod', 'getVods'] });
    return queries.at(-1)?.state.data?.pages ?? [];
  };
  const loaded = () => page.evaluate(`(${pagesOfList})().reduce((sum, page) => sum + page.length, 0)`);
  const maxReached = () => page.evaluate(`(() => { const pages = (${pagesOfList})(); return pages.length > 0 && pages.at(-1).length === 0; })()`);
  const started = performance.now();
  await vod.locator('a.tile').first().focus();
  while (!(await maxReached()) && performance.now() - started < 180_000) {
    await page.keyboard.press('End');
    await page.waitForTimeout(150);
  }
  const titles = await loaded();
  const loadSeconds = (performance.now() - started) / 1000;

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (process.env.LIDO_BENCH_TRACE) console.log('--- measuring from', await page.evaluate(() => Math.round(performance.now())));
  await page.keyboard.press('Home');
  await page.waitForTimeout(1500);
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
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(800);
  const nodesScrolled = await page.evaluate(COUNT_NODES);
  const scrolling = await page.evaluate(() => [...window.__interactions.values()]);
  await page.evaluate(OBSERVE_INTERACTIONS);
  // Open a title from the middle of the list: a click on the largest visible part of a tile.
  const target = await page.evaluate(() => {
    const tiles = [...document.querySelector('lido-vod').shadowRoot.querySelectorAll('a.tile')];
    const parts = tiles
      .map((tile) => tile.getBoundingClientRect())
      .map((rect) => ({ x: rect.left + rect.width / 2, top: Math.max(rect.top, 0), bottom: Math.min(rect.bottom, window.innerHeight) }))
      .filter((part) => part.bottom - part.top > 40)
      .sort((a, b) => b.bottom - b.top - (a.bottom - a.top));
    return parts[0] ? { x: parts[0].x, y: (parts[0].top + parts[0].bottom) / 2 } : null;
  });
  if (!target) throw new Error('no tile on screen');
  await page.mouse.click(target.x, target.y);
  await vod.locator('[part="play"]').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const opening = await page.evaluate(() => [...window.__interactions.values()]);
  const nodesDetail = await page.evaluate(COUNT_NODES);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const max = (list) => (list.length ? Math.max(...list) : 0);
  const median = (list) => (list.length ? [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] : 0);
  return [
    {
      measure: `catalogue, ${posters} posters: ${titles} titles loaded (all pages, ${r1(loadSeconds)} s)`,
      value: titles,
      target: '10 000',
      ok: titles >= TITLES - 100 ? 'yes' : 'NO',
    },
    {
      measure: `DOM nodes in the page (grid at the top / scrolled / detail), ${posters} posters`,
      value: `${nodesAtTop} / ${nodesScrolled} / ${nodesDetail}`,
      target: '≤ 1 500',
      ok: Math.max(nodesAtTop, nodesScrolled) <= 1500 ? 'yes' : 'NO',
    },
    {
      measure: `INP scrolling the grid by keyboard, ${CPU_SLOWDOWN}× CPU, ${posters} posters (${scrolling.length} interactions ≥ 16 ms)`,
      value: `${Math.round(max(scrolling))} ms (median ${Math.round(median(scrolling))} ms)`,
      target: '≤ 100 ms',
      ok: max(scrolling) <= 100 ? 'yes' : 'NO',
    },
    {
      measure: `INP opening a title (click), ${CPU_SLOWDOWN}× CPU, ${posters} posters`,
      value: `${Math.round(max(opening))} ms`,
      target: '≤ 100 ms',
      ok: max(opening) <= 100 ? 'yes' : 'NO',
    },
  ];
}

async function guide(browser, siteUrl, slowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // The page, the bundle and the VOD session are ready first: the clock measures opening the guide.
  await page.goto(`${siteUrl}/?markup=${encodeURIComponent('<lido-vod hub-url="HUB" view="detail" item-id="1"></lido-vod>')}`);
  await page.locator('lido-vod [part="play"]').waitFor({ timeout: 30_000 });
  await page.evaluate(() => import(document.querySelector('script[type="module"]').src).then((loader) => loader.load('lido-live-tv')));
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const ms = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const start = performance.now();
        const element = document.createElement('lido-live-tv');
        element.setAttribute('view', 'guide');
        document.body.append(element);
        const check = () => {
          const cell = element.shadowRoot?.querySelector('[role="gridcell"][tabindex="0"]');
          if (cell) {
            cell.focus();
            if (element.shadowRoot.activeElement === cell) return resolve(performance.now() - start);
          }
          if (performance.now() - start > 30_000) return reject(new Error('guide did not render'));
          requestAnimationFrame(check);
        };
        check();
      }),
  );
  const rows = await page.evaluate(() => document.querySelector('lido-live-tv').shadowRoot.querySelector('[role="grid"]').getAttribute('aria-rowcount'));
  await page.waitForFunction(
    () => document.querySelector('lido-live-tv').shadowRoot.querySelector('[role="grid"]').getAttribute('aria-rowcount') === '1000',
    undefined,
    { timeout: 60_000 },
  );
  const nodes = await page.evaluate(COUNT_NODES);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return {
    measure: `TV guide ${CHANNELS} channels × 24 h: first screen rendered and focusable${slowdown > 1 ? `, ${slowdown}× CPU` : ''} (rows at that moment: ${rows}; DOM nodes with all ${CHANNELS}: ${nodes})`,
    value: `${Math.round(ms)} ms`,
    target: '≤ 1 000 ms',
    ok: ms <= 1000 ? 'yes' : 'NO',
  };
}

export default async function run({ root = fileURLToPath(new URL('../../', import.meta.url)) } = {}) {
  if (isStale(root, 'dist/size-report.json', [...BUILD_SOURCES, 'widgets'])) {
    const { build } = await import('../../scripts/build.mjs');
    await build({ quiet: true });
  }
  const { chromium } = await import('playwright');
  const hub = await startHub({ root, args: ['--vod-titles', String(TITLES), '--channels', String(CHANNELS)] });
  const site = await startBundlePage(root, hub.url);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] });
  try {
    const rows = [];
    const only = process.env.LIDO_BENCH_ONLY;
    if (!only || only === 'bundle') rows.push(...(await bundleBeforePlay(browser, site.url, root)));
    if (!only || only === 'catalogue') {
      rows.push(...(await catalogue(browser, site.url, 'jpeg')));
      rows.push(...(await catalogue(browser, site.url, 'svg')));
    }
    if (only && only !== 'guide') return rows;
    rows.push(await guide(browser, site.url, 1));
    rows.push(await guide(browser, site.url, CPU_SLOWDOWN));
    return rows;
  } finally {
    await browser.close();
    site.server.close();
    await hub.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
