/**
 * The server's totals of an order, in plain minor-unit numbers for the order tables
 * (orderTableTotals; its own name, so that computeTotals names one thing, the domain's rule): the
 * pricing policy itself (coupon stacking, coupons on goods only, gift cards drawn down) is
 * src/domain/pricing computeTotals, the same rule the browser can run; nothing is restated.
 */
import { computeTotals, type Coupon } from '../../src/domain/pricing/index.js';
import { money } from '../../src/domain/money/money.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';

/** A stored order line as the totals need it: minor units, its product type. */
export interface OrderTableLine {
  readonly type: number;
  readonly unitPrice: number;
  readonly quantity: number;
}

export interface UsableGiftCard {
  readonly code: string;
  readonly id: number;
  readonly balance: number;
}

/** A coupon as stored: its row id, and whether it may be redeemed once only. */
export type StoredCoupon = Coupon & { readonly id: number; readonly singleUse: boolean };

export interface Totals {
  readonly lineTotals: readonly number[];
  readonly subtotal: number;
  readonly discounts: readonly {
    readonly code: string;
    readonly couponId: number;
    readonly singleUse: boolean;
    readonly amount: number;
  }[];
  readonly giftCards: readonly { readonly code: string; readonly id: number; readonly amount: number }[];
  readonly total: number;
}

export const orderTableTotals = (
  currency: string,
  lines: readonly OrderTableLine[],
  coupons: readonly StoredCoupon[],
  giftCards: readonly UsableGiftCard[],
): Totals => {
  const priced = computeTotals(
    currency,
    lines.map((l) => ({
      unitPrice: money(l.unitPrice, currency),
      quantity: l.quantity,
      isGiftCard: l.type === PRODUCT_TYPE.giftCard,
    })),
    coupons,
    giftCards.map((g) => ({ ...g, balance: money(g.balance, currency) })),
  );
  // Every amount here was looked up in one currency and every quantity checked at the edge.
  if (!priced.ok) throw new Error(`Pricing invariant broken: ${priced.error.code}`);
  const t = priced.value;
  return {
    lineTotals: t.lineTotals.map((m) => m.amount),
    subtotal: t.subtotal.amount,
    discounts: t.discounts.map((d) => ({
      code: d.coupon.code,
      couponId: d.coupon.id,
      singleUse: d.coupon.singleUse,
      amount: d.amount.amount,
    })),
    giftCards: t.giftCards.map((g) => ({ code: g.card.code, id: g.card.id, amount: g.amount.amount })),
    total: t.total.amount,
  };
};
