/**
 * What a refund gives back (the back office's refunds and cancellations): never more than was paid. An
 * order was paid by card (through the checkout provider) and by gift cards; a refund goes back to
 * the gift cards first, in the order they were drawn, then to the card, and never more to any of
 * them than it paid. A refunded line gives back its share of what was paid (its part of the
 * subtotal, after discounts, rounded down); the last line refunded gives back all that is left,
 * so refunding every line returns exactly what was paid. A refund the rule refuses is a value
 * with a reason, never a throw.
 */
import { err, ok, type Result } from '../result';

export interface Tender {
  /** The gift card's id, or null for the card payment through the checkout provider. */
  readonly giftCard: number | null;
  readonly amount: number;
}

export interface RefundableOrder {
  /** What paid the order: the gift cards in the order they were drawn, then the card. */
  readonly paid: readonly Tender[];
  /** What earlier refunds gave back, by tender (any order, any repeats). */
  readonly refunded: readonly Tender[];
  readonly lines: readonly { readonly position: number; readonly lineTotal: number; readonly refunded: boolean }[];
}

export type RefundRequest =
  | { readonly kind: 'lines'; readonly positions: readonly number[] }
  | { readonly kind: 'amount'; readonly amount: number }
  /** Everything not yet given back, every line not yet refunded (a cancellation). */
  | { readonly kind: 'all' };

export interface RefundPlan {
  readonly amount: number;
  /** Where the money goes, tender by tender; tenders that get nothing are left out. */
  readonly to: readonly Tender[];
  /** The lines refunded by this refund (their stock returns, their commissions are reversed). */
  readonly lines: readonly number[];
  /** Whether nothing paid is left after it. */
  readonly whole: boolean;
}

export interface RefundRefused {
  readonly code: 'REFUND.REFUSED';
  readonly reason: string;
}

const refused = (reason: string): Result<never, RefundRefused> => err({ code: 'REFUND.REFUSED', reason });
const sum = (tenders: readonly Tender[]): number => tenders.reduce((n, t) => n + t.amount, 0);

export const paidTotal = (o: RefundableOrder): number => sum(o.paid);
export const refundedTotal = (o: RefundableOrder): number => sum(o.refunded);
/** What can still be given back. */
export const refundable = (o: RefundableOrder): number => Math.max(0, paidTotal(o) - refundedTotal(o));

/** `amount` spread over the tenders, gift cards first, each up to what it paid less what it got back. */
const spread = (o: RefundableOrder, amount: number): Tender[] => {
  const to: Tender[] = [];
  let left = amount;
  for (const t of [...o.paid.filter((p) => p.giftCard !== null), ...o.paid.filter((p) => p.giftCard === null)]) {
    const back = sum(o.refunded.filter((r) => r.giftCard === t.giftCard));
    const give = Math.min(left, Math.max(0, t.amount - back));
    if (give > 0) to.push({ giftCard: t.giftCard, amount: give });
    left -= give;
  }
  return to;
};

const plan = (o: RefundableOrder, amount: number, lines: readonly number[]): RefundPlan => ({
  amount,
  to: spread(o, amount),
  lines,
  whole: amount === refundable(o),
});

export const planRefund = (o: RefundableOrder, request: RefundRequest): Result<RefundPlan, RefundRefused> => {
  const left = refundable(o);
  if (left <= 0) return refused('Everything paid for this order has been refunded already.');
  const open = o.lines.filter((l) => !l.refunded);
  switch (request.kind) {
    case 'all': {
      const every = open.map((l) => l.position);
      return ok(plan(o, left, every));
    }
    case 'amount': {
      const { amount } = request;
      if (!Number.isSafeInteger(amount) || amount <= 0) return refused('A refund must be a positive amount in minor units.');
      if (amount > left) return refused(`At most ${left} (minor units) is left to refund; ${amount} is more.`);
      return ok(plan(o, amount, []));
    }
    case 'lines': {
      const positions = [...new Set(request.positions)];
      if (positions.length === 0) return refused('Choose at least one line to refund.');
      for (const p of positions) {
        const line = o.lines.find((l) => l.position === p);
        if (!line) return refused(`The order has no line ${p + 1}.`);
        if (line.refunded) return refused(`Line ${p + 1} has been refunded already.`);
      }
      if (positions.length === open.length) return ok(plan(o, left, positions));
      const subtotal = o.lines.reduce((n, l) => n + l.lineTotal, 0);
      const share = positions.reduce((n, p) => n + o.lines.find((l) => l.position === p)!.lineTotal, 0);
      // The share of what was paid (in BigInt: the product of two amounts may pass 2^53); an amount
      // refunded earlier may have left less than that.
      const amount = subtotal > 0 ? Math.min(left, Number((BigInt(share) * BigInt(paidTotal(o))) / BigInt(subtotal))) : 0;
      return ok(plan(o, amount, positions));
    }
  }
};
