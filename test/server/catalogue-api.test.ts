import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import * as contract from '../../src/adapters/http/contract/index';
import { startApi, databaseTargets } from './harness';

/**
 * The read side of docs/rules/checkout.md#checkout-order against a real embedded database: every answer decodes with the
 * shared codecs, filters do what they say, bad input is a 400 naming the parameter, unknown
 * ids and slugs are 404s with a JSON message. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
describe.each(databaseTargets)('catalogue API on %s', (_name, postgresUrl) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startApi({ postgresUrl })));
  afterAll(async () => close?.());

  const get = async <C extends t.Mixed>(codec: C, url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const decoded = codec.decode(res.json());
    if (decoded._tag === 'Left') throw new Error(`${url} does not decode as ${codec.name}`);
    return { body: decoded.right as t.TypeOf<C>, total: Number(res.headers[contract.TOTAL_COUNT_HEADER.toLowerCase()] ?? -1) };
  };
  const problem = async (url: string, status: number) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const body = contract.ApiError.decode(res.json());
    if (body._tag === 'Left') throw new Error('error body does not decode');
    return body.right.message;
  };

  it('lists posters paged with the total in X-Total-Count', async () => {
    const { body, total } = await get(contract.ProductList, '/api/products?type=1&limit=24&offset=0');
    expect(body).toHaveLength(24);
    expect(total).toBeGreaterThanOrEqual(160);
    expect(body.every((p) => p.type === 1)).toBe(true);
    const next = await get(contract.ProductList, '/api/products?type=1&limit=24&offset=24');
    expect(next.body.map((p) => p.id)).not.toContain(body[0]!.id);
  });

  it('answers in the store currency and language', async () => {
    const en = await get(contract.ProductList, '/api/products?type=1&limit=1');
    const de = await get(contract.ProductList, '/api/products?type=1&limit=1&store=de');
    const se = await get(contract.ProductList, '/api/products?type=1&limit=1&store=se');
    expect(en.body[0]!.variations[0]!.currency).toBe('EUR');
    expect(se.body[0]!.variations[0]!.currency).toBe('SEK');
    expect(de.body[0]!.id).toBe(en.body[0]!.id);
    expect(de.body[0]!.slug).not.toBe(en.body[0]!.slug);
  });

  it.each([
    ['portrait=true', (p: contract.Product) => p.metadata.portrait === true],
    ['portrait=false', (p: contract.Product) => p.metadata.portrait === false],
    ['size=13x18', (p: contract.Product) => p.variations.some((v) => v.option_name === '13x18')],
    ['type=2', (p: contract.Product) => p.type === 2],
    ['type=4', (p: contract.Product) => p.type === 4],
    ['customizable=true', (p: contract.Product) => Boolean(p.metadata.template || p.metadata.byop)],
  ])('filter %s keeps only matching products', async (query, holds) => {
    const { body } = await get(contract.ProductList, `/api/products?${query}&limit=100`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every(holds)).toBe(true);
  });

  it('filters by colour, tag, artist, category and search query', async () => {
    const sample = (await get(contract.ProductList, '/api/products?type=1&limit=1')).body[0]!;
    const tag = sample.tags[0]!;
    const byTag = await get(contract.ProductList, `/api/products?tag=${tag.slug}&limit=100`);
    expect(byTag.body.every((p) => p.tags.some((x) => x.id === tag.id))).toBe(true);
    const byArtist = await get(contract.ProductList, `/api/products?artist=${sample.artist!.slug}&limit=100`);
    expect(byArtist.body.every((p) => p.artist?.slug === sample.artist!.slug)).toBe(true);
    const cat = sample.categories[0]!;
    const byCat = await get(contract.ProductList, `/api/products?category_id=${cat.id}&limit=100`);
    expect(byCat.body.map((p) => p.id)).toContain(sample.id);
    const except = await get(contract.ProductList, `/api/products?except_category_id=${cat.id}&limit=100`);
    expect(except.body.map((p) => p.id)).not.toContain(sample.id);
    const bySlugs = await get(contract.ProductList, `/api/products?categories=${cat.slug}&limit=100`);
    expect(bySlugs.body.map((p) => p.id)).toContain(sample.id);
    const word = sample.name.split(' ')[0]!;
    const search = await get(contract.ProductList, `/api/products?query=${encodeURIComponent(word)}&limit=100`);
    expect(search.body.map((p) => p.id)).toContain(sample.id);
    const red = await get(contract.ProductList, '/api/products?color=red&limit=100');
    expect(red.total).toBeGreaterThan(0);
  });

  it('related products share the type and exclude the product itself', async () => {
    const sample = (await get(contract.ProductList, '/api/products?type=1&limit=1')).body[0]!;
    const { body } = await get(contract.ProductList, `/api/products?related_id=${sample.id}&random=true&limit=4`);
    expect(body).toHaveLength(4);
    expect(body.every((p) => p.type === sample.type && p.id !== sample.id)).toBe(true);
  });

  it('newest with hard_limit caps the total', async () => {
    const { body, total } = await get(contract.ProductList, '/api/products?newest=true&hard_limit=30&limit=24&offset=24');
    expect(total).toBe(30);
    expect(body).toHaveLength(6);
  });

  it('finds a product by id and by slug, with alternates for every store (a list leaves them out)', async () => {
    const sample = (await get(contract.ProductList, '/api/products?type=1&limit=1')).body[0]!;
    expect(sample).not.toHaveProperty('alternate');
    const byId = await get(contract.Product, `/api/products/${sample.id}`);
    expect(byId.body.slug).toBe(sample.slug);
    expect(Object.keys(byId.body.alternate ?? {})).toContain('x-default');
    expect(Object.keys(byId.body.alternate ?? {}).length).toBeGreaterThanOrEqual(22);
    const bySlug = await get(contract.Product, `/api/product-by-slug/${sample.slug}`);
    expect(bySlug.body.id).toBe(sample.id);
  });

  it('lists the posters bundled in a wall', async () => {
    const wall = (await get(contract.ProductList, '/api/products?type=4&limit=1')).body[0]!;
    const { body } = await get(contract.ProductList, `/api/products/${wall.id}/bundled`);
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body.every((p) => p.bundled_meta !== null)).toBe(true);
  });

  it("prices a wall in a listing as the sums of its posters' lowest and highest prices (docs/rules/gallery-wall.md#designer-steps)", async () => {
    const wall = (await get(contract.ProductList, '/api/products?type=4&limit=1&store=se')).body[0]!;
    const { body: posters } = await get(contract.ProductList, `/api/products/${wall.id}/bundled?store=se`);
    const prices = (p: (typeof posters)[number]) => p.variations.map((v) => v.price);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(wall.variations).toEqual([]);
    expect(wall.bundle_price).toEqual({
      low: sum(posters.map((p) => Math.min(...prices(p)))),
      high: sum(posters.map((p) => Math.max(...prices(p)))),
      currency: 'SEK',
    });
    const poster = (await get(contract.ProductList, '/api/products?type=1&limit=1')).body[0]!;
    expect(poster.bundle_price).toBeNull();
  });

  it('answers tags, categories, pages, widgets, reviews and artists', async () => {
    const sample = (await get(contract.ProductList, '/api/products?type=1&limit=1')).body[0]!;
    const tag = await get(contract.ProductTag, `/api/product-tags-by-slug/${sample.tags[0]!.slug}`);
    expect(tag.body.name).toBe(sample.tags[0]!.name);
    const tree = await get(contract.CategoryTree, '/api/categories');
    const depth = (cs: readonly contract.Category[]): number =>
      cs.length ? 1 + Math.max(...cs.map((c) => depth(c.children))) : 0;
    expect(depth(tree.body)).toBeGreaterThanOrEqual(3);
    const cat = await get(contract.Category, `/api/category-by-slug/${sample.categories[0]!.slug}`);
    expect(cat.body.id).toBe(sample.categories[0]!.id);
    for (const slug of ['start', 'about', 'help']) await get(contract.Page, `/api/page-by-slug/${slug}`);
    for (const slug of [
      'cookie-alert',
      'login-intro',
      'artist-faq',
      'artist-message',
      'unsubscribe',
      'check-balance',
      'checkout-notice',
    ]) {
      await get(contract.Widget, `/api/widget-by-slug/${slug}`);
    }
    const reviews = await get(contract.SiteReviews, '/content/site-reviews?locale=de');
    expect(reviews.body.length).toBeGreaterThanOrEqual(30);
    const artists = await get(contract.ArtistList, '/api/artists?limit=12&offset=0');
    expect(artists.body).toHaveLength(12);
    expect(artists.total).toBeGreaterThanOrEqual(12);
    await get(contract.Artist, `/api/artist-by-slug/${artists.body[0]!.slug}`);
  });

  it.each([
    ['/api/products?limit=abc', 'limit'],
    ['/api/products?offset=-1', 'offset'],
    ['/api/products?type=9', 'type'],
    ['/api/products?color=plaid', 'color'],
    ['/api/products?portrait=maybe', 'portrait'],
    ['/api/products?size=big', 'size'],
    ['/api/products?categories=%3Cscript%3E', 'categories'],
    ['/api/products?store=xx', 'store'],
    ['/api/products/abc', 'id'],
    ['/content/site-reviews?locale=klingon', 'locale'],
  ])('%s is a 400 naming "%s"', async (url, name) => {
    expect(await problem(url, 400)).toContain(name);
  });

  it.each([
    '/api/products/999999',
    '/api/products/999999/bundled',
    '/api/product-by-slug/no-such-poster',
    '/api/product-tags-by-slug/no-such-tag',
    '/api/page-by-slug/no-such-page',
    '/api/widget-by-slug/nope',
    '/api/artist-by-slug/nobody',
    '/api/category-by-slug/nowhere',
  ])('%s is a 404 with a message', async (url) => {
    expect(await problem(url, 404)).toMatch(/not found/i);
  });

  it('answers the wishlist products by id (POST /api/product-wishlist), and refuses bad ids', async () => {
    const some = (await get(contract.ProductList, '/api/products?type=1&limit=3')).body;
    const res = await app.inject({
      method: 'POST',
      url: '/api/product-wishlist?store=de',
      payload: { product_ids: [some[2]!.id, some[0]!.id, 999999], limit: 10 },
    });
    expect(res.statusCode).toBe(200);
    const body = contract.ProductList.decode(res.json());
    if (body._tag === 'Left') throw new Error('does not decode');
    expect(body.right.map((p) => p.id).sort()).toEqual([some[0]!.id, some[2]!.id].sort());
    expect(body.right[0]!.variations[0]!.currency).toBe('EUR');
    expect(res.headers['x-total-count']).toBe('2');
    const bad = await app.inject({ method: 'POST', url: '/api/product-wishlist', payload: { product_ids: ['x'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('product_ids');
  });

  it('replays a catalogue answer from the answer cache with its total', async () => {
    const url = '/api/products?type=1&limit=3&offset=7';
    const first = await app.inject({ method: 'GET', url });
    const second = await app.inject({ method: 'GET', url });
    expect(first.headers['x-answer-cache']).toBe('miss');
    expect(second.headers['x-answer-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    const otherStore = await app.inject({ method: 'GET', url: `${url}&store=se` });
    expect(otherStore.headers['x-answer-cache']).toBe('miss');
  });

  it('health reports the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
