import { defineConfig } from 'vitest/config';
import { slowestFirst } from './test/builders/slowest-first.ts';

/**
 * Two projects share the run's two workers:
 * - `rules`: the domain, application, adapter, view, build and architecture tests. They touch no
 *   process-wide state but fake timers (restored after each file, test/builders/real-timers.setup.ts),
 *   so they run in threads that keep their loaded modules from file to file: a fresh process per
 *   file spent 36 of their 57 s importing the same modules again.
 * - `server`: in processes (`forks`), since the server loads native modules (sharp, PGlite's
 *   WebAssembly) that threads would each load again. Server files keep no state in their modules
 *   either: every file builds its own app, database and metric registry.
 * Files start longest first (test/builders/slowest-first.ts).
 */
const RULE_FOLDERS = ['domain', 'application', 'adapters', 'ui', 'build', 'architecture', 'headless', 'mutation'];

export default defineConfig({
  test: {
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Much of a server
    // test file's time is spent waiting (PostgreSQL, HTTP, child processes), so two files side by
    // side use the second core; files are isolated (own database copy or schema, port 0).
    maxWorkers: 2,
    sequence: { sequencer: slowestFirst('test/timings/server.json') },
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          include: RULE_FOLDERS.flatMap((f) => [`test/${f}/**/*.test.ts`, `test/${f}/**/*.test.tsx`]),
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/builders/real-timers.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          pool: 'forks',
          // A file that seeds or renders may share the cores with the browser run (`run-p test:unit
          // test:e2e`) or a busy machine: a minute before a test counts as hung (a test that seeds twice
          // took 30 s there).
          testTimeout: 60_000,
          // Each file still opens its own database and server; the process, its loaded modules
          // and their import time (about 2 s a file) serve the next file: 453 s → 271 s for the unit run.
          isolate: false,
          // One seeded embedded database for the run, copied by each server test file (test/builders/seeded-pglite.ts).
          globalSetup: ['test/builders/seeded-pglite.global.ts'],
        },
      },
    ],
  },
});
