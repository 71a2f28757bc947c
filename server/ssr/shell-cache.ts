import { LRUCache } from 'lru-cache';
import { STORES } from '../../src/domain/stores/stores.js';

/**
 * The layout data around every page (menu, footer pages, widgets, reviews: shell.loader.ts) per
 * store. It is the same for every page of a store, and loading it was fifteen port calls and
 * more queries than the page's own data, on every page no cache held. Kept as the promise of
 * the load, so the first pages of a store asked for at once share one load.
 *
 * Everything the shell shows bumps the catalogue version (migration 003: category, page_i18n,
 * widget, site_review…), so the caller clears this whenever it clears its page cache; the time
 * limit is the page cache's, so a shell is never older than a page that shows it.
 */
export const createShellCache = <T>(ttlMs: number) => {
  const cache = new LRUCache<string, Promise<T>>({ max: STORES.length, ttl: ttlMs });
  return {
    get: (storeCode: string, load: () => Promise<T>): Promise<T> => {
      let shell = cache.get(storeCode);
      if (!shell) {
        shell = load();
        cache.set(storeCode, shell);
        // A failed load is not kept: the next page tries again.
        shell.catch(() => {
          if (cache.get(storeCode) === shell) cache.delete(storeCode);
        });
      }
      return shell;
    },
    clear: () => cache.clear(),
  };
};
