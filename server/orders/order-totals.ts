/**
 * The arithmetic of an order (spec §4 "Price of a line"; §3 "Coupon"; architecture "prices,
 * discounts and gift-card balances are decided by the server"), on values the server looked
 * up itself. Pure: the same pricing rules as the client (src/domain/pricing).
 *
 * Decisions:
 * - Every line is unit price × quantity; a frame is its own line, so a framed poster costs
 *   (poster + frame) × quantity, as linePrice says.
 * - Coupons discount the goods, not gift cards bought in the order (a coupon on a gift card
 *   would mint money); they apply one after another to the running amount, never below 0.
 * - Gift cards then pay what is left, each at most its balance, in the order entered.
 */
import { linePrice, cartSubtotal, couponDiscount, type Coupon } from '../../src/domain/pricing/index.js';
import { money } from '../../src/domain/money/money.js';
import type { Result } from '../../src/domain/result/result.js';

export const GIFT_CARD_TYPE = 3;

export interface TotalsLine {
  readonly type: number;
  readonly unitPrice: number;
  readonly quantity: number;
}

export interface UsableGiftCard {
  readonly code: string;
  readonly id: number;
  readonly balance: number;
}

export interface Totals {
  readonly lineTotals: readonly number[];
  readonly subtotal: number;
  readonly discounts: readonly { readonly code: string; readonly amount: number }[];
  readonly giftCards: readonly { readonly code: string; readonly id: number; readonly amount: number }[];
  readonly total: number;
}

/** Domain results here can only fail on a programming error (everything is one currency). */
const must = <A>(r: Result<A, { code: string }>): A => {
  if (!r.ok) throw new Error(`Pricing invariant broken: ${r.error.code}`);
  return r.value;
};

export const computeTotals = (
  currency: string,
  lines: readonly TotalsLine[],
  coupons: readonly Coupon[],
  giftCards: readonly UsableGiftCard[],
): Totals => {
  const lineTotals = lines.map((l) => must(linePrice({ poster: money(l.unitPrice, currency), frame: null, quantity: l.quantity })).amount);
  const subtotal = must(cartSubtotal(currency, lines.map((l) => ({ price: money(l.unitPrice, currency), quantity: l.quantity })))).amount;
  let discountable = lineTotals.reduce((n, amount, i) => (lines[i]!.type === GIFT_CARD_TYPE ? n : n + amount), 0);
  const discounts = coupons.map((c) => {
    const amount = must(couponDiscount(money(discountable, currency), c)).amount;
    discountable -= amount;
    return { code: c.code, amount };
  });
  let due = subtotal - discounts.reduce((n, d) => n + d.amount, 0);
  const applied = giftCards.map((g) => {
    const amount = Math.min(Math.max(g.balance, 0), due);
    due -= amount;
    return { code: g.code, id: g.id, amount };
  });
  return { lineTotals, subtotal, discounts, giftCards: applied, total: due };
};
