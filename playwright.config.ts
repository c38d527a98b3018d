/**
 * End-to-end tests: the built portal (host-site/dist) and a fresh demo hub, in Chromium.
 * Nothing is built here: `npm test` (scripts/test.mjs) builds the bundle and the site first.
 * To run alone: `npm run build && node scripts/build-site.mjs && npx playwright test`.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two cores are shared by everything else on the machine; tests that switch hub-wide faults
  // (session expiry, signage reload) run in serial files.
  workers: isCI ? 1 : 2,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs reads the JSON report for its summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]] : [['list']],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.LIDO_CHROMIUM || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
});
