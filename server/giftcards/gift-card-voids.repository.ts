/**
 * Voiding gift cards (gift_card, gift_card_void): the one way the staff's desk and a refund write a
 * card off. Other capabilities reach these through ports of their own, handed over at composition.
 */
import type { Queryable } from '../db/db.port.js';

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
