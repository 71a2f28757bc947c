/**
 * Confirmation (docs/rules/checkout.md#confirmation "Confirmation", docs/rules/checkout.md#confirmation "Confirmation clears cart and order id"): the
 * purchase event gets the cart as it was when the page opened; the cart is cleared after.
 */
import { createConfirmationActors } from '../../flows/confirmation/actors';
import { confirmationMachine } from '../../flows/confirmation/machine';
import { selectCartLines } from '../../flows/cart/selectors';
import { definePageFlow } from '../flow';
import { readMadeForYou } from '../../flows/confirmation/made-for-you';

export const confirmationFlow = definePageFlow({
  prepare: ({ ports, shop }, { orderId }: { readonly orderId: string }) => {
    const real = createConfirmationActors({ ...ports, store: ports.storage });
    return {
      logic: confirmationMachine.provide({
        actors: real.actors,
        actions: { ...real.actions, clearCart: () => shop.cart.send({ type: 'cart.clear' }) },
      }),
      input: {
        orderId,
        lines: selectCartLines(shop.cart.getSnapshot()),
        kept: readMadeForYou(ports.storage, orderId),
        today: ports.clock.today(),
      },
    };
  },
});
