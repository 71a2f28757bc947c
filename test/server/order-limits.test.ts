import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addLines } from '../../src/application/flows/cart/cart-lines';
import { toWireOrderRequest } from '../../src/adapters/http/http-orders';
import { CART_MAX_QUANTITY, ORDER_CODE_MAX_LENGTH, ORDER_MAX_CODES, ORDER_MAX_LINES } from '../../src/domain/constants';
import { money, type CartLine } from '../../src/domain';
import type { Db } from '../../server/db/db.port';
import { startApi, databaseTargets } from './harness';

/**
 * The order limits live in src/domain and the server refuses exactly what lies beyond them
 * (a 400 naming the field), so whatever the cart holds can be checked out: a line of two adds
 * of 60, merged and capped by the cart, is ordered as 99; one more unit, one more code or one
 * more character is refused.
 */
describe.each(databaseTargets)('order limits on %s', (_name, postgresUrl) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let poster: { product_id: number; variation_id: number; amount: number };
  let client = 0;

  beforeAll(async () => {
    ({ app, db, close } = await startApi({ postgresUrl }));
    poster = (
      await db.query<{ product_id: number; variation_id: number; amount: number }>(
        `SELECT v.product_id, v.id AS variation_id, vp.amount FROM variation v JOIN product p ON p.id = v.product_id
       JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
       WHERE p.type = 1 AND p.status = 4 ORDER BY v.id LIMIT 1`,
      )
    ).rows[0]!;
  });
  afterAll(async () => close?.());

  // Each request from its own address: unknown codes count against the guessing limit per client.
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: `10.0.${++client >> 8}.${client & 255}` });
  const cartLine = (uuid: string, quantity: number): CartLine => ({
    uuid,
    type: 1,
    thumb: null,
    name: 'Poster',
    slug: 'poster',
    productId: poster.product_id,
    variationId: poster.variation_id,
    variationName: '50x70',
    sku: 'SKU',
    margin: true,
    blackAndWhite: false,
    price: money(Number(poster.amount), 'EUR'),
    quantity,
  });
  const pricingLine = (quantity: number) => ({
    uuid: 'u1',
    product_id: poster.product_id,
    variation_id: poster.variation_id,
    quantity,
    margin: true,
    black_and_white: false,
  });
  const expect400 = (res: { statusCode: number; body: string; json(): unknown }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining(`"${field}"`) });
  };

  it('a line the cart merged from two adds of 60 is ordered as 99', async () => {
    const { lines } = addLines(addLines([], [cartLine('a', 60)]).lines, [cartLine('b', 60)]);
    const created = await post('/api/sandbox-checkout/order', toWireOrderRequest({ lines, coupons: [], campaign: {} }));
    expect(created.statusCode, created.body).toBe(200);
    const stored = await db.query<{ quantity: number }>('SELECT quantity FROM order_line WHERE order_id = $1', [
      created.json().id,
    ]);
    expect(stored.rows.map((r) => Number(r.quantity))).toEqual([CART_MAX_QUANTITY]);
  });

  it('prices the most one line holds and refuses one unit more', async () => {
    const most = await post('/api/cart/price', { lines: [pricingLine(CART_MAX_QUANTITY)], coupons: [], gift_cards: [] });
    expect(most.statusCode, most.body).toBe(200);
    expect(most.json().subtotal).toBe(Number(poster.amount) * CART_MAX_QUANTITY);
    expect400(
      await post('/api/cart/price', { lines: [pricingLine(CART_MAX_QUANTITY + 1)], coupons: [], gift_cards: [] }),
      'lines[0].quantity',
    );
    const order = toWireOrderRequest({ lines: [{ ...cartLine('a', CART_MAX_QUANTITY + 1) }], coupons: [], campaign: {} });
    expect400(await post('/api/sandbox-checkout/order', order), 'cart[0].quantity');
  });

  it('takes the most lines an order holds and refuses one more', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ ...pricingLine(1), uuid: `u${i}` }));
    expect((await post('/api/cart/price', { lines: lines(ORDER_MAX_LINES), coupons: [], gift_cards: [] })).statusCode).toBe(200);
    expect400(await post('/api/cart/price', { lines: lines(ORDER_MAX_LINES + 1), coupons: [], gift_cards: [] }), 'lines');
  });

  it.each([
    ['coupons', 'cart price'],
    ['gift_cards', 'cart price'],
    ['coupons', 'order'],
  ] as const)('takes the most %s (%s) and of the longest length, and refuses one more of either', async (field, path) => {
    const codes = (n: number, length = 8) =>
      Array.from({ length: n }, (_, i) => `${'C'.repeat(length - 2)}${String(i).padStart(2, '0')}`);
    const send = (list: string[]) =>
      path === 'order'
        ? post('/api/sandbox-checkout/order', {
            ...toWireOrderRequest({ lines: [cartLine('a', 1)], coupons: [], campaign: {} }),
            coupons: list,
          })
        : post('/api/cart/price', { lines: [pricingLine(1)], coupons: [], gift_cards: [], [field]: list });
    for (const accepted of [codes(ORDER_MAX_CODES), codes(1, ORDER_CODE_MAX_LENGTH)]) {
      const res = await send(accepted);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect400(await send(codes(ORDER_MAX_CODES + 1)), field);
    expect400(await send(codes(1, ORDER_CODE_MAX_LENGTH + 1)), `${field}[0]`);
  });
});
