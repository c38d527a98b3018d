import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['core/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/layering.test.ts'],
  },
});
