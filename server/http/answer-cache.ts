import type { FastifyInstance } from 'fastify';
import { createLruCache } from './lru-cache.js';
import type { createCatalogueVersion } from './catalogue-version.js';

/**
 * Catalogue reads (products, categories, tags, pages, widgets, reviews, artists) are the same
 * for every visitor of a store, so a successful answer is kept for a minute per full URL,
 * store header and host, and replayed byte for byte with its X-Total-Count. Stock shown in a
 * cached listing can be up to a minute old; the server still checks stock when an order is paid.
 */
const CACHED = /^\/(api\/(products|product-by-slug|product-tags-by-slug|categories|category-by-slug|page-by-slug|widget-by-slug|artists|artist-by-slug|environments)|content\/site-reviews)(\/|\?|$)/;

interface Answer { readonly body: string; readonly headers: Readonly<Record<string, string>> }

export const answerCache = (
  app: FastifyInstance, version: ReturnType<typeof createCatalogueVersion>, opts: { ttlMs?: number; maxEntries?: number } = {},
) => {
  const cache = createLruCache<Answer>({ maxEntries: opts.maxEntries ?? 5000, ttlMs: opts.ttlMs ?? 60_000 });
  const keyOf = (req: { url: string; headers: Record<string, unknown> }) =>
    `${req.headers.host ?? ''}|${String(req.headers['x-store'] ?? '')}|${req.url}`;

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
  return cache;
};
