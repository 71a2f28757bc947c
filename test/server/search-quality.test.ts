import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ProductList } from '../../src/adapters/http/contract/index';
import { startApi, databaseTargets } from './harness';
import { searchCases, searchQuality, type SearchCase } from '../builders/search-queries';

/**
 * Search quality measured with queries made from the seeded catalogue through the spec's call
 * (GET /api/products?query=): typos, word order, plurals, artists with and without accents,
 * tags and colour words as typed, names in the store's and in other languages. At least 95 %
 * find the intended poster in the first 5 (names) or the first 24 (the rest).
 */
describe.each(databaseTargets)('search quality on %s', (_name, postgresUrl) => {
  let app: FastifyInstance;
  let cases: SearchCase[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const api = await startApi({ postgresUrl });
    ({ app, close } = api);
    cases = await searchCases(api.db, 12);
  });
  afterAll(async () => close?.());

  it('finds the intended poster for at least 95 % of the queries, and for most of every kind', async () => {
    const answers: number[][] = [];
    for (const c of cases) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/products?store=${c.store}&limit=24&query=${encodeURIComponent(c.query)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const decoded = ProductList.decode(res.json());
      if (decoded._tag === 'Left') throw new Error('answer does not decode');
      answers.push(decoded.right.map((p) => p.id));
    }
    const quality = searchQuality(cases, answers);
    expect(quality.perKind.every((k) => k.of > 0)).toBe(true);
    if (process.env.SEARCH_QUALITY_REPORT) console.log(JSON.stringify(quality, null, 1));
    expect(quality.overall, JSON.stringify(quality.missed)).toBeGreaterThanOrEqual(0.95);
    for (const k of quality.perKind) expect(k.found / k.of, k.kind).toBeGreaterThanOrEqual(0.8);
  });
});
