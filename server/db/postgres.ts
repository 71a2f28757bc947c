import pg from 'pg';
import type { Db, Queryable } from './db.port.js';

// Answer bigint/numeric columns as JS numbers: every count and amount here fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** How long a request waits for a connection before it is answered 503 (the database is away or every connection busy). */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * A PostgreSQL server reached through a connection pool. When the server restarts, the pool
 * drops the connections it lost (an idle connection's error is logged, never thrown at the
 * process), requests meanwhile fail fast with a connection error (answered 503), and the next
 * request after the server is back opens a new connection: no restart of the shop.
 */
export const openPostgres = async (
  connectionString: string,
  max = 10,
  onIdleError: (err: Error) => void = (err) => process.stderr.write(`database connection lost: ${err.message}\n`),
): Promise<Db> => {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // Without a listener, an idle connection the server closed (a restart) would crash the process.
  pool.on('error', onIdleError);
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
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        // A connection lost mid-transaction cannot roll back: the server already did. The
        // caller hears the first error, and the connection is dropped, not reused.
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
          broken = rollbackFailed;
        });
        throw e;
      } finally {
        client.release(broken);
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
