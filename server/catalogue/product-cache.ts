import { LRUCache } from 'lru-cache';
import type { Db, Queryable } from '../db/db.port.js';
import { createCatalogueVersion } from '../platform/catalogue-version.js';
import type { StoreContext } from './context.js';
import { loadProducts, type LoadedProduct } from './product.repository.js';

/**
 * Loaded products, most recently read first, per store and product: a search or listing page
 * that shows posters another page already showed assembles them without the loader's seven
 * queries (on the embedded database they were most of a seeded search's time, bench/search.ts).
 *
 * A product answer is a function of the catalogue tables alone, and every write to them bumps
 * the catalogue version (migration 003, stock included), so the cache starts afresh whenever the
 * version moved, on this instance or another. Bounded by entries: 187 posters in 21 stores fit,
 * and a large catalogue keeps its most read posters.
 */
export const PRODUCT_CACHE_ENTRIES = 5000;

export const createProductCache = (db: Queryable & Partial<Pick<Db, 'kind' | 'listen'>>) => {
  const version = createCatalogueVersion(db);
  const cache = new LRUCache<string, LoadedProduct>({ max: PRODUCT_CACHE_ENTRIES });
  const keyOf = (id: number, ctx: StoreContext, alternates: boolean) =>
    `${ctx.store.code}\u0000${ctx.publicUrl}\u0000${alternates ? 'a' : ''}\u0000${id}`;

  return async (ids: readonly number[], ctx: StoreContext, opts: { alternates?: boolean } = {}): Promise<LoadedProduct[]> => {
    if (ids.length === 0) return [];
    if (await version.changed()) cache.clear();
    const alternates = opts.alternates === true;
    const missing = ids.filter((id) => !cache.has(keyOf(id, ctx, alternates)));
    if (missing.length > 0) {
      for (const p of await loadProducts(db, [...new Set(missing)], ctx, opts)) cache.set(keyOf(p.id, ctx, alternates), p);
    }
    // structuredClone: callers receive their own copy, so no answer can change a cached one.
    return ids.flatMap((id) => {
      const p = cache.get(keyOf(id, ctx, alternates));
      return p ? [structuredClone(p)] : [];
    });
  };
};
