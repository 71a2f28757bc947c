/**
 * Moderation of artists' uploads (beyond the spec: the marketplace cannot work without it).
 * Reviewers only (403 for artists), behind the session guard of /api/auth/*.
 *
 * GET  /api/auth/review/queue                      → ReviewQueue (posters in review, oldest first)
 * POST /api/auth/review/products/{id}/approve      → SuccessAnswer: status 4, for sale in the
 *      standard poster sizes at the standard prices of every store currency, at once in the
 *      catalogue and search (the catalogue-version triggers reset the caches)
 * POST /api/auth/review/products/{id}/deny         DenyRequest → SuccessAnswer: status 3 with the reason
 */
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db.port.js';
import type { Clock } from '../http/clock.js';
import { HttpProblem, badRequest, notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { decodeBody } from '../http/request-body.js';
import { requireReviewer } from '../auth/guard.js';
import { DenyRequest, ReviewQueue, SuccessAnswer } from '../../src/adapters/http/contract/index.js';
import { PRODUCT_STATUS } from '../../src/domain/catalogue/product-status.js';
import { POSTER_EUR, POSTER_SIZES, priceList } from '../../src/domain/pricing/standard-prices.js';
import { STORES } from '../../src/domain/stores/stores.js';
import type { ExchangeRates } from '../http/exchange-rates.port.js';

const STORE_CURRENCIES = [...new Set(STORES.map((s) => s.currency))];

const DENY_REASON = { min: 3, max: 500 };

/** A poster id in the path: a whole number from 1 to 2^31 − 1 (server/http/params.ts), else a 400 naming it. */
const idOf = (value: string): number => idParam(value);

/** Locks a poster in review, or explains why it cannot be moderated. */
const posterInReview = async (tx: Queryable, id: number) => {
  const { rows } = await tx.query<{ id: number; sku: string; status: number; state: string | null }>(
    `SELECT p.id, p.sku, p.status, pp.state FROM product p LEFT JOIN poster_processing pp ON pp.product_id = p.id
     WHERE p.id = $1 AND p.artist_id IS NOT NULL FOR UPDATE OF p`, [id]);
  const p = rows[0];
  if (!p) throw notFound(`Poster ${id}`);
  if (p.status !== PRODUCT_STATUS.inReview) throw new HttpProblem(409, 'This poster is no longer waiting for review.', 'REVIEW.NOT_IN_REVIEW');
  return p;
};

export const moderationRoutes = (app: FastifyInstance, deps: { readonly db: Db; readonly clock: Clock; readonly rates: ExchangeRates }): void => {
  const { db } = deps;
  const now = () => new Date(deps.clock.now());

  app.get('/api/auth/review/queue', async (req) => {
    requireReviewer(req);
    const { rows } = await db.query<{
      id: number; name: string; description: string; artist: string; category: string | null; image: string | null;
      done: number | null; total: number | null; state: string | null; created_at: Date;
    }>(
      `SELECT p.id, COALESCE(i.name, '') AS name, COALESCE(p.metadata->>'artist_description', '') AS description,
         a.alias AS artist,
         (SELECT ci.name FROM product_category pc JOIN category_i18n ci ON ci.category_id = pc.category_id AND ci.language = 'en'
          WHERE pc.product_id = p.id ORDER BY pc.position LIMIT 1) AS category,
         (SELECT url FROM product_image im WHERE im.product_id = p.id AND im.type = 'featured' LIMIT 1) AS image,
         pp.done, pp.total, pp.state, p.created_at
       FROM product p JOIN artist a ON a.id = p.artist_id
       LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
       LEFT JOIN poster_processing pp ON pp.product_id = p.id
       WHERE p.status = $1 ORDER BY p.created_at, p.id LIMIT 100`, [PRODUCT_STATUS.inReview]);
    return ReviewQueue.encode(rows.map((r) => ({
      id: r.id, name: r.name, description: r.description, artist: r.artist, category: r.category, image: r.image,
      processing: r.total === null ? null : { done: r.done ?? 0, total: r.total, state: (r.state ?? 'queued') as 'queued' },
      created_at: new Date(r.created_at).toISOString(),
    })));
  });

  app.post<{ Params: { id: string } }>('/api/auth/review/products/:id/approve', async (req) => {
    requireReviewer(req);
    const id = idOf(req.params.id);
    const rates = await deps.rates.current();
    const lists = POSTER_SIZES.map((size) => ({ size, list: priceList(POSTER_EUR[size], STORE_CURRENCIES, rates) }));
    const unpriced = lists.flatMap(({ list }) => (list.ok ? [] : list.currencies));
    if (unpriced.length > 0) {
      throw new HttpProblem(503, `No exchange rate for ${[...new Set(unpriced)].join(', ')} at the moment. Please try again later.`, 'PRICES.NO_RATE');
    }
    await db.transaction(async (tx) => {
      const p = await posterInReview(tx, id);
      if (p.state !== null && p.state !== 'ready') {
        throw new HttpProblem(409, 'The images of this poster are still being prepared. Try again in a moment.', 'REVIEW.IMAGES_NOT_READY');
      }
      const { rows: options } = await tx.query<{ id: number; name: string }>(
        `SELECT o.id, o.name FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id WHERE a.name = 'size'`);
      for (const [position, { size, list }] of lists.entries()) {
        const option = options.find((o) => o.name === size);
        if (!option) throw new Error(`size option ${size} missing`);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO variation (product_id, sku, option_id, position) VALUES ($1, $2, $3, $4)
           ON CONFLICT (product_id, option_id) DO UPDATE SET position = EXCLUDED.position RETURNING id`,
          [id, `${p.sku}-${size}`, option.id, position]);
        for (const [currency, amount] of Object.entries(list.ok ? list.prices : {})) {
          await tx.query(
            `INSERT INTO variation_price (variation_id, currency, amount) VALUES ($1, $2, $3)
             ON CONFLICT (variation_id, currency) DO UPDATE SET amount = EXCLUDED.amount`, [rows[0]!.id, currency, amount]);
        }
      }
      await tx.query('UPDATE product SET status = $2, review_note = NULL, reviewed_at = $3 WHERE id = $1', [id, PRODUCT_STATUS.forSale, now()]);
    });
    return SuccessAnswer.encode({ success: true });
  });

  app.post<{ Params: { id: string } }>('/api/auth/review/products/:id/deny', async (req) => {
    requireReviewer(req);
    const id = idOf(req.params.id);
    const { reason } = decodeBody(DenyRequest, req.body);
    const trimmed = reason.trim();
    if (trimmed.length < DENY_REASON.min || trimmed.length > DENY_REASON.max) {
      throw badRequest(`The reason must be ${DENY_REASON.min} to ${DENY_REASON.max} characters long.`, 'REVIEW.REASON');
    }
    await db.transaction(async (tx) => {
      await posterInReview(tx, id);
      await tx.query('UPDATE product SET status = $2, review_note = $3, reviewed_at = $4 WHERE id = $1', [id, PRODUCT_STATUS.denied, trimmed, now()]);
    });
    return SuccessAnswer.encode({ success: true });
  });
};
