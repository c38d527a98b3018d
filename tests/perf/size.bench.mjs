/**
 * Bundle sizes (min + gzip level 9) per chunk, against the budgets of tests/size. Rebuilds
 * dist/ first when it is missing or older than any source, so the numbers are never stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_SOURCES, isStale } from '../../build/freshness.mjs';
import { BUDGETS_KIB } from '../size/budgets.ts';

export const title = 'Bundle size (min + gzip)';

export default async function run({ root }) {
  const reportFile = path.join(root, 'dist/size-report.json');
  if (isStale(root, 'dist/size-report.json', [...BUILD_SOURCES, 'widgets'])) {
    const { build } = await import('../../scripts/build.mjs');
    await build({ quiet: true });
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const kib = (n) => Math.round((n / 1024) * 10) / 10;
  const budget = (kind) => (kind === 'loader' ? BUDGETS_KIB.loader : kind === 'core' ? BUDGETS_KIB.core : kind === 'lazy' ? null : BUDGETS_KIB.widget);
  return report.chunks.map((chunk) => {
    const limit = budget(chunk.kind);
    return {
      chunk: chunk.file,
      kind: chunk.kind,
      'min KiB': kib(chunk.bytes),
      'gzip KiB': kib(chunk.gzip),
      'budget KiB': limit ?? '—',
      ok: limit === null || chunk.gzip / 1024 <= limit ? 'yes' : 'OVER',
    };
  });
}
