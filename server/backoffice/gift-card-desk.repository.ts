/**
 * SQL of gift cards as the back office sees them: a card with what it paid (gift_card,
 * gift_card_use) and the one way to void it (gift_card_void, migration 090).
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

/** The card's history, oldest first: what it paid, then its void if it was voided. */
export const giftCardHistory = async (db: Queryable, id: number) =>
  (
    await db.query<{ kind: 'paid' | 'voided'; order_id: string | null; amount: number; at: Date }>(
      `SELECT 'paid' AS kind, order_id, amount::float8 AS amount, created_at AS at FROM gift_card_use WHERE gift_card_id = $1
       UNION ALL
       SELECT 'voided', order_id, amount::float8, at FROM gift_card_void WHERE gift_card_id = $1
       ORDER BY kind, at, order_id`,
      [id],
    )
  ).rows;

/**
 * Voids cards, the one way both the staff's desk and a refund do it: the balance is written off
 * (a history row says how much, and for which refunded order), voided_at is set, and from then
 * on checkout, the balance check and the desk all read the card as empty. Cards are locked in id
 * order; a card voided already is left alone. Returns the ids it voided.
 */
export const voidGiftCards = async (
  tx: Queryable,
  ids: readonly number[],
  at: Date,
  refundedOrder: string | null,
): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await tx.query<{ id: number }>(
          `WITH card AS (
             SELECT id, balance FROM gift_card WHERE id = ANY($1::int[]) AND voided_at IS NULL ORDER BY id FOR UPDATE
           ), emptied AS (
             UPDATE gift_card g SET balance = 0, voided_at = $2 FROM card WHERE g.id = card.id RETURNING g.id, card.balance
           )
           INSERT INTO gift_card_void (gift_card_id, at, amount, order_id) SELECT id, $2, balance, $3 FROM emptied
           RETURNING gift_card_id AS id`,
          [ids, at, refundedOrder],
        )
      ).rows
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
