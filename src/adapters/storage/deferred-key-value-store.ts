import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/**
 * Keeps a store quiet until the page has hydrated. The server renders with nothing stored, so
 * the browser's first render must see nothing either (or React finds different HTML); once
 * `open()` is called after hydration, every key someone follows is reported as a change, so
 * the cart and wishlist fill in from browser storage a moment after the page appears.
 */
export const createDeferredKeyValueStore = (inner: KeyValueStore): KeyValueStore & { open(): void } => {
  let opened = false;
  const followers = new Map<string, Set<(value: unknown) => void>>();
  return {
    get: (key) => (opened ? inner.get(key) : undefined),
    set: (key, value) => {
      if (opened) inner.set(key, value);
    },
    remove: (key) => {
      if (opened) inner.remove(key);
    },
    subscribe: (key, listener) => {
      let set = followers.get(key);
      if (!set) followers.set(key, (set = new Set()));
      set.add(listener);
      const stop = inner.subscribe(key, listener);
      return () => {
        set!.delete(listener);
        stop();
      };
    },
    open: () => {
      if (opened) return;
      opened = true;
      for (const [key, listeners] of followers) {
        const value = inner.get(key);
        if (value !== undefined) for (const l of listeners) l(value);
      }
    },
  };
};
