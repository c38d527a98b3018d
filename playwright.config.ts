/**
 * End-to-end tests: the built portal (host-site/dist) and a fresh demo hub, in Chromium.
 * Nothing is built here: `npm test` (scripts/test.mjs) builds the bundle and the site first.
 * To run alone: `npm run build && node scripts/build-site.mjs && npx playwright test`.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two workers (the machine has two cores), in CI too: each worker has its own demo hub and
  // portal (tests/e2e/global-setup.ts), so a test that switches hub-wide faults, clocks or resets
  // only affects its own worker's files. Files that build on their own earlier steps are serial.
  workers: 2,
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
