import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { GUESS_LIMIT, TOO_MANY_ATTEMPTS_MESSAGE } from '../../server/http/guess-limiter';
import { startApi } from './harness';

/**
 * One guessing limit for every path that reveals a gift card or coupon (docs/rules/gift-cards-and-coupons.md#coupons codes):
 * balance checks, cart pricing and orders count each failed code against the same per-client
 * and per-network budget, and a request may carry only a few codes.
 */
describe('code guessing', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let line: {
    uuid: string;
    product_id: number;
    variation_id: number;
    quantity: number;
    margin: boolean;
    black_and_white: boolean;
  };
  beforeAll(async () => {
    ({ app, db, close } = await startApi());
    await db.query(
      `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('GUESSTESTCARD001', 5000, 5000, 'EUR')`,
    );
    const { rows } = await db.query<{ product_id: number; id: number }>(
      'SELECT v.product_id, v.id FROM variation v JOIN product p ON p.id = v.product_id WHERE p.type = 1 ORDER BY v.id LIMIT 1',
    );
    line = {
      uuid: 'a',
      product_id: rows[0]!.product_id,
      variation_id: rows[0]!.id,
      quantity: 1,
      margin: true,
      black_and_white: false,
    };
  });
  afterAll(async () => close?.());

  const price = (ip: string, codes: string[]) =>
    app.inject({
      method: 'POST',
      url: '/api/cart/price',
      payload: { lines: [line], coupons: [], gift_cards: codes },
      remoteAddress: ip,
    });
  const balance = (ip: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/check-balance', payload: { code }, remoteAddress: ip });
  const order = (ip: string, codes: string[]) =>
    app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      remoteAddress: ip,
      payload: {
        cart: [
          {
            ...line,
            type: 1,
            thumb: '/t.webp',
            name: 'P',
            slug: 'p',
            variation_name: 'x',
            sku: 's',
            price: 1,
            currency: 'EUR',
            template: null,
          },
        ],
        coupons: codes,
        campaign_data: {},
      },
    });
  const guesses = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}GUESS`);

  it('counts failed codes from cart pricing, orders and balance checks against one budget per client', async () => {
    const ip = '10.20.1.1';
    const [a, b, c] = [guesses('AAAA', 5), guesses('BBBB', 4), guesses('CCCC', 1)];
    expect((await price(ip, a)).statusCode).toBe(200);
    expect((await order(ip, b)).statusCode).toBe(200);
    expect((await balance(ip, c[0]!)).statusCode).toBe(404); // 10 failed codes now
    for (const res of [
      await price(ip, ['GUESSTESTCARD001']),
      await order(ip, ['GUESSTESTCARD001']),
      await balance(ip, 'GUESSTESTCARD001'),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    }
    // A cart without codes still prices: only look-ups are limited.
    expect((await price(ip, [])).statusCode).toBe(200);
  });

  it('refuses a request carrying more codes than the client has attempts left, before looking any up', async () => {
    const ip = '10.20.2.1';
    expect((await price(ip, guesses('DDDD', 5))).statusCode).toBe(200);
    expect((await price(ip, guesses('EEEE', 4))).statusCode).toBe(200); // 9 failed
    const res = await price(ip, ['WRONG1WRONG1', 'GUESSTESTCARD001']);
    expect(res.statusCode).toBe(429);
    expect(res.body).not.toContain('GUESSTESTCARD001');
  });

  it('lets a request carry at most a few codes', async () => {
    const res = await price('10.20.3.1', guesses('FFFF', 6));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('"gift_cards"');
  });

  it('does not count the same wrong code twice (a cart re-priced with a typo)', async () => {
    const ip = '10.20.4.1';
    for (let i = 0; i < 3 * GUESS_LIMIT.perClient; i++) expect((await price(ip, ['TYPOTYPOTYPO'])).statusCode).toBe(200);
    const ok = await price(ip, ['GUESSTESTCARD001']);
    expect(ok.json().gift_cards).toEqual([{ code: 'GUESSTESTCARD001', amount: expect.any(Number) }]);
  });

  it('caps a network of many addresses, while other networks keep checking balances', async () => {
    for (let host = 1; host <= GUESS_LIMIT.perNetwork / 10; host++) {
      const ip = `10.30.0.${host}`;
      for (const code of guesses(`N${host}`, 10)) expect((await balance(ip, code)).statusCode).toBe(404);
    }
    expect((await balance('10.30.0.200', 'GUESSTESTCARD001')).statusCode).toBe(429);
    expect((await balance('10.31.0.1', 'GUESSTESTCARD001')).statusCode).toBe(200);
  });
});
