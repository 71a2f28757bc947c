/**
 * Refunds and cancellations (docs/rules/back-office.md "Refunds"). One transaction locks the
 * order, asks the lifecycle and the refund rule (src/domain/backoffice), and writes everything that
 * follows: the stock of refunded lines returns, the gift cards that paid get their part back, the
 * artists' commissions of refunded lines are reversed by ledger rows of their own, gift cards
 * bought with refunded lines are voided if unused, the card part goes back through the checkout
 * provider (last but one, so its refusal rolls all of it back), the refund and the order's move are
 * recorded, and the caller's own record of it (the staff audit) is written through `alsoInTx`.
 * Nothing half-written: a refusal (REFUND.REFUSED, with the reason) writes nothing.
 */
import type { Db, Queryable } from '../../db/db.port.js';
import { refuse, settle, type Outcome } from '../../platform/outcome.js';
import type { Clock } from '../../platform/clock.js';
import type { CheckoutProvider } from '../checkout-provider.port.js';
import {
  nextStatus,
  planRefund,
  refundable,
  type FulfilmentStatus,
  type RefundPlan,
  type RefundRequest,
} from '../../../src/domain/backoffice/index.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import { findFulfilment, writeFulfilmentMove } from '../fulfilment/fulfilment.repository.js';
import { findOrder } from '../order.repository.js';
import type { CreditGiftCard, ReturnStock, VoidUnusedIssuedGiftCards } from './refund-effects.port.js';
import { insertRefund, refundsOf, tendersOf, type RefundRow } from './refunds.repository.js';
import { refundableOrder } from './refund-state.js';

const conflict = (reason: string): never => refuse('REFUND.REFUSED', reason);

/** What staff ask for: cancel an unshipped order, or refund lines or an amount, always with a reason. */
export type RefundCommand =
  | { readonly action: 'cancel'; readonly reason: string }
  | { readonly action: 'refundLines'; readonly positions: readonly number[]; readonly reason: string }
  | { readonly action: 'refundAmount'; readonly amount: number; readonly reason: string };

const requestOf = (c: RefundCommand): RefundRequest =>
  c.action === 'refundLines'
    ? { kind: 'lines', positions: c.positions }
    : c.action === 'refundAmount'
      ? { kind: 'amount', amount: c.amount }
      : { kind: 'all' };

/**
 * The artists' ledger as a refund needs it: writes the reversal of the refunded lines' commissions
 * inside the refund's transaction and says how many rows it wrote. Handed over at composition
 * (server/app.ts), so the orders do not import the artists' capability.
 */
export type ReverseSales = (
  tx: Queryable,
  orderId: string,
  reversal: {
    /** Refunded lines: their whole remaining commission. */
    readonly positions: readonly number[];
    /** The part no line names: this much of what the order had left to refund, from every other line. */
    readonly share: { readonly refunded: number; readonly refundable: number } | null;
  },
  at: Date,
) => Promise<number>;

/** What a refund or cancellation changed, for the records the caller keeps of it. */
export interface RefundChange {
  readonly at: Date;
  readonly cancelling: boolean;
  readonly before: { readonly status: FulfilmentStatus; readonly refundable: number };
  readonly after: {
    readonly status: FulfilmentStatus;
    readonly refundable: number;
    readonly amount: number;
    readonly card_amount: number;
    readonly gift_cards: RefundRow['gift_cards'];
    readonly lines: readonly number[];
    readonly voided_gift_cards: readonly number[];
    readonly reversed_ledger_rows: number;
    readonly reason: string;
  };
}

export interface RefundsDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** The checkout provider that took the payments: the card part goes back through it (and shipping captures through it). */
  readonly provider: Pick<CheckoutProvider, 'name' | 'refund' | 'capture'>;
  readonly reverseSales: ReverseSales;
  /** The catalogue's stock, where refunded lines' units return. */
  readonly returnStock: ReturnStock;
  /** The gift cards' balances, where what a card paid returns. */
  readonly creditGiftCard: CreditGiftCard;
  /** The gift cards' void of cards bought with refunded lines and never used. */
  readonly voidUnusedIssuedGiftCards: VoidUnusedIssuedGiftCards;
}

export const createRefunds = (deps: RefundsDeps) => ({
  /** `staff` names who asked, in the order's history; `alsoInTx` writes the caller's record of it. */
  refund: (
    id: string,
    command: RefundCommand,
    staff: string,
    alsoInTx: (tx: Queryable, change: RefundChange) => Promise<void>,
  ): Promise<Outcome<RefundChange>> =>
    settle(() => {
      const { db, clock, provider, reverseSales, returnStock, creditGiftCard, voidUnusedIssuedGiftCards } = deps;
      const reason = command.reason.trim();
      return db.transaction(async (tx) => {
        const f = await findFulfilment(tx, id, true);
        const order = f?.completed_at ? await findOrder(tx, id) : null;
        if (!f || !order) return refuse('ORDER.NOT_FOUND', `Order ${id} was not found`);
        const cancelling = command.action === 'cancel';
        if (cancelling) {
          const to = nextStatus(f.fulfilment_status, { kind: 'cancel' });
          if (!to.ok) return conflict(to.error.reason);
        }
        const earlier = await refundsOf(tx, id);
        const state = refundableOrder(
          await tendersOf(tx, id),
          earlier,
          order.lines.map((l) => Number(l.line_total)),
        );
        const planned = planRefund(state, requestOf(command));
        // A cancelled order that paid nothing (or was given everything back) still returns its stock.
        const plan: RefundPlan | null = planned.ok
          ? planned.value
          : cancelling && refundable(state) === 0
            ? { amount: 0, to: [], lines: state.lines.filter((l) => !l.refunded).map((l) => l.position), whole: true }
            : null;
        if (!plan) return conflict(planned.ok ? '' : planned.error.reason);
        const to = cancelling
          ? nextStatus(f.fulfilment_status, { kind: 'cancel' })
          : nextStatus(f.fulfilment_status, { kind: 'refund', whole: plan.whole });
        if (!to.ok) return conflict(to.error.reason);

        const card = plan.to.find((t) => t.giftCard === null)?.amount ?? 0;
        if (card > 0 && order.provider !== provider.name)
          return conflict(`The order was paid through ${order.provider}, which this shop no longer uses; refund it there.`);
        const at = new Date(clock.now());
        const refunded = plan.lines.map((p) => order.lines[p]!);
        const units = new Map<number, number>();
        for (const l of refunded) units.set(l.variation_id, (units.get(l.variation_id) ?? 0) + l.quantity);
        await returnStock(tx, units);
        for (const t of plan.to) if (t.giftCard !== null) await creditGiftCard(tx, t.giftCard, t.amount);
        // A refund by amount names no line: it takes the same share of every line's remaining commission
        // as it takes of what the order had left to refund (docs/rules/back-office.md#refunds). A line refund
        // or a cancellation names its lines, whose whole remaining commission goes back.
        const byAmount = plan.lines.length === 0 && plan.amount > 0;
        const reversed = await reverseSales(
          tx,
          id,
          { positions: plan.lines, share: byAmount ? { refunded: plan.amount, refundable: refundable(state) } : null },
          at,
        );
        const bought = refunded.filter((l) => l.type === PRODUCT_TYPE.giftCard).reduce((n, l) => n + l.quantity, 0);
        const voided = await voidUnusedIssuedGiftCards(tx, id, bought, at);
        const row: RefundRow = {
          at,
          staff,
          kind: cancelling ? 'cancel' : plan.lines.length > 0 ? 'lines' : 'amount',
          reason,
          amount: plan.amount,
          card_amount: card,
          gift_cards: plan.to.flatMap((t) => (t.giftCard === null ? [] : [{ id: t.giftCard, amount: t.amount }])),
          lines: plan.lines,
          voided_gift_cards: voided,
          provider_ref:
            card > 0
              ? (
                  await provider.refund(
                    {
                      orderId: id,
                      providerRef: order.provider_ref,
                      amount: card,
                      currency: order.currency,
                      reason,
                      kind: cancelling ? 'cancel' : 'refund',
                      // The refunds recorded so far and this one's amount: a retry after a failure
                      // asks the same, so the provider answers it once.
                      idempotencyKey: `${id}:refund:${earlier.length}:${card}`,
                    },
                    tx,
                  )
                ).reference
              : null,
        };
        await insertRefund(tx, id, row);
        await writeFulfilmentMove(tx, id, { to: to.value, at, note: reason, staff });
        const change: RefundChange = {
          at,
          cancelling,
          before: { status: f.fulfilment_status, refundable: refundable(state) },
          after: {
            status: to.value,
            refundable: refundable(state) - plan.amount,
            amount: plan.amount,
            card_amount: card,
            gift_cards: row.gift_cards,
            lines: plan.lines,
            voided_gift_cards: voided,
            reversed_ledger_rows: reversed,
            reason,
          },
        };
        await alsoInTx(tx, change);
        return change;
      });
    }),

  /** The refunds of an order so far, and what the refund rule reads of it. */
  stateOf: async (db: Queryable, id: string, lineTotals: readonly number[]) => {
    const refunds = await refundsOf(db, id);
    return { refunds, state: refundableOrder(await tendersOf(db, id), refunds, lineTotals) };
  },
});
export type Refunds = ReturnType<typeof createRefunds>;
