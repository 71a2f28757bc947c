import { defineConfig } from 'vitest/config';

/** End-to-end: the built shop on a fresh data folder, driven by Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
