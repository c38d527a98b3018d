/** Is a build output older than the sources it was made from? (bench and browser tests rebuild then) */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time (ms) of any file under `sources` (paths relative to `root`). */
export function newestMtime(root, sources) {
  let newest = 0;
  const visit = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) if (entry !== 'node_modules') visit(path.join(file, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(root, output, sources) {
  const stat = statSync(path.join(root, output), { throwIfNoEntry: false });
  return !stat || newestMtime(root, sources) > stat.mtimeMs;
}

/** What every bundle is built from (plus the widget folders of that bundle). */
export const BUILD_SOURCES = ['core', 'build', 'rollup.config.mjs', 'scripts/build.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
