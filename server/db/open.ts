import type { Db } from './db.port.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite in `<dataDir>/db`. */
export const openDatabase = (opts: { databaseUrl?: string; pgliteDir?: string }): Promise<Db> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDir);
