import { LRUCache } from 'lru-cache';
import type { Db, Queryable } from '../db/db.port.js';
import { createCatalogueVersion } from '../platform/catalogue-version.js';
import type { StoreContext } from '../http/store-context.js';
import { assembleProduct, type LoadedProduct, type ProductFacts } from './product-facts.js';
import { loadProductFacts } from './product.repository.js';

/**
 * The catalogue's products kept warm: each product's facts in every language and currency, most
 * recently read first, so that a page of any store assembles a product another store (or
 * another page) already loaded without the loader's seven queries. First visits to the long tail
 * of 21 stores × the catalogue mostly ask for products loaded before (bench/first-visits.mjs).
 *
 * A product answer is a function of the catalogue tables alone, and every write to them bumps
 * the catalogue version (migration 003, stock included), so the cache starts afresh whenever the
 * version moved, on this instance or another. Bounded by size rather than entries (a product's
 * facts grow with its languages): the seeded catalogue takes about 2 MB, and a large one keeps
 * its most read products within the bound.
 */
export const PRODUCT_CACHE_BYTES = 24 * 1024 * 1024;

/** Roughly the bytes a product's facts hold: their JSON length, two bytes a character at most. */
const sizeOf = (facts: ProductFacts) => 2 * JSON.stringify(facts).length;

export const createProductCache = (db: Queryable & Partial<Pick<Db, 'kind' | 'listen'>>) => {
  const version = createCatalogueVersion(db);
  const cache = new LRUCache<number, ProductFacts>({ maxSize: PRODUCT_CACHE_BYTES, sizeCalculation: sizeOf });

  return async (ids: readonly number[], ctx: StoreContext, opts: { alternates?: boolean } = {}): Promise<LoadedProduct[]> => {
    if (ids.length === 0) return [];
    if (await version.changed()) cache.clear();
    const missing = ids.filter((id) => !cache.has(id));
    if (missing.length > 0) for (const facts of await loadProductFacts(db, [...new Set(missing)])) cache.set(facts.id, facts);
    return ids.flatMap((id) => {
      const facts = cache.get(id);
      const product = facts && assembleProduct(facts, ctx, opts);
      return product ? [product] : [];
    });
  };
};
