/**
 * The gallery-wall designer (spec §2, §4): opens a saved wall when given its id; "add all to
 * cart" hands the wall's lines to the shop's cart, which opens the cart view (spec §3, §4).
 */
import { createWallDesignerActors } from '../../flows/wall-designer/actors';
import { wallDesignerMachine } from '../../flows/wall-designer/machine';
import { definePageFlow } from '../flow';

export interface WallDesignerFlowInput {
  readonly wallId: string | null;
}

export const wallDesignerFlow = definePageFlow({
  prepare: ({ ports, shop }, { wallId }: WallDesignerFlowInput) => ({
    logic: wallDesignerMachine.provide(
      createWallDesignerActors({
        walls: ports.walls,
        catalog: ports.catalog,
        newId: () => ports.ids.newId(),
        addToCart: (lines) => shop.cart.send({ type: 'cart.add', lines, show: true }),
      }),
    ),
    input: { wallId },
  }),
});
