import { defineConfig } from 'vitest/config';
import { slowestFirst } from './test/builders/slowest-first.ts';

/** End-to-end: the built shop on a fresh data folder, driven by Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Three files at a time. A browser test mostly waits (for the network to go quiet, a print job,
    // a poll): the whole run takes about 410 CPU-seconds, under a third of what two cores give in
    // the ten minutes it took two files at a time. Four at a time on a machine already loaded lost
    // keystrokes and timed out. Each file opens its own browser contexts and buys as its own
    // shopper, so files share only the catalogue. E2E_WORKERS overrides the count.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    // Longest first, so that no long file starts near the end (test/builders/slowest-first.ts).
    sequence: { sequencer: slowestFirst('test/timings/e2e.json') },
  },
});
