import { useActorRef } from '@xstate/react';
import { configuratorMachine } from '../../../application/flows/configurator/machine';
import type { Product } from '../../../application/model/catalogue';
import { useApp } from '../../app-context';
import { useShopActors } from '../../shop/ShopActors';

/** A configurator for one product whose "add to cart" puts its lines in the shared cart. */
export const useConfigurator = (product: Product, frames: readonly Product[], requestedSize: string | null, show = true) => {
  const { newId } = useApp();
  const { cart } = useShopActors();
  return useActorRef(configuratorMachine.provide({
    actions: { addLines: (_, { lines }) => cart.send({ type: 'cart.add', lines, show }) },
  }), { input: { product, frames, requestedSize, newLineId: newId } });
};
