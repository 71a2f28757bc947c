import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isRight } from 'fp-ts/lib/Either.js';
import {
  CartPricingRequest,
  CreateOrderRequest,
  Id,
  MAX_ID,
  SafeJson,
  SafeString,
  SaveWallRequest,
} from '../../src/adapters/http/contract/index';
import type { Db } from '../../server/db/db.port';
import { CART_MAX_QUANTITY as MAX_QUANTITY, ORDER_MAX_LINES as MAX_LINES } from '../../src/domain/constants';
import { startApi } from './harness';
import { cartLine as posterLine } from '../builders/cart-line';
import { as, logIn } from './artist-session';
import { multipart } from './multipart';

/**
 * Hostile input never answers 5xx (docs/rules/shop-wide.md#errors-and-redirects error shape; architecture "bad input gets a 4xx"):
 * text with a NUL character or a lone surrogate (PostgreSQL text cannot hold NUL) and ids that
 * are not whole numbers from 1 to 2^31 − 1 (PostgreSQL `integer`) are a 400 naming the field;
 * the largest order the request caps allow is priced and stored exactly (64-bit money columns).
 */
const NUL = '\u0000';
const LONE = '\uD800';

describe('request codecs', () => {
  it('SafeString refuses NUL characters and lone surrogates, keeps every other text', () => {
    for (const bad of [NUL, `a${NUL}b`, LONE, `x${LONE}`, '\uDC00', `\uDC00\uD800`]) expect(SafeString.is(bad)).toBe(false);
    for (const good of ['', 'Größe 50×70', 'emoji 😀 ok', '\uD83D\uDE00', 'tab\tand\nnewline'])
      expect(SafeString.is(good)).toBe(true);
  });

  it('Id accepts whole numbers from 1 to 2^31 − 1 only', () => {
    for (const bad of [0, -1, 139.5, 1e20, 2 ** 31, Number.NaN, Infinity, '7', null]) expect(Id.is(bad)).toBe(false);
    for (const good of [1, 42, MAX_ID]) expect(Id.is(good)).toBe(true);
  });

  it('SafeJson refuses unsafe strings and names at any depth and deep nesting', () => {
    expect(SafeJson.is({ a: [{ b: `x${NUL}` }] })).toBe(false);
    expect(SafeJson.is({ [`k${LONE}`]: 'v' })).toBe(false);
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(SafeJson.is(deep)).toBe(false);
    expect(SafeJson.is({ name: 'Anna', date: '2020-01-01', nested: { list: [1, true, null] } })).toBe(true);
  });

  it('every request codec refuses unsafe text and bad ids', () => {
    const line = { uuid: 'u', product_id: 1, variation_id: 1, quantity: 1, margin: null, black_and_white: null };
    expect(isRight(CartPricingRequest.decode({ lines: [line], coupons: [], gift_cards: [] }))).toBe(true);
    expect(isRight(CartPricingRequest.decode({ lines: [{ ...line, uuid: `u${NUL}` }], coupons: [], gift_cards: [] }))).toBe(
      false,
    );
    expect(isRight(CartPricingRequest.decode({ lines: [{ ...line, variation_id: 139.5 }], coupons: [], gift_cards: [] }))).toBe(
      false,
    );
    expect(isRight(CartPricingRequest.decode({ lines: [], coupons: [LONE], gift_cards: [] }))).toBe(false);
    expect(isRight(CreateOrderRequest.decode({ cart: [], coupons: [], campaign_data: { [`utm${NUL}`]: 'x' } }))).toBe(false);
    expect(isRight(CreateOrderRequest.decode({ cart: [], coupons: [], campaign_data: { utm: `x${NUL}` } }))).toBe(false);
    const poster = { product_id: 2 ** 31, size: '50x70', portrait: true, frame_id: null, top: 0, left: 0 };
    expect(isRight(SaveWallRequest.decode({ posters: [poster], environment: { idx: 0 }, layout: 1 }))).toBe(false);
  });
});

describe('hostile input to the API', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let poster: { product_id: number; variation_id: number };

  beforeAll(async () => {
    ({ app, db, close } = await startApi());
    poster = (
      await db.query<{ product_id: number; variation_id: number }>(
        `SELECT v.product_id, v.id AS variation_id FROM variation v JOIN product p ON p.id = v.product_id
       WHERE p.type = 1 AND p.status = 4 ORDER BY v.id LIMIT 1`,
      )
    ).rows[0]!;
  });
  afterAll(async () => close?.());

  const expect400 = async (res: { statusCode: number; body: string; json(): unknown }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { statusCode: number; error: string; message: string };
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(body.message).toContain(`"${field}"`);
  };
  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
    app.inject({ method, url, payload: payload as object });
  const pricingLine = (changes: Record<string, unknown> = {}) => ({
    uuid: 'u1',
    product_id: poster.product_id,
    variation_id: poster.variation_id,
    quantity: 1,
    margin: true,
    black_and_white: false,
    ...changes,
  });
  // Hostile values stand in any field, so the changes are not typed as the contract's.
  const cartLine = (changes: Record<string, unknown> = {}) => ({
    ...posterLine({ ...poster, amount: 1 }, { uuid: 'u1', margin: true }),
    ...changes,
  });

  it.each([
    ['/api/products?query=%00', 'query'],
    ['/api/products?tag=a%00', 'tag'],
    ['/api/products?artist=%00x', 'artist'],
    ['/api/products?categories=a&size=%00', 'size'],
    ['/content/site-reviews?locale=%00', 'locale'],
    ['/api/artists?%00=1', '\uFFFD'],
  ])('a NUL byte in a query parameter (%s) is a 400 naming it', async (url, field) => {
    await expect400(await get(url), field);
  });

  it.each([
    ['/api/product-by-slug/a%00', 'slug'],
    ['/api/product-tags-by-slug/a%00', 'slug'],
    ['/api/category-by-slug/posters/a%00', '*'],
    ['/api/page-by-slug/a%00', '*'],
    ['/api/widget-by-slug/a%00', 'slug'],
    ['/api/artist-by-slug/a%00', 'slug'],
    ['/api/gallery-wall/abcdefgh%00', 'id'],
    ['/api/template-values/%00', 'id'],
    ['/api/sandbox-checkout/order/a%00', 'id'],
  ])('a NUL byte in a path (%s) is a 400 naming the parameter', async (url, field) => {
    await expect400(await get(url), field);
  });

  it.each([['0'], ['-1'], ['139.5'], ['1e20'], ['2147483648'], ['99999999999'], ['abc']])(
    'a path id that is no 32-bit row id (%s) is a 400 naming it',
    async (id) => {
      await expect400(await get(`/api/products/${id}`), 'id');
      await expect400(await get(`/api/products/${id}/bundled`), 'id');
    },
  );

  it('a well-formed product id that names no product is a 404', async () => {
    expect((await get(`/api/products/${MAX_ID}`)).statusCode).toBe(404);
  });

  it.each([['related_id'], ['category_id'], ['except_category_id']])(
    'a query id beyond 32 bits (%s) is a 400 naming it',
    async (name) => {
      await expect400(await get(`/api/products?${name}=2147483648`), name);
      await expect400(await get(`/api/products?${name}=99999999999`), name);
    },
  );

  it.each([[2 ** 31], [139.5], [1e20], [-1], ['abc']])('a wishlist product id %j is a 400 naming it', async (id) => {
    await expect400(await post('/api/product-wishlist', { product_ids: [1, id] }), 'product_ids[1]');
  });

  it('a NUL byte in a wishlist filter is a 400 naming it', async () => {
    await expect400(await post('/api/product-wishlist', { product_ids: [1], query: `a${NUL}` }), 'query');
  });

  it.each([
    ['variation_id', 139.5],
    ['variation_id', 1e20],
    ['variation_id', 2 ** 31],
    ['product_id', 2 ** 31],
    ['product_id', -1],
    ['variation_id', 'abc'],
  ])('cart pricing and orders refuse %s %j with a 400 naming it', async (field, value) => {
    await expect400(
      await post('/api/cart/price', { lines: [pricingLine({ [field]: value })], coupons: [], gift_cards: [] }),
      `lines[0].${field}`,
    );
    await expect400(
      await post('/api/sandbox-checkout/order', { cart: [cartLine({ [field]: value })], coupons: [], campaign_data: {} }),
      `cart[0].${field}`,
    );
  });

  it.each([
    ['lines[0].uuid', () => ({ lines: [pricingLine({ uuid: `u${NUL}` })], coupons: [], gift_cards: [] })],
    ['coupons[0]', () => ({ lines: [], coupons: [`WELCOME${NUL}`], gift_cards: [] })],
    ['gift_cards[0]', () => ({ lines: [], coupons: [], gift_cards: [`ABCD${LONE}EFGH`] })],
  ])('cart pricing refuses unsafe text in %s with a 400', async (field, body) => {
    await expect400(await post('/api/cart/price', body()), field);
  });

  it.each([
    ['cart[0].uuid', () => ({ cart: [cartLine({ uuid: `u${NUL}` })], coupons: [], campaign_data: {} })],
    ['coupons[0]', () => ({ cart: [cartLine()], coupons: [`SPRING${NUL}`], campaign_data: {} })],
    ['campaign_data.utm_source', () => ({ cart: [cartLine()], coupons: [], campaign_data: { utm_source: `x${NUL}` } })],
    [
      'cart[0].template.values.name',
      () => ({
        cart: [cartLine({ template: { values: { name: `A${NUL}` }, assets: {}, valid: true } })],
        coupons: [],
        campaign_data: {},
      }),
    ],
    [
      'cart[0].template.assets.photo',
      () => ({
        cart: [cartLine({ template: { values: {}, assets: { photo: LONE }, valid: true } })],
        coupons: [],
        campaign_data: {},
      }),
    ],
  ])('order creation refuses unsafe text in %s with a 400', async (field, body) => {
    await expect400(await post('/api/sandbox-checkout/order', body()), field);
  });

  it('an unsafe campaign name is a 400 (not a 500)', async () => {
    const res = await post('/api/sandbox-checkout/order', {
      cart: [cartLine()],
      coupons: [],
      campaign_data: { [`utm${NUL}`]: 'x' },
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each([
    ['/api/check-balance', { code: `ABCD${NUL}` }, 'code'],
    ['/api/check-balance', { code: LONE }, 'code'],
    ['/api/subscribe', { email: `a${NUL}@example.com` }, 'email'],
    ['/api/unsubscribe', { email: `a${LONE}@example.com` }, 'email'],
  ])('%s refuses unsafe text with a 400 naming the field', async (url, body, field) => {
    await expect400(await post(url, body), field);
  });

  it('a gallery wall with a poster id beyond 32 bits is a 400 naming it', async () => {
    const wall = {
      posters: [{ product_id: 2 ** 31, size: '50x70', portrait: true, frame_id: null, top: 0, left: 0 }],
      environment: { idx: 0 },
      layout: 1,
    };
    await expect400(await post('/api/gallery-wall', wall), 'posters[0].product_id');
  });

  it('a repeated locale parameter is a 400 naming it', async () => {
    await expect400(await get('/content/site-reviews?locale=en&locale=de'), 'locale');
  });

  it('an artist form field with a NUL byte is a 400 naming it', async () => {
    const artist = await logIn(app, 'sandbox-artist-1');
    const form = multipart({ bio: `I paint the sea at dawn and dusk${NUL}, mostly in oil.` });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: form.payload,
      headers: as(artist, { 'content-type': form.contentType }),
    });
    await expect400(res, 'bio');
  });

  it('a reviewed poster id beyond 32 bits is a 400 naming it', async () => {
    const reviewer = await logIn(app, 'sandbox-reviewer');
    for (const id of ['9007199254740991', '2147483648', '1e300']) {
      await expect400(
        await app.inject({ method: 'POST', url: `/api/auth/review/products/${id}/approve`, headers: as(reviewer) }),
        'id',
      );
    }
  });

  it('the largest order the caps allow, in forints, is priced and stored exactly', async () => {
    const card = (
      await db.query<{ product_id: number; variation_id: number; amount: number }>(
        `SELECT v.product_id, v.id AS variation_id, vp.amount FROM variation v JOIN product p ON p.id = v.product_id
       JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'HUF'
       WHERE p.type = 3 ORDER BY vp.amount DESC LIMIT 1`,
      )
    ).rows[0]!;
    const expected = Number(card.amount) * MAX_QUANTITY * MAX_LINES;
    expect(expected).toBeGreaterThan(2 ** 31);
    const lines = Array.from({ length: MAX_LINES }, (_, i) => ({
      uuid: `g${i}`,
      product_id: card.product_id,
      variation_id: card.variation_id,
      quantity: MAX_QUANTITY,
      margin: null,
      black_and_white: null,
    }));
    const priced = await post('/api/cart/price?store=hu', { lines, coupons: [], gift_cards: [] });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().total).toBe(expected);
    const cart = lines.map((l) => cartLine({ ...l, type: 3, currency: 'HUF' }));
    const created = await post('/api/sandbox-checkout/order?store=hu', { cart, coupons: [], campaign_data: {} });
    expect(created.statusCode, created.body).toBe(200);
    const stored = (await db.query<{ total: number | string }>('SELECT total FROM shop_order WHERE id = $1', [created.json().id]))
      .rows[0]!;
    expect(Number(stored.total)).toBe(expected);
  });

  it('a coupon worth more than 2^31 − 1 minor units is stored and applied (64-bit fixed_amount)', async () => {
    await db.query(
      `INSERT INTO coupon (code, fixed_amount, valid_from, valid_until) VALUES ('HUGEFIXED1', $1, now() - interval '1 day', now() + interval '1 day')`,
      [3_000_000_000],
    );
    const res = await post('/api/cart/price', { lines: [pricingLine()], coupons: ['HUGEFIXED1'], gift_cards: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(0);
  });
});
