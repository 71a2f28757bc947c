/** The wishlist's real side effects over the KeyValueStore port (key 'wishlist'). */
import type { KeyValueStore } from '../../ports/key-value-store.port';
import { followStoredValue } from '../persisted-state/follow-store';
import type { WishlistContext, WishlistEvent } from './machine';
import { WISHLIST_KEY, readStoredWishlist, storedWishlist, type WishlistItems } from './wishlist-items';

export const createWishlistActors = (ports: { readonly store: KeyValueStore }) => ({
  actors: {
    followStore: followStoredValue<WishlistItems, WishlistEvent>(ports.store, WISHLIST_KEY, readStoredWishlist, {
      restored: (items) => ({ type: 'wishlist.restored', items }),
      synced: (items) => ({ type: 'wishlist.synced', items }),
    }),
  },
  actions: {
    persist: ({ context }: { context: WishlistContext }) => ports.store.set(WISHLIST_KEY, storedWishlist(context.items)),
  },
});
