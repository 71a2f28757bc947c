import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEEDED_DIR_ENV } from './seeded-pglite';
import { dropRunTemplate } from './seeded-postgres';

/**
 * Vitest global set-up: a folder for the run's seeded database (openSeededPglite), removed at the
 * end, with the run's seeded PostgreSQL template (openSeededPostgres) when a test made one. Only a
 * folder: a run without server tests seeds nothing. The test processes are forked after this runs
 * and inherit the variable.
 */
export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'poster-shop-seeded-'));
  process.env[SEEDED_DIR_ENV] = dir;
  return async () => {
    delete process.env[SEEDED_DIR_ENV];
    // The PostgreSQL template the server tests copied (./seeded-postgres.ts), when there is one.
    if (process.env.TEST_DATABASE_URL) await dropRunTemplate(process.env.TEST_DATABASE_URL, dir);
    rmSync(dir, { recursive: true, force: true });
  };
}
