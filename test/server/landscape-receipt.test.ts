import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';

/**
 * A landscape poster's size reads one way from the cart on (issue: "100x70 on the product page
 * but 70x100 in the cart"): the order stores the label the shopper read, so the sandbox receipt
 * says it the same way.
 */
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await startSeededShop());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('sandbox receipt of a landscape poster', () => {
  it('shows the 50x70 sheet of a landscape poster as 70x50', async () => {
    const v = (
      await db.query<{ product_id: number; variation_id: number; amount: number }>(
        `SELECT v.product_id, v.id AS variation_id, vp.amount FROM variation v JOIN product p ON p.id = v.product_id
         JOIN attribute_option o ON o.id = v.option_id JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
         WHERE p.type = 1 AND p.status = 4 AND p.metadata->>'portrait' = 'false' AND o.name = '50x70' ORDER BY p.id LIMIT 1`,
      )
    ).rows[0];
    expect(v, 'the seeded catalogue has a landscape poster in 50x70').toBeDefined();
    const line = {
      uuid: 'landscape-1',
      type: 1,
      thumb: '/t.webp',
      name: 'Landscape',
      slug: 'landscape',
      product_id: v!.product_id,
      variation_id: v!.variation_id,
      variation_name: '70x50',
      sku: 'SKU',
      margin: true,
      black_and_white: false,
      price: Number(v!.amount),
      currency: 'EUR',
      quantity: 1,
      template: null,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order?store=int',
      payload: { cart: [line], coupons: [], campaign_data: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const form = (await app.inject(`/sandbox/checkout/${id}?mode=checkout`)).body;
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? '';
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'ada@example.com',
        country: 'DE',
        name: 'Ada Lovelace',
        address: 'Hauptstraße 1',
        postcode: '10115',
        city: 'Berlin',
        card_number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        version: hidden('version'),
        total: hidden('total'),
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    const page = (await app.inject(`/sandbox/checkout/${id}?mode=confirmation`)).body;
    expect(page).toContain('70x50');
    expect(page).not.toContain('50x70');
  });
});
