import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable } from './db.port.js';

/**
 * PostgreSQL's caches inside the embedded database, sized for the server's memory budget
 * (docs/architecture.md#performance-budgets: under 300 MB under load). PGlite's defaults give
 * shared_buffers 128 MB inside the WebAssembly heap, which never shrinks, and PostgreSQL
 * touches the whole buffer pool when it starts: each MB of shared_buffers is a MB of resident
 * memory from the first second (measured: 32 MB -> 47 MB resident WebAssembly heap, 16 MB ->
 * 29 MB). The demo catalogue is about 27 MB with its indexes, and the server answers nearly
 * every read from its own answer caches (a 60 s load of 120,000 page and API requests ran about
 * 150 queries), so 16 MB keeps the hot tables and indexes; other pages come from the operating
 * system's file cache, outside the process. work_mem bounds each sort or hash of a query
 * (catalogue queries sort a few hundred rows).
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'work_mem = 2MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 4MB'];

/** The embedded instance behind each Db this module opened, for dumpPglite. */
const instances = new WeakMap<Db, PGlite>();

/**
 * Embedded PostgreSQL in a data folder (or in memory when dataDir is undefined). `loadDataDir`
 * starts it from a dump (dumpPglite) instead of an empty cluster, which skips initdb.
 */
export const openPglite = async (dataDir?: string, from: { loadDataDir?: Blob } = {}): Promise<Db> => {
  // Extensions are loaded when the database starts; migration 071 creates them in the catalogue.
  const options = { postgresqlconf: PGLITE_SETTINGS, extensions: { pg_trgm, unaccent }, ...from };
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows };
    },
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  const db: Db = {
    ...wrap(pg),
    kind: 'pglite',
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exclusive: (_key, fn) => fn(),
    listen: async (channel, onNotify) => {
      await pg.listen(channel, () => onNotify());
    },
    close: () => pg.close(),
  };
  instances.set(db, pg);
  return db;
};

/** The whole cluster as a tar archive, to open again with openPglite's loadDataDir. */
export const dumpPglite = async (db: Db): Promise<Blob> => {
  const pg = instances.get(db);
  if (!pg) throw new Error('dumpPglite: not an embedded database opened by openPglite');
  return pg.dumpDataDir('none');
};
