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
import { countHit, readHits, sweepEndedWindows } from './rate-limit.repository.js';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

const SWEEP_EVERY = 500;

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
    if (++this.hits % SWEEP_EVERY === 0) void sweepEndedWindows(this.db).catch(() => {});
    countHit(this.db, this.prefix + key, timeWindow).then(
      (w) => cb(null, { current: w.hits, ttl: Math.max(0, w.ttl) }),
      (e: Error) => cb(e),
    );
  }

  read(key: string, cb: Callback): void {
    readHits(this.db, this.prefix + key).then(
      (w) => cb(null, w ? { current: w.hits, ttl: Math.max(0, w.ttl) } : { current: 0, ttl: 0 }),
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
