/**
 * Finished HTML of anonymous pages, per store, path, query and the few cookies that change
 * the markup. Entries carry a nonce placeholder that is swapped for a fresh nonce on every
 * response. Bounded (least recently used goes first) and short-lived; `clear()` is called
 * when the catalogue changes.
 */
export interface HtmlCacheEntry { readonly html: string; readonly status: number }

export const createHtmlCache = (opts: { maxEntries: number; ttlMs: number; now?: () => number }) => {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: HtmlCacheEntry; expires: number }>();
  return {
    get(key: string): HtmlCacheEntry | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expires <= now()) return undefined;
      entries.set(key, hit); // most recently used last
      return hit.value;
    },
    set(key: string, value: HtmlCacheEntry): void {
      entries.delete(key);
      entries.set(key, { value, expires: now() + opts.ttlMs });
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear(): void { entries.clear(); },
    get size(): number { return entries.size; },
  };
};
