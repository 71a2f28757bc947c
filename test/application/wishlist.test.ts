/** The wishlist (docs/rules/shop-wide.md#side-panels panel and header heart, docs/rules/shop-wide.md#side-panels "Wishlist item") over the in-memory store. */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createWishlistActors } from '../../src/application/flows/wishlist/actors';
import { wishlistMachine } from '../../src/application/flows/wishlist/machine';
import {
  selectWishlistCount,
  selectWishlistHas,
  selectWishlistIsEmpty,
  selectWishlistItems,
} from '../../src/application/flows/wishlist/selectors';
import { storedWishlist, wishlistItemOf, type WishlistItem } from '../../src/application/flows/wishlist/wishlist-items';
import type { KeyValueStore } from '../../src/application/ports/key-value-store.port';
import { createInMemoryKeyValueStore, createInMemoryStorageArea } from '../../src/adapters/storage/in-memory-key-value-store';
import { fail } from '../../src/application/model/outcome';
import { catalogueProduct } from '../fakes/catalogue-products';
import { InMemoryPosterCatalog } from '../../src/adapters/memory/in-memory-poster-catalog';

const item = (id: number): WishlistItem => ({
  id,
  sku: `P-${id}`,
  thumb: `t${id}.webp`,
  name: `Poster ${id}`,
  slug: `poster-${id}`,
});

const start = (store: KeyValueStore = createInMemoryKeyValueStore()) => {
  const actor = createActor(wishlistMachine.provide(createWishlistActors({ store })), { input: {} }).start();
  return { actor, store, s: () => actor.getSnapshot() };
};

describe('wishlist', () => {
  it('toggles an item in and out; the heart is filled while not empty', () => {
    const { actor, s } = start();
    expect(selectWishlistIsEmpty(s())).toBe(true);
    actor.send({ type: 'wishlist.toggle', item: item(1) });
    actor.send({ type: 'wishlist.toggle', item: item(2) });
    expect(selectWishlistHas(1)(s())).toBe(true);
    expect(selectWishlistIsEmpty(s())).toBe(false);
    actor.send({ type: 'wishlist.toggle', item: item(1) });
    expect(selectWishlistHas(1)(s())).toBe(false);
    expect(selectWishlistItems(s()).map((i) => i.id)).toEqual([2]);
  });

  it('removes from the panel; an unknown id cannot be removed', () => {
    const { actor, s } = start();
    actor.send({ type: 'wishlist.toggle', item: item(1) });
    expect(s().can({ type: 'wishlist.remove', id: 9 })).toBe(false);
    actor.send({ type: 'wishlist.remove', id: 1 });
    expect(selectWishlistCount(s())).toBe(0);
  });

  it('builds the item from a catalogue product', () => {
    expect(wishlistItemOf(catalogueProduct())).toEqual({
      id: 1,
      sku: 'P-1',
      thumb: 'thumb.webp',
      name: 'Mountain lake',
      slug: 'mountain-lake',
    });
  });

  it.each([
    ['a saved wishlist', JSON.stringify(storedWishlist([item(1), item(2)])), [1, 2]],
    ['unreadable JSON', '[{', []],
    ['an item without a slug beside a good one', JSON.stringify({ version: 1, items: [{ id: 3 }, item(4)] }), [4]],
    ['not a wishlist', JSON.stringify({ version: 1, items: {} }), []],
  ])('a reload restores %s', (_name, raw, ids) => {
    const { s } = start(createInMemoryKeyValueStore(createInMemoryStorageArea({ wishlist: raw })));
    expect(selectWishlistItems(s()).map((i) => i.id)).toEqual(ids);
  });

  it('saves every change and follows another tab', () => {
    const area = createInMemoryStorageArea();
    const tabA = start(createInMemoryKeyValueStore(area));
    const tabB = start(createInMemoryKeyValueStore(area));
    tabA.actor.send({ type: 'wishlist.toggle', item: item(1) });
    expect(selectWishlistItems(tabB.s()).map((i) => i.id)).toEqual([1]);
    tabB.actor.send({ type: 'wishlist.remove', id: 1 });
    expect(selectWishlistIsEmpty(tabA.s())).toBe(true);
    const reloaded = start(createInMemoryKeyValueStore(area));
    expect(selectWishlistIsEmpty(reloaded.s())).toBe(true);
  });
});

describe('wishlist refresh from the server', () => {
  it('takes names and slugs from the server in list order, and drops products no longer listed', async () => {
    const store = createInMemoryKeyValueStore();
    const renamed = { ...catalogueProduct({ id: 2 }), name: 'Goldene Wiese', slug: 'goldene-wiese' };
    const catalog = new InMemoryPosterCatalog([catalogueProduct({ id: 1 }), renamed]);
    const items = [
      { id: 2, sku: 's2', thumb: null, name: 'Golden Meadow', slug: 'golden-meadow' },
      { id: 9, sku: 's9', thumb: null, name: 'Gone', slug: 'gone' },
      { id: 1, sku: 's1', thumb: null, name: 'Old name', slug: 'old' },
    ];
    const actor = createActor(wishlistMachine.provide(createWishlistActors({ store, catalog })), { input: { items } }).start();
    actor.send({ type: 'wishlist.refresh' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('Ready'));
    expect(done.context.items.map((i) => [i.id, i.slug])).toEqual([
      [2, 'goldene-wiese'],
      [1, catalogueProduct({ id: 1 }).slug],
    ]);
    expect(JSON.stringify(store.get('wishlist'))).toContain('goldene-wiese');
  });

  it('keeps the list when the server cannot answer', async () => {
    const failing = { productsByIds: async () => fail('NETWORK', 'offline') } as never;
    const items = [{ id: 1, sku: 's', thumb: null, name: 'Kept', slug: 'kept' }];
    const actor = createActor(
      wishlistMachine.provide(createWishlistActors({ store: createInMemoryKeyValueStore(), catalog: failing })),
      { input: { items } },
    ).start();
    actor.send({ type: 'wishlist.refresh' });
    const done = await waitFor(actor, (s) => s.matches('Ready'));
    expect(done.context.items).toEqual(items);
  });
});
