/** An order's refund state as the refund rule (src/domain/backoffice/refunds.ts) reads it, from its stored rows. */
import type { RefundableOrder } from '../../../src/domain/backoffice/index.js';
import type { RefundRow } from './refunds.repository.js';

/** The refund state of an order as the rule reads it: what paid it, what went back, which lines. */
export const refundableOrder = (
  tenders: RefundableOrder['paid'],
  refunds: readonly RefundRow[],
  lineTotals: readonly number[],
): RefundableOrder => {
  const back = new Set(refunds.flatMap((r) => r.lines));
  return {
    paid: tenders,
    refunded: refunds.flatMap((r) => [
      ...r.gift_cards.map((g) => ({ giftCard: g.id, amount: g.amount })),
      ...(r.card_amount > 0 ? [{ giftCard: null, amount: r.card_amount }] : []),
    ]),
    lines: lineTotals.map((lineTotal, position) => ({ position, lineTotal, refunded: back.has(position) })),
  };
};
