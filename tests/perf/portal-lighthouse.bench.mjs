#!/usr/bin/env node
/**
 * The portal (host site) as a guest gets it (issue 23): the built portal (host-site/dist, run as
 * scripts/start.mjs runs it) against the demo hub, measured two ways.
 *
 *   portal      first content of the home (/, its first entry of My day: issue 34), a content
 *               route (/content/overview) and a VOD route (/vod/overview) on ship Wi-Fi and GEO (ARCHITECTURE.md profiles), first visit and
 *               returning guest — the page, probe and throttling of tests/perf/profiles.bench.mjs,
 *               with the portal targets (GEO: first ≤ 3500 ms, returning ≤ 1500 ms;
 *               ship Wi-Fi ≤ 1200 ms) — plus the bytes of the document, CSS and fonts.
 *   lighthouse  Lighthouse (npm `lighthouse`, default = mobile preset: Moto G power, simulated
 *               slow 4G, 4× CPU) on `/`, an article, `/vod/overview` and `/login`; median of 3
 *               runs per figure. Targets: Performance ≥ 90, CLS ≤ 0.05, Accessibility 100, SEO 100.
 *
 *   npm run bench -- lighthouse            only the Lighthouse part
 *   npm run bench -- portal                both parts
 *   ./node_modules/.bin/node tests/perf/portal-lighthouse.bench.mjs [--part portal|lighthouse]
 *       [--runs 3] [--profile geo] [--widget content] [--visit first] [--json out.json] [--verbose]
 *   (through npm run bench: LIDO_BENCH_PART, LIDO_BENCH_RUNS, LIDO_BENCH_PROFILE, LIDO_BENCH_WIDGET,
 *    LIDO_BENCH_VISIT, LIDO_BENCH_JSON, LIDO_BENCH_VERBOSE=1)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { PROFILES, WIDGETS, ensureBundle, ensurePortal, launchBrowser, startHub, startPortal, visit } from './profiles.bench.mjs';

export const title =
  'The portal: first content on ship Wi-Fi and GEO (content and VOD route, first and returning visit), Lighthouse mobile on /, an article, /vod/overview, /login';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The portal routes measured: the widgets' own routes, and the home, whose first content is My day's first entry. */
const ROUTES = { home: { tag: 'lido-my-day', tile: '[part="timeline"] li', portalPath: '/', label: 'home (My day)' }, ...WIDGETS };

/** The targets for the portal (first content, ms). */
export function portalTarget(profile, visitKind) {
  if (profile === 'ship-wifi') return 1200;
  return visitKind === 'first' ? 3500 : 1500;
}

/** The pages Lighthouse audits (an article of the demo hub's seed: 1020). */
export const LIGHTHOUSE_PAGES = ['/', '/content/detail/1020', '/vod/overview', '/login'];

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const present = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  return present.length ? present[Math.floor(present.length / 2)] : null;
};
const spread = (values) => {
  const present = values.filter((value) => typeof value === 'number');
  if (!present.length) return '—';
  const low = Math.min(...present);
  const high = Math.max(...present);
  return low === high ? `${median(present)}` : `${median(present)} (${low}–${high})`;
};

const option = (values, name, env) => values?.[name] ?? process.env[env] ?? null;
const pick = (all, wanted) => (wanted ? wanted.split(',').filter((name) => all.includes(name)) : all);

/** First content of the portal routes: the profiles bench's visit, the portal targets. */
async function portalProfiles({ hub, portal, runs, profiles, widgets, visits, verbose }) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const profile of profiles) {
        for (const widget of widgets) {
          for (const kind of visits) {
            const url = `${portal.url}${ROUTES[widget].portalPath}`;
            const result = await visit(browser, url, { widget: ROUTES[widget], profile: PROFILES[profile], returning: kind === 'returning', hubUrl: hub.url });
            const own = result.requests.filter((request) => request.url.startsWith(portal.url) && !request.cached);
            const bytesOf = (test) => own.filter(test).reduce((sum, request) => sum + request.bytes, 0);
            const row = {
              run: i + 1,
              profile,
              widget,
              visit: kind,
              firstContent: result.firstContent,
              firstPicture: result.firstPicture,
              jsBytes: result.jsBytes,
              docBytes: bytesOf((request) => request.type === 'Document'),
              fontBytes: bytesOf((request) => request.type === 'Font'),
              cssBytes: bytesOf((request) => request.type === 'Stylesheet'),
              portalRequests: own.length,
              hubApi: result.hubApi,
            };
            results.push(row);
            if (verbose) {
              console.log(
                `run ${i + 1} ${profile} ${widget} ${kind}: first content ${row.firstContent} ms, picture ${row.firstPicture} ms, JS ${kib(row.jsBytes)} KiB, HTML ${kib(row.docBytes)} KiB, font ${kib(row.fontBytes)} KiB`,
              );
              for (const request of result.requests)
                console.log(
                  `   ${request.cached ? 'cache' : String(request.status).padStart(5)} ${request.type.padEnd(10)} ${String(kib(request.bytes)).padStart(6)} KiB  ${request.url}`,
                );
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  const cells = new Map();
  for (const row of results) {
    const key = `${row.profile}|${row.widget}|${row.visit}`;
    if (!cells.has(key)) cells.set(key, []);
    cells.get(key).push(row);
  }
  const rows = [...cells.values()].map((cell) => {
    const { profile, widget, visit: kind } = cell[0];
    const limit = portalTarget(profile, kind);
    const firstContent = median(cell.map((row) => row.firstContent));
    return {
      profile: PROFILES[profile].label,
      route: ROUTES[widget].portalPath,
      visit: kind,
      runs: cell.length,
      'first content ms': spread(cell.map((row) => row.firstContent)),
      target: `≤ ${limit} ${firstContent <= limit ? 'ok' : 'OVER'}`,
      'first picture ms': spread(cell.map((row) => row.firstPicture)),
      'JS KiB': spread(cell.map((row) => kib(row.jsBytes))),
      'HTML KiB': spread(cell.map((row) => kib(row.docBytes))),
      'font KiB': spread(cell.map((row) => kib(row.fontBytes))),
      'portal requests': spread(cell.map((row) => row.portalRequests)),
      'hub API calls': spread(cell.map((row) => row.hubApi)),
    };
  });
  return { rows, results };
}

/** Lighthouse (mobile preset) on each page, `runs` times; one Chromium for all runs. */
async function lighthouseRuns({ portal, runs, pages, verbose }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: await findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const page of pages) {
        const answer = await lighthouse(`${portal.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        const { categories, audits } = answer.lhr;
        const score = (name) => (categories[name]?.score == null ? null : Math.round(categories[name].score * 100));
        const value = (name) => audits[name]?.numericValue ?? null;
        const failing = (name) =>
          (categories[name]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
            .map((ref) => ref.id);
        const row = {
          run: i + 1,
          page,
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          si: value('speed-index'),
          failing: { accessibility: failing('accessibility'), seo: failing('seo') },
          runtimeError: answer.lhr.runtimeError?.message ?? null,
        };
        results.push(row);
        if (verbose)
          console.log(
            `lighthouse run ${i + 1} ${page}: perf ${row.performance} a11y ${row.accessibility} seo ${row.seo} FCP ${Math.round(row.fcp)} LCP ${Math.round(row.lcp)} TBT ${Math.round(row.tbt)} CLS ${row.cls?.toFixed(3)} ${JSON.stringify(row.failing)}`,
          );
      }
    }
  } finally {
    await chrome.kill();
  }
  const rows = pages.map((page) => {
    const cell = results.filter((row) => row.page === page);
    const m = (key) => median(cell.map((row) => row[key]));
    const performance = m('performance');
    const cls = m('cls');
    const failing = [...new Set(cell.flatMap((row) => [...row.failing.accessibility, ...row.failing.seo]))];
    return {
      page,
      runs: cell.length,
      performance: `${spread(cell.map((row) => row.performance))} ${performance >= 90 ? 'ok' : 'UNDER'}`,
      'FCP ms': Math.round(m('fcp')),
      'LCP ms': Math.round(m('lcp')),
      'TBT ms': Math.round(m('tbt')),
      CLS: `${cls?.toFixed(3)} ${cls <= 0.05 ? 'ok' : 'OVER'}`,
      'SI ms': Math.round(m('si')),
      accessibility: m('accessibility'),
      seo: m('seo'),
      'failing a11y/SEO audits': failing.join(', ') || '—',
    };
  });
  return { rows, results };
}

export default async function run({ root = ROOT, values = {}, filters = [] } = {}) {
  // `npm run bench -- lighthouse` asks for the Lighthouse part only.
  const wanted =
    option(values, 'part', 'LIDO_BENCH_PART') ?? (filters.includes('lighthouse') && !filters.includes('portal') ? 'lighthouse' : 'portal,lighthouse');
  const parts = wanted.split(',');
  const runs = Number(option(values, 'runs', 'LIDO_BENCH_RUNS') ?? 3);
  const profiles = pick(Object.keys(PROFILES), option(values, 'profile', 'LIDO_BENCH_PROFILE'));
  const widgets = pick(Object.keys(ROUTES), option(values, 'widget', 'LIDO_BENCH_WIDGET'));
  const visits = pick(['first', 'returning'], option(values, 'visit', 'LIDO_BENCH_VISIT'));
  const pages = option(values, 'pages', 'LIDO_BENCH_PAGES')?.split(',') ?? LIGHTHOUSE_PAGES;
  const jsonFile = option(values, 'json', 'LIDO_BENCH_JSON');
  const verbose = Boolean(values.verbose || process.env.LIDO_BENCH_VERBOSE);

  await ensureBundle(root);
  ensurePortal(root);
  const hub = await startHub({ root });
  const portal = await startPortal(hub.url, { root });
  const out = { date: new Date().toISOString() };
  const tables = [];
  try {
    if (parts.includes('portal')) {
      const { rows, results } = await portalProfiles({ hub, portal, runs, profiles, widgets, visits, verbose });
      out.portal = results;
      tables.push(...rows);
    }
    if (parts.includes('lighthouse')) {
      const { rows, results } = await lighthouseRuns({ portal, runs, pages, verbose });
      out.lighthouse = results;
      if (tables.length) console.table(tables.splice(0));
      tables.push(...rows);
    }
  } finally {
    await portal.stop();
    await hub.stop();
  }
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(out, null, 2));
  return tables;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      part: { type: 'string' },
      runs: { type: 'string' },
      profile: { type: 'string' },
      widget: { type: 'string' },
      visit: { type: 'string' },
      pages: { type: 'string' },
      json: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  console.table(await run({ values, root: path.resolve(ROOT) }));
}
