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
  beforeAll(async () => { ({ app, db } = await startSeededShop()); });
  afterAll(async () => { await app?.close(); await db?.close(); });

  it.each([
    '/product/a%00', '/de/produkt/a%00', '/category/a%00', '/tag/a%00', '/artist/a%00', '/page/a%00', '/a%00',
    '/search?query=a%00b', '/product/a?size=%00', '/posters?color=%00', '/gift-card?amount=%00', '/?utm_source=%00',
  ])('%s answers the styled 404 page', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<!doctype html>');
  });
});
