/** What a cart line says about itself besides its picture: its poster options, and whether it can be returned. */
import type { CartLine } from './cart-line';
import { PRODUCT_TYPE } from './model';

/**
 * The poster options a cart line shows (docs/rules/checkout.md#cart-lines mini cart: margin and black-and-white yes/no):
 * only on poster lines, each only when the line carries that choice.
 */
export interface ShownLineOptions {
  readonly margin?: boolean;
  readonly blackAndWhite?: boolean;
}

export const shownLineOptions = (line: Pick<CartLine, 'type' | 'margin' | 'blackAndWhite'>): ShownLineOptions =>
  line.type !== PRODUCT_TYPE.poster
    ? {}
    : {
        ...(typeof line.margin === 'boolean' ? { margin: line.margin } : {}),
        ...(typeof line.blackAndWhite === 'boolean' ? { blackAndWhite: line.blackAndWhite } : {}),
      };

/** Personalised and uploaded prints are made for one shopper and cannot be returned. */
export const isReturnable = (line: Pick<CartLine, 'template'>): boolean => line.template === undefined;
