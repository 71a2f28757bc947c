import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEEDED_DIR_ENV } from './seeded-pglite';

/**
 * Vitest global set-up: a folder for the run's seeded database (openSeededPglite), removed at the
 * end. Only a folder: a run without server tests seeds nothing. The test processes are forked
 * after this runs and inherit the variable.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'poster-shop-seeded-'));
  process.env[SEEDED_DIR_ENV] = dir;
  return () => {
    delete process.env[SEEDED_DIR_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
