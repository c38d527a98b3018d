#!/usr/bin/env node
/**
 * Where the start-up CPU goes (issue 23): one widget alone on the bench's plain page, ship Wi-Fi
 * (4× CPU), first visit, sampled by the V8 profiler from navigation to the first tile; prints the
 * time from the core chunk's arrival to the first tile and the self time per script and function.
 *
 *   ./node_modules/.bin/node tests/perf/startup-profile.mjs [--widget content|vod] [--runs 3] [--top 25]
 *   (FROM=0 in the environment: the per-25-ms timeline from navigation instead of from the core's arrival)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { PROFILES, WIDGETS, ensureBundle, launchBrowser, plainPage, recordRequests, startHub, startStatic, throttle } from './profiles.bench.mjs';

const { values } = parseArgs({
  options: { widget: { type: 'string', default: 'content' }, runs: { type: 'string', default: '3' }, top: { type: 'string', default: '25' } },
});
const widget = WIDGETS[values.widget];
await ensureBundle();
const hub = await startHub();
const site = await startStatic({ '/w': plainPage(`<main><${widget.tag} hub-url="${hub.url}"></${widget.tag}></main>`) });
const browser = await launchBrowser();
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const recorder = recordRequests(cdp);
    await page.addInitScript(
      ({ tag, tile }) => {
        const tick = () => {
          const first = document.querySelector(tag)?.shadowRoot?.querySelector(tile);
          if (first && first.getBoundingClientRect().height > 0) window.__firstTile = performance.now();
          else setTimeout(tick, 5);
        };
        tick();
      },
      { tag: widget.tag, tile: widget.tile },
    );
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await throttle(cdp, PROFILES['ship-wifi']);
    await cdp.send('Profiler.start');
    await page.goto(`${site.url}/w`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstTile, null, { timeout: 60_000, polling: 50 });
    const { profile } = await cdp.send('Profiler.stop');
    const firstTile = await page.evaluate(() => window.__firstTile);
    const requests = recorder.list();
    const origin = requests.find((request) => request.type === 'Document')?.start ?? 0;
    const core = requests.find((request) => /\/core-[\w-]+\.js$/.test(request.url));
    const lastScript = Math.max(...requests.filter((request) => request.type === 'Script' && request.end).map((request) => request.end - origin));
    console.log(
      `\nrun ${run + 1}: first tile ${Math.round(firstTile)} ms; core chunk arrived ${Math.round(core.end - origin)} ms; last script ${Math.round(lastScript)} ms; data calls done ${Math.round(Math.max(...requests.filter((r) => /\/api\//.test(r.url) && r.type !== 'Image' && r.end).map((r) => r.end - origin)))} ms`,
    );
    // Self time per script (URL) and per function, from the samples (4× CPU included).
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
    const self = new Map();
    const byUrl = new Map();
    const deltas = profile.timeDeltas;
    let t = profile.startTime;
    const coreStart = core.end - origin;
    for (let i = 0; i < profile.samples.length; i += 1) {
      t += deltas[i];
      const node = nodes.get(profile.samples[i]);
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)') continue;
      const dt = (deltas[i + 1] ?? 0) / 1000;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + dt);
      const file = url.split('/').pop() || functionName;
      byUrl.set(file, (byUrl.get(file) ?? 0) + dt);
    }
    const top = (map) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(values.top))
        .map(([k, v]) => `   ${v.toFixed(1).padStart(7)} ms  ${k}`)
        .join('\n');
    console.log(' self time per script:\n' + top(byUrl));
    console.log(' self time per function:\n' + top(self));
    // A timeline: per 25 ms from navigation, the busiest script and function (CPU time in it).
    const buckets = new Map();
    let clock = profile.startTime;
    for (let i = 0; i < profile.samples.length; i += 1) {
      clock += deltas[i];
      const node = nodes.get(profile.samples[i]);
      const { functionName, url } = node.callFrame;
      if (functionName === '(idle)') continue;
      const at = Math.floor((clock / 1000 - origin) / 25) * 25;
      if (at < (process.env.FROM ? Number(process.env.FROM) : coreStart - 100)) continue;
      // The outermost script frame of the stack names what runs.
      let outer = node;
      for (let parent = parents.get(node.id); parent; parent = parents.get(parent.id)) if (parent.callFrame.url) outer = parent;
      const label = `${url.split('/').pop() || functionName} ← ${outer.callFrame.functionName || '(top)'}@${outer.callFrame.url.split('/').pop()}`;
      const bucket = buckets.get(at) ?? new Map();
      bucket.set(label, (bucket.get(label) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
      buckets.set(at, bucket);
    }
    for (const [at, bucket] of [...buckets].sort((a, b) => a[0] - b[0])) {
      const total = [...bucket.values()].reduce((a, b) => a + b, 0);
      const main = [...bucket]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(' | ');
      console.log(`   ${String(at).padStart(5)} ms busy ${total.toFixed(0).padStart(3)}  ${main}`);
    }
    // CPU between the core chunk's arrival and the first tile, per original source (dist/cdn/<version>/*.map):
    // our modules by file, packages by name; (program) is the browser's own work (parse, style, layout).
    const dist = fileURLToPath(new URL('../../dist/cdn/', import.meta.url));
    const maps = new Map();
    const consumer = (file) => {
      if (!maps.has(file))
        maps.set(
          file,
          existsSync(path.join(dist, `${file}.map`)) ? new SourceMapConsumer(JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'))) : null,
        );
      return maps.get(file);
    };
    const bySource = new Map();
    let window = 0;
    clock = profile.startTime;
    for (let i = 0; i < profile.samples.length; i += 1) {
      clock += deltas[i];
      const at = clock / 1000 - origin;
      if (at < coreStart || at > firstTile) continue;
      const node = nodes.get(profile.samples[i]);
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(idle)') continue;
      const dt = (deltas[i + 1] ?? 0) / 1000;
      window += dt;
      let source = url ? url.split('/').pop() : functionName;
      const map = url.includes('/lido/') ? consumer(url.split('/lido/').pop()) : null;
      if (map) {
        const original = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
        if (original.source) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original.source);
          source = match ? match[1] : original.source.replace(/^(\.\.\/)+/, '');
        }
      }
      bySource.set(source, (bySource.get(source) ?? 0) + dt);
    }
    console.log(` CPU from the core's arrival to the first tile: ${window.toFixed(0)} ms of ${Math.round(firstTile - coreStart)} ms, by source:`);
    console.log(top(bySource));
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
  await hub.stop();
}
