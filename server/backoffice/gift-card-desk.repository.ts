/**
 * SQL of gift cards as the back office sees them: a card with what it paid (gift_card,
 * gift_card_use) and what refunds gave back to it (order_refund); voiding one is the gift cards' own write (server/giftcards/gift-card-voids.repository.ts).
 */
import type { Queryable } from '../db/db.port.js';

export interface GiftCardRow {
  readonly id: number;
  readonly code: string;
  readonly initial_amount: number;
  readonly balance: number;
  readonly currency: string;
  readonly issued_for_order: string | null;
  readonly created_at: Date;
  readonly voided_at: Date | null;
}

export const findGiftCard = async (db: Queryable, code: string, lock = false): Promise<GiftCardRow | undefined> =>
  (
    await db.query<GiftCardRow>(
      `SELECT id, code, initial_amount::float8 AS initial_amount, balance::float8 AS balance, currency, issued_for_order,
       created_at, voided_at FROM gift_card WHERE code = $1${lock ? ' FOR UPDATE' : ''}`,
      [code],
    )
  ).rows[0];

/**
 * The card's history, oldest first: what it paid, what refunds gave back to it (order_refund's
 * `gift_cards`), then its void if it was voided.
 */
export const giftCardHistory = async (db: Queryable, id: number) =>
  (
    await db.query<{ kind: 'paid' | 'refunded' | 'voided'; order_id: string | null; amount: number; at: Date }>(
      `SELECT kind, order_id, amount, at FROM (
         SELECT 'paid' AS kind, 0 AS rank, order_id, amount::float8 AS amount, created_at AS at FROM gift_card_use
         WHERE gift_card_id = $1
         UNION ALL
         SELECT 'refunded', 1, r.order_id, (g.value->>'amount')::float8, r.at
         FROM order_refund r CROSS JOIN LATERAL jsonb_array_elements(r.gift_cards) AS g(value)
         WHERE (g.value->>'id')::bigint = $1
         UNION ALL
         SELECT 'voided', 2, order_id, amount::float8, at FROM gift_card_void WHERE gift_card_id = $1
       ) history
       ORDER BY at, rank, order_id`,
      [id],
    )
  ).rows;
