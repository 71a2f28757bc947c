/**
 * Mini-cart subtotal (docs/rules/checkout.md#cart-lines "Mini cart", docs/rules/checkout.md#cart-lines "Cart line"): the sum of every line's price ×
 * quantity. A frame is its own cart line, so it is summed like any other line.
 * An empty cart sums to zero in the store currency passed in.
 */
import { sumMoney, multiplyMoney, type CurrencyMismatch, type Money } from '../money/money';
import { err, type Result } from '../result/result';
import { isValidQuantity, type InvalidQuantity } from './line-price';

/** What a subtotal needs of a line: its unit price and how many. */
export interface QuantityAtPrice {
  readonly price: Money;
  readonly quantity: number;
}

export const cartSubtotal = (
  currency: string,
  lines: readonly QuantityAtPrice[],
): Result<Money, CurrencyMismatch | InvalidQuantity> => {
  const invalid = lines.find((l) => !isValidQuantity(l.quantity));
  if (invalid) return err({ code: 'PRICING.INVALID_QUANTITY', quantity: invalid.quantity });
  return sumMoney(
    currency,
    lines.map((l) => multiplyMoney(l.price, l.quantity)),
  );
};

/** Number shown on the cart bag (docs/rules/shop-wide.md#layout "Layout"): the summed quantities. */
export const cartItemCount = (lines: readonly QuantityAtPrice[]): number => lines.reduce((n, l) => n + l.quantity, 0);
