import { startHub, startPortal } from './tests/perf/profiles.bench.mjs';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const hub = await startHub(); const portal = await startPortal(hub.url);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
for (const page of (process.argv[2] ?? '/').split(',')) {
  const r = await lighthouse(portal.url + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(page, 'perf', r.lhr.categories.performance.score, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue));
  for (const t of a['layout-shifts']?.details?.items ?? []) console.log('  shift', t.score, JSON.stringify(t.node?.snippet), JSON.stringify(t.node?.boundingRect));
  for (const t of (a['bootup-time'].details?.items ?? []).slice(0, 6)) console.log('  bootup', t.url, Math.round(t.total), Math.round(t.scripting));
  for (const t of a['mainthread-work-breakdown'].details?.items ?? []) console.log('  main', t.groupLabel, Math.round(t.duration));
  console.log('  LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? ''));
}
await chrome.kill(); await portal.stop(); await hub.stop();
