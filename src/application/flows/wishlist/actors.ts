import { fromPromise } from 'xstate';
import type { KeyValueStore } from '../../ports/key-value-store.port';
import type { PosterCatalog } from '../../ports/catalogue.port';
import { followStoredValue } from '../persisted-state/follow-store';
import type { WishlistContext } from './context';
import type { WishlistEvent } from './events';
import { WISHLIST_KEY, readStoredWishlist, storedWishlist, type WishlistItems } from './wishlist-items';

/**
 * The wishlist's real side effects over the KeyValueStore port (key 'wishlist') and, when a
 * catalogue is given, the refresh from the server (without one, a refresh changes nothing).
 */
export const createWishlistActors = (ports: { readonly store: KeyValueStore; readonly catalog?: PosterCatalog }) => ({
  actors: {
    loadProducts: fromPromise(async ({ input }: { input: { readonly ids: readonly number[] } }) =>
      ports.catalog ? ports.catalog.productsByIds(input.ids) : undefined,
    ),
    followStore: followStoredValue<WishlistItems, WishlistEvent>(ports.store, WISHLIST_KEY, readStoredWishlist, {
      restored: (items) => ({ type: 'wishlist.restored', items }),
      synced: (items) => ({ type: 'wishlist.synced', items }),
    }),
  },
  actions: {
    persist: ({ context }: { context: WishlistContext }) => ports.store.set(WISHLIST_KEY, storedWishlist(context.items)),
  },
});
