#!/usr/bin/env node
/**
 * Hub requests of one page that holds the shell (lido-header, lido-subheader, lido-footer), the
 * content overview and the VOD catalogue together: first visit (fresh browser profile), no
 * throttling. Every request to the hub's origin (the Lido API and the VOD provider under it,
 * pictures included) is listed with how many times the page asked for it, and any asked for more
 * than once is flagged: the goal is that no request is made twice. Page, servers and request
 * recording are those of profiles.bench.mjs. Values that differ per browser (device_uuid, token)
 * are shown as "…" so the visits line up; a picture asked for at two sizes (the same address
 * but for width/height) is flagged too, as the same resource loaded twice.
 *
 *   npm run bench -- requests
 *   ./node_modules/.bin/node tests/perf/requests.bench.mjs [--runs 3] [--profile geo] [--json out.json]
 *   (through npm run bench: LIDO_BENCH_RUNS, LIDO_BENCH_PROFILE, LIDO_BENCH_JSON; a profile of
 *    profiles.bench.mjs throttles the visit, by default it is not throttled)
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PROFILES, WIDGETS, ensureBundle, hubRequests, launchBrowser, plainPage, recordRequests, startHub, startStatic, throttle } from './profiles.bench.mjs';

export const title = 'Hub requests of a page with the shell, the content overview and the VOD catalogue (first visit, no throttling)';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const MARKUP = `<lido-header></lido-header>
<lido-subheader></lido-subheader>
<main>
  <${WIDGETS.content.tag}></${WIDGETS.content.tag}>
  <${WIDGETS.vod.tag}></${WIDGETS.vod.tag}>
</main>
<lido-footer></lido-footer>`;

/** Until both widgets show their first tile (the shell has no tile to wait for). */
const BOTH_VISIBLE = (widgets) => widgets.every(({ tag, tile }) => document.querySelector(tag)?.shadowRoot?.querySelector(tile));

/** Per-browser values replaced, so the same request of two visits is one row. */
const normalise = (request) => request.replace(/([?&](?:device_uuid|token|session_id)=)[^&]*/g, '$1…');
/** The resource without its size: two rows with the same one are the same picture twice. */
const resource = (request) => request.replace(/([?&])(?:width|height|size)=[^&]*&?/g, '$1').replace(/[?&]$/, '');

async function once(browser, url, hubUrl, profile) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const recorder = recordRequests(cdp);
    if (profile) await throttle(cdp, profile);
    await page.goto(url);
    await page.waitForFunction(BOTH_VISIBLE, [WIDGETS.content, WIDGETS.vod], { timeout: 90_000, polling: 100 });
    await recorder.quiet(Math.max(2000, 3 * (profile?.latency ?? 0)));
    return hubRequests(recorder.list(), hubUrl).map((request) => ({
      request: normalise(`${request.method} ${request.url.slice(hubUrl.length)}`),
      type: request.type,
      cached: request.cached,
    }));
  } finally {
    await context.close();
  }
}

export default async function run({ root = ROOT, values = {} } = {}) {
  const runs = Number(values.runs ?? process.env.LIDO_BENCH_RUNS ?? 3);
  const jsonFile = values.json ?? process.env.LIDO_BENCH_JSON ?? null;
  const profileName = values.profile ?? process.env.LIDO_BENCH_PROFILE ?? null;
  const profile = profileName ? PROFILES[profileName] : null;
  if (profileName && !profile) throw new Error(`unknown profile ${profileName} (${Object.keys(PROFILES).join(', ')})`);
  await ensureBundle(root);
  const hub = await startHub({ root });
  const site = await startStatic({ '/': plainPage(MARKUP, { title: 'Shell, content and VOD', config: { hubUrl: hub.url } }) }, { root });
  const browser = await launchBrowser();
  const visits = [];
  try {
    for (let i = 0; i < runs; i += 1) visits.push(await once(browser, `${site.url}/`, hub.url, profile));
  } finally {
    await browser.close();
    await site.stop();
    await hub.stop();
  }
  // One row per distinct request (method, path and query), in the order of the first visit.
  const rows = new Map();
  visits.forEach((requests, index) => {
    for (const { request, type, cached } of requests) {
      if (!rows.has(request)) rows.set(request, { request, type, counts: Array(runs).fill(0), cached: Array(runs).fill(0) });
      const row = rows.get(request);
      row.counts[index] += 1;
      if (cached) row.cached[index] += 1;
    }
  });
  const variants = new Map();
  for (const row of rows.values()) variants.set(resource(row.request), (variants.get(resource(row.request)) ?? 0) + 1);
  const table = [...rows.values()].map((row) => ({
    request: row.request.length > 110 ? `${row.request.slice(0, 107)}…` : row.request,
    type: row.type,
    'times per visit': row.counts.join(' / '),
    'of them from HTTP cache': row.cached.some(Boolean) ? row.cached.join(' / ') : '',
    duplicate: [Math.max(...row.counts) > 1 ? 'TWICE OR MORE' : '', variants.get(resource(row.request)) > 1 ? 'same resource at another size' : '']
      .filter(Boolean)
      .join('; '),
  }));
  const totals = visits.map((requests) => requests.length);
  table.push({
    request: `total hub requests per visit (${rows.size} distinct)`,
    type: '',
    'times per visit': totals.join(' / '),
    'of them from HTTP cache': visits.map((requests) => requests.filter((request) => request.cached).length).join(' / '),
    duplicate: `${table.filter((row) => row.duplicate.includes('TWICE')).length} requested more than once; ${table.filter((row) => row.duplicate.includes('size')).length} rows of one resource at two sizes`,
  });
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), profile: profileName, visits }, null, 2));
  return table;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, profile: { type: 'string' }, json: { type: 'string' } } });
  console.table(await run({ values }));
}
