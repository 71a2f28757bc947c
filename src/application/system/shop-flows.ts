/**
 * The shop-wide flows: one of each per shop system, started with it and alive as long as it —
 * the cart, the wishlist, the exclusive side panels (docs/rules/shop-wide.md#side-panels "Side panels") and the newsletter
 * banner (docs/rules/shop-wide.md#newsletter "Newsletter"). Their wiring to each other lives here: the cart's "show"
 * (adding opens the cart view) opens the cart panel, closing the cart panel closes the cart view,
 * and going to another page (heard from the Navigation port, judged by routing/page-key.ts)
 * closes any panel.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { createCartActors } from '../flows/cart/actors';
import { cartMachine } from '../flows/cart/machine';
import { createNewsletterActors } from '../flows/newsletter/actors';
import { newsletterMachine } from '../flows/newsletter/machine';
import { panelsMachine } from '../flows/panels/machine';
import { createWishlistActors } from '../flows/wishlist/actors';
import { wishlistMachine } from '../flows/wishlist/machine';
import { COOKIES } from '../model/cookies';
import { pageKeyOf } from '../routing/page-key';
import { resolveRoute } from '../routing/routes';
import type { Address } from '../ports/navigation.port';
import type { Language } from '../../domain/stores/stores';
import type { ShopPorts } from './shop-ports';

export interface ShopActors {
  readonly cart: ActorRefFrom<typeof cartMachine>;
  readonly wishlist: ActorRefFrom<typeof wishlistMachine>;
  readonly panels: ActorRefFrom<typeof panelsMachine>;
  readonly newsletter: ActorRefFrom<typeof newsletterMachine>;
}

/** Starts the shop-wide flows and wires them; `stop` ends them and their wiring. */
export const startShopFlows = (
  ports: ShopPorts,
  { language }: { readonly language: Language },
): { readonly shop: ShopActors; readonly stop: () => void } => {
  const cart = createActor(cartMachine.provide(createCartActors({ store: ports.storage })), { input: {} });
  const wishlist = createActor(wishlistMachine.provide(createWishlistActors({ store: ports.storage, catalog: ports.catalog })), {
    input: {},
  });
  const panels = createActor(panelsMachine);
  const subscribed = COOKIES.newsletterSubscribed;
  const newsletter = createActor(
    newsletterMachine.provide({
      ...createNewsletterActors(ports),
      actions: { setSubscribedCookie: (_, { maxAgeSeconds }) => ports.cookies.set(subscribed.name, '1', { maxAgeSeconds }) },
    }),
    { input: { subscribed: Boolean(ports.cookies.get(subscribed.name)) } },
  );
  const pageOf = ({ path, search }: Address) => pageKeyOf(resolveRoute(path, language), path, search);
  const wiring = [
    cart.on('cart.shown', () => panels.send({ type: 'panel.open', panel: 'cart' })),
    panels.subscribe(({ context }) => {
      if (context.open !== 'cart' && cart.getSnapshot().context.open) cart.send({ type: 'cart.close' });
    }),
  ];
  const unwatch = ports.navigation.watch(({ from, to }) => {
    if (pageOf(from) !== pageOf(to)) panels.send({ type: 'panel.navigated' });
  });
  const shop: ShopActors = { cart, wishlist, panels, newsletter };
  for (const actor of Object.values(shop)) actor.start();
  return {
    shop,
    stop: () => {
      unwatch();
      for (const sub of wiring) sub.unsubscribe();
      for (const actor of Object.values(shop)) actor.stop();
    },
  };
};
