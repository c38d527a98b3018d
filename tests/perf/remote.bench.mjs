#!/usr/bin/env node
/**
 * A cabin TV by remote (issue 32): moving focus with the arrow keys in 10-foot mode, in the
 * published bundle (dist/), in Chromium at 4× CPU slowdown, against a demo hub seeded with a large
 * catalogue (--vod-titles 10000 --channels 1000):
 *   1. the TV guide of 1 000 channels (<lido-live-tv view="channels">, its TV guide tab): arrows
 *      down and right through the programmes;
 *   2. the VOD grid of 10 000 films (<lido-vod view="movies">): arrows right and down through the tiles.
 * INP of each press (Event Timing, interactions of 16 ms or more), next to the target.
 * Prints figures; asserts nothing. LIDO_BENCH_VERBOSE=1 prints every press's time as well.
 *
 *   npm run bench -- remote        or   ./node_modules/.bin/node tests/perf/remote.bench.mjs
 */
import { fileURLToPath } from 'node:url';
import { BUILD_SOURCES, isStale } from '../../build/freshness.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { OBSERVE_INTERACTIONS } from './photo.bench.mjs';
import { startBundlePage, startHub } from './profiles.bench.mjs';

export const title = 'A cabin TV by remote: arrow keys in 10-foot mode (INP, 4× CPU)';

const CPU_SLOWDOWN = 4;
const TITLES = 10_000;
const CHANNELS = 1_000;
const TARGET_MS = 100;

/** The element the remote has focused, through shadow roots: its tag and text, to prove the presses moved. */
const FOCUSED = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active ? `${active.localName} ${(active.getAttribute('aria-label') || active.textContent || '').trim().slice(0, 40)}` : '';
};

async function presses(browser, siteUrl, { markup, ready, prepare, keys }) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${siteUrl}/?markup=${encodeURIComponent(markup)}`);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await prepare?.(page);
  await page.waitForTimeout(1000);
  const start = await page.evaluate(FOCUSED);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(OBSERVE_INTERACTIONS);
  const seen = new Set([start]);
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(200);
    seen.add(await page.evaluate(FOCUSED));
  }
  await page.waitForTimeout(500);
  const durations = await page.evaluate(() => [...window.__interactions.values()]);
  if (process.env.LIDO_BENCH_VERBOSE) console.log(durations.map(Math.round).join(' '));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return { durations, moved: seen.size - 1 };
}

export default async function run({ root = fileURLToPath(new URL('../../', import.meta.url)) } = {}) {
  if (isStale(root, 'dist/size-report.json', [...BUILD_SOURCES, 'widgets'])) {
    const { build } = await import('../../scripts/build.mjs');
    await build({ quiet: true });
  }
  const { chromium } = await import('playwright');
  const hub = await startHub({ root, args: ['--vod-titles', String(TITLES), '--channels', String(CHANNELS)] });
  const site = await startBundlePage(root, hub.url);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  const max = (list) => (list.length ? Math.max(...list) : 0);
  const median = (list) => (list.length ? [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] : 0);
  const row = (measure, { durations, moved }, count) =>
    rows.push({
      measure: `${measure} (${count} presses, focus moved to ${moved} controls; ${durations.length} interactions ≥ 16 ms)`,
      value: `${Math.round(max(durations))} ms (median ${Math.round(median(durations))} ms)`,
      target: `≤ ${TARGET_MS} ms`,
      ok: max(durations) <= TARGET_MS ? 'yes' : 'NO',
    });
  try {
    const guideKeys = [...Array(20).fill('ArrowDown'), ...Array(10).fill('ArrowRight'), ...Array(10).fill('ArrowUp')];
    row(
      `TV guide, ${CHANNELS} channels, ${CPU_SLOWDOWN}× CPU`,
      await presses(browser, site.url, {
        markup: '<lido-live-tv hub-url="HUB" view="guide" ten-foot="on"></lido-live-tv>',
        ready: 'lido-live-tv [role="grid"] [role="gridcell"]',
        prepare: async (page) => page.locator('lido-live-tv [role="grid"] [tabindex="0"]').first().focus(),
        keys: guideKeys,
      }),
      guideKeys.length,
    );
    const vodKeys = [...Array(8).fill('ArrowRight'), ...Array(20).fill('ArrowDown'), ...Array(4).fill('ArrowLeft')];
    row(
      `VOD grid, ${TITLES} films, ${CPU_SLOWDOWN}× CPU`,
      await presses(browser, site.url, {
        markup: '<lido-vod hub-url="HUB" view="movies" ten-foot="on"></lido-vod>',
        ready: 'lido-vod a.tile',
        prepare: async (page) => page.locator('lido-vod a.tile').first().focus(),
        keys: vodKeys,
      }),
      vodKeys.length,
    );
  } finally {
    await browser.close();
    site.server.close();
    await hub.stop();
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await run());
