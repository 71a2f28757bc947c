/** Gift cards over SQL. */
import type { Queryable } from '../db/db.port.js';
import type { GiftCardBalance, GiftCards, IssuedGiftCard } from './gift-cards.port.js';

export const createSqlGiftCards = (db: Queryable): GiftCards => ({
  balanceOf: async (code) =>
    (await db.query<GiftCardBalance>('SELECT balance, currency FROM gift_card WHERE code = $1', [code])).rows[0] ?? null,
  issuedFor: async (orderId) =>
    (
      await db.query<IssuedGiftCard>('SELECT code, balance, currency FROM gift_card WHERE issued_for_order = $1 ORDER BY id', [
        orderId,
      ])
    ).rows,
});
