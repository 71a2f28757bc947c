import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, CartPricing, SubscribeAnswer, UnsubscribeAnswer } from '../../src/adapters/http/contract/index';
import { seedCoupons } from '../../server/demo/seed/coupons';
import { apiForSuite } from './harness';
import { cartLine } from '../builders/cart-line';
import { payInSandbox } from './paid-order';

const decodedError = (body: unknown) => {
  const d = ApiError.decode(body);
  if (d._tag === 'Left') throw new Error(`not an ApiError: ${JSON.stringify(body)}`);
  return d.right;
};

/** POST /api/subscribe and /api/unsubscribe (docs/rules/shop-wide.md#newsletter e-mail rule). */
describe('newsletter', () => {
  const api = apiForSuite();
  beforeAll(async () => {
    await seedCoupons(api.db);
  });

  const post = (url: string, payload: unknown) => api.app.inject({ method: 'POST', url, payload: payload as object });
  const subscriber = async (email: string) =>
    (
      await api.db.query<{ code: string; unsubscribed_at: Date | null }>(
        'SELECT code, unsubscribed_at FROM subscriber WHERE email = $1',
        [email],
      )
    ).rows[0];

  it('stores the subscriber lower-cased and answers a personal 10 % welcome code valid 30 days', async () => {
    const res = await post('/api/subscribe?store=de', { email: ' Grace.Hopper@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    const decoded = SubscribeAnswer.decode(res.json());
    if (decoded._tag === 'Left') throw new Error('answer does not decode');
    const { code } = decoded.right;
    expect(code).toMatch(/^WELCOME-[A-HJ-NP-Z2-9]{6}$/);
    expect((await subscriber('grace.hopper@example.com'))?.code).toBe(code);
    const { rows } = await api.db.query<{ pct: number; days: number }>(
      `SELECT percentage_discount::float8 AS pct, round(extract(epoch FROM valid_until - valid_from) / 86400)::int AS days FROM coupon WHERE code = $1`,
      [code],
    );
    expect(rows[0]).toEqual({ pct: 10, days: 30 });
    // the code works as a coupon
    const { rows: v } = await api.db.query<{ product_id: number; id: number }>(
      'SELECT v.product_id, v.id FROM variation v JOIN product p ON p.id = v.product_id WHERE p.type = 1 ORDER BY v.id LIMIT 1',
    );
    const priced = await post('/api/cart/price', {
      lines: [
        { uuid: 'a', product_id: v[0]!.product_id, variation_id: v[0]!.id, quantity: 1, margin: true, black_and_white: false },
      ],
      coupons: [code.toLowerCase()],
      gift_cards: [],
    });
    const pricing = CartPricing.decode(priced.json());
    expect(pricing._tag === 'Right' && pricing.right.discounts.length).toBe(1);
  });

  it('a second sign-up of a known address never discloses its code and mints none, but subscribes it again', async () => {
    const first = (await post('/api/subscribe', { email: 'linus@example.org' })).json().code;
    await post('/api/unsubscribe', { email: 'linus@example.org' });
    const coupons = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupon')).rows[0]!.n;
    const before = await coupons();
    const again = await post('/api/subscribe', { email: 'LINUS@example.org' });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(first);
    expect(decodedError(again.json()).message).toContain('already subscribed');
    expect(await coupons()).toBe(before);
    expect((await subscriber('linus@example.org'))?.unsubscribed_at).toBeNull();
  });

  it('a welcome code is redeemable in one paid order only', async () => {
    const code = (await post('/api/subscribe', { email: 'ada@example.org' })).json().code as string;
    const { rows: v } = await api.db.query<{ product_id: number; id: number }>(
      'SELECT v.product_id, v.id FROM variation v JOIN product p ON p.id = v.product_id WHERE p.type = 1 AND v.stock > 5 ORDER BY v.id LIMIT 1',
    );
    const cart = [
      { uuid: 'a', product_id: v[0]!.product_id, variation_id: v[0]!.id, quantity: 1, margin: true, black_and_white: false },
    ];
    const orderLine = cartLine({ product_id: v[0]!.product_id, variation_id: v[0]!.id, amount: 1 }, { uuid: 'a', margin: true });
    const order = await post('/api/sandbox-checkout/order', { cart: [orderLine], coupons: [code], campaign_data: {} });
    expect(order.statusCode, order.body).toBe(200);
    const id = order.json().id as string;
    const paid = await payInSandbox(api.app, id, { email: 'ada@example.org', name: 'Ada' });
    expect(paid.statusCode, paid.body).toBe(303);
    const again = await post('/api/cart/price', { lines: cart, coupons: [code], gift_cards: [] });
    expect(again.json().discounts).toEqual([]);
  });

  it('unsubscribes a known address and answers success for an unknown one too', async () => {
    await post('/api/subscribe', { email: 'margaret@example.com' });
    const known = await post('/api/unsubscribe', { email: 'Margaret@example.com' });
    const unknown = await post('/api/unsubscribe', { email: 'nobody@example.com' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      const decoded = UnsubscribeAnswer.decode(res.json());
      expect(decoded._tag === 'Right' && decoded.right).toEqual({ success: true });
    }
    expect((await subscriber('margaret@example.com'))?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await subscriber('nobody@example.com')).toBeUndefined();
  });

  it.each([
    ['/api/subscribe', { email: 'not-an-email' }],
    ['/api/subscribe', { email: 'user@localhost' }],
    ['/api/subscribe', {}],
    ['/api/unsubscribe', { email: 42 }],
    ['/api/unsubscribe', { email: 'a@b' }],
  ])('%s rejects %j with a 400 naming the field', async (url, body) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    const decoded = ApiError.decode(res.json());
    expect(decoded._tag === 'Right' && decoded.right.message).toContain('"email"');
  });

  it('lets one client subscribe at most 10 times in 10 minutes, then answers 429 with a message', async () => {
    const from = (i: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/subscribe',
        payload: { email: `reader${i}@example.com` },
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < 10; i += 1) expect((await from(i)).statusCode).toBe(200);
    const refused = await from(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many sign-ups/);
    expect(await subscriber('reader10@example.com')).toBeUndefined();
    const elsewhere = await api.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: { email: 'other@example.com' },
      remoteAddress: '10.9.8.8',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
