import pg from 'pg';
import type { Db, Queryable } from './db.port.js';

// Answer bigint/numeric columns as JS numbers: every count and amount here fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** A PostgreSQL server reached through a connection pool. */
export const openPostgres = async (connectionString: string, max = 10): Promise<Db> => {
  const pool = new pg.Pool({ connectionString, max });
  await pool.query('SELECT 1');
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const r = await c.query(sql, params as unknown[]);
      return { rows: r.rows as T[] };
    },
    exec: async (sql: string) => { await c.query(sql); },
  });
  return {
    ...wrap(pool),
    kind: 'postgres',
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
