/**
 * The rate_limit table: fixed-window hit counters, on the database clock, so every instance
 * pointed at one DATABASE_URL counts the same hits.
 */
import type { Queryable } from '../db/db.port.js';

const NOW = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint';

const INCR = `
  WITH up AS (
    INSERT INTO rate_limit AS r (key, hits, window_ends) VALUES ($1, 1, ${NOW} + $2::bigint)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends <= ${NOW} THEN 1 ELSE r.hits + 1 END,
      window_ends = CASE WHEN r.window_ends <= ${NOW} THEN EXCLUDED.window_ends ELSE r.window_ends END
    RETURNING hits, window_ends)
  SELECT hits, (window_ends - ${NOW})::float8 AS ttl FROM up`;

const READ = `SELECT hits, (window_ends - ${NOW})::float8 AS ttl FROM rate_limit WHERE key = $1 AND window_ends > ${NOW}`;

export interface WindowHits {
  readonly hits: number;
  /** Milliseconds left in the window (negative once it ended). */
  readonly ttl: number;
}

/** One more hit on `key`, in one upsert: the first hit, or the first after the window ended, opens a new window. */
export const countHit = async (db: Queryable, key: string, timeWindowMs: number): Promise<WindowHits> =>
  (await db.query<WindowHits>(INCR, [key, timeWindowMs])).rows[0]!;

/** The hits of `key`'s open window, undefined when none is open. */
export const readHits = async (db: Queryable, key: string): Promise<WindowHits | undefined> =>
  (await db.query<WindowHits>(READ, [key])).rows[0];

export const sweepEndedWindows = async (db: Queryable): Promise<void> => {
  await db.query(`DELETE FROM rate_limit WHERE window_ends < ${NOW}`);
};
