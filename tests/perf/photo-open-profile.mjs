#!/usr/bin/env node
/**
 * Where the time goes when a guest opens a photo from the 500-photo grid (issue 17): the photo
 * bench's page (tests/perf/photo.bench.mjs: dist/, 500 photos, 4× CPU), a CPU profile (Chromium
 * DevTools protocol, as tests/perf/startup-profile.mjs takes them) around the Enter on the last
 * tile until the detail is shown; self time per original source (dist/*.map) and per function,
 * and the interaction's INP. A diagnostic: prints, asserts nothing.
 *
 *   ./node_modules/.bin/node tests/perf/photo-open-profile.mjs [runs]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { startBundlePage, startHub } from './profiles.bench.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PHOTOS = 500;
const runs = Number(process.argv[2] ?? 1);

const { chromium } = await import('playwright');
const hub = await startHub({ root: ROOT });
const site = await startBundlePage(ROOT, hub.url);
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
const maps = new Map();
const consumer = (file) => {
  if (!maps.has(file))
    maps.set(
      file,
      existsSync(path.join(ROOT, 'dist', `${file}.map`))
        ? new SourceMapConsumer(JSON.parse(readFileSync(path.join(ROOT, 'dist', `${file}.map`), 'utf8')))
        : null,
    );
  return maps.get(file);
};
try {
  const login = await (
    await fetch(`${hub.url}/api/authentication/loginByPassenger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bookingReference: 'LIDO123', lastName: 'Smith', departureDate: new Date().toLocaleDateString('en-GB') }),
    })
  ).json();
  const session = { 'X-Session-Id': login.sessionId };
  await fetch(`${hub.url}/api/photo/passenger/consent/true`, { method: 'POST', headers: session });
  const real = await (await fetch(`${hub.url}/api/photomatch/cabinImages`, { headers: session })).json();
  const photos = Array.from({ length: PHOTOS }, (_, i) => ({
    ...real[i % real.length],
    id: `AUR/BENCH/7012-${String(i + 1).padStart(4, '0')}`,
    title: `Photo ${i + 1}`,
  }));
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.route(/\/api\/photomatch\/cabinImages$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(photos) }),
    );
    await page.route(/\/api\/photomatch\/image\/AUR:BENCH:/, (route) => {
      const url = route.request().url();
      const n = Number(/7012-(\d+)/.exec(url)[1]) - 1;
      return route.continue({ url: url.replace(/AUR:BENCH:7012-\d+/, real[n % real.length].id.replaceAll('/', ':')) });
    });
    await page.addInitScript((authentication) => localStorage.setItem('lido:v1:authentication', JSON.stringify(authentication)), {
      sessionId: login.sessionId,
      isAuthenticated: true,
      errorMessage: null,
      sessionType: login.sessionType ?? null,
      sessionName: null,
      bookingReference: 'LIDO123',
      pmsName: null,
      pmsInformation: null,
    });
    await page.goto(`${site.url}/?markup=${encodeURIComponent('<lido-photo-shop hub-url="HUB" view="myphotos"></lido-photo-shop>')}`);
    const shop = page.locator('lido-photo-shop');
    await shop.locator('[part="photo"]').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await shop.locator('[part="photo"]').first().focus();
    await page.keyboard.press('End');
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      window.__inp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId) window.__inp = Math.max(window.__inp, entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.keyboard.press('Enter');
    await shop.locator('.photo-detail').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    const { profile } = await cdp.send('Profiler.stop');
    await page.waitForTimeout(300);
    const inp = await page.evaluate(() => window.__inp);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const bySource = new Map();
    const byFunction = new Map();
    let busy = 0;
    for (let i = 0; i < profile.samples.length; i += 1) {
      const node = nodes.get(profile.samples[i]);
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(idle)') continue;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      busy += dt;
      let source = url ? url.split('/').pop() : functionName;
      let name = functionName || '(anonymous)';
      const map = url && !url.includes('__') ? consumer(url.split('/').pop()) : null;
      if (map) {
        const original = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
        if (original.source) {
          const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original.source);
          source = pkg ? pkg[1] : original.source.replace(/^(\.\.\/)+/, '');
          name = `${original.name ?? name} ${source}:${original.line}`;
        }
      }
      bySource.set(source, (bySource.get(source) ?? 0) + dt);
      byFunction.set(name, (byFunction.get(name) ?? 0) + dt);
    }
    const top = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `   ${v.toFixed(1).padStart(7)} ms  ${k}`)
        .join('\n');
    console.log(`\nrun ${run + 1}: INP opening ${Math.round(inp)} ms; CPU busy in the profile ${busy.toFixed(0)} ms (4× CPU)`);
    console.log(' self time per source:\n' + top(bySource, 14));
    console.log(' self time per function:\n' + top(byFunction, 22));
    await context.close();
  }
} finally {
  await browser.close();
  site.server.close();
  await hub.stop();
}
