import { chromium } from 'playwright';
import { startHub, startPortal } from './tests/perf/profiles.bench.mjs';
const hub = await startHub(); const portal = await startPortal(hub.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [412, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 823 } });
  for (const p of ['/', '/content/detail/1020', '/login']) {
    await page.goto(portal.url + p); await page.waitForTimeout(2500);
    console.log(width, p, await page.evaluate(() => ['lido-header','lido-subheader','lido-footer','#main'].map((s) => { const e = document.querySelector(s); const b = e.getBoundingClientRect(); return `${s}:${Math.round(b.top)}+${Math.round(b.height)}${e.hasAttribute('data-painted') ? 'P' : ''}`; }).join(' ')));
  }
  await page.close();
}
await browser.close(); await portal.stop(); await hub.stop();
