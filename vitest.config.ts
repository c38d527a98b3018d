import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['core/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    // the UI kit's browser tests run in web-test-runner
    exclude: ['**/node_modules/**', 'core/**/*.browser.test.*'],
  },
});
