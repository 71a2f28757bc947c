import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One seeded embedded database for the run, copied by each server test file (test/builders/seeded-pglite.ts).
    globalSetup: ['test/builders/seeded-pglite.global.ts'],
  },
});
