/**
 * Browser tests: widgets mounted as real custom elements in real Chromium (Debian's, through
 * Playwright's executablePath; Playwright's own browser download cannot work here).
 *
 *   ./node_modules/.bin/node ./node_modules/@web/test-runner/dist/bin.js            all browser tests
 *   … bin.js --files 'tests/shell/**\/*.browser.test.ts'                                  one group
 *
 * tests/shell/bundle.browser.test.ts runs against dist-test/ (node scripts/build.mjs --with-test-widgets):
 * rebuilt here first whenever it is missing or older than its sources (LIDO_SKIP_TEST_BUILD=1 skips).
 * Sources are served as they are: TS/TSX through esbuild, .css through the same transform the
 * bundle uses (build/css-sheet.mjs), React (CommonJS only) pre-bundled once (build/wtr-cjs-vendor.mjs).
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { cssSheetModule } from './build/css-sheet.mjs';
import { jsonModule } from './build/rollup-plugin-json.mjs';
import { cjsVendorPlugin } from './build/wtr-cjs-vendor.mjs';
import { BUILD_SOURCES, isStale } from './build/freshness.mjs';
import { BUILD_DEFINES } from './build/defines.mjs';
// One real demo hub per run: widget tests talk real HTTP (window.lidoConfig.hubUrl).
import { demoHubPlugin, testRunnerHtml } from './tests/helpers/wtr-demo-hub.mjs';
import { countsReporter } from './tests/helpers/wtr-counts-reporter.mjs';

/** The --files globs of this run (none: every file of `files` below). */
function fileGlobs(argv) {
  const globs = [];
  for (let i = 0, inFiles = false; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith('--files=')) globs.push(arg.slice('--files='.length));
    else if (arg === '--files') inFiles = true;
    else if (arg.startsWith('-')) inFiles = false;
    else if (inFiles) globs.push(arg);
  }
  return globs;
}
const BUNDLE_TEST = 'tests/shell/bundle.browser.test.ts';
const globs = fileGlobs(process.argv.slice(2));
/** The files that load the built bundle (dist-test/). */
const BUNDLE_TESTS = [BUNDLE_TEST, 'tests/shell/loader-api.browser.test.ts', 'tests/shell/loader-deferred.browser.test.ts'];
const runsBundleTest = globs.length === 0 || globs.some((glob) => BUNDLE_TESTS.some((file) => path.matchesGlob(file, glob)));
// The fault matrix (every widget × every hub fault, one fresh page per case) needs more than the
// usual three minutes for a test file.
const FAULT_MATRIX = globSync('tests/faults/fault-matrix-*.browser.test.ts', { cwd: import.meta.dirname });
const runsFaultMatrix = globs.length === 0 || globs.some((glob) => FAULT_MATRIX.some((file) => path.matchesGlob(file, glob)));
/**
 * A run of nothing but the matrix's files runs them at once: the matrix mostly waits (the retry
 * policy's 1 s + 3 s, latencies), each file has its own page and browser context (own storage), and
 * each case's hub faults reach only its own frame (tests/faults/fault-matrix.ts). Every other file
 * switches hub-wide faults and runs alone.
 */
const onlyFaultMatrix =
  globs.length > 0 && globSync(globs, { cwd: import.meta.dirname }).every((file) => FAULT_MATRIX.includes(file.split(path.sep).join('/')));
const MATRIX_CONCURRENCY = Number(process.env.LIDO_WTR_MATRIX_CONCURRENCY ?? 8);

if (
  runsBundleTest &&
  process.env.LIDO_SKIP_TEST_BUILD !== '1' &&
  isStale(import.meta.dirname, 'dist-test/size-report.json', [...BUILD_SOURCES, 'widgets/loader.ts', 'tests/shell/test-widgets'])
) {
  const { build } = await import('./scripts/build.mjs');
  console.log('Building dist-test/ for tests/shell/bundle.browser.test.ts …');
  await build({ testWidgets: true, quiet: true });
}

/**
 * The file a served path names. A node_modules that links to another checkout's (a git worktree's)
 * is served from outside the root: /__wds-outside-root__/<n>/… is n directories above it.
 */
function fileOf(servedPath) {
  const decoded = decodeURIComponent(servedPath);
  const outside = /^\/__wds-outside-root__\/(\d+)\/(.*)$/.exec(decoded);
  return outside ? path.join(import.meta.dirname, ...Array(Number(outside[1])).fill('..'), outside[2]) : path.join(import.meta.dirname, decoded);
}

const importedAsModule = (context, extension) =>
  context.path.endsWith(extension) && context.headers['sec-fetch-dest'] === 'script' && !context.path.startsWith('/dist');

/**
 * `.css` and `.json` imported by a module → the same modules the bundle gets (CSSStyleSheet,
 * JSON data); fetched any other way they stay what they are.
 */
const moduleFilesPlugin = {
  name: 'lido-css-json-modules',
  resolveMimeType(context) {
    if (importedAsModule(context, '.css') || importedAsModule(context, '.json')) return 'js';
  },
  transform(context) {
    if (importedAsModule(context, '.css')) {
      const file = fileOf(context.path);
      return { body: cssSheetModule(context.body, file), transformCache: false };
    }
    if (importedAsModule(context, '.json')) return { body: jsonModule(context.body), transformCache: false };
  },
};

/**
 * ESM packages that read process.env.NODE_ENV at run time (@tanstack/virtual-core, @floating-ui/react
 * in .mjs): the bundle replaces it (rollup.config.mjs); the unbundled test page gets the development value here.
 * A node_modules that links to another checkout's (a git worktree's) is served from outside the
 * root, as /__wds-outside-root__/<n>/…/node_modules/…: those packages too.
 */
const nodeEnvPlugin = {
  name: 'lido-node-env',
  transform(context) {
    if (
      (context.path.startsWith('/node_modules/') || (context.path.startsWith('/__wds-outside-root__/') && context.path.includes('/node_modules/'))) &&
      /\.m?js$/.test(context.path) &&
      context.body.includes('process.env.NODE_ENV')
    ) {
      return { body: context.body.replaceAll('process.env.NODE_ENV', JSON.stringify('development')) };
    }
  },
};

/**
 * /dist-test-copy/… serves dist-test/ under a second URL: the browser treats it as a second,
 * independent copy of the bundle (own React, own core module) — two Lido bundles on one page.
 * Fonts: in sources, core/styles resolves ./fonts/… next to itself; serve the npm package's files
 * (and pdf.js's worker likewise).
 */
function rewrites(context, next) {
  if (context.url.startsWith('/dist-test-copy/')) context.url = context.url.replace('/dist-test-copy/', '/dist-test/');
  else if (!context.url.startsWith('/dist')) {
    const font = /\/fonts\/(inter-[a-z-]+\.woff2)$/.exec(context.path);
    if (font) context.url = `/node_modules/@fontsource-variable/inter/files/${font[1]}`;
    // pdf.js's worker, where core/ui/media/pdf-document.ts finds it next to itself in the bundle
    if (context.path === '/core/ui/media/pdf.worker.js') context.url = '/node_modules/pdfjs-dist/build/pdf.worker.min.mjs';
  }
  return next();
}

export default {
  rootDir: '.',
  port: Number(process.env.LIDO_WTR_PORT ?? 8765),
  // A file's name says where it runs: *.browser.test.* here (real Chromium), *.test.ts in vitest (Node).
  files: ['{core,widgets,tests}/**/*.browser.test.{ts,tsx}'],
  nodeResolve: { exportConditions: ['browser', 'development'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  concurrency: onlyFaultMatrix ? MATRIX_CONCURRENCY : 1,
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 10000 } },
  // A page for each of the matrix's files at once, while the other shards run: on two busy cores
  // (load 15–30 in CI) a page took over the default 30 s to start.
  browserStartTimeout: 120000,
  testsStartTimeout: 120000,
  testsFinishTimeout: runsFaultMatrix ? 900000 : 180000,
  middleware: [rewrites],
  plugins: [
    cjsVendorPlugin({ rootDir: import.meta.dirname }),
    // The same build-time constants as the bundle (package.json's version …).
    esbuildPlugin({ ts: true, tsx: true, tsconfig: './tsconfig.json', target: 'auto', define: BUILD_DEFINES }),
    moduleFilesPlugin,
    nodeEnvPlugin,
    demoHubPlugin(),
  ],
  testRunnerHtml,
  reporters: [defaultReporter(), countsReporter(process.env.LIDO_WTR_RESULTS)],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // The browser's locale decides the date order (000 §9: en-US writes m/d/y): the tests read en-GB, as the e2e tests do.
      createBrowserContext: ({ browser }) => browser.newContext({ locale: 'en-GB' }),
      launchOptions: {
        executablePath: process.env.LIDO_CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
      },
    }),
  ],
};
