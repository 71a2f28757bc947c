/**
 * An artist's payout balance (docs/rules/artists.md#payouts): the ledger split into what is
 * still pending and what is available, less what was paid. A refund's reversal follows the sale
 * it reverses: it lowers the pending part while the sale is pending and the available part once
 * it is available, so a refund after a payout makes the available balance negative, and the
 * next payout pays that much less.
 */
import { err, ok, type Result } from '../result/result';
import { commissionState, minimumCents, PAYOUT_CURRENCY } from './rules';

export interface PayoutLedgerEntry {
  /** Euro cents: positive for a sale, negative for a reversal or a payout. */
  readonly amount: number;
  readonly currency: string;
  /** A payout already made, or a commission (a sale or its reversal). */
  readonly kind: 'commission' | 'payout';
  /** When the sale's order line was delivered (a reversal gives its sale's); null while not delivered. */
  readonly deliveredAt: Date | null;
}

export interface PayoutBalance {
  readonly pending: number;
  readonly available: number;
}

export interface PayoutError {
  readonly code: 'PAYOUT.CURRENCY';
  readonly reason: string;
}

export const payoutBalance = (
  entries: readonly PayoutLedgerEntry[],
  at: Date,
  holdDays: number,
): Result<PayoutBalance, PayoutError> => {
  let pending = 0;
  let available = 0;
  for (const e of entries) {
    if (e.currency !== PAYOUT_CURRENCY)
      return err({ code: 'PAYOUT.CURRENCY', reason: `A ledger entry in ${e.currency} cannot be paid in ${PAYOUT_CURRENCY}.` });
    if (e.kind === 'commission' && commissionState(e.deliveredAt, at, holdDays) === 'pending') pending += e.amount;
    else available += e.amount;
  }
  return ok({ pending, available });
};

/**
 * What a payout run pays: the whole available balance once it reaches the minimum, else nothing
 * (it waits for the next run). A negative balance is never paid and is recovered from later sales.
 */
export const payoutDue = (available: number, minimumEur: number): number =>
  available >= minimumCents(minimumEur) ? Math.max(available, 0) : 0;
