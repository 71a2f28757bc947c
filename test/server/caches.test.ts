import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerCache } from '../../server/http/answer-cache';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';

/**
 * Caches cannot be used to fill memory (architecture "bounded caches"): junk and tracking
 * query parameters make no new entry, and every cache is bounded in bytes as well as entries.
 */
const JUNK = 1000;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await startSeededShop());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const stats = (name: string) => app.cacheStats.get(name)!();

describe('bounded caches', () => {
  it(`keeps one catalogue answer for ${JUNK} distinct junk query strings`, async () => {
    for (let i = 0; i < JUNK; i++) {
      const res = await app.inject(`/api/products?limit=24&nocache=${i}&utm_source=x${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-answer-cache']).toBe(i === 0 ? 'miss' : 'hit');
    }
    expect(stats('answers').entries).toBe(1);
  }, 120_000);

  it(`keeps one page for ${JUNK / 4} distinct tracking parameters, and renders the same page`, async () => {
    const first = await app.inject('/?utm_campaign=first');
    for (let i = 0; i < JUNK / 4; i++) {
      const res = await app.inject(`/?utm_x=${i}&gclid=${i}&fbclid=z${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-html-cache']).toBe('hit');
    }
    expect(first.body).not.toContain('utm_campaign');
    expect(stats('pages').entries).toBe(1);
    expect(stats('pages').bytes).toBeLessThanOrEqual(stats('pages').maxBytes);
  }, 120_000);

  it('still tells apart the parameters that change a page or an answer', async () => {
    const a = await app.inject('/api/products?limit=1&offset=0');
    const b = await app.inject('/api/products?limit=1&offset=1');
    expect(a.json()[0].id).not.toBe(b.json()[0].id);
    const de = await app.inject('/api/products?limit=1&offset=0&store=de');
    expect(de.body).not.toBe(a.body);
  });
});

describe('answer cache bound', () => {
  it('never holds more bytes than its bound, evicting the least recently used', async () => {
    const small = Fastify({ logger: false });
    const version = { changed: async () => false };
    const cache = answerCache(small, version as never, { maxBytes: 200_000, maxEntries: 10_000 });
    small.get('/api/products', async (req) => `${(req.query as { offset?: string }).offset}:${'x'.repeat(10_000)}`);
    for (let i = 0; i < 500; i++) expect((await small.inject(`/api/products?offset=${i}`)).statusCode).toBe(200);
    expect(cache.calculatedSize).toBeLessThanOrEqual(200_000);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(500);
    expect((await small.inject('/api/products?offset=499')).headers['x-answer-cache']).toBe('hit');
    expect((await small.inject('/api/products?offset=0')).headers['x-answer-cache']).toBe('miss');
    await small.close();
  });

  it('drops expired answers without being asked for them', async () => {
    const small = Fastify({ logger: false });
    const cache = answerCache(small, { changed: async () => false } as never, { ttlMs: 50 });
    small.get('/api/products', async () => 'x');
    await small.inject('/api/products?offset=1');
    expect(cache.size).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(cache.size).toBe(0);
    await small.close();
  });

  it('builds an answer asked for 50 times at once only once; the others replay it', async () => {
    const small = Fastify({ logger: false });
    answerCache(small, { changed: async () => false } as never);
    let built = 0;
    small.get('/api/products', async () => {
      built += 1;
      await new Promise((r) => setTimeout(r, 20));
      return `answer ${built}`;
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => small.inject('/api/products?limit=3')));
    expect(built).toBe(1);
    expect(answers.map((a) => a.body)).toEqual(Array<string>(50).fill('answer 1'));
    expect(answers.filter((a) => a.headers['x-answer-cache'] === 'hit')).toHaveLength(49);
    await small.close();
  });

  it('releases the waiting requests when the answer being built is not kept (a 404 or an error)', async () => {
    const small = Fastify({ logger: false });
    answerCache(small, { changed: async () => false } as never);
    let calls = 0;
    small.get('/api/product-by-slug/:slug', async (_req, reply) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 20));
      return reply.code(404).send({ message: 'no such product' });
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => small.inject('/api/product-by-slug/nothing')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(20).fill(404));
    expect(calls).toBeGreaterThan(1);
    await small.close();
  });
});
