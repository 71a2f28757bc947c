/**
 * Coupons (docs/rules/gift-cards-and-coupons.md#coupons "Coupon": code, fixed_amount or percentage_discount; docs/rules/checkout.md#checkout-order checkout).
 *
 * Decisions:
 * - A discount never takes a total below zero and never raises it: fixed amounts and
 *   percentages are clamped to [0, subtotal].
 * - Percentages are read to two decimals (basis points) and the discount is rounded half up
 *   to a whole minor unit: 15 % of 999 = 149.85 → 150. Integer arithmetic only, no float
 *   drift: discount = ⌊(subtotal × basisPoints + 5000) / 10000⌋.
 * - Coupons apply one after another, each to the running total, in the order given.
 */
import { money, type CurrencyMismatch, type Money } from '../money/money';
import { err, ok, type Result } from '../result/result';

export type Coupon =
  | { readonly code: string; readonly kind: 'fixed'; readonly amount: Money }
  | { readonly code: string; readonly kind: 'percentage'; readonly percent: number };

const clamp = (n: number, low: number, high: number): number => Math.min(Math.max(n, low), high);

export const couponDiscount = (subtotal: Money, coupon: Coupon): Result<Money, CurrencyMismatch> => {
  if (coupon.kind === 'fixed') {
    if (coupon.amount.currency !== subtotal.currency) {
      return err({ code: 'MONEY.CURRENCY_MISMATCH', expected: subtotal.currency, actual: coupon.amount.currency });
    }
    return ok(money(clamp(coupon.amount.amount, 0, subtotal.amount), subtotal.currency));
  }
  const basisPoints = clamp(Math.round(coupon.percent * 100), 0, 10_000);
  const discount = Math.floor((subtotal.amount * basisPoints + 5_000) / 10_000);
  return ok(money(clamp(discount, 0, subtotal.amount), subtotal.currency));
};

export const applyCoupons = (subtotal: Money, coupons: readonly Coupon[]): Result<Money, CurrencyMismatch> => {
  let total = subtotal;
  for (const c of coupons) {
    const discount = couponDiscount(total, c);
    if (!discount.ok) return discount;
    total = money(total.amount - discount.value.amount, total.currency);
  }
  return ok(total);
};
