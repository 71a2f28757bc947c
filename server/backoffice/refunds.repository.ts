/**
 * SQL of refunds and cancellations (order_refund, migration 085): what paid an order, what earlier
 * refunds gave back, and the writes of a refund, each inside the refund's transaction.
 */
import type { Queryable } from '../db/db.port.js';
import { voidGiftCards } from './gift-card-desk.repository.js';
import type { Tender } from '../../src/domain/backoffice/index.js';

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

/** Puts refunded units back in stock, variations in ascending id order (as payments take them). */
export const returnStock = async (tx: Queryable, units: ReadonlyMap<number, number>): Promise<void> => {
  for (const [variationId, quantity] of [...units].sort(([a], [b]) => a - b))
    await tx.query('UPDATE variation SET stock = stock + $1 WHERE id = $2', [quantity, variationId]);
};

/** Gives a gift card back what it paid (the refund rule never gives more, so balance stays ≤ its initial amount). */
export const creditGiftCard = async (tx: Queryable, giftCardId: number, amount: number): Promise<void> => {
  await tx.query('UPDATE gift_card SET balance = balance + $1 WHERE id = $2', [amount, giftCardId]);
};

/**
 * Voids up to `count` gift cards bought with the order that were never used (full balance, no
 * use), the same way the staff's desk voids one. Returns their ids.
 */
export const voidUnusedIssuedGiftCards = async (tx: Queryable, orderId: string, count: number, at: Date): Promise<number[]> =>
  count <= 0
    ? []
    : voidGiftCards(
        tx,
        (
          await tx.query<{ id: number }>(
            `SELECT g.id FROM gift_card g WHERE g.issued_for_order = $1 AND g.balance = g.initial_amount AND g.voided_at IS NULL
               AND NOT EXISTS (SELECT 1 FROM gift_card_use u WHERE u.gift_card_id = g.id)
             ORDER BY g.id LIMIT $2 FOR UPDATE`,
            [orderId, count],
          )
        ).rows.map((r) => r.id),
        at,
        orderId,
      );
