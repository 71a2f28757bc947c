/** Vitest config for mutation testing: only the fast domain tests (see stryker.config.json). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/domain/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
