import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { encodeTemplateFields } from '../../src/adapters/http/contract/index';
import { templateDefaults } from '../../src/domain/templates/index';
import type { Db } from '../../server/db/db.port';

export interface Customer {
  readonly name: string;
  readonly email: string;
  readonly country: string;
}

let n = 0;

/** A personalised heart poster ordered through the sandbox checkout, not paid yet: its order id. */
export const orderHeart = async (
  app: FastifyInstance,
  db: Db,
  store = 'int',
  coupons: readonly string[] = [],
): Promise<string> => {
  const v = (
    await db.query<{ product_id: number; variation_id: number; amount: number }>(
      `SELECT v.product_id, v.id AS variation_id, vp.amount FROM variation v JOIN product p ON p.id = v.product_id
       JOIN attribute_option o ON o.id = v.option_id JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
       WHERE p.sku = 'TPL-HEART' AND o.name = '13x18'`,
    )
  ).rows[0]!;
  const line = {
    uuid: `heart-${++n}`,
    type: 1,
    thumb: '/t.webp',
    name: 'Heart',
    slug: 'heart',
    product_id: v.product_id,
    variation_id: v.variation_id,
    variation_name: '13x18',
    sku: 'SKU',
    margin: false,
    black_and_white: false,
    price: Number(v.amount),
    currency: 'EUR',
    quantity: 1,
    template: { values: encodeTemplateFields('heart', templateDefaults('heart')), assets: {}, valid: true },
  };
  const created = await app.inject({
    method: 'POST',
    url: `/api/sandbox-checkout/order?store=${store}`,
    payload: { cart: [line], coupons, campaign_data: {} },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id as string;
};

/** Paid as a server going down leaves it: the payment is stored, its print job never ran. */
export const paidBehindTheQueue = async (db: Db, id: string): Promise<void> => {
  await db.query(`UPDATE shop_order SET status = 'checkout_complete', completed_at = now() WHERE id = $1`, [id]);
};

/** Pays an order on the sandbox provider's page as a shopper would, with the page's own version and total. */
export const payInSandbox = async (app: FastifyInstance, id: string, customer: Customer) => {
  const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=checkout` });
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.body)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${id}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email: customer.email,
      country: customer.country,
      name: customer.name,
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
};

/** A personalised heart poster bought and paid through the sandbox checkout, its print file drawn. */
export const payForHeart = async (
  app: FastifyInstance,
  db: Db,
  customer: Customer,
  store = 'int',
  coupons: readonly string[] = [],
): Promise<string> => {
  const id = await orderHeart(app, db, store, coupons);
  const paid = await payInSandbox(app, id, customer);
  expect(paid.statusCode, paid.body).toBeLessThan(400);
  await app.printQueue.idle();
  return id;
};
