import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cartMachine } from '../../application/flows/cart/machine';
import { createCartActors } from '../../application/flows/cart/actors';
import { wishlistMachine } from '../../application/flows/wishlist/machine';
import { createWishlistActors } from '../../application/flows/wishlist/actors';
import { panelsMachine } from '../../application/flows/panels/machine';
import { useApp } from '../app-context';

/**
 * The shop-wide flows every page shares: cart, wishlist and the exclusive side panels. The
 * cart's "show" (adding opens the cart view) opens the cart panel.
 */
export interface ShopActors {
  readonly cart: ActorRefFrom<typeof cartMachine>;
  readonly wishlist: ActorRefFrom<typeof wishlistMachine>;
  readonly panels: ActorRefFrom<typeof panelsMachine>;
}

const ShopActorsContext = createContext<ShopActors | null>(null);

export const ShopActorsProvider = ({ children }: { children: ReactNode }) => {
  const { keyValueStore, catalog } = useApp();
  const cart = useActorRef(cartMachine.provide(createCartActors({ store: keyValueStore })), { input: {} });
  const wishlist = useActorRef(wishlistMachine.provide(createWishlistActors({ store: keyValueStore, catalog })), { input: {} });
  const panels = useActorRef(panelsMachine);
  useEffect(() => {
    const sub = cart.on('cart.shown', () => panels.send({ type: 'panel.open', panel: 'cart' }));
    return () => sub.unsubscribe();
  }, [cart, panels]);
  return <ShopActorsContext.Provider value={{ cart, wishlist, panels }}>{children}</ShopActorsContext.Provider>;
};

export const useShopActors = (): ShopActors => {
  const ctx = useContext(ShopActorsContext);
  if (!ctx) throw new Error('ShopActorsProvider missing');
  return ctx;
};
