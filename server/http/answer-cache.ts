import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { createCatalogueVersion } from '../platform/catalogue-version.js';
import { meaningfulSearch, publishCacheStats } from './cache-key.js';

/**
 * Catalogue reads (products, search, categories, tags, pages, widgets, reviews, artists) are the same
 * for every visitor of a store, so a successful answer is kept for a minute and replayed byte
 * for byte with its X-Total-Count. Stock shown in a cached listing can be up to a minute old;
 * the server still checks stock when an order is paid.
 *
 * Bounded (architecture "bounded caches"): the key is host, store header, path and only the
 * query parameters these endpoints read, so junk or tracking parameters never add an entry;
 * the cache holds at most `maxEntries` answers and `maxBytes` of them (least recently used
 * goes first), and expired answers are dropped when their minute is over.
 *
 * One request per key at a time reaches the route: requests for an answer that is being built
 * (a cold cache, or a minute just over, under load) wait for it and replay it, instead of each
 * running the same queries on the embedded database's single thread — 200 shoppers at once
 * otherwise queued up to 10 s behind each other when a popular answer expired.
 */
const CACHED =
  /^\/(api\/(products|product-by-slug|product-tags-by-slug|categories|category-by-slug|page-by-slug|widget-by-slug|artists|artist-by-slug|environments|search)|content\/site-reviews)(\/|\?|$)/;

/** Every query parameter a cached endpoint reads (docs/rules/shop-wide.md#wire-conventions GET /api/products; artists; reviews). */
export const ANSWER_PARAMS: ReadonlySet<string> = new Set([
  'store',
  'locale',
  'type',
  'query',
  'q',
  'size',
  'portrait',
  'color',
  'categories',
  'tag',
  'artist',
  'category_id',
  'except_category_id',
  'customizable',
  'related_id',
  'newest',
  'hard_limit',
  'random',
  'limit',
  'offset',
]);

/** The answer's UTF-8 bytes, encoded once: replaying a Buffer makes no new string per hit (server/ssr/page-bytes.ts). */
interface Answer {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

export const answerCache = (
  app: FastifyInstance,
  version: ReturnType<typeof createCatalogueVersion>,
  opts: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {},
) => {
  const cache = new LRUCache<string, Answer>({
    max: opts.maxEntries ?? 5000,
    maxSize: opts.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (a, key) => a.body.length + key.length + 64,
    ttl: opts.ttlMs ?? 60_000,
    ttlAutopurge: true,
  });
  const keyOf = (req: FastifyRequest) => {
    const url = new URL(req.url, 'http://x');
    return `${req.headers.host ?? ''}|${String(req.headers['x-store'] ?? '')}|${url.pathname}?${meaningfulSearch(url.searchParams, ANSWER_PARAMS)}`;
  };

  /** Answers being built, by key: settled with the answer, or undefined when it is not kept. */
  const building = new Map<
    string,
    { readonly answer: Promise<Answer | undefined>; readonly settle: (a: Answer | undefined) => void }
  >();
  const BUILDER = Symbol('answer builder');
  const finish = (req: FastifyRequest, answer: Answer | undefined) => {
    const key = (req as FastifyRequest & { [BUILDER]?: string })[BUILDER];
    if (key === undefined) return;
    delete (req as FastifyRequest & { [BUILDER]?: string })[BUILDER];
    building.get(key)?.settle(answer);
    building.delete(key);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !CACHED.test(req.url)) return;
    if (await version.changed()) cache.clear();
    const key = keyOf(req);
    const hit = cache.get(key) ?? (building.has(key) ? await building.get(key)!.answer : undefined);
    if (hit) {
      void reply.headers({ ...hit.headers, 'x-answer-cache': 'hit' }).send(hit.body);
      return reply;
    }
    void reply.header('x-answer-cache', 'miss');
    if (!building.has(key)) {
      let settle: (a: Answer | undefined) => void = () => undefined;
      const answer = new Promise<Answer | undefined>((resolve) => {
        settle = resolve;
      });
      building.set(key, { answer, settle });
      (req as FastifyRequest & { [BUILDER]?: string })[BUILDER] = key;
    }
  });
  // Whatever ends the builder's request (an error, a 404, a closed connection) releases the waiters.
  app.addHook('onResponse', async (req) => {
    finish(req, undefined);
  });
  app.addHook('onRequestAbort', async (req) => {
    finish(req, undefined);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || !CACHED.test(req.url) || typeof payload !== 'string') return payload;
    if (reply.getHeader('x-answer-cache') === 'hit') return payload;
    const headers: Record<string, string> = { 'content-type': String(reply.getHeader('content-type') ?? 'application/json') };
    const total = reply.getHeader('x-total-count');
    if (total !== undefined) headers['x-total-count'] = String(total);
    const answer = { body: Buffer.from(payload, 'utf8'), headers };
    cache.set(keyOf(req), answer);
    finish(req, answer);
    return payload;
  });
  app.addHook('onClose', async () => {
    cache.clear();
  });
  publishCacheStats(app, 'answers', cache);
  return cache;
};
