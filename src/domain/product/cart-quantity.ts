/**
 * Quantities of a cart line (docs/rules/checkout.md#quantities-and-limits "Cart quantity minimum 0; product quantity starts at 1").
 *
 * Decisions: a line holds at most CART_MAX_QUANTITY units, the most the server orders. Adding
 * the same article again merges into its line, and a sum above the maximum is capped there
 * and reported, so the cart can tell the shopper instead of sending an order the server
 * refuses. A quantity that is not a number counts as the minimum.
 */
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY, PRODUCT_START_QUANTITY } from '../constants';

const wholeAtLeast = (n: number, min: number): number => (Number.isFinite(n) ? Math.max(min, Math.trunc(n)) : min);
const wholeWithin = (n: number, min: number, max: number): number => Math.min(max, wholeAtLeast(n, min));

/** The mini-cart spinner's value: a whole number from 0 (drop the line) to the maximum. */
export const clampCartQuantity = (quantity: number): number => wholeWithin(quantity, CART_MIN_QUANTITY, CART_MAX_QUANTITY);

/** The product page's quantity: a whole number from 1 to the maximum a line may hold. */
export const clampProductQuantity = (quantity: number): number =>
  wholeWithin(quantity, PRODUCT_START_QUANTITY, CART_MAX_QUANTITY);

export interface MergedQuantity {
  readonly quantity: number;
  /** The sum was above the maximum and the line holds the maximum instead. */
  readonly capped: boolean;
}

/** A line's quantity after `added` more units of its article (each a whole number from 0). */
export const mergeQuantities = (held: number, added: number): MergedQuantity => {
  const sum = wholeAtLeast(held, CART_MIN_QUANTITY) + wholeAtLeast(added, CART_MIN_QUANTITY);
  return { quantity: Math.min(sum, CART_MAX_QUANTITY), capped: sum > CART_MAX_QUANTITY };
};

/** Whether the spinner's "one more" can add a unit. */
export const canIncreaseCartQuantity = (quantity: number): boolean => quantity < CART_MAX_QUANTITY;
