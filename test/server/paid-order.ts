import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { encodeTemplateFields } from '../../src/adapters/http/contract/index';
import { templateDefaults } from '../../src/domain/templates/index';
import type { Db } from '../../server/db/db.port';
import { completeOrder } from '../../server/orders/complete-order';
import type { Customer as OrderCustomer } from '../../server/orders/order.repository';
import { fixedTableExchangeRates } from '../../server/platform/exchange-rates';
import { recordArtistSales } from '../../server/artists/ledger';
import { ok } from '../../src/domain/result/result';
import { cartLine, variationOf } from '../builders/cart-line';

export interface Customer {
  readonly name: string;
  readonly email: string;
  readonly country: string;
}

/** A personalised heart poster ordered through the sandbox checkout, not paid yet: its order id. */
export const orderHeart = async (
  app: FastifyInstance,
  db: Db,
  store = 'int',
  coupons: readonly string[] = [],
): Promise<string> => {
  const line = cartLine(await variationOf(db, 'TPL-HEART', '13x18'), {
    name: 'Heart',
    slug: 'heart',
    variation_name: '13x18',
    template: { values: encodeTemplateFields('heart', templateDefaults('heart')), assets: {}, valid: true },
  });
  const created = await app.inject({
    method: 'POST',
    url: `/api/sandbox-checkout/order?store=${store}`,
    payload: { cart: [line], coupons, campaign_data: {} },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id as string;
};

/**
 * Completes order `orderId` as the test card pays it now, with the fixed exchange-rate table and the
 * artists' sales recorded: the server's own completion, without a provider page in between.
 */
export const completeWithTestCard = (db: Db, orderId: string, customer: OrderCustomer) =>
  completeOrder(db, {
    orderId,
    method: 'test-card',
    now: new Date(),
    rates: fixedTableExchangeRates,
    recordSales: recordArtistSales,
    pay: () => ok({ expected: null, customer }),
  });

/** Paid as a server going down leaves it: the payment is stored, its print job never ran. */
export const paidBehindTheQueue = async (db: Db, id: string): Promise<void> => {
  await db.query(`UPDATE shop_order SET status = 'checkout_complete', completed_at = now() WHERE id = $1`, [id]);
};

/** What a shopper types into the sandbox provider's payment page: Ada in Berlin, with the test card. */
export const SANDBOX_SHOPPER = {
  email: 'ada@example.com',
  country: 'DE',
  name: 'Ada Lovelace',
  address: 'Hauptstraße 1',
  postcode: '10115',
  city: 'Berlin',
  card_number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
};
export type SandboxShopper = typeof SANDBOX_SHOPPER;

/** A hidden field of a sandbox payment page (`version`, `total`): what a payment from that page must match. */
export const hiddenField = (html: string, name: string): string =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** The payment form as the shopper submits it from `page`: their fields and the page's own version and total. */
export const paymentForm = (page: string, fields: Partial<SandboxShopper> = {}): URLSearchParams =>
  new URLSearchParams({
    ...SANDBOX_SHOPPER,
    ...fields,
    version: hiddenField(page, 'version'),
    total: hiddenField(page, 'total'),
  });

/** Posts a filled-in payment form for order `id` to the sandbox provider. */
export const submitPayment = (app: FastifyInstance, id: string, form: URLSearchParams) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${id}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });

/** Pays an order on the sandbox provider's page as a shopper would, with the page's own version and total. */
export const payInSandbox = async (app: FastifyInstance, id: string, shopper: Partial<SandboxShopper> = {}) => {
  const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=checkout` });
  return submitPayment(app, id, paymentForm(page.body, shopper));
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
