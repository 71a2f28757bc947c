/**
 * KeyValueStore adapters: localStorage (with a fake Storage and the `storage` event of another
 * tab, no DOM) and the in-memory store; both keep JSON and read corrupt text as nothing.
 */
import { describe, expect, it } from 'vitest';
import { createInMemoryKeyValueStore, createInMemoryStorageArea } from '../../src/adapters/storage/in-memory-key-value-store';
import { createLocalStorageKeyValueStore, type StorageLike } from '../../src/adapters/storage/local-storage-key-value-store';
import type { KeyValueStore } from '../../src/application/ports/key-value-store.port';

class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const storageEvent = (init: { key: string | null; newValue: string | null; storageArea?: unknown }) =>
  Object.assign(new Event('storage'), init);

const localStore = (prefix?: string) => {
  const storage = new FakeStorage();
  const events = new EventTarget();
  const store = createLocalStorageKeyValueStore({ storage, events, ...(prefix === undefined ? {} : { prefix }) });
  return { storage, events, store };
};

describe.each<[string, () => KeyValueStore]>([
  ['localStorage', () => localStore().store],
  ['in memory', () => createInMemoryKeyValueStore()],
])('%s store', (_name, make) => {
  it.each([
    ['an object', { version: 1, lines: [{ uuid: 'a', quantity: 2 }] }],
    ['a string', 'text'],
    ['a number', 42],
    ['null', null],
  ])('keeps %s', (_what, value) => {
    const store = make();
    store.set('k', value);
    expect(store.get('k')).toEqual(value);
  });

  it('answers undefined for a missing or removed key', () => {
    const store = make();
    expect(store.get('k')).toBeUndefined();
    store.set('k', 1);
    store.remove('k');
    expect(store.get('k')).toBeUndefined();
  });

  it('does not share objects with the writer', () => {
    const store = make();
    const value = { items: [1] };
    store.set('k', value);
    value.items.push(2);
    expect(store.get('k')).toEqual({ items: [1] });
  });
});

describe('localStorage adapter', () => {
  it('reads corrupt JSON as nothing', () => {
    const { storage, store } = localStore();
    storage.items.set('cart', '{"version":');
    expect(store.get('cart')).toBeUndefined();
  });

  it('a full storage loses the saved copy, not the shopping', () => {
    const { storage, store } = localStore();
    storage.full = true;
    expect(() => store.set('cart', [1])).not.toThrow();
    expect(store.get('cart')).toBeUndefined();
  });

  it('prefixes keys', () => {
    const { storage, store } = localStore('se:');
    store.set('cart', [1]);
    expect([...storage.items.keys()]).toEqual(['se:cart']);
    expect(store.get('cart')).toEqual([1]);
  });

  it.each([
    ['a change of the key', { key: 'cart', newValue: '[1,2]' }, [[1, 2]]],
    ['a removal of the key', { key: 'cart', newValue: null }, [undefined]],
    ['storage.clear()', { key: null, newValue: null }, [undefined]],
    ['corrupt JSON', { key: 'cart', newValue: '[1,' }, [undefined]],
    ['another key', { key: 'wishlist', newValue: '[]' }, []],
  ])('another tab: %s', (_name, change, expected) => {
    const { storage, events, store } = localStore();
    const seen: unknown[] = [];
    store.subscribe('cart', (v) => seen.push(v));
    events.dispatchEvent(storageEvent({ ...change, storageArea: storage }));
    expect(seen).toEqual(expected);
  });

  it('ignores the events of another storage area (sessionStorage)', () => {
    const { events, store } = localStore();
    const seen: unknown[] = [];
    store.subscribe('cart', (v) => seen.push(v));
    events.dispatchEvent(storageEvent({ key: 'cart', newValue: '[1]', storageArea: new FakeStorage() }));
    expect(seen).toEqual([]);
  });

  it('stops listening when unsubscribed', () => {
    const { storage, events, store } = localStore();
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe('cart', (v) => seen.push(v));
    unsubscribe();
    events.dispatchEvent(storageEvent({ key: 'cart', newValue: '[1]', storageArea: storage }));
    expect(seen).toEqual([]);
  });

  it('without an event source nothing is followed', () => {
    const store = createLocalStorageKeyValueStore({ storage: new FakeStorage() });
    expect(() => store.subscribe('cart', () => undefined)()).not.toThrow();
  });
});

describe('in-memory adapter', () => {
  it('tells the other stores on the same area, never the writer', () => {
    const area = createInMemoryStorageArea();
    const tabA = createInMemoryKeyValueStore(area);
    const tabB = createInMemoryKeyValueStore(area);
    const seenA: unknown[] = [];
    const seenB: unknown[] = [];
    tabA.subscribe('cart', (v) => seenA.push(v));
    tabB.subscribe('cart', (v) => seenB.push(v));
    tabA.set('cart', [1]);
    tabA.remove('cart');
    expect(seenA).toEqual([]);
    expect(seenB).toEqual([[1], undefined]);
  });

  it('reads corrupt text planted in the area as nothing', () => {
    const store = createInMemoryKeyValueStore(createInMemoryStorageArea({ cart: 'not json' }));
    expect(store.get('cart')).toBeUndefined();
  });
});
