/** SQL of the staff's gift-card desk: a card with what it paid (gift_card, gift_card_use), and its void (087). */
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

export const giftCardUses = async (db: Queryable, id: number) =>
  (
    await db.query<{ order_id: string; amount: number; at: Date }>(
      'SELECT order_id, amount::float8 AS amount, created_at AS at FROM gift_card_use WHERE gift_card_id = $1 ORDER BY created_at, order_id',
      [id],
    )
  ).rows;

export const voidGiftCard = async (tx: Queryable, id: number, at: Date): Promise<void> => {
  await tx.query('UPDATE gift_card SET voided_at = $2 WHERE id = $1 AND voided_at IS NULL', [id, at]);
};
