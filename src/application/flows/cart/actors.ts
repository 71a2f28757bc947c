/** The cart's real side effects over the KeyValueStore port (key 'cart'). */
import type { KeyValueStore } from '../../ports/key-value-store.port';
import { followStoredValue } from '../persisted-state/follow-store';
import type { CartContext } from './context';
import type { CartEvent } from './events';
import { CART_KEY, readStoredCart, storedCart } from './stored-cart';

export const createCartActors = (ports: { readonly store: KeyValueStore }) => ({
  actors: {
    followStore: followStoredValue<CartContext['lines'], CartEvent>(ports.store, CART_KEY, readStoredCart, {
      restored: (lines) => ({ type: 'cart.restored', lines }),
      synced: (lines) => ({ type: 'cart.synced', lines }),
    }),
  },
  actions: {
    persist: ({ context }: { context: CartContext }) => ports.store.set(CART_KEY, storedCart(context.lines)),
  },
});
