/**
 * The totals of an order (docs/rules/checkout.md#line-price "Price of a line", docs/rules/gift-cards-and-coupons.md#coupons "Coupon", "Gift card"): the one
 * pricing policy the server applies to every cart and order, and the browser can run too.
 *
 * Decisions:
 * - Every line is unit price × quantity (a frame is its own line, so a framed poster costs
 *   (poster + frame) × quantity, as linePrice says).
 * - Coupons discount the goods, not gift cards bought in the order (a coupon on a gift card
 *   would mint money). Which coupons apply is stackCoupons' rule; their discounts come from
 *   applyCoupons on the goods' amount.
 * - Gift cards then pay what is left (applyGiftCards).
 */
import { money, type CurrencyMismatch, type Money } from '../money/money';
import { err, ok, type Result } from '../result/result';
import { cartSubtotal } from './cart-subtotal';
import { applyCoupons, couponDiscount, type Coupon } from './coupon';
import { stackCoupons } from './coupon-stacking';
import { applyGiftCards, type GiftCardBalance } from './gift-cards';
import { linePrice, type InvalidQuantity } from './line-price';

export interface TotalsLine {
  readonly unitPrice: Money;
  readonly quantity: number;
  /** A gift card bought in this order: paid in full, never discounted. */
  readonly isGiftCard: boolean;
}

export interface OrderTotals<C extends Coupon, G extends GiftCardBalance> {
  readonly lineTotals: readonly Money[];
  readonly subtotal: Money;
  readonly discounts: readonly { readonly coupon: C; readonly amount: Money }[];
  readonly giftCards: readonly { readonly card: G; readonly amount: Money }[];
  readonly total: Money;
}

export const computeTotals = <C extends Coupon, G extends GiftCardBalance>(
  currency: string,
  lines: readonly TotalsLine[],
  coupons: readonly C[],
  giftCards: readonly G[],
): Result<OrderTotals<C, G>, CurrencyMismatch | InvalidQuantity> => {
  const lineTotals: Money[] = [];
  for (const l of lines) {
    const priced = linePrice({ poster: l.unitPrice, frame: null, quantity: l.quantity });
    if (!priced.ok) return priced;
    if (priced.value.currency !== currency)
      return err({ code: 'MONEY.CURRENCY_MISMATCH', expected: currency, actual: priced.value.currency });
    lineTotals.push(priced.value);
  }
  const subtotal = cartSubtotal(
    currency,
    lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })),
  );
  if (!subtotal.ok) return subtotal;
  const goods = money(
    lineTotals.reduce((n, t, i) => (lines[i]!.isGiftCard ? n : n + t.amount), 0),
    currency,
  );
  const applied = stackCoupons(coupons);
  const discounts: { coupon: C; amount: Money }[] = [];
  let running = goods;
  for (const coupon of applied) {
    const d = couponDiscount(running, coupon);
    if (!d.ok) return d;
    discounts.push({ coupon, amount: d.value });
    running = money(running.amount - d.value.amount, currency);
  }
  const afterCoupons = applyCoupons(goods, applied);
  if (!afterCoupons.ok) return afterCoupons;
  const due = money(subtotal.value.amount - (goods.amount - afterCoupons.value.amount), currency);
  const { drawn, remaining } = applyGiftCards(due, giftCards);
  return ok({ lineTotals, subtotal: subtotal.value, discounts, giftCards: drawn, total: remaining });
};
