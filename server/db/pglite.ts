import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.port.js';

/** Embedded PostgreSQL in a data folder (or in memory when dataDir is undefined). */
export const openPglite = async (dataDir?: string): Promise<Db> => {
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows };
    },
    exec: async (sql: string) => { await q.exec(sql); },
  });
  return {
    ...wrap(pg),
    kind: 'pglite',
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
};
