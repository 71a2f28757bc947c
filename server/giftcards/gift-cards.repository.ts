/** Gift cards over SQL. */
import type { Queryable } from '../db/db.port.js';
import type { GiftCardBalance, GiftCards, IssuedGiftCard } from './gift-cards.port.js';

export const createSqlGiftCards = (db: Queryable): GiftCards => ({
  balanceOf: async (code) =>
    // A voided card shows nothing left on it (the back office's void).
    (
      await db.query<GiftCardBalance>(
        'SELECT CASE WHEN voided_at IS NULL THEN balance ELSE 0 END AS balance, currency FROM gift_card WHERE code = $1',
        [code],
      )
    ).rows[0] ?? null,
  issuedFor: async (orderId) =>
    (
      await db.query<IssuedGiftCard>('SELECT code, balance, currency FROM gift_card WHERE issued_for_order = $1 ORDER BY id', [
        orderId,
      ])
    ).rows,
});

/**
 * Gives a gift card back what it paid, inside the caller's transaction (server/backoffice's
 * CreditGiftCard, for refunds). The refund rule never gives more than was drawn, so the balance
 * stays at most the card's initial amount.
 */
export const creditGiftCard = async (tx: Queryable, giftCardId: number, amount: number): Promise<void> => {
  await tx.query('UPDATE gift_card SET balance = balance + $1 WHERE id = $2', [amount, giftCardId]);
};
