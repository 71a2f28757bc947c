/** Named reads of the cart's snapshot for the mini cart and the header's bag (docs/rules/checkout.md#cart-lines). */
import {
  CART_MAX_QUANTITY,
  ORDER_MAX_LINES,
  canIncreaseCartQuantity,
  cartItemCount,
  cartSubtotal,
  zero,
  type CartLine,
  type Money,
} from '../../../domain';
import type { CartContext } from './context';

type CartSnapshot = { readonly context: CartContext };

export const selectCartLines = (s: CartSnapshot): readonly CartLine[] => s.context.lines;
export const selectCartItemCount = (s: CartSnapshot): number => cartItemCount(s.context.lines);
export const selectCartIsEmpty = (s: CartSnapshot): boolean => s.context.lines.length === 0;
export const selectCartIsOpen = (s: CartSnapshot): boolean => s.context.open;

/** The most a line may hold, when the last change asked this line for more (else null). */
export const selectLineCap =
  (uuid: string) =>
  (s: CartSnapshot): number | null =>
    s.context.capped.includes(uuid) ? CART_MAX_QUANTITY : null;

/** The most lines an order takes, when the last add left a new line out for that (else null). */
export const selectCartFullAt = (s: CartSnapshot): number | null => (s.context.full ? ORDER_MAX_LINES : null);

/** Whether the line's "one more" button adds a unit. */
export const selectLineCanGrow =
  (uuid: string) =>
  (s: CartSnapshot): boolean =>
    s.context.lines.some((l) => l.uuid === uuid && canIncreaseCartQuantity(l.quantity));

/** The subtotal of the lines in `currency` (zero when there are none). */
export const selectCartSubtotal =
  (currency: string) =>
  (s: CartSnapshot): Money => {
    const total = cartSubtotal(
      currency,
      s.context.lines.filter((l) => l.price.currency === currency),
    );
    return total.ok ? total.value : zero(currency);
  };

/**
 * One subtotal per currency present, in order of first appearance. A cart normally holds one
 * currency; lines kept from another country's store are summed apart, never mixed.
 */
export const selectCartSubtotals = (s: CartSnapshot): readonly Money[] =>
  [...new Set(s.context.lines.map((l) => l.price.currency))].map((c) => selectCartSubtotal(c)(s));
