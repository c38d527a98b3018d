import { defineConfig } from 'vitest/config';

/** Size budgets run on a built dist/, so they are not part of the default vitest run. */
export default defineConfig({
  test: {
    environment: 'node',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/size/**/*.test.ts'],
  },
});
