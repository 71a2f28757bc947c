import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Much of a server
    // test file's time is spent waiting (PostgreSQL, HTTP, child processes), so two files side by
    // side use the second core; files are isolated (own database copy or schema, port 0).
    maxWorkers: 2,
    // One seeded embedded database for the run, copied by each server test file (test/builders/seeded-pglite.ts).
    globalSetup: ['test/builders/seeded-pglite.global.ts'],
  },
});
