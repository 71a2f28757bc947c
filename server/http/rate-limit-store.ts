/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (table rate_limit), so every
 * instance pointed at one DATABASE_URL counts the same hits (architecture "Scaling out").
 *
 * Fixed windows, like the plugin's own in-memory store: the first hit of a key opens a window
 * of `timeWindow` ms; hits inside it add up; the first hit after it opens a new one. One upsert
 * per hit, on the database clock. Expired rows are swept now and then, so the table holds
 * only keys hit within their last window.
 */
import type { Queryable } from '../db/db.port.js';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

const NOW = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint';
const SWEEP_EVERY = 500;

const INCR = `
  WITH up AS (
    INSERT INTO rate_limit AS r (key, hits, window_ends) VALUES ($1, 1, ${NOW} + $2::bigint)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends <= ${NOW} THEN 1 ELSE r.hits + 1 END,
      window_ends = CASE WHEN r.window_ends <= ${NOW} THEN EXCLUDED.window_ends ELSE r.window_ends END
    RETURNING hits, window_ends)
  SELECT hits, (window_ends - ${NOW})::float8 AS ttl FROM up`;

const READ = `SELECT hits, (window_ends - ${NOW})::float8 AS ttl FROM rate_limit WHERE key = $1 AND window_ends > ${NOW}`;

export interface RateLimitStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: { routeInfo?: { method?: string; url?: string } }): RateLimitStore;
}

class PostgresRateLimitStore implements RateLimitStore {
  private hits = 0;
  constructor(
    private readonly db: Queryable,
    private readonly prefix = '',
  ) {}

  incr(key: string, cb: Callback, timeWindow: number): void {
    if (++this.hits % SWEEP_EVERY === 0) void this.db.query(`DELETE FROM rate_limit WHERE window_ends < ${NOW}`).catch(() => {});
    this.db.query<{ hits: number; ttl: number }>(INCR, [this.prefix + key, timeWindow]).then(
      ({ rows }) => cb(null, { current: rows[0]!.hits, ttl: Math.max(0, rows[0]!.ttl) }),
      (e: Error) => cb(e),
    );
  }

  read(key: string, cb: Callback): void {
    this.db.query<{ hits: number; ttl: number }>(READ, [this.prefix + key]).then(
      ({ rows }) => cb(null, rows[0] ? { current: rows[0].hits, ttl: Math.max(0, rows[0].ttl) } : { current: 0, ttl: 0 }),
      (e: Error) => cb(e),
    );
  }

  /** Each route with its own limit counts in its own key space. */
  child(routeOptions: { routeInfo?: { method?: string; url?: string } }): RateLimitStore {
    const route = routeOptions.routeInfo?.url ? `${routeOptions.routeInfo.method ?? ''} ${routeOptions.routeInfo.url}|` : '';
    return new PostgresRateLimitStore(this.db, this.prefix + route);
  }
}

/** The store class @fastify/rate-limit instantiates (`new Store(options)`), bound to `db`. */
export const postgresRateLimitStore = (db: Queryable) =>
  class extends PostgresRateLimitStore {
    constructor() {
      super(db);
    }
  };
