import { defineConfig } from 'vitest/config';

/** End-to-end: the built shop on a fresh data folder, driven by Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at a time against the one shop: each file buys, signs in and edits with its own
    // shopper, artist, staff member and order (test/e2e/buy-through-sandbox.ts), never "the first
    // order", so no file depends on what another changes; the two cores then share the browsers.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
