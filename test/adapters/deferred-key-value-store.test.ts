import { describe, expect, it } from 'vitest';
import { createDeferredKeyValueStore } from '../../src/adapters/storage/deferred-key-value-store';
import { createInMemoryKeyValueStore } from '../../src/adapters/storage/in-memory-key-value-store';

describe('deferred key-value store (hydration-safe browser storage)', () => {
  it('reads and writes nothing before it is opened', () => {
    const inner = createInMemoryKeyValueStore();
    inner.set('cart', { version: 1, lines: [] });
    const store = createDeferredKeyValueStore(inner);
    expect(store.get('cart')).toBeUndefined();
    store.set('cart', 'changed-too-early');
    store.open();
    expect(store.get('cart')).toEqual({ version: 1, lines: [] });
  });

  it('reports what is stored to followers when opened, once', () => {
    const inner = createInMemoryKeyValueStore();
    inner.set('wishlist', [1, 2]);
    const store = createDeferredKeyValueStore(inner);
    const seen: unknown[] = [];
    store.subscribe('wishlist', (v) => seen.push(v));
    store.subscribe('cart', (v) => seen.push(v)); // nothing stored: not reported
    store.open();
    store.open();
    expect(seen).toEqual([[1, 2]]);
  });
});
