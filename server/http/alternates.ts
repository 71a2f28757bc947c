import { STORES, DEFAULT_STORE, type Store } from '../../src/domain/stores/stores.js';

/**
 * hreflang alternates: one absolute URL per store (keyed by the store's BCP 47 locale) plus
 * x-default (the international store). `pathFor` builds the store-relative path from that
 * store's language, or returns undefined when the resource has no slug in that language.
 */
export const buildAlternates = (publicUrl: string, pathFor: (store: Store) => string | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const store of STORES) {
    const path = pathFor(store);
    if (path !== undefined) out[store.locale] = publicUrl + (path || '/');
  }
  const fallback = pathFor(DEFAULT_STORE);
  if (fallback !== undefined) out['x-default'] = publicUrl + (fallback || '/');
  return out;
};
