/** The cart's flow: its input and what it holds (docs/rules/checkout.md). */
import type { CartLines } from './cart-lines';

export interface CartInput {
  readonly lines?: CartLines;
  readonly open?: boolean;
}

export interface CartContext {
  readonly lines: CartLines;
  /** The mini-cart side panel is shown. */
  readonly open: boolean;
  /**
   * Lines the last change capped at the most one order line holds (domain CART_MAX_QUANTITY):
   * the cart says so beside them until the next change.
   */
  readonly capped: readonly string[];
  /** The last add left a new line out: the cart holds the most lines one order takes. */
  readonly full: boolean;
}
