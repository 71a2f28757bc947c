/**
 * SQL of refunds and cancellations (order_refund, migration 085): what paid an order, what earlier
 * refunds gave back, and the writes of a refund, each inside the refund's transaction.
 */
import type { Queryable } from '../../db/db.port.js';
import type { Tender } from '../../../src/domain/backoffice/index.js';

export interface RefundRow {
  readonly at: Date;
  readonly staff: string;
  readonly kind: 'cancel' | 'lines' | 'amount';
  readonly reason: string;
  readonly amount: number;
  readonly card_amount: number;
  readonly gift_cards: readonly { readonly id: number; readonly amount: number }[];
  readonly lines: readonly number[];
  readonly voided_gift_cards: readonly number[];
  readonly provider_ref: string | null;
}

export const refundsOf = async (db: Queryable, orderId: string): Promise<RefundRow[]> =>
  (
    await db.query<RefundRow & { amount: string | number; card_amount: string | number }>(
      `SELECT at, staff, kind, reason, amount, card_amount, gift_cards, lines, voided_gift_cards, provider_ref
       FROM order_refund WHERE order_id = $1 ORDER BY at, id`,
      [orderId],
    )
  ).rows.map((r) => ({ ...r, amount: Number(r.amount), card_amount: Number(r.card_amount) }));

/** What paid the order: its gift cards in the order they were drawn (by id), then the card payment. */
export const tendersOf = async (db: Queryable, orderId: string): Promise<Tender[]> => {
  const cards = await db.query<{ gift_card_id: number; amount: string | number }>(
    'SELECT gift_card_id, amount FROM gift_card_use WHERE order_id = $1 ORDER BY gift_card_id',
    [orderId],
  );
  const card = await db.query<{ amount: string | number }>('SELECT amount FROM payment WHERE order_id = $1', [orderId]);
  return [
    ...cards.rows.map((r) => ({ giftCard: r.gift_card_id, amount: Number(r.amount) })),
    ...card.rows.filter((r) => Number(r.amount) > 0).map((r) => ({ giftCard: null, amount: Number(r.amount) })),
  ];
};

export const insertRefund = async (tx: Queryable, orderId: string, r: RefundRow): Promise<void> => {
  await tx.query(
    `INSERT INTO order_refund (order_id, at, staff, kind, reason, amount, card_amount, gift_cards, lines, voided_gift_cards, provider_ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      orderId,
      r.at,
      r.staff,
      r.kind,
      r.reason,
      r.amount,
      r.card_amount,
      JSON.stringify(r.gift_cards),
      r.lines,
      r.voided_gift_cards,
      r.provider_ref,
    ],
  );
};
