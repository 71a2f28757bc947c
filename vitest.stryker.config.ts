/** Vitest config for mutation testing: only the fast domain tests (see stryker.config.json). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/domain/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One fast-check seed, so that a run's coverage is the same as the last run's (see the file).
    setupFiles: ['test/mutation/fixed-seed.setup.ts'],
    // Instrumented code runs several times slower, and on a shared machine slower still: a
    // property of 1,000 runs must not fail the initial run by the clock. A mutant that loops
    // forever is still caught by Stryker's own timeout (timeoutMS).
    testTimeout: 60_000,
  },
});
