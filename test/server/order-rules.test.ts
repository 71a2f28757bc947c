import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../builders/config';
import type { Db } from '../../server/db/db.port';
import { startApi } from './harness';
import { cartLine } from '../builders/cart-line';

/**
 * Order creation refuses an empty cart; the sandbox pay route decides whether a card is needed
 * from the total it re-prices inside the payment transaction (docs/rules/checkout.md#checkout-order checkout).
 */
describe('order rules', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let line: Record<string, unknown>;
  beforeAll(async () => {
    ({ app, db, close } = await startApi());
    const { rows } = await db.query<{ product_id: number; id: number }>(
      'SELECT v.product_id, v.id FROM variation v JOIN product p ON p.id = v.product_id WHERE p.type = 1 AND v.stock > 10 ORDER BY v.id LIMIT 1',
    );
    line = cartLine({ product_id: rows[0]!.product_id, variation_id: rows[0]!.id, amount: 1 }, { uuid: 'l1', margin: true });
  });
  afterAll(async () => close?.());

  const orders = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_order')).rows[0]!.n;

  it.each([[[]], [[{ quantity: 0 }]], [[{ quantity: 0 }, { quantity: 0, uuid: 'l2' }]]])(
    'refuses an order with no line to buy (%j) with a 400',
    async (changes) => {
      const before = await orders();
      const cart = changes.map((c) => ({ ...line, ...c }));
      const res = await app.inject({
        method: 'POST',
        url: '/api/sandbox-checkout/order',
        payload: { cart, coupons: [], campaign_data: {} },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('"cart"');
      expect(await orders()).toBe(before);
    },
  );

  it('asks for the card when the re-priced total needs one, even if a price read before the payment said it was free', async () => {
    await db.query(
      `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('PAYRULECARD00001', 900000, 900000, 'EUR')`,
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [line], coupons: ['PAYRULECARD00001'], campaign_data: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    await db.query(`UPDATE gift_card SET balance = 0 WHERE code = 'PAYRULECARD00001'`); // spent elsewhere meanwhile
    // Reads outside a transaction see the card as it was (a stale read before the payment).
    const stale: Db = {
      ...db,
      query: (async (sql: string, params?: readonly unknown[]) => {
        const r = await db.query(sql, params);
        return sql.includes('FROM gift_card WHERE code = ANY') ? { rows: r.rows.map((row) => ({ ...row, balance: 900000 })) } : r;
      }) as Db['query'],
      transaction: (fn) => db.transaction(fn),
    };
    const shop = await buildApp({ config: testConfig(), db: stale, withSsr: false, logger: false });
    try {
      const form = new URLSearchParams({
        email: 'a@example.com',
        country: 'DE',
        name: 'A',
        address: 'B 1',
        postcode: '1',
        city: 'C',
      });
      const res = await shop.inject({
        method: 'POST',
        url: `/sandbox/checkout/${id}/pay`,
        payload: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(422);
      expect((await db.query('SELECT 1 FROM payment WHERE order_id = $1', [id])).rows).toHaveLength(0);
    } finally {
      await shop.close();
    }
  });
});
