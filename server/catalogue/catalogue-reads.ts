import { LRUCache } from 'lru-cache';
import type { Db, Queryable } from '../db/db.port.js';
import { createCatalogueVersion } from '../platform/catalogue-version.js';

/**
 * Reads of the catalogue's own tables kept warm: the same statement with the same parameters is
 * answered from memory until the catalogue changes. A first visit's small lookups (a slug's
 * product, a listing's ids and count, a widget, a page, the category tree, the site's reviews)
 * repeat across the 21 stores and across pages; on the embedded database each was a round on the
 * one thread the pages render on.
 *
 * Only for statements that read tables whose every write bumps the catalogue version (migration
 * 003's list: products and their texts, prices, stock, images, tags, categories, artists, pages,
 * widgets, reviews) and that hold no clock or `random()`: the answer is then a function of the
 * version, so it starts afresh whenever the version moved, on this instance or another. Callers
 * get their own copy of the rows. Bounded by size.
 */
export const CATALOGUE_READS_BYTES = 8 * 1024 * 1024;

export const createCatalogueReads = (db: Queryable & Partial<Pick<Db, 'kind' | 'listen'>>): Queryable => {
  const version = createCatalogueVersion(db);
  const cache = new LRUCache<string, { readonly rows: readonly unknown[] }>({
    maxSize: CATALOGUE_READS_BYTES,
    sizeCalculation: (answer, key) => 2 * (key.length + JSON.stringify(answer.rows).length),
  });
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      if (/\brandom\(|\bnow\(/i.test(sql)) throw new Error('a statement with random() or now() cannot be kept warm');
      if (await version.changed()) cache.clear();
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      let answer = cache.get(key);
      if (!answer) {
        answer = { rows: (await db.query(sql, params)).rows };
        cache.set(key, answer);
      }
      return { rows: structuredClone(answer.rows) as T[] };
    },
    exec: () => Promise.reject(new Error('catalogue reads run no statements')),
  };
};
