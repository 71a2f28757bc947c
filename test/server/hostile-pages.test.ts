import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';

/**
 * A page address with a NUL character names no page and must not reach SQL: the shop's styled
 * 404 page (HTML, never a 500 or a JSON body), for every kind of page and for page parameters.
 */
describe('hostile page addresses', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await startSeededShop());
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it.each([
    '/product/a%00',
    '/de/produkt/a%00',
    '/category/a%00',
    '/tag/a%00',
    '/artist/a%00',
    '/page/a%00',
    '/a%00',
    '/search?query=a%00b',
    '/product/a?size=%00',
    '/posters?color=%00',
    '/gift-card?amount=%00',
    '/?utm_source=%00',
  ])('%s answers the styled 404 page', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<!doctype html>');
  });
});

/**
 * Pages no cache holds cost real CPU (docs/architecture.md#ssr-and-caching): one address asking for many at once
 * gets a few rendered at a time and a bounded line, and a 429 past it, while a shopper at
 * another address is answered as usual.
 */
describe('many uncached pages from one address', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await startSeededShop());
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('renders the first ones, refuses the rest with 429, and still serves another shopper', async () => {
    const junk = Array.from({ length: 40 }, (_, i) =>
      app.inject({ url: `/search?query=junk${i}qq`, remoteAddress: '203.0.113.9' }),
    );
    const other = app.inject({ url: '/search?query=ocean', remoteAddress: '198.51.100.4' });
    const answers = await Promise.all(junk);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(2);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
    expect(answers.find((r) => r.statusCode === 429)!.headers['retry-after']).toBeDefined();
    expect((await other).statusCode).toBe(200);
    // Once the burst is over, the same address is served again.
    expect((await app.inject({ url: '/search?query=junk0qq', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });
});
