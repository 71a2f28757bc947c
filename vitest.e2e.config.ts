import { defineConfig } from 'vitest/config';

/** End-to-end: the built shop on a fresh data folder, driven by Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One file at a time: two at once took 628 s instead of 1,003 s, but under that load the
    // hydration test's cart panel could still cover the heart it clicks next (a race to fix first).
    fileParallelism: false,
  },
});
