import { describe, expect, it } from 'vitest';
import { createPayments, type PaidSubscriber } from '../../server/orders/payments';
import { createSqlGiftCards } from '../../server/giftcards/gift-cards.repository';
import { recordArtistSales } from '../../server/artists/ledger';
import { fixedTableExchangeRates } from '../../server/platform/exchange-rates';
import { systemClock } from '../../server/platform/clock';
import { ok } from '../../src/domain/result/result';
import type { Db } from '../../server/db/db.port';
import { apiForSuite } from './harness';
import { orderHeart } from './paid-order';

/**
 * Payment is the orders' API (docs/rules/checkout.md "Payments"): a provider reads an order and
 * completes its payment through it; completing is idempotent, and "paid" reaches every subscriber
 * once, after the payment committed, whatever a subscriber does.
 */
const CUSTOMER = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  country: 'DE',
  streetAddress: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
};
const testCard = { method: 'test-card', decide: () => ok({ expected: null, customer: CUSTOMER }) };

const paymentsOn = (db: Db, errors: unknown[] = []) =>
  createPayments({
    db,
    clock: systemClock,
    rates: fixedTableExchangeRates,
    recordSales: recordArtistSales,
    giftCardsBoughtWith: createSqlGiftCards(db).issuedFor,
    onSubscriberError: (error) => errors.push(error),
  });

/** Lets the subscribers' promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

const countPayments = async (db: Db, orderId: string) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment WHERE order_id = $1', [orderId])).rows[0]!.n;

describe('payments', () => {
  const api = apiForSuite();

  it('reads an order only for the provider that holds it, with its price now', async () => {
    const id = await orderHeart(api.app, api.db);
    const payments = paymentsOn(api.db);
    const view = await payments.read('sandbox', id);
    expect(view?.order.id).toBe(id);
    expect(view?.pricing?.total).toBeGreaterThan(0);
    expect(view?.giftCards).toEqual([]);
    expect(await payments.read('another-provider', id)).toBeNull();
    expect(await payments.read('sandbox', 'not-an-order-id')).toBeNull();
  });

  it('completes a payment once: a second call answers the paid order again, changes nothing and publishes nothing', async () => {
    const id = await orderHeart(api.app, api.db);
    const payments = paymentsOn(api.db);
    const told: string[] = [];
    payments.onPaid((orderId) => {
      told.push(orderId);
    });
    const first = await payments.complete(id, testCard);
    const second = await payments.complete(id, testCard);
    await settled();
    expect(first.ok && first.value.replayed).toBe(false);
    expect(second.ok && second.value.replayed).toBe(true);
    expect(second.ok && second.value.order.status).toBe('checkout_complete');
    expect(await countPayments(api.db, id)).toBe(1);
    expect(told).toEqual([id]);
  });

  it('publishes "paid" once when the same payment arrives ten times at once', async () => {
    const id = await orderHeart(api.app, api.db);
    const payments = paymentsOn(api.db);
    const told: string[] = [];
    payments.onPaid((orderId) => {
      told.push(orderId);
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => payments.complete(id, testCard)));
    await settled();
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(answers.filter((a) => a.ok && !a.value.replayed)).toHaveLength(1);
    expect(await countPayments(api.db, id)).toBe(1);
    expect(told).toEqual([id]);
  });

  it("tells every subscriber after the payment committed, and one subscriber's failure neither stops the others nor undoes the payment", async () => {
    const id = await orderHeart(api.app, api.db);
    const errors: unknown[] = [];
    const payments = paymentsOn(api.db, errors);
    const seen: { orderId: string; paymentsStored: number }[] = [];
    const failing: PaidSubscriber = () => {
      throw new Error('the mailer is down');
    };
    payments.onPaid(failing);
    payments.onPaid(async (orderId) => {
      seen.push({ orderId, paymentsStored: await countPayments(api.db, orderId) });
    });
    const paid = await payments.complete(id, testCard);
    await settled();
    expect(paid.ok).toBe(true);
    expect(seen).toEqual([{ orderId: id, paymentsStored: 1 }]);
    expect(errors).toHaveLength(1);
  });

  it('publishes nothing for a payment that was refused', async () => {
    const id = await orderHeart(api.app, api.db);
    const payments = paymentsOn(api.db);
    const told: string[] = [];
    payments.onPaid((orderId) => {
      told.push(orderId);
    });
    const refused = await payments.complete(id, {
      method: 'test-card',
      decide: () => ({ ok: false as const, error: 'card declined' }),
    });
    await settled();
    expect(refused).toEqual({ ok: false, error: { code: 'ORDER.PAYMENT_REJECTED', rejection: 'card declined' } });
    expect(told).toEqual([]);
    expect(await countPayments(api.db, id)).toBe(0);
  });
});
