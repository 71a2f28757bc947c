import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './harness';
import type { Db } from '../../server/db/db.port';
import { createOrderService, ALREADY_PAID, type OrderService } from '../../server/orders/order.service';
import type { CheckoutProvider } from '../../server/orders/checkout-provider.port';
import { HttpProblem } from '../../server/http/errors';
import { answerOf } from '../../server/http/failure-status';
import { systemClock } from '../../server/platform/clock';
import { fixedTableExchangeRates } from '../../server/platform/exchange-rates';
import { createInMemoryMediaStore } from '../../server/uploads/in-memory-media-store';
import { customerPhotosIn } from '../../server/uploads/customer-images';
import { createPersonaliser } from '../../server/personalisation/personalised-lines';
import { DEFAULT_STORE } from '../../src/domain/stores/stores';

/**
 * The order service (server/orders/order.service.ts) owns what creating and changing an order
 * means: a write is one transaction with the provider's session, and a paid order cannot change.
 */
describe('the order service', () => {
  let db: Db;
  let close: () => Promise<void>;
  let line: { product_id: number; variation_id: number };
  let failSession = false;
  const provider: CheckoutProvider = {
    name: 'acme-pay',
    createSession: async (order) => {
      if (failSession) throw new Error('provider unreachable');
      return { reference: `acme-${order.id}`, snippet: `<div data-order="${order.id}"></div>` };
    },
    updateSession: async (order) => ({ reference: null, snippet: `<div data-updated="${order.id}"></div>` }),
    snippet: async () => '<div></div>',
    tracking: () => ({}),
    refund: async () => ({ reference: null }),
    capture: async () => ({ reference: null }),
    catchUp: async () => undefined,
    embedOrigins: [],
    routes: () => {},
  };
  let orders: OrderService;
  const input = (quantity: number) => ({
    lines: [{ index: 0, uuid: 'l1', ...line, quantity, margin: true, black_and_white: false, template: null }],
    codes: [],
    campaign: {},
  });
  const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM shop_order')).rows[0]!.n);

  beforeAll(async () => {
    ({ db, close } = await startApi());
    line = (
      await db.query<{ product_id: number; variation_id: number }>(
        `SELECT v.product_id, v.id AS variation_id FROM variation v JOIN product p ON p.id = v.product_id
        WHERE p.type = 1 AND p.status = 4 ORDER BY v.id LIMIT 1`,
      )
    ).rows[0]!;
    orders = createOrderService({
      db,
      provider,
      clock: systemClock,
      personaliser: createPersonaliser(customerPhotosIn(createInMemoryMediaStore())),
      rates: fixedTableExchangeRates,
    });
  });
  afterAll(async () => close?.());

  it("creates an order with the provider's session in one transaction", async () => {
    const { written } = answerOf(await orders.create(DEFAULT_STORE, input(2)));
    expect(written.snippet).toBe(`<div data-order="${written.id}"></div>`);
    expect(answerOf(await orders.find(written.id)).provider_ref).toBe(`acme-${written.id}`);
  });

  it('writes nothing when the provider cannot open a session', async () => {
    const before = await count();
    failSession = true;
    try {
      await expect(orders.create(DEFAULT_STORE, input(1))).rejects.toThrow('provider unreachable');
    } finally {
      failSession = false;
    }
    expect(await count()).toBe(before);
  });

  it('refuses to change a paid order with 409, and leaves it as it was', async () => {
    const { written } = answerOf(await orders.create(DEFAULT_STORE, input(1)));
    await db.query("UPDATE shop_order SET status = 'checkout_complete', completed_at = now() WHERE id = $1", [written.id]);
    const refused = await orders
      .update(DEFAULT_STORE, written.id, input(5))
      .then(answerOf)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect((refused as HttpProblem).statusCode).toBe(409);
    expect((refused as HttpProblem).message).toBe(ALREADY_PAID);
    const { rows } = await db.query<{ quantity: number }>('SELECT quantity FROM order_line WHERE order_id = $1', [written.id]);
    expect(rows.map((r) => r.quantity)).toEqual([1]);
  });

  it("changes an unpaid order and gives the provider's updated snippet", async () => {
    const { written } = answerOf(await orders.create(DEFAULT_STORE, input(1)));
    const updated = answerOf(await orders.update(DEFAULT_STORE, written.id, input(3)));
    expect(updated.snippet).toBe(`<div data-updated="${written.id}"></div>`);
    const { rows } = await db.query<{ quantity: number }>('SELECT quantity FROM order_line WHERE order_id = $1', [written.id]);
    expect(rows.map((r) => r.quantity)).toEqual([3]);
  });

  it("answers 404 for another provider's or a malformed order id", async () => {
    await expect(orders.find('not-an-order').then(answerOf)).rejects.toMatchObject({ statusCode: 404 });
  });
});
