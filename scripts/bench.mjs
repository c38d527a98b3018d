#!/usr/bin/env node
/**
 * npm run bench: runs every tests/perf/*.bench.mjs in name order and prints its table.
 * A bench module exports `title` and a default `async run({ root, filters })` returning table rows
 * (objects with the same keys). Speed and size are measured here, never in timed tests.
 *
 *   npm run bench               all benches
 *   npm run bench -- size       only benches whose file name contains "size"
 *   npm run bench -- profiles   the ARCHITECTURE.md performance profiles (ship Wi-Fi, GEO satellite):
 *                               first content, JS and hub requests of the content overview and the
 *                               VOD catalogue, alone and in the portal, first and returning visit
 *   npm run bench -- requests   hub requests of one page with the shell and both widgets, duplicates flagged
 *   npm run bench -- portal     the built portal: first content on both profiles, and Lighthouse
 *   npm run bench -- lighthouse Lighthouse (mobile preset, median of 3) on /, an article, /vod/overview, /login
 * Options of a bench go through the environment (e.g. LIDO_BENCH_RUNS=1 LIDO_BENCH_PROFILE=geo);
 * each bench file's header lists its own, and runs alone with ./node_modules/.bin/node FILE.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'tests/perf');
const filters = process.argv.slice(2);

const files = (await readdir(dir))
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

let failed = false;
for (const file of files) {
  const bench = await import(pathToFileURL(path.join(dir, file)).href);
  console.log(`\n## ${bench.title ?? file}`);
  try {
    const rows = await bench.default({ root, filters });
    if (Array.isArray(rows) && rows.length) console.table(rows);
  } catch (error) {
    failed = true;
    console.error(`${file} failed:`, error);
  }
}
if (failed) process.exitCode = 1;
