import { afterAll, vi } from 'vitest';

/**
 * Files of the `rules` project share their thread and its loaded modules (vitest.config.ts): a
 * file that leaves fake timers or mocks on must not hand them to the next file.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
