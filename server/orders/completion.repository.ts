/**
 * The writes of completing a paid order (server/orders/complete-order.ts), each inside its
 * transaction. The guarded updates report whether they took what they asked for, so the caller
 * can fail the payment without ever breaking the invariant (no negative balance or stock).
 */
import type { Queryable } from '../db/db.port.js';

/** Takes `amount` from the gift card if its balance in `currency` covers it and it is not voided; false when not. */
export const drawGiftCard = async (tx: Queryable, giftCardId: number, amount: number, currency: string): Promise<boolean> =>
  (
    await tx.query(
      'UPDATE gift_card SET balance = balance - $1 WHERE id = $2 AND balance >= $1 AND currency = $3 AND voided_at IS NULL RETURNING id',
      [amount, giftCardId, currency],
    )
  ).rows.length > 0;

export const recordGiftCardUse = async (tx: Queryable, giftCardId: number, orderId: string, amount: number): Promise<void> => {
  await tx.query('INSERT INTO gift_card_use (gift_card_id, order_id, amount) VALUES ($1, $2, $3)', [giftCardId, orderId, amount]);
};

/** Takes `quantity` from the variation's stock if it has that many; false when it has not. */
export const takeVariationStock = async (tx: Queryable, variationId: number, quantity: number): Promise<boolean> =>
  (await tx.query('UPDATE variation SET stock = stock - $1 WHERE id = $2 AND stock >= $1 RETURNING id', [quantity, variationId]))
    .rows.length > 0;

/** Issues a gift card bought with the order; false when `code` exists already. */
export const insertIssuedGiftCard = async (
  tx: Queryable,
  card: { readonly code: string; readonly amount: number; readonly currency: string; readonly orderId: string },
): Promise<boolean> =>
  (
    await tx.query(
      `INSERT INTO gift_card (code, initial_amount, balance, currency, issued_for_order)
       VALUES ($1, $2, $2, $3, $4) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [card.code, card.amount, card.currency, card.orderId],
    )
  ).rows.length > 0;

/** Redeems a single-use coupon for the order; false when another order redeemed it first. */
export const redeemCoupon = async (tx: Queryable, couponId: number, orderId: string): Promise<boolean> =>
  (
    await tx.query(
      'INSERT INTO coupon_redemption (coupon_id, order_id) VALUES ($1, $2) ON CONFLICT (coupon_id) DO NOTHING RETURNING coupon_id',
      [couponId, orderId],
    )
  ).rows.length > 0;

export const insertPayment = async (
  tx: Queryable,
  payment: { readonly orderId: string; readonly amount: number; readonly currency: string; readonly method: string },
): Promise<void> => {
  await tx.query('INSERT INTO payment (order_id, amount, currency, method) VALUES ($1, $2, $3, $4)', [
    payment.orderId,
    payment.amount,
    payment.currency,
    payment.method,
  ]);
};
