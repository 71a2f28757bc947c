/**
 * Checkout (docs/rules/checkout.md#checkout-order "Checkout order"): starts from the cart as it is when the page opens; later
 * cart changes arrive as `checkout.cartChanged`. Opening hides the cart panel and view; a paid
 * order goes to its confirmation page. The order is the one named in the path
 * (`checkout/{orderId}`, docs/rules/checkout.md#checkout-order) when there is one, else the stored one.
 */
import { createCheckoutActors } from '../../flows/checkout/actors';
import { checkoutMachine } from '../../flows/checkout/machine';
import { orderIdToResume } from '../../flows/checkout/stored-order';
import { selectCartLines } from '../../flows/cart/selectors';
import { confirmationPath } from '../../routing/paths';
import { definePageFlow } from '../flow';

export const checkoutFlow = definePageFlow({
  prepare: ({ ports, shop }, { orderId }: { readonly orderId: string | null }) => {
    const real = createCheckoutActors({ ...ports, store: ports.storage });
    return {
      logic: checkoutMachine.provide({
        actors: real.actors,
        actions: {
          ...real.actions,
          // Closing the cart panel closes the cart view too (shop-flows.ts).
          hideCart: () => shop.panels.send({ type: 'panel.close' }),
          goToConfirmation: (_, { orderId }) => ports.navigation.go(confirmationPath(orderId)),
        },
      }),
      input: {
        lines: selectCartLines(shop.cart.getSnapshot()),
        storedOrderId: orderIdToResume(orderId, ports.storage),
        campaign: ports.campaign.current(),
        idempotencyKey: ports.ids.newId(),
      },
    };
  },
  connect: (checkout, { shop }) => {
    const sub = shop.cart.on('cart.changed', ({ lines }) => checkout.send({ type: 'checkout.cartChanged', lines }));
    return () => sub.unsubscribe();
  },
});
