/**
 * Cache keys from the parameters that change an answer (architecture "Performance by
 * design": bounded caches). Unknown and tracking parameters (utm_*, gclid, cache busters…)
 * never make a new entry: the handlers ignore them, so the answer is the same.
 */
export const meaningfulSearch = (search: URLSearchParams, allowed: ReadonlySet<string>, sorted = true): string => {
  const kept = [...search].filter(([name]) => allowed.has(name));
  if (sorted) kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
};

/** Size figures of a bounded cache, for tests and monitoring. */
export interface CacheStats {
  readonly entries: number;
  readonly bytes: number;
  readonly maxBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bounded caches of this instance by name ("answers", "pages"). */
    cacheStats: Map<string, () => CacheStats>;
  }
}

/** Publishes a cache's figures on `app.cacheStats` under `name`. */
export const publishCacheStats = (
  app: import('fastify').FastifyInstance,
  name: string,
  cache: { size: number; calculatedSize: number; maxSize: number },
): void => {
  if (!app.hasDecorator('cacheStats')) app.decorate('cacheStats', new Map());
  app.cacheStats.set(name, () => ({ entries: cache.size, bytes: cache.calculatedSize, maxBytes: cache.maxSize }));
};
