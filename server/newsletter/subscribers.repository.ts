/** Subscribers over SQL: the subscriber row and its single-use coupon are written in one transaction. */
import type { Db, Queryable } from '../db/db.port.js';
import type { Subscribers, WelcomeCoupon } from './subscribers.port.js';

const insertCoupon = async (tx: Queryable, now: Date, coupon: WelcomeCoupon, newCode: () => string): Promise<string> => {
  for (;;) {
    const code = newCode();
    const { rows } = await tx.query(
      `INSERT INTO coupon (code, percentage_discount, valid_from, valid_until, single_use) VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (lower(code)) DO NOTHING RETURNING id`,
      [code, coupon.percent, now, coupon.validUntil],
    );
    if (rows.length > 0) return code;
  }
};

export const createSqlSubscribers = (db: Db): Subscribers => ({
  subscribe: (email, store, now, coupon, newCode) =>
    db
      .transaction(async (tx) => {
        const { rows } = await tx.query(
          `UPDATE subscriber SET unsubscribed_at = NULL, subscribed_at = CASE WHEN unsubscribed_at IS NULL THEN subscribed_at ELSE $2 END
       WHERE email = $1 RETURNING email`,
          [email, now],
        );
        if (rows.length > 0) return null;
        const code = await insertCoupon(tx, now, coupon, newCode);
        const inserted = await tx.query(
          'INSERT INTO subscriber (email, code, store, subscribed_at) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING email',
          [email, code, store, now],
        );
        // A sign-up of the same address that won the race: roll this coupon back with the transaction.
        if (inserted.rows.length === 0) throw new AddressTaken();
        return code;
      })
      .catch((e: unknown) => {
        if (e instanceof AddressTaken) return null;
        throw e;
      }),
  unsubscribe: async (email, now) => {
    await db.query('UPDATE subscriber SET unsubscribed_at = $2 WHERE email = $1 AND unsubscribed_at IS NULL', [email, now]);
  },
});

class AddressTaken extends Error {}
