#!/usr/bin/env node
/**
 * VOD provider with a large catalogue (--vod-titles 10000 --channels 1000): start-up including the
 * seed, and the latency of 100-title pages of vods/getVods (p50 / p95 over loopback), plus
 * channels/getChannelData. Prints figures, asserts nothing. Target from the task: a 100-title
 * page ≤ 50 ms.
 *   npm run bench -- vod-catalogue        or   ./node_modules/.bin/node tests/perf/vod-catalogue.bench.mjs [--rounds N]
 */
import { fileURLToPath } from 'node:url';
import { startHub } from './profiles.bench.mjs';

export const title = 'VOD provider, large catalogue (10 000 titles, 1 000 channels)';

const TITLES = 10_000;
const CHANNELS = 1_000;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const r1 = (n) => Math.round(n * 10) / 10;

export default async function run({ root = fileURLToPath(new URL('../../', import.meta.url)), rounds = 50 } = {}) {
  const hub = await startHub({ root, args: ['--vod-titles', String(TITLES), '--channels', String(CHANNELS)] });
  const rows = [{ measure: `start incl. seed of ${TITLES} titles / ${CHANNELS} channels`, p50_ms: r1(hub.ms), p95_ms: '', size_kb: '', target: '' }];
  try {
    const api = `${hub.url}/vod-api`;
    const login = await (await fetch(`${api}/customers/loginApp?username=lido-demo&password=lido-demo-pass&device_uuid=bench&api_version=3`)).json();
    const auth = `token=${login.data.token}&device_uuid=bench&api_version=3`;
    const total = (await (await fetch(`${api}/vods/getVods?${auth}&types=movie&limit=1`)).json()).data.total;
    const cases = {
      'getVods 100 titles, first page': () => 'limit=100',
      'getVods 100 titles, random page': () => `types=movie&limit=100&offset=${Math.floor(Math.random() * (total - 100))}`,
      'getVods 100 titles, by genre': (i) => `types=movie&limit=100&genre_id=${1 + (i % 8)}&offset=${(i % 10) * 100}`,
      'getVods 100 titles, search': (i) => `limit=100&search=${['harbour', 'the silent', 'tide', 'storm', 'garden'][i % 5]}`,
      'getVods 100 titles, list include': (i) => `types=movie&limit=100&offset=${i * 100}&include=images,assets,series_info,watchlisted`,
      'getChannelData 50 channels with EPG': (i) => `channels:limit=50&offset=${(i % 20) * 50}`,
      'getChannelData all 1000 channels with EPG': () => 'channels:',
    };
    for (const [name, query] of Object.entries(cases)) {
      const times = [];
      let size = 0;
      const n = name.includes('all 1000') ? Math.min(rounds, 10) : rounds;
      for (let i = -3; i < n; i++) {
        const q = query(Math.max(i, 0));
        const url = q.startsWith('channels:') ? `${api}/channels/getChannelData?${auth}&${q.slice(9)}` : `${api}/vods/getVods?${auth}&${q}`;
        const t0 = performance.now();
        const res = await fetch(url);
        const body = await res.arrayBuffer();
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
        if (i >= 0) {
          times.push(ms);
          size += body.byteLength;
        } // the first 3 rounds warm up
      }
      times.sort((a, b) => a - b);
      rows.push({
        measure: name,
        p50_ms: r1(pct(times, 50)),
        p95_ms: r1(pct(times, 95)),
        size_kb: r1(size / times.length / 1024),
        target: name.startsWith('getVods') ? '≤ 50 ms' : '',
      });
    }
  } finally {
    await hub.stop();
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--rounds');
  console.table(await run({ rounds: i > 0 ? Number(process.argv[i + 1]) : 50 }));
}
