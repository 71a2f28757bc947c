import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { createCatalogueVersion } from './catalogue-version.js';
import { meaningfulSearch, publishCacheStats, stringBytes } from './cache-key.js';

/**
 * Catalogue reads (products, categories, tags, pages, widgets, reviews, artists) are the same
 * for every visitor of a store, so a successful answer is kept for a minute and replayed byte
 * for byte with its X-Total-Count. Stock shown in a cached listing can be up to a minute old;
 * the server still checks stock when an order is paid.
 *
 * Bounded (architecture "bounded caches"): the key is host, store header, path and only the
 * query parameters these endpoints read, so junk or tracking parameters never add an entry;
 * the cache holds at most `maxEntries` answers and `maxBytes` of them (least recently used
 * goes first), and expired answers are dropped when their minute is over.
 */
const CACHED = /^\/(api\/(products|product-by-slug|product-tags-by-slug|categories|category-by-slug|page-by-slug|widget-by-slug|artists|artist-by-slug|environments)|content\/site-reviews)(\/|\?|$)/;

/** Every query parameter a cached endpoint reads (spec §7 GET /api/products; artists; reviews). */
export const ANSWER_PARAMS: ReadonlySet<string> = new Set([
  'store', 'locale', 'type', 'query', 'size', 'portrait', 'color', 'categories', 'tag', 'artist', 'category_id',
  'except_category_id', 'customizable', 'related_id', 'newest', 'hard_limit', 'random', 'limit', 'offset',
]);

interface Answer { readonly body: string; readonly headers: Readonly<Record<string, string>> }

export const answerCache = (
  app: FastifyInstance, version: ReturnType<typeof createCatalogueVersion>,
  opts: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {},
) => {
  const cache = new LRUCache<string, Answer>({
    max: opts.maxEntries ?? 5000,
    maxSize: opts.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (a, key) => stringBytes(a.body) + key.length + 64,
    ttl: opts.ttlMs ?? 60_000,
    ttlAutopurge: true,
  });
  const keyOf = (req: FastifyRequest) => {
    const url = new URL(req.url, 'http://x');
    return `${req.headers.host ?? ''}|${String(req.headers['x-store'] ?? '')}|${url.pathname}?${meaningfulSearch(url.searchParams, ANSWER_PARAMS)}`;
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !CACHED.test(req.url)) return;
    if (await version.changed()) cache.clear();
    const hit = cache.get(keyOf(req));
    if (!hit) return;
    void reply.headers({ ...hit.headers, 'x-answer-cache': 'hit' }).send(hit.body);
    return reply;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || !CACHED.test(req.url) || typeof payload !== 'string') return payload;
    if (reply.getHeader('x-answer-cache') === 'hit') return payload;
    const headers: Record<string, string> = { 'content-type': String(reply.getHeader('content-type') ?? 'application/json') };
    const total = reply.getHeader('x-total-count');
    if (total !== undefined) headers['x-total-count'] = String(total);
    cache.set(keyOf(req), { body: payload, headers });
    return payload;
  });
  app.addHook('onClose', async () => { cache.clear(); });
  publishCacheStats(app, 'answers', cache);
  return cache;
};
