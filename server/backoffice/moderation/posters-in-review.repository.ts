/** Posters in review over SQL: the poster is locked while its decision is written (variations, prices, status). */
import type { Db, Queryable } from '../../db/db.port.js';
import { PRODUCT_STATUS } from '../../../src/domain/catalogue/product-status.js';
import type { PostersInReview, QueuedPoster, ReviewDecision, SizeOffer } from './posters-in-review.port.js';

const offerSizes = async (tx: Queryable, id: number, sku: string, sizes: readonly SizeOffer[]): Promise<void> => {
  const { rows: options } = await tx.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id WHERE a.name = 'size'`,
  );
  for (const [position, { size, prices }] of sizes.entries()) {
    const option = options.find((o) => o.name === size);
    if (!option) throw new Error(`size option ${size} missing`);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO variation (product_id, sku, option_id, position) VALUES ($1, $2, $3, $4)
       ON CONFLICT (product_id, option_id) DO UPDATE SET position = EXCLUDED.position RETURNING id`,
      [id, `${sku}-${size}`, option.id, position],
    );
    for (const [currency, amount] of Object.entries(prices)) {
      await tx.query(
        `INSERT INTO variation_price (variation_id, currency, amount) VALUES ($1, $2, $3)
         ON CONFLICT (variation_id, currency) DO UPDATE SET amount = EXCLUDED.amount`,
        [rows[0]!.id, currency, amount],
      );
    }
  }
};

const write = async (tx: Queryable, id: number, sku: string, decision: ReviewDecision): Promise<void> => {
  if (decision.kind === 'approve') {
    await offerSizes(tx, id, sku, decision.sizes);
    await tx.query('UPDATE product SET status = $2, review_note = NULL, reviewed_at = $3, updated_at = $3 WHERE id = $1', [
      id,
      PRODUCT_STATUS.forSale,
      decision.at,
    ]);
  } else {
    await tx.query('UPDATE product SET status = $2, review_note = $3, reviewed_at = $4, updated_at = $4 WHERE id = $1', [
      id,
      PRODUCT_STATUS.denied,
      decision.reason,
      decision.at,
    ]);
  }
};

export const createSqlPostersInReview = (db: Db): PostersInReview => ({
  waiting: async (limit) => {
    const { rows } = await db.query<{
      id: number;
      name: string;
      description: string;
      artist: string;
      category: string | null;
      image: string | null;
      done: number | null;
      total: number | null;
      state: string | null;
      created_at: Date;
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
       WHERE p.status = $1 ORDER BY p.created_at, p.id LIMIT $2`,
      [PRODUCT_STATUS.inReview, limit],
    );
    return rows.map((r): QueuedPoster => ({
      id: r.id,
      name: r.name,
      description: r.description,
      artist: r.artist,
      category: r.category,
      image: r.image,
      processing: r.total === null ? null : { done: r.done ?? 0, total: r.total, state: r.state ?? 'queued' },
      createdAt: new Date(r.created_at),
    }));
  },
  review: (id, decide, record) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; sku: string; status: number; state: string | null }>(
        `SELECT p.id, p.sku, p.status, pp.state FROM product p LEFT JOIN poster_processing pp ON pp.product_id = p.id
       WHERE p.id = $1 AND p.artist_id IS NOT NULL FOR UPDATE OF p`,
        [id],
      );
      const p = rows[0];
      if (!p) return false;
      const poster = { id: p.id, sku: p.sku, status: p.status, imagesState: p.state };
      const decision = decide(poster);
      await write(tx, id, p.sku, decision);
      await record?.(tx, poster, decision);
      return true;
    }),
});
