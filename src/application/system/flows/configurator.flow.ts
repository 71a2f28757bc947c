/**
 * A product's configurator (docs/rules/product-pages.md#size-frame-and-options product page, docs/rules/checkout.md#cart-lines add to cart): its lines go to the shared
 * cart, which opens its view when `show` is set; line ids come from the IdSource port.
 */
import { configuratorMachine } from '../../flows/configurator/machine';
import type { FrameChoice, Product } from '../../model/catalogue';
import { definePageFlow } from '../flow';

export interface ConfiguratorFlowInput {
  readonly product: Product;
  readonly frames: readonly FrameChoice[];
  readonly requestedSize: string | null;
  /** Adding opens the cart view (false for a wall bundle's posters, added together). */
  readonly show?: boolean;
}

export const configuratorFlow = definePageFlow({
  prepare: ({ ports, shop }, { product, frames, requestedSize, show = true }: ConfiguratorFlowInput) => ({
    logic: configuratorMachine.provide({
      actions: { addLines: (_, { lines }) => shop.cart.send({ type: 'cart.add', lines, show }) },
    }),
    input: { product, frames, requestedSize, newLineId: () => ports.ids.newId() },
  }),
});
