#!/usr/bin/env node
/**
 * Soak of the 24/7 screens (issue 21): the restaurant board (board 3: slots round the clock, so
 * past slots keep dropping) and the ship tracker (its live GPS stream) on one DigitalSignage page
 * for 40 minutes of accelerated time (10 of warm-up, then 30 that must stay flat). The page's clock (Playwright's clock) is moved on a minute
 * at a time — the board's clock, its one-minute content refresh and every timer run as they would
 * — while the demo hub pushes a GPS position every 50 ms of real time, i.e. one per second of the
 * page's time (60 per accelerated minute, each moving the marker and re-rendering the text). After
 * every minute, with garbage collected, the JS heap, DOM nodes and event listeners are read
 * (DevTools Performance metrics); after the warm-up they must stay flat (growth ≤ 5 %). On this
 * DigitalSignage page the board pages itself (issue 33): the page shown is logged each minute.
 *
 *   npm run bench -- soak
 *   ./node_modules/.bin/node tests/perf/soak.bench.mjs [--minutes 40] [--warmup 10]
 *   (through npm run bench: LIDO_SOAK_MINUTES, LIDO_SOAK_WARMUP)
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBundle, launchBrowser, plainPage, startHub, startStatic } from './profiles.bench.mjs';

export const title = 'Soak: signage board and ship tracker on a DigitalSignage page, 10 + 30 accelerated minutes (heap, DOM nodes, listeners per minute)';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Real milliseconds between two GPS messages: one per second of page time at 60× speed. */
const GPS_INTERVAL_MS = 50;
/** Real time one accelerated minute takes (60 GPS messages). */
const MINUTE_REAL_MS = 60 * GPS_INTERVAL_MS;
const MAX_GROWTH = 0.05;

const MARKUP = `<main style="display:grid;grid-template-columns:1fr 1fr;gap:16px">
  <lido-signage-board board-id="3"></lido-signage-board>
  <lido-ship-tracker zoom="9"></lido-ship-tracker>
</main>`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The board page and the first restaurant's slot page shown (issue 33: signage pages itself). */
const boardPages = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('lido-signage-board')?.shadowRoot;
    const board = root?.querySelector('[part="restaurants"]')?.getAttribute('data-page') ?? '1';
    const slots = root?.querySelector('.slots-indicator')?.getAttribute('data-page') ?? '1';
    return `${board}/${slots}`;
  });

async function sample(cdp, minute, gpsMessages) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return {
    minute,
    'JS heap (MB)': Math.round((value('JSHeapUsedSize') / 1048576) * 100) / 100,
    'DOM nodes': value('Nodes'),
    listeners: value('JSEventListeners'),
    'GPS messages': gpsMessages,
  };
}

/**
 * Growth over the steady phase: the mean of its last five samples against the mean of its first
 * five (single samples swing with what happens to be in flight: a tile loading, a re-render).
 */
const growth = (rows, key) => {
  const mean = (list) => list.reduce((sum, row) => sum + row[key], 0) / list.length;
  const first = mean(rows.slice(0, 5));
  const last = mean(rows.slice(-5));
  return first === 0 ? 0 : (last - first) / first;
};

export default async function run({ root = ROOT, values = {} } = {}) {
  const minutes = Number(values.minutes ?? process.env.LIDO_SOAK_MINUTES ?? 40);
  const warmup = Number(values.warmup ?? process.env.LIDO_SOAK_WARMUP ?? 10);
  await ensureBundle(root);
  const hub = await startHub({ root, args: ['--gps-interval', String(GPS_INTERVAL_MS)] });
  const site = await startStatic({ '/': plainPage(MARKUP, { title: 'Signage soak', config: { hubUrl: hub.url, deviceType: 'DigitalSignage' } }) }, { root });
  const browser = await launchBrowser();
  const rows = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    const start = new Date();
    start.setHours(6, 0, 0, 0);
    await page.clock.install({ time: start });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    let gpsMessages = 0;
    cdp.on('Network.eventSourceMessageReceived', () => (gpsMessages += 1));
    await cdp.send('Network.enable');
    await page.goto(`${site.url}/`);
    await page.waitForFunction(
      () =>
        document.querySelector('lido-signage-board')?.shadowRoot?.querySelector('[part="restaurant"]') &&
        document.querySelector('lido-ship-tracker')?.shadowRoot?.querySelector('[part="map"][data-state="ready"] .ship-marker'),
      undefined,
      { timeout: 60_000 },
    );
    rows.push({ ...(await sample(cdp, 0, gpsMessages)), 'board/slot page': await boardPages(page) });
    for (let minute = 1; minute <= minutes; minute += 1) {
      await sleep(MINUTE_REAL_MS);
      await page.clock.fastForward('01:00');
      rows.push({ ...(await sample(cdp, minute, gpsMessages)), 'board/slot page': await boardPages(page) });
    }
    const pageChanges = rows.filter((row, index) => index > 0 && row['board/slot page'] !== rows[index - 1]['board/slot page']).length;
    const firstSlot = await page.evaluate(
      () => document.querySelector('lido-signage-board')?.shadowRoot?.querySelector('.slot')?.getAttribute('data-time') ?? null,
    );
    const steady = rows.filter((row) => row.minute >= warmup);
    const result = {
      heap: growth(steady, 'JS heap (MB)'),
      nodes: growth(steady, 'DOM nodes'),
      listeners: growth(steady, 'listeners'),
    };
    const flat = Object.values(result).every((g) => g <= MAX_GROWTH);
    console.log(
      `after warm-up (minute ${warmup} → ${minutes}): heap ${(result.heap * 100).toFixed(1)} %, DOM nodes ${(result.nodes * 100).toFixed(1)} %, listeners ${(result.listeners * 100).toFixed(1)} % ` +
        `(mean of the last 5 samples over the first 5 steady ones; limit ${MAX_GROWTH * 100} %): ${flat ? 'flat' : 'GROWING'}; ${gpsMessages} GPS messages; the board's pages changed ${pageChanges} times; the board's first slot at 06:${String(minutes).padStart(2, '0')} page time: ${firstSlot}`,
    );
    if (!flat) process.exitCode = 1;
    await context.close();
  } finally {
    await browser.close();
    await site.stop();
    await hub.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { minutes: { type: 'string' }, warmup: { type: 'string' } } });
  console.table(await run({ values }));
}
