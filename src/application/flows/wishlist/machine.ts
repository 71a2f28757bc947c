/**
 * The wishlist (docs/rules/shop-wide.md#side-panels "Wishlist" panel and the header heart, docs/rules/shop-wide.md#side-panels "Wishlist item"): toggled
 * from a product's heart, removed from the panel, kept in the store under 'wishlist', restored
 * on start and following changes made in another tab (never written back, which would echo).
 * `wishlist.refresh` (sent when the panel opens) asks the server for the listed products in the
 * store's language (POST /api/product-wishlist): names, slugs and thumbnails follow the store,
 * and a product no longer for sale leaves the list.
 *
 * Side effects are stubs here; `createWishlistActors(ports)` in actors.ts gives the real ones.
 */
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { Product } from '../../model/catalogue';
import type { Outcome } from '../../model/outcome';
import { refreshedItems, removeItem, toggleItem } from './wishlist-items';
import type { WishlistInput, WishlistContext } from './context';
import type { WishlistEvent } from './events';

export const wishlistMachine = setup({
  types: { input: {} as WishlistInput, context: {} as WishlistContext, events: {} as WishlistEvent },
  actors: {
    followStore: fromCallback<EventObject>(() => {
      throw new Error('provide followStore');
    }),
    loadProducts: fromPromise<Outcome<readonly Product[]> | undefined, { readonly ids: readonly number[] }>(() => {
      throw new Error('provide loadProducts');
    }),
  },
  actions: {
    persist: (_: { context: WishlistContext }) => {
      throw new Error('provide persist');
    },
    toggle: assign({
      items: ({ context, event }) => (event.type === 'wishlist.toggle' ? toggleItem(context.items, event.item) : context.items),
    }),
    remove: assign({
      items: ({ context, event }) => (event.type === 'wishlist.remove' ? removeItem(context.items, event.id) : context.items),
    }),
    // Items added before the store answered (an asynchronous store) are kept.
    restore: assign({
      items: ({ context, event }) =>
        event.type === 'wishlist.restored'
          ? [...event.items.filter((i) => !context.items.some((c) => c.id === i.id)), ...context.items]
          : context.items,
    }),
    refresh: assign({
      items: ({ context }, params: { readonly products: readonly Product[] }) => refreshedItems(context.items, params.products),
    }),
    replace: assign({
      items: ({ context, event }) => (event.type === 'wishlist.synced' ? event.items : context.items),
    }),
  },
  guards: {
    listed: ({ context, event }) => event.type === 'wishlist.remove' && context.items.some((i) => i.id === event.id),
    hasItems: ({ context }) => context.items.length > 0,
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ items: input.items ?? [] }),
  invoke: { src: 'followStore' },
  on: {
    'wishlist.toggle': { actions: ['toggle', 'persist'] },
    'wishlist.remove': { guard: 'listed', actions: ['remove', 'persist'] },
    'wishlist.restored': [{ guard: 'hasItems', actions: ['restore', 'persist'] }, { actions: 'restore' }],
    'wishlist.synced': { actions: 'replace' },
  },
  initial: 'Ready',
  states: {
    Ready: {
      description: 'Items are shown and every change is saved at once.',
      on: { 'wishlist.refresh': { guard: 'hasItems', target: 'Refreshing' } },
    },
    Refreshing: {
      description: 'The listed products are read again from the server; a failure keeps the list as it is.',
      tags: ['busy'],
      invoke: {
        src: 'loadProducts',
        input: ({ context }) => ({ ids: context.items.map((i) => i.id) }),
        onDone: [
          {
            guard: ({ event }) => event.output?.ok === true,
            target: 'Ready',
            actions: [
              { type: 'refresh', params: ({ event }) => ({ products: event.output?.ok ? event.output.value : [] }) },
              'persist',
            ],
          },
          { target: 'Ready' },
        ],
        onError: { target: 'Ready' },
      },
    },
  },
});
