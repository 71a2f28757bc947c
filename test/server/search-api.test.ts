import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiError, ProductList, SearchAnswer } from '../../src/adapters/http/contract/index';
import { TOTAL_COUNT_HEADER } from '../../src/adapters/http/contract/headers';
import type { Db } from '../../server/db/db.port';
import { SEARCH_MAX_QUERY_LENGTH } from '../../src/domain';
import { startApi, databaseTargets } from './harness';

/**
 * GET /api/search and the search index (docs/rules/catalogue.md#search search page, docs/rules/catalogue.md#search `query`): the answer decodes,
 * counts agree with the listed posters, artists and categories are found, a typo gets its
 * correction, hostile text is a 400 or an empty answer, and the index follows catalogue writes
 * in the writing transaction. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
describe.each(databaseTargets)('search API on %s', (_name, postgresUrl) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, close } = await startApi({ postgresUrl })));
  afterAll(async () => close?.());

  const search = async (qs: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/search?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    const decoded = SearchAnswer.decode(res.json());
    if (decoded._tag === 'Left') throw new Error(`/api/search?${qs} does not decode`);
    return decoded.right;
  };
  const ids = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/products?limit=100&query=${encodeURIComponent(query)}` });
    const decoded = ProductList.decode(res.json());
    if (decoded._tag === 'Left') throw new Error('does not decode');
    return decoded.right.map((p) => p.id);
  };

  it('finds an artist by alias, lists them above their posters, and counts every filter value', async () => {
    const found = await search('query=clara');
    expect(found.artists.map((a) => a.alias)).toContain('Clara Weiss');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.length).toBe(Math.min(24, found.total));
    expect(found.items.every((p) => p.artist?.alias === 'Clara Weiss')).toBe(true);
    const sum = (xs: readonly { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
    expect(sum(found.orientations)).toBe(found.total);
    const colour = found.colours[0]!;
    const narrowed = await search(`query=clara&color=${colour.value}`);
    expect(narrowed.total).toBe(colour.count);
    expect(narrowed.orientations.map((o) => o.count).reduce((a, b) => a + b, 0)).toBe(colour.count);
  });

  it('accepts ?q= as well as ?query=, and pages through the same order', async () => {
    const a = await search('q=mountain&limit=5');
    const b = await search('query=mountain&limit=5&offset=5');
    expect(a.total).toBe(b.total);
    expect(a.items.map((p) => p.id)).not.toContain(b.items[0]?.id);
    const all = await search('query=mountain&limit=10');
    expect(all.items.map((p) => p.id)).toEqual([...a.items, ...b.items].map((p) => p.id));
  });

  it('corrects a typo when the correction is what finds posters, and lists matching categories', async () => {
    const typo = await search('query=montains');
    expect(typo.did_you_mean).toBe('mountains');
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.categories.map((c) => c.name)).toContain('Mountains');
    expect((await search('query=mountains')).did_you_mean).toBeNull();
  });

  it("counts a category's posters as its own page lists them", async () => {
    const { categories } = await search('query=mountains');
    const mountains = categories.find((c) => c.name === 'Mountains')!;
    const res = await app.inject({ method: 'GET', url: `/api/products?type=1&limit=1&categories=${mountains.slugs.at(-1)}` });
    expect(mountains.posters).toBeGreaterThan(0);
    expect(mountains.posters).toBe(Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]));
  });

  it('answers hostile or empty text with a 400 or an empty result, never a 5xx', async () => {
    for (const q of ["'", ':*', '!&|()', '\\', "a' | 'b", '😀😀😀', '<script>', '%', '_', '   ', '--', 'x'.repeat(40)]) {
      const res = await app.inject({ method: 'GET', url: `/api/search?query=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
      const p = await app.inject({ method: 'GET', url: `/api/products?query=${encodeURIComponent(q)}` });
      expect(p.statusCode, q).toBe(200);
    }
    for (const url of [
      `/api/search?query=${'a'.repeat(SEARCH_MAX_QUERY_LENGTH + 1)}`,
      '/api/search?query=ab%00cd',
      '/api/products?query=ab%00cd',
      '/api/search?query=blue&color=teal',
      '/api/search?query=blue&offset=-1',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(ApiError.is(res.json())).toBe(true);
    }
  });

  it('follows catalogue writes in the same transaction: a renamed poster, a new alias, a review decision', async () => {
    const poster = (
      await db.query<{ id: number; artist_id: number }>('SELECT id, artist_id FROM product WHERE type = 1 ORDER BY id LIMIT 1')
    ).rows[0]!;
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE product_i18n SET name = 'Quokka Harbour' WHERE product_id = $1 AND language = 'en'`, [poster.id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await ids('quokka')).toEqual([]);
    await db.query(`UPDATE product_i18n SET name = 'Quokka Harbour' WHERE product_id = $1 AND language = 'en'`, [poster.id]);
    expect((await ids('quokka harbour'))[0]).toBe(poster.id);
    await db.query(`UPDATE artist SET alias = 'Wombat Atelier' WHERE id = $1`, [poster.artist_id]);
    expect(await ids('wombat')).toContain(poster.id);
    await db.query('UPDATE product SET status = 2 WHERE id = $1', [poster.id]);
    expect(await ids('quokka')).toEqual([]);
    await db.query('UPDATE product SET status = 4 WHERE id = $1', [poster.id]);
    expect(await ids('quokka')).toEqual([poster.id]);
  });
});
