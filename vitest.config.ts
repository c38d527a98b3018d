import { defineConfig } from 'vitest/config';
import { BUILD_DEFINES } from './build/defines.mjs';

export default defineConfig({
  // The build-time constants of rollup.config.mjs (core/build-defines.d.ts), for the sources.
  define: BUILD_DEFINES,
  test: {
    environment: 'node',
    include: [
      'core/**/*.test.ts',
      'widgets/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/floor/**/*.test.ts',
      'tests/layering.test.ts',
      'tests/routes/**/*.test.ts',
      'tests/package/**/*.test.ts',
      'tests/scaffold/**/*.test.ts',
    ],
    // *.browser.test.* run in web-test-runner (real Chromium)
    exclude: ['**/node_modules/**', '**/*.browser.test.*'],
  },
});
