import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';
import { cartLine } from '../builders/cart-line';
import { payInSandbox } from './paid-order';

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
    const line = cartLine(v!, { name: 'Landscape', slug: 'landscape', variation_name: '70x50', margin: true });
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order?store=int',
      payload: { cart: [line], coupons: [], campaign_data: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const paid = await payInSandbox(app, id);
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    const page = (await app.inject(`/sandbox/checkout/${id}?mode=confirmation`)).body;
    expect(page).toContain('70x50');
    expect(page).not.toContain('50x70');
  });
});
