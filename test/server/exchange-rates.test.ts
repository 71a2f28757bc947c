import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EUR_EXCHANGE_RATES, type EurRates } from '../../src/domain/money/exchange-rates';
import { POSTER_EUR, nicePrice } from '../../src/domain/pricing/standard-prices';
import { CartPricing } from '../../src/adapters/http/contract/index';
import type { Db } from '../../server/db/db.port';
import { loadConfig } from '../../server/config';
import { exchangeRatesFor, fixedTableExchangeRates } from '../../server/platform/exchange-rates';
import type { ExchangeRates } from '../../server/platform/exchange-rates.port';
import { seedCoupons } from '../../server/demo/seed/coupons';
import { cartLine, type PricedVariation } from '../builders/cart-line';
import { payInSandbox } from './paid-order';
import { startApi } from './harness';
import { as, logIn } from './artist-session';

/**
 * Euro rates reach the server through its ExchangeRates port (docs/rules/artists.md#sales-and-commission balances in EUR; fixed
 * coupons set in EUR): the table adapter answers the domain's figures, and a swapped-in adapter
 * is the one fixed coupons, artists' commissions and an approved poster's prices use.
 */
describe('the ExchangeRates port', () => {
  it('by default answers with the domain table, chosen by EXCHANGE_RATES', async () => {
    expect(loadConfig({}).exchangeRates).toBe('table');
    expect(loadConfig({ EXCHANGE_RATES: 'table' }).exchangeRates).toBe('table');
    expect(await exchangeRatesFor('table').current()).toEqual(EUR_EXCHANGE_RATES);
    expect((await fixedTableExchangeRates.current()).SEK).toBe(11.4);
  });

  it('refuses a source it does not have, naming the ones it has', () => {
    expect(() => exchangeRatesFor('live-ecb')).toThrow('EXCHANGE_RATES "live-ecb" is not available; choose one of: table');
  });
});

describe('a swapped-in ExchangeRates adapter', () => {
  // Far from the table's 11.4, so a figure computed from the table cannot pass for it.
  const SEK_RATE = 20;
  const rates: EurRates = { ...EUR_EXCHANGE_RATES, SEK: SEK_RATE };
  let asked = 0;
  const fake: ExchangeRates = {
    current: async () => {
      asked++;
      return rates;
    },
  };
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await startApi({ exchangeRates: fake }));
    await seedCoupons(db);
  });
  afterAll(async () => close?.());

  /** A public artist poster's 50x70 variation, with its SEK price. */
  const artistPoster = async () =>
    (
      await db.query<{ product_id: number; variation_id: number; amount: number; artist_id: number }>(
        `SELECT p.id AS product_id, v.id AS variation_id, vp.amount, p.artist_id FROM product p
     JOIN variation v ON v.product_id = p.id JOIN attribute_option o ON o.id = v.option_id AND o.name = '50x70'
     JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'SEK'
     WHERE p.artist_id IS NOT NULL AND p.status = 4 AND v.stock > 0 ORDER BY p.id LIMIT 1`,
      )
    ).rows[0]!;
  const line = (p: PricedVariation) => cartLine(p, { margin: true, currency: 'SEK' });

  it('converts a fixed EUR coupon with its rate', async () => {
    const p = await artistPoster();
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/price?store=se',
      payload: {
        lines: [
          {
            uuid: 'a',
            product_id: p.product_id,
            variation_id: p.variation_id,
            quantity: 1,
            margin: true,
            black_and_white: false,
          },
        ],
        coupons: ['SPRING5'],
        gift_cards: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const priced = CartPricing.decode(JSON.parse(res.body));
    if (priced._tag === 'Left') throw new Error(res.body);
    // SPRING5 is 5.00 EUR: 500 × 20 = 10000 öre with the fake, 5700 with the table.
    expect(priced.right.discounts.map((d) => d.amount)).toEqual([500 * SEK_RATE]);
  });

  it("books an artist's commission with its rate when the order is paid", async () => {
    const p = await artistPoster();
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order?store=se',
      payload: { cart: [line(p)], coupons: [], campaign_data: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = JSON.parse(created.body).id as string;
    const paid = await payInSandbox(app, id, {
      country: 'SE',
      name: 'Ada',
      address: 'Gatan 1',
      postcode: '11122',
      city: 'Stockholm',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const { rows } = await db.query<{ exchange_rate: string; artist_id: number }>(
      'SELECT exchange_rate::text, artist_id FROM account_transaction WHERE order_id = $1',
      [id],
    );
    expect(rows.map((r) => [Number(r.exchange_rate), r.artist_id])).toEqual([[SEK_RATE, p.artist_id]]);
  });

  it("prices an approved poster's sizes with its rate", async () => {
    const p = await artistPoster();
    await db.query('UPDATE product SET status = 2 WHERE id = $1', [p.product_id]);
    const reviewer = await logIn(app, 'sandbox-reviewer');
    const before = asked;
    const res = await app.inject({
      method: 'POST',
      url: `/api/auth/review/products/${p.product_id}/approve`,
      headers: as(reviewer),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(asked).toBeGreaterThan(before);
    const { rows } = await db.query<{ amount: number }>(
      `SELECT vp.amount FROM variation_price vp JOIN variation v ON v.id = vp.variation_id JOIN attribute_option o ON o.id = v.option_id
       WHERE v.product_id = $1 AND o.name = '50x70' AND vp.currency = 'SEK'`,
      [p.product_id],
    );
    // 29.90 EUR × 20 = 598 SEK, the nice price ending in 9: 599.00 SEK (the table gives 339.00).
    expect(rows.map((r) => r.amount)).toEqual([59900]);
    expect(nicePrice(POSTER_EUR['50x70'], 'SEK', rates)).toBe(59900);
  });
});
