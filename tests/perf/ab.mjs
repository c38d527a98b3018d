#!/usr/bin/env node
/**
 * A/B of two builds under the same machine load (the machine is shared): each cell of the profiles
 * matrix (embed pages alone) visits build A and build B in turn, alternating which goes first.
 *
 *   ./node_modules/.bin/node tests/perf/ab.mjs --a /path/with/dist --b /path/with/dist [--runs 3] [--json out.json]
 * (a path whose dist/ holds a build, e.g. a `git archive` of the base commit built with scripts/build.mjs)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PROFILES, WIDGETS, launchBrowser, plainPage, startHub, startStatic, visit } from './profiles.bench.mjs';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    profile: { type: 'string' },
    widget: { type: 'string' },
    visit: { type: 'string' },
  },
});
const hub = await startHub();
const pages = Object.fromEntries(
  Object.entries(WIDGETS).map(([name, widget]) => [`/${name}`, plainPage(`<main><${widget.tag} hub-url="${hub.url}"></${widget.tag}></main>`)]),
);
const servers = { A: await startStatic(pages, { root: values.a }), B: await startStatic(pages, { root: values.b }) };
const browser = await launchBrowser();
const pick = (all, wanted) => (wanted ? wanted.split(',') : all);
const results = [];
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const profile of pick(Object.keys(PROFILES), values.profile)) {
      for (const widget of pick(Object.keys(WIDGETS), values.widget)) {
        for (const kind of pick(['first', 'returning'], values.visit)) {
          for (const variant of run % 2 ? ['B', 'A'] : ['A', 'B']) {
            const { requests, ...figures } = await visit(browser, `${servers[variant].url}/${widget}`, {
              widget: WIDGETS[widget],
              profile: PROFILES[profile],
              returning: kind === 'returning',
              hubUrl: hub.url,
            });
            void requests;
            results.push({ run: run + 1, variant, profile, widget, visit: kind, ...figures });
            console.log(
              `run ${run + 1} ${variant} ${profile} ${widget} ${kind}: first content ${figures.firstContent} (floor ${figures.contentFloor}), first picture ${figures.firstPicture} (floor ${figures.pictureFloor}), JS ${Math.round(figures.jsBytes / 102.4) / 10} KiB`,
            );
          }
        }
      }
    }
  }
} finally {
  await browser.close();
  await servers.A.stop();
  await servers.B.stop();
  await hub.stop();
}
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
const median = (list) => {
  const sorted = list.filter((v) => v !== null).sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};
const rows = [];
for (const key of new Set(results.map((r) => `${r.profile}|${r.widget}|${r.visit}`))) {
  const [profile, widget, kind] = key.split('|');
  const of = (variant) => results.filter((r) => r.variant === variant && r.profile === profile && r.widget === widget && r.visit === kind);
  const a = of('A'),
    b = of('B');
  rows.push({
    profile,
    widget,
    visit: kind,
    'A content': median(a.map((r) => r.firstContent)),
    'B content': median(b.map((r) => r.firstContent)),
    'B floor': median(b.map((r) => r.contentFloor)),
    'A picture': median(a.map((r) => r.firstPicture)),
    'B picture': median(b.map((r) => r.firstPicture)),
    'B picture floor': median(b.map((r) => r.pictureFloor)),
  });
}
console.table(rows);
