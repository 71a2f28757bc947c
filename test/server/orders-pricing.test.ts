import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError, CartPricing, CreateOrderAnswer, Order } from '../../src/adapters/http/contract/index';
import { linePrice } from '../../src/domain/pricing/index';
import { seedCoupons } from '../../server/demo/seed/coupons';
import { orderTableTotals } from '../../server/orders/order-table-totals';
import { decoded } from './answers';
import { apiForSuite, databaseTargets } from './harness';
import { firstVariationOfType } from '../builders/cart-line';
import type { ProductType } from '../../src/domain/product/model';

/**
 * Server-authoritative pricing: POST /api/cart/price and orders price every
 * line from variation_price in the store currency, apply coupons and gift cards, and ignore
 * whatever prices a client sends.
 */
type Variation = Awaited<ReturnType<typeof firstVariationOfType>>;

describe('order totals (pure)', () => {
  it('never go below zero and deduct exactly subtotal − total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom(1, 2, 3),
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { maxLength: 8 },
        ),
        fc.array(
          fc.oneof(
            fc.record({
              code: fc.constant('P'),
              kind: fc.constant('percentage' as const),
              percent: fc.integer({ min: 1, max: 100 }),
              id: fc.nat(),
              singleUse: fc.boolean(),
            }),
            fc.record({
              code: fc.constant('F'),
              kind: fc.constant('fixed' as const),
              amount: fc.record({ amount: fc.integer({ min: 1, max: 500_000 }), currency: fc.constant('EUR') }),
              id: fc.nat(),
              singleUse: fc.boolean(),
            }),
          ),
          { maxLength: 3 },
        ),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 3 }),
        (lines, coupons, balances) => {
          const r = orderTableTotals(
            'EUR',
            lines,
            coupons,
            balances.map((balance, id) => ({ code: `G${id}`, id, balance })),
          );
          const deducted = [...r.discounts, ...r.giftCards].reduce((n, d) => n + d.amount, 0);
          expect(r.total).toBeGreaterThanOrEqual(0);
          expect(r.subtotal - deducted).toBe(r.total);
          const giftCardGoods = lines.reduce((n, l) => (l.type === 3 ? n + l.unitPrice * l.quantity : n), 0);
          expect(r.discounts.reduce((n, d) => n + d.amount, 0)).toBeLessThanOrEqual(r.subtotal - giftCardGoods);
          r.giftCards.forEach((g, i) => expect(g.amount).toBeLessThanOrEqual(balances[i]!));
        },
      ),
    );
  });
});

describe.each(databaseTargets)('cart pricing on %s', (_name, postgresUrl) => {
  const api = apiForSuite({ postgresUrl });
  let poster: Variation;
  let frame: Variation;
  let posterSek: Variation;

  const variation = (type: ProductType, size: string, currency = 'EUR') => firstVariationOfType(api.db, type, size, currency);

  beforeAll(async () => {
    await seedCoupons(api.db);
    await seedCoupons(api.db); // idempotent
    poster = await variation(1, '50x70');
    frame = await variation(2, '50x70');
    posterSek = await variation(1, '50x70', 'SEK');
  });

  const line = (v: Variation, quantity: number, uuid = `u${v.variation_id}`) => ({
    uuid,
    product_id: v.product_id,
    variation_id: v.variation_id,
    quantity,
    margin: v.type === 1 ? true : null,
    black_and_white: v.type === 1 ? false : null,
  });
  const price = async (body: unknown, store = 'int') => {
    const res = await api.app.inject({ method: 'POST', url: `/api/cart/price?store=${store}`, payload: body as object });
    return res;
  };
  const priced = async (lines: unknown[], coupons: string[] = [], store = 'int') => {
    const res = await price({ lines, coupons, gift_cards: [] }, store);
    expect(res.statusCode, res.body).toBe(200);
    return decoded(CartPricing, res.body);
  };

  it('prices a framed poster as (poster + frame) × quantity from its own tables', async () => {
    const p = await priced([line(poster, 3), line(frame, 3)]);
    const expected = linePrice({
      poster: { amount: poster.amount, currency: 'EUR' },
      frame: { amount: frame.amount, currency: 'EUR' },
      quantity: 3,
    });
    expect(expected.ok && expected.value.amount).toBe(p.subtotal);
    expect(p.lines.map((l) => l.unit_price)).toEqual([poster.amount, frame.amount]);
    expect(p.total).toBe(p.subtotal);
    expect(p.currency).toBe('EUR');
  });

  it('answers in the store currency', async () => {
    const p = await priced([line(posterSek, 1)], [], 'se');
    expect(p.currency).toBe('SEK');
    expect(p.lines[0]!.unit_price).toBe(posterSek.amount);
  });

  it('drops lines with quantity 0', async () => {
    const p = await priced([line(poster, 0), line(frame, 1)]);
    expect(p.lines.map((l) => l.variation_id)).toEqual([frame.variation_id]);
  });

  it('applies a percentage coupon case-insensitively', async () => {
    const p = await priced([line(poster, 1)], ['welcome10']);
    expect(p.discounts).toEqual([{ code: 'welcome10', amount: Math.floor((poster.amount * 1000 + 5000) / 10000) }]);
    expect(p.total).toBe(p.subtotal - p.discounts[0]!.amount);
  });

  it('applies a fixed coupon in EUR and converted in another currency', async () => {
    const eur = await priced([line(poster, 1)], ['SPRING5']);
    expect(eur.discounts).toEqual([{ code: 'SPRING5', amount: 500 }]);
    const sek = await priced([line(posterSek, 1)], ['SPRING5'], 'se');
    expect(sek.discounts).toEqual([{ code: 'SPRING5', amount: 5700 }]);
  });

  it('ignores expired, unknown and short codes', async () => {
    const p = await priced([line(poster, 1)], ['EXPIRED20', 'NOSUCHCODE', 'WEL', ' ']);
    expect(p.discounts).toEqual([]);
    expect(p.gift_cards).toEqual([]);
    expect(p.total).toBe(poster.amount);
  });

  it('never answers a total below zero (the percentage first, then the fixed amount up to what is left)', async () => {
    const p = await priced([line(poster, 1)], ['BIGSAVER', 'WELCOME10']);
    const pct = Math.floor((poster.amount * 1000 + 5000) / 10000);
    expect(p.discounts).toEqual([
      { code: 'WELCOME10', amount: pct },
      { code: 'BIGSAVER', amount: poster.amount - pct },
    ]);
    expect(p.total).toBe(0);
  });

  it('applies at most one percentage coupon: the largest, whatever the order of entry', async () => {
    const a = await priced([line(poster, 1)], ['WELCOME10', 'HALFPRICE', 'SPRING5']);
    const b = await priced([line(poster, 1)], ['SPRING5', 'HALFPRICE', 'WELCOME10']);
    const half = Math.floor((poster.amount * 5000 + 5000) / 10000);
    expect(a.discounts).toEqual([
      { code: 'HALFPRICE', amount: half },
      { code: 'SPRING5', amount: 500 },
    ]);
    expect(b.total).toBe(a.total);
  });

  it('tells why a code was not applied: not combinable with a larger percentage, a spent gift card, or not valid', async () => {
    await api.db.query(
      `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('SPENTCARDSPENTCA', 2500, 0, 'EUR')
       ON CONFLICT (code) DO NOTHING`,
    );
    const p = await priced([line(poster, 1)], ['WELCOME10', 'HALFPRICE', 'spent-card-spent-ca', 'NOSUCHCODE', 'EXPIRED20']);
    expect(p.discounts.map((d) => d.code)).toEqual(['HALFPRICE']);
    expect(p.declined).toEqual(
      expect.arrayContaining([
        { code: 'WELCOME10', reason: 'not_combinable' },
        { code: 'spent-card-spent-ca', reason: 'spent' },
        { code: 'NOSUCHCODE', reason: 'invalid' },
        { code: 'EXPIRED20', reason: 'invalid' },
      ]),
    );
    expect(p.declined).toHaveLength(4);
    // Applied codes are never declined.
    expect((await priced([line(poster, 1)], ['HALFPRICE', 'SPRING5'])).declined).toEqual([]);
  });

  it('tells a gift card in another currency as such, not as invalid, and draws nothing from it', async () => {
    await api.db.query(
      `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('KRONORCARDKRONOR', 25000, 25000, 'SEK')
       ON CONFLICT (code) DO NOTHING`,
    );
    const p = await priced([line(poster, 1)], ['kronor-card-kronor']);
    expect(p.declined).toEqual([{ code: 'kronor-card-kronor', reason: 'other_currency' }]);
    expect(p.gift_cards).toEqual([]);
    // In its own currency's store the same card pays.
    const sek = await priced([line(posterSek, 1)], ['KRONORCARDKRONOR'], 'se');
    expect(sek.declined).toEqual([]);
    expect(sek.gift_cards.map((g) => g.code)).toEqual(['KRONORCARDKRONOR']);
  });

  it('treats codes in either array the same', async () => {
    const res = await price({ lines: [line(poster, 1)], coupons: [], gift_cards: ['SPRING5'] });
    expect(decoded(CartPricing, res.body).discounts).toEqual([{ code: 'SPRING5', amount: 500 }]);
  });

  it.each([
    [
      {
        lines: [{ uuid: 'a', product_id: 1, variation_id: 1, quantity: 'two', margin: null, black_and_white: null }],
        coupons: [],
        gift_cards: [],
      },
      'lines[0].quantity',
    ],
    [{ lines: [], coupons: [] }, 'gift_cards'],
    [
      {
        lines: [{ uuid: 'a', product_id: 1, variation_id: 1, quantity: 1.5, margin: null, black_and_white: null }],
        coupons: [],
        gift_cards: [],
      },
      'lines[0].quantity',
    ],
    [
      {
        lines: [{ uuid: 'a', product_id: 1, variation_id: 1, quantity: 100, margin: null, black_and_white: null }],
        coupons: [],
        gift_cards: [],
      },
      'lines[0].quantity',
    ],
  ])('a bad body is a 400 naming the field (%#)', async (body, field) => {
    const res = await price(body);
    expect(res.statusCode).toBe(400);
    expect(decoded(ApiError, res.body).message).toContain(`"${field}"`);
  });

  it('rejects a product/variation pair that is not for sale', async () => {
    const res = await price({
      lines: [line(poster, 1), { ...line(frame, 1), product_id: poster.product_id }],
      coupons: [],
      gift_cards: [],
    });
    expect(res.statusCode).toBe(400);
    expect(decoded(ApiError, res.body).message).toMatch(/"lines\[1\]".*not for sale/);
  });

  it("a tampered cart (1 cent prices, total 0) is ordered at the server's prices", async () => {
    const tampered = {
      cart: [poster, frame].map((v) => ({
        ...line(v, 2),
        type: 3,
        thumb: '',
        name: 'cheap',
        slug: 'cheap',
        variation_name: '13x18',
        sku: 'X',
        price: 1,
        currency: 'EUR',
        template: null,
        total: 0,
        line_total: 0,
      })),
      coupons: [],
      campaign_data: { utm_source: 'test' },
      total: 0,
      subtotal: 0,
    };
    const res = await api.app.inject({ method: 'POST', url: '/api/sandbox-checkout/order', payload: tampered });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = decoded(CreateOrderAnswer, res.body);
    const { rows } = await api.db.query<{ total: number; subtotal: number }>(
      'SELECT total, subtotal FROM shop_order WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ subtotal: 2 * (poster.amount + frame.amount), total: 2 * (poster.amount + frame.amount) });
    const { rows: lines } = await api.db.query<{ type: number; unit_price: number }>(
      'SELECT type, unit_price FROM order_line WHERE order_id = $1 ORDER BY position',
      [id],
    );
    expect(lines).toEqual([
      { type: 1, unit_price: poster.amount },
      { type: 2, unit_price: frame.amount },
    ]);
    const page = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=checkout` });
    expect(page.body).toContain(`name="total" value="${2 * (poster.amount + frame.amount)}"`);
    const order = decoded(Order, (await api.app.inject({ method: 'GET', url: `/api/sandbox-checkout/order/${id}` })).body);
    expect(order.status).toBe('checkout_incomplete');
  });
});
