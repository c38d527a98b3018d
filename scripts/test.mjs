/**
 * `npm test`: every test, in dependency order — typecheck, lint, format check, build, unit + contract (vitest),
 * browser component tests (@web/test-runner), end-to-end (Playwright), the engine smoke tests. Finds Chromium itself
 * (see scripts/chromium.mjs). Ends with one summary line "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
  { name: 'typecheck (server rendering)', args: ['node_modules/typescript/bin/tsc', '-p', 'host-site/tsconfig.ssr.json'], when: 'host-site/tsconfig.ssr.json' },
  // .oxlintrc.json: the correctness rules and react-hooks' rules-of-hooks and exhaustive-deps (about a second).
  {
    name: 'lint (oxlint)',
    args: ['node_modules/oxlint/bin/oxlint', '--deny-warnings', '--report-unused-disable-directives-severity=error'],
    when: '.oxlintrc.json',
  },
  // .oxfmtrc.json, .prettierignore: the code as `npm run format` writes it (under a second).
  { name: 'format check (oxfmt)', args: ['node_modules/oxfmt/bin/oxfmt', '--check'], when: '.oxfmtrc.json' },
  { name: 'build', args: ['scripts/build.mjs'], when: 'scripts/build.mjs' },
  { name: 'build (host site)', args: ['scripts/build-site.mjs'], when: 'scripts/build-site.mjs' },
  {
    name: 'size budgets',
    args: [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'tests/size/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${RESULTS}/vitest-size.json`,
    ],
    when: 'tests/size/vitest.config.ts',
  },
  {
    name: 'unit + contract (vitest)',
    args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`],
  },
  // Once, before the shards: each shard would otherwise rebuild dist-test/ for its bundle tests, both
  // at once into the same folder (web-test-runner.config.mjs skips it with LIDO_SKIP_TEST_BUILD=1).
  { name: 'build (test widgets)', args: ['scripts/build.mjs', '--with-test-widgets'], when: 'web-test-runner.config.mjs' },
  { name: 'browser components (web-test-runner)', shards: browserShards(), when: 'web-test-runner.config.mjs' },
  {
    name: 'end-to-end (playwright)',
    args: ['node_modules/@playwright/test/cli.js', 'test'],
    when: 'playwright.config.ts',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json` },
  },
  // The engine floor (issue 29): the old Chromium builds from npm packages, Firefox ESR, WebKitGTK
  // and WPE from Debian — installed when missing (as root; otherwise it prints the command) —
  // then the smoke tests in all eight engines (tests/engines/smoke.mjs).
  { name: 'engines (install what is missing)', args: ['scripts/engines.mjs', 'install'], when: 'scripts/engines.mjs' },
  { name: 'engines (smoke tests in eight engines)', args: ['tests/engines/smoke.mjs'], when: 'tests/engines/smoke.mjs' },
  // WebKit's autoplay policy: one press plays an article's video though hls.js comes 8 s late
  { name: 'engines (one press plays: WebKitGTK, WPE)', args: ['tests/engines/play-press.mjs'], when: 'tests/engines/play-press.mjs' },
];

/**
 * The browser test files in three shards, each its own web-test-runner with its own demo hub and
 * Chromium, all at once. The widget files switch hub-wide faults, so files sharing a hub run one at
 * a time: they are dealt, heaviest (largest) first, to the lighter of two shards — the two cores.
 * The fault matrix (tests/faults/fault-matrix-N.browser.test.ts) mostly waits (retry policy,
 * latencies) and scopes its faults to each case's frame, so its files are a third shard that runs
 * all of them at once (web-test-runner.config.mjs), beside the others.
 */
function browserShards() {
  const files = globSync('{core,widgets,tests}/**/*.browser.test.{ts,tsx}').sort();
  const isMatrix = (file) => file.startsWith('tests/faults/fault-matrix-');
  const shards = [
    { files: [], load: 0 },
    { files: [], load: 0 },
  ];
  for (const file of files.filter((file) => !isMatrix(file)).sort((a, b) => statSync(b).size - statSync(a).size)) {
    const lighter = shards[0].load <= shards[1].load ? shards[0] : shards[1];
    lighter.files.push(file);
    lighter.load += statSync(file).size;
  }
  shards.push({ files: files.filter(isMatrix) });
  const base = Number(process.env.LIDO_WTR_PORT ?? 8765);
  return shards.map((shard, index) => ({
    args: ['node_modules/@web/test-runner/dist/bin.js', '--files', ...shard.files],
    env: { LIDO_WTR_PORT: String(base + index), LIDO_WTR_RESULTS: `${RESULTS}/wtr-${index + 1}.json`, LIDO_SKIP_TEST_BUILD: '1' },
    label: index === 2 ? 'wtr 3/3 fault matrix' : `wtr ${index + 1}/${shards.length}`,
  }));
}

/** Runs the shards at once, each line of their output prefixed with its shard; resolves to the exit codes. */
function runShards(shards) {
  return Promise.all(
    shards.map(
      (shard) =>
        new Promise((resolve) => {
          const child = spawn(node, shard.args, { env: { ...env, ...shard.env }, stdio: ['ignore', 'pipe', 'pipe'] });
          for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream.on('data', (chunk) => {
              const lines = (rest + chunk.toString()).split('\n');
              rest = lines.pop();
              for (const line of lines) console.log(`[${shard.label}] ${line}`);
            });
            stream.on('end', () => rest && console.log(`[${shard.label}] ${rest}`));
          }
          child.on('close', (code) => resolve(code ?? 1));
        }),
    ),
  );
}

const started = Date.now();
let failedStep = null;
for (const step of steps) {
  if (step.when && !existsSync(step.when)) continue;
  console.log(`\n[lido] ── ${step.name} ──`);
  const t0 = Date.now();
  const ok = step.shards
    ? (await runShards(step.shards)).every((code) => code === 0)
    : spawnSync(node, step.args, { stdio: 'inherit', env: { ...env, ...step.env } }).status === 0;
  console.log(`[lido] ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (!ok) {
    failedStep = step.name;
    break;
  }
}

/**
 * Adds up the counts the runners wrote (vitest and Playwright JSON, web-test-runner summary) and
 * names each failure: a CI log keeps only its tail, where a runner's own report may be cut off.
 */
function counts() {
  let passed = 0;
  let failed = 0;
  const failures = [];
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  for (const file of ['vitest.json', 'vitest-size.json']) {
    const vitest = read(`${RESULTS}/${file}`);
    if (!vitest) continue;
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    for (const suite of vitest.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') failures.push({ file: suite.name, test: test.fullName, error: test.failureMessages?.[0] ?? '' });
      }
    }
  }
  for (const file of readdirSync(RESULTS).filter((name) => /^wtr.*\.json$/.test(name))) {
    const wtr = read(`${RESULTS}/${file}`);
    passed += wtr.passed;
    failed += wtr.failed;
    failures.push(...(wtr.failures ?? []));
  }
  const pw = read(`${RESULTS}/playwright.json`);
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.at(-1)?.error?.message ?? '';
          failures.push({ file: spec.file, test: [...titles, spec.title].join(' › '), error });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of pw.suites ?? []) walk(suite, []);
  }
  const engines = read(`${RESULTS}/engines.json`);
  if (engines) {
    passed += engines.passed;
    failed += engines.failed;
    for (const report of engines.engines ?? []) {
      for (const result of report.results.filter((candidate) => !candidate.ok))
        failures.push({ file: `engine ${report.name}`, test: result.page, error: String(result.error ?? '') });
    }
  }
  return { passed, failed, failures };
}

const { passed, failed, failures } = counts();
if (failures.length > 0) {
  console.log(`\n[lido] failures (${failures.length}):`);
  // eslint-disable-next-line no-control-regex
  const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
  for (const failure of failures) {
    console.log(`  ✗ ${failure.file} › ${failure.test}`);
    for (const line of plain(failure.error).split('\n').filter(Boolean).slice(0, 6)) console.log(`      ${line.slice(0, 300)}`);
  }
}
console.log(`\n[lido] ${failedStep ? `stopped at: ${failedStep}` : 'all steps passed'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log(`${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed`);
process.exit(failedStep ? 1 : 0);
