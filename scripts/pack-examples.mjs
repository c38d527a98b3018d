#!/usr/bin/env node
/**
 * The npm package as an adopter installs it, for the example apps (examples/react-app,
 * examples/vue-app) and tests/e2e/package.e2e.ts — offline:
 *
 *   1. `npm pack` the repository (needs `npm run build` first) into .cache/package/;
 *   2. install the tarball into each app: unpacked to <app>/node_modules/lido, exactly the files
 *      the tarball holds (no registry: Lido's own dependencies — React, TanStack Query … — and the
 *      apps' tools resolve from the repository's node_modules, one directory up, as npm ci put them);
 *   3. typecheck each app as its own project (tsc strict for React, vue-tsc for Vue; both without
 *      skipLibCheck) and build it with Vite (no plugin for Lido).
 *
 *   node scripts/pack-examples.mjs            pack, install, typecheck, build
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const NODE = process.execPath;
export const APPS = ['react-app', 'vue-app'];
export const appDir = (app) => path.join(ROOT, 'examples', app);

/** npm itself: the one running us under `npm test`, else the one on PATH. */
function npm(args) {
  const execPath = process.env.npm_execpath;
  return execPath?.endsWith('.js')
    ? execFileSync(NODE, [execPath, ...args], { cwd: ROOT, encoding: 'utf8' })
    : execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8' });
}

/** `npm pack` → the tarball's path. */
export function pack() {
  const out = path.join(ROOT, '.cache/package');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const [result] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', out]));
  return path.join(out, result.filename);
}

/** The tarball's files into <app>/node_modules/lido (what `npm install <tarball>` puts there). */
export function install(tarball, app) {
  const target = path.join(appDir(app), 'node_modules/lido');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '--strip-components=1', '-C', target]);
}

/** Each app's own typecheck, as its package.json "build" script runs it. */
export function typecheck(app) {
  const bin = app === 'vue-app' ? 'node_modules/vue-tsc/bin/vue-tsc.js' : 'node_modules/typescript/bin/tsc';
  execFileSync(NODE, [path.join(ROOT, bin), '-p', path.join(appDir(app), 'tsconfig.json')], { cwd: appDir(app), encoding: 'utf8', stdio: 'pipe' });
}

/** vite build with the app's own vite.config.ts → <app>/dist/. */
export async function viteBuild(app) {
  const { build } = await import('vite');
  await build({ root: appDir(app), configFile: path.join(appDir(app), 'vite.config.ts'), logLevel: 'error' });
}

export async function packExamples() {
  const tarball = pack();
  for (const app of APPS) {
    install(tarball, app);
    typecheck(app);
    await viteBuild(app);
  }
  return tarball;
}

if (import.meta.main) {
  const started = performance.now();
  packExamples().then(
    (tarball) => console.log(`packed ${path.relative(ROOT, tarball)}; built ${APPS.join(', ')} in ${Math.round(performance.now() - started)} ms`),
    (error) => {
      console.error(error.stdout || error.stderr ? `${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}` : error);
      process.exitCode = 1;
    },
  );
}
