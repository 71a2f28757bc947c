/**
 * A bounded, short-lived answer cache (least recently used goes first): finished HTML of
 * anonymous pages and catalogue API answers. `clear()` is called when the catalogue changes.
 * One per process; with several instances each keeps its own (answers are short-lived).
 */
export const createLruCache = <V>(opts: { maxEntries: number; ttlMs: number; now?: () => number }) => {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expires <= now()) return undefined;
      entries.set(key, hit); // most recently used last
      return hit.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, expires: now() + opts.ttlMs });
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear(): void { entries.clear(); },
    get size(): number { return entries.size; },
  };
};
