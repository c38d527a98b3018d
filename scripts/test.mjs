/**
 * `npm test`: every test, in dependency order — typecheck, build, unit + contract (vitest),
 * browser component tests (@web/test-runner), end-to-end (Playwright). Finds Chromium itself
 * (see scripts/chromium.mjs). Ends with one summary line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const RESULTS = '.cache/test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const chromium = await findChromium();
console.log(`[lido] Chromium: ${chromium}`);
const env = { ...process.env, LIDO_CHROMIUM: chromium, FORCE_COLOR: process.env.CI ? '0' : '1' };
const node = process.execPath;

const steps = [
  { name: 'lockfile complete for npm ci', args: ['scripts/complete-lockfile.mjs', '--check'] },
  { name: 'typecheck (client)', args: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'] },
  { name: 'typecheck (demo hub)', args: ['node_modules/typescript/bin/tsc', '-p', 'demo-hub/tsconfig.json'], when: 'demo-hub/tsconfig.json' },
  { name: 'typecheck (host site)', args: ['node_modules/typescript/bin/tsc', '-p', 'host-site/tsconfig.json', '--noEmit'], when: 'host-site/tsconfig.json' },
  { name: 'build', args: ['scripts/build.mjs'], when: 'scripts/build.mjs' },
  { name: 'build (host site)', args: ['scripts/build-site.mjs'], when: 'scripts/build-site.mjs' },
  {
    name: 'size budgets',
    args: ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/size/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest-size.json`],
    when: 'tests/size/vitest.config.ts',
  },
  {
    name: 'unit + contract (vitest)',
    args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`],
  },
  { name: 'browser components (web-test-runner)', args: ['node_modules/@web/test-runner/dist/bin.js'], when: 'web-test-runner.config.mjs' },
  {
    name: 'end-to-end (playwright)',
    args: ['node_modules/@playwright/test/cli.js', 'test'],
    when: 'playwright.config.ts',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json` },
  },
];

const started = Date.now();
let failedStep = null;
for (const step of steps) {
  if (step.when && !existsSync(step.when)) continue;
  console.log(`\n[lido] ── ${step.name} ──`);
  const t0 = Date.now();
  const run = spawnSync(node, step.args, { stdio: 'inherit', env: { ...env, ...step.env } });
  console.log(`[lido] ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    failedStep = step.name;
    break;
  }
}

/** Adds up the counts the runners wrote (vitest and Playwright JSON, web-test-runner summary). */
function counts() {
  let passed = 0;
  let failed = 0;
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  for (const file of ['vitest.json', 'vitest-size.json']) {
    const vitest = read(`${RESULTS}/${file}`);
    if (vitest) { passed += vitest.numPassedTests; failed += vitest.numFailedTests; }
  }
  const wtr = read(`${RESULTS}/wtr.json`);
  if (wtr) { passed += wtr.passed; failed += wtr.failed; }
  const pw = read(`${RESULTS}/playwright.json`);
  if (pw) { passed += pw.stats.expected + pw.stats.flaky; failed += pw.stats.unexpected; }
  return { passed, failed };
}

const { passed, failed } = counts();
console.log(`\n[lido] ${failedStep ? `stopped at: ${failedStep}` : 'all steps passed'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log(`${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed`);
process.exit(failedStep ? 1 : 0);
