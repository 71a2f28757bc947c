/**
 * Sliding-window counters of failed gift-card lookups (spec §5 "not rate-limited"; issue 5
 * item 6: at most 10 failures a minute per client, and a global cap).
 *
 * A client is limited while it has `limit` failures within the last `windowMs`; each failure
 * leaves the window exactly `windowMs` after it happened. Memory is bounded: a key keeps at
 * most `limit` timestamps and keys with nothing left in the window are swept.
 *
 * Scaling: the counters live in this process. With more than one instance, each would allow
 * its own 10 a minute; move them to a shared store (Redis sorted sets, or a PostgreSQL table
 * of attempts) behind this same interface.
 */
import type { Clock } from '../orders/clock.js';

export interface AttemptLimiter {
  /** True when `key` may not try again yet. */
  isLimited(key: string): boolean;
  /** Records one failure of `key`. */
  recordFailure(key: string): void;
}

export const createAttemptLimiter = (opts: {
  readonly limit: number;
  readonly windowMs: number;
  readonly clock: Clock;
  /** Sweep stale keys once the map holds this many (default 10 000). */
  readonly sweepAt?: number;
}): AttemptLimiter => {
  const { limit, windowMs, clock, sweepAt = 10_000 } = opts;
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number): number[] => {
    const list = (failures.get(key) ?? []).filter((at) => at > now - windowMs);
    if (list.length === 0) failures.delete(key); else failures.set(key, list);
    return list;
  };
  const sweep = (now: number) => {
    for (const key of [...failures.keys()]) recent(key, now);
  };
  return {
    isLimited: (key) => recent(key, clock.now()).length >= limit,
    recordFailure: (key) => {
      const now = clock.now();
      if (failures.size >= sweepAt) sweep(now);
      const list = recent(key, now);
      list.push(now);
      if (list.length > limit) list.splice(0, list.length - limit);
      failures.set(key, list);
    },
  };
};
