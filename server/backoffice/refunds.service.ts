/**
 * Refunds and cancellations by an admin. One transaction locks the order, asks
 * the lifecycle and the refund rule (src/domain/backoffice), and writes everything that follows:
 * the stock of refunded lines returns, the gift cards that paid get their part back, the artists'
 * commissions of refunded lines are reversed by ledger rows of their own, gift cards bought with
 * refunded lines are voided if unused, the card part goes back through the checkout provider
 * (last, so its refusal rolls all of it back), and the refund, the order's move and the audit
 * entry are recorded. Nothing half-written: a refusal (REFUND.REFUSED, with the reason) writes nothing.
 */
import type { Db, Queryable } from '../db/db.port.js';
import { refuse, settle, type Outcome } from '../platform/outcome.js';
import type { Clock } from '../platform/clock.js';
import type { PaymentRefunds } from './payment-refunds.port.js';
import type { ReadOrder } from './order-records.port.js';
import { nextStatus, planRefund, refundable, type RefundPlan, type RefundRequest } from '../../src/domain/backoffice/index.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';
import { findFulfilment, writeFulfilmentMove } from './admin-orders.repository.js';
import { insertAudit } from './audit.repository.js';
import type { CreditGiftCard, ReturnStock, VoidUnusedIssuedGiftCards } from './refund-effects.port.js';
import { insertRefund, refundsOf, tendersOf, type RefundRow } from './refunds.repository.js';
import type { StaffAct } from './staff-act.js';
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
 * (server/app.ts), so the back office does not import the artists' capability.
 */
export type ReverseSales = (tx: Queryable, orderId: string, positions: readonly number[], at: Date) => Promise<number>;

export interface RefundDeskDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** The checkout provider that took the payments (server/orders). */
  readonly provider: PaymentRefunds;
  readonly reverseSales: ReverseSales;
  /** The catalogue's stock, where refunded lines' units return. */
  readonly returnStock: ReturnStock;
  /** The gift cards' balances, where what a card paid returns. */
  readonly creditGiftCard: CreditGiftCard;
  /** The gift cards' void of cards bought with refunded lines and never used. */
  readonly voidUnusedIssuedGiftCards: VoidUnusedIssuedGiftCards;
  /** The order as the checkout stored it (server/orders). */
  readonly readOrder: ReadOrder;
}

export const createRefundDesk = (deps: RefundDeskDeps) => ({
  refund: (id: string, command: RefundCommand, by: StaffAct): Promise<Outcome<void>> =>
    settle(() => {
      const { db, clock, provider, reverseSales, readOrder, returnStock, creditGiftCard, voidUnusedIssuedGiftCards } = deps;
      const reason = command.reason.trim();
      return db.transaction(async (tx) => {
        const f = await findFulfilment(tx, id, true);
        const order = f?.completed_at ? await readOrder(tx, id) : null;
        if (!f || !order) return refuse('ORDER.NOT_FOUND', `Order ${id} was not found`);
        const cancelling = command.action === 'cancel';
        if (cancelling) {
          const to = nextStatus(f.fulfilment_status, { kind: 'cancel' });
          if (!to.ok) return conflict(to.error.reason);
        }
        const state = refundableOrder(
          await tendersOf(tx, id),
          await refundsOf(tx, id),
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
        const reversed = await reverseSales(tx, id, plan.lines, at);
        const bought = refunded.filter((l) => l.type === PRODUCT_TYPE.giftCard).reduce((n, l) => n + l.quantity, 0);
        const voided = await voidUnusedIssuedGiftCards(tx, id, bought, at);
        const row: RefundRow = {
          at,
          staff: by.subject,
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
                    { orderId: id, providerRef: order.provider_ref, amount: card, currency: order.currency, reason },
                    tx,
                  )
                ).reference
              : null,
        };
        await insertRefund(tx, id, row);
        await writeFulfilmentMove(tx, id, { to: to.value, at, note: reason, staff: by.subject });
        await insertAudit(tx, {
          at,
          staff: by.subject,
          role: by.role,
          action: cancelling ? 'order.cancel' : 'order.refund',
          target: `order:${id}`,
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
          request_id: by.requestId,
        });
      });
    }),
});
export type RefundDesk = ReturnType<typeof createRefundDesk>;
