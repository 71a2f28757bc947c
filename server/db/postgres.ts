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
    exec: async (sql: string) => {
      await c.query(sql);
    },
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
    exclusive: async (key, fn) => {
      // A session-level advisory lock on a connection of its own, held while fn runs on others.
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        holder.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
};
