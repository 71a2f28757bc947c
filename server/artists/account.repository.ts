/** SQL of the artist's own account, posters, ledger and sales chart (docs/rules/artists.md#artist-endpoints /api/auth/*). */
import type { Queryable } from '../db/db.port.js';
import type { ArtistProfileRow } from './public-artist.repository.js';
import { LANGUAGES } from '../../src/domain/stores/stores.js';
import { PRODUCT_STATUS } from '../../src/domain/catalogue/product-status.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';

export interface AccountRow extends ArtistProfileRow {
  name: string;
  email: string;
  vat_number: string;
  selling_enabled: boolean;
  product_limit: number;
  terms: 'not_accepted' | 'accepted';
  role: 'artist' | 'reviewer';
  /** Every poster but the denied ones. */
  posters: number;
  sales: number;
  balance: number;
}

export const findAccount = async (db: Queryable, artistId: number): Promise<AccountRow | undefined> =>
  (
    await db.query<AccountRow>(
      `SELECT a.id, a.slug, a.alias, a.avatar, a.country, a.premium, a.bio, a.membership_level, a.name, a.email, a.vat_number,
       a.selling_enabled, a.product_limit, a.terms, a.role,
       (SELECT count(*)::int FROM product p WHERE p.artist_id = a.id AND p.status <> $2) AS posters,
       COALESCE((SELECT sum(t.quantity)::int FROM account_transaction t WHERE t.artist_id = a.id AND t.order_id IS NOT NULL), 0) AS sales,
       COALESCE((SELECT sum(t.amount)::int FROM account_transaction t WHERE t.artist_id = a.id), 0) AS balance
     FROM artist a WHERE a.id = $1`,
      [artistId, PRODUCT_STATUS.denied],
    )
  ).rows[0];

export const posterNameTaken = async (db: Queryable, name: string): Promise<boolean> =>
  (
    await db.query(
      `SELECT 1 FROM product p JOIN product_i18n i ON i.product_id = p.id
     WHERE p.type = $2 AND lower(i.name) = lower($1) LIMIT 1`,
      [name, PRODUCT_TYPE.poster],
    )
  ).rows.length > 0;

export const posterStatuses = async (db: Queryable, artistId: number): Promise<number[]> =>
  (await db.query<{ status: number }>('SELECT status FROM product WHERE artist_id = $1', [artistId])).rows.map((r) => r.status);

/**
 * The artist's limit and poster statuses, with the artist's row locked until the transaction
 * ends: uploads of one artist then count and insert one after another, so parallel uploads
 * cannot all pass the limit on a count none of them has changed yet.
 */
export const lockPosterStatuses = async (
  tx: Queryable,
  artistId: number,
): Promise<{ productLimit: number; statuses: number[] }> => {
  const { rows } = await tx.query<{ product_limit: number }>('SELECT product_limit FROM artist WHERE id = $1 FOR UPDATE', [
    artistId,
  ]);
  return { productLimit: rows[0]?.product_limit ?? 0, statuses: await posterStatuses(tx, artistId) };
};

export interface OwnPosterRow {
  id: number;
  name: string;
  description: string;
  status: number;
  thumb: string | null;
  category: string | null;
  review_note: string | null;
  done: number | null;
  total: number | null;
  state: string | null;
  slug: string | null;
  created_at: Date;
}

export const listOwnPosters = async (db: Queryable, artistId: number, language: string, limit: number, offset: number) => {
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product WHERE artist_id = $1', [artistId]))
    .rows[0]!.n;
  const { rows } = await db.query<OwnPosterRow>(
    `SELECT p.id, COALESCE(i.name, '') AS name, COALESCE(p.metadata->>'artist_description', '') AS description, p.status,
       (SELECT url FROM product_image im WHERE im.product_id = p.id AND im.type = 'thumb' ORDER BY im.position, im.id LIMIT 1) AS thumb,
       (SELECT ci.name FROM product_category pc JOIN category_i18n ci ON ci.category_id = pc.category_id AND ci.language = $2
        WHERE pc.product_id = p.id ORDER BY pc.position LIMIT 1) AS category,
       p.review_note, pp.done, pp.total, pp.state, i.slug, p.created_at
     FROM product p
     LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = $2
     LEFT JOIN poster_processing pp ON pp.product_id = p.id
     WHERE p.artist_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
    [artistId, language, limit, offset],
  );
  return { total, rows };
};

export interface TransactionRow {
  accounted_at: Date | null;
  created_at: Date;
  description: string;
  amount: number;
  currency: string;
  exchange_rate: string;
  balance: number;
  order_id: string | null;
  quantity: number;
  sale_currency: string;
  sale_price: number;
  vat: number;
  fees: number;
  commission: number;
}

/** The ledger newest first, each row with the running balance after it (oldest first). */
export const listTransactions = async (db: Queryable, artistId: number, limit: number, offset: number) => {
  const total = (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_transaction WHERE artist_id = $1', [artistId])
  ).rows[0]!.n;
  const { rows } = await db.query<TransactionRow>(
    `SELECT t.accounted_at, t.created_at, t.description, t.amount, t.currency, t.exchange_rate::text AS exchange_rate,
       (sum(t.amount) OVER (ORDER BY t.created_at, t.id))::int AS balance, t.order_id, t.quantity, t.sale_currency,
       t.sale_price, t.vat, t.fees, t.commission
     FROM account_transaction t WHERE t.artist_id = $1
     ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
    [artistId, limit, offset],
  );
  return { total, rows };
};

/** Sales (units), earnings and payouts (EUR cents) per day, oldest first (docs/rules/artists.md#payouts). */
export const salesPerDay = async (db: Queryable, artistId: number) =>
  (
    await db.query<{ date: string; sales: number; earnings: number; paid_out: number }>(
      `SELECT to_char(date_trunc('day', t.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date,
       COALESCE(sum(t.quantity) FILTER (WHERE t.order_id IS NOT NULL), 0)::int AS sales,
       COALESCE(sum(t.amount) FILTER (WHERE t.order_id IS NOT NULL), 0)::int AS earnings,
       COALESCE(-sum(t.amount) FILTER (WHERE t.payout_reference IS NOT NULL), 0)::int AS paid_out
     FROM account_transaction t WHERE t.artist_id = $1 AND (t.order_id IS NOT NULL OR t.payout_reference IS NOT NULL)
     GROUP BY 1 ORDER BY 1`,
      [artistId],
    )
  ).rows;

export interface CategoryFlagsRow {
  id: number;
  name: string;
  dynamic: boolean;
  show_in_menu: boolean;
  product_type: number | null;
  en_slug: string | null;
}

/** Every category with what the upload form's eligibility rule reads, named in `language` (English when missing). */
export const categoriesForUpload = async (db: Queryable, language: string): Promise<CategoryFlagsRow[]> =>
  (
    await db.query<CategoryFlagsRow>(
      `SELECT c.id, COALESCE(i.name, e.name) AS name, c.dynamic, c.show_in_menu, c.product_type, e.slug AS en_slug
     FROM category c LEFT JOIN category_i18n i ON i.category_id = c.id AND i.language = $1
     LEFT JOIN category_i18n e ON e.category_id = c.id AND e.language = 'en'
     ORDER BY c.position, c.id`,
      [language],
    )
  ).rows;

export interface NewArtistPoster {
  readonly sku: string;
  readonly artistId: number;
  readonly portrait: boolean;
  readonly createdAt: Date;
  readonly metadata: Record<string, unknown>;
  readonly slugBase: string;
  readonly name: string;
  readonly descriptionHtml: string;
  readonly categoryId: number;
}

/**
 * A poster's slug is its name's slug when no product uses it in that language, else the first
 * free of `name-2`, `name-3`, … (docs/rules/stores-and-urls.md#routes: unique per language; an internal id in the address
 * tells a shopper nothing). Former slugs count as used: they still redirect to their product.
 */
function* slugCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; ; n++) yield `${base}-${n}`;
}

const slugsInUse = async (tx: Queryable, language: string, base: string): Promise<ReadonlySet<string>> => {
  const like = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const { rows } = await tx.query<{ slug: string }>(
    `SELECT slug FROM product_i18n WHERE language = $1 AND (slug = $2 OR slug LIKE $3)
     UNION SELECT old_slug FROM slug_history WHERE kind = 'product' AND language = $1 AND (old_slug = $2 OR old_slug LIKE $3)`,
    [language, base, like],
  );
  return new Set(rows.map((r) => r.slug));
};

/** An artist's poster waiting for review, named alike in every language, in its category; returns its id. */
export const insertArtistPoster = async (tx: Queryable, poster: NewArtistPoster): Promise<number> => {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO product (sku, type, status, artist_id, portrait, metadata, popularity, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7) RETURNING id`,
    [
      poster.sku,
      PRODUCT_TYPE.poster,
      PRODUCT_STATUS.inReview,
      poster.artistId,
      poster.portrait,
      JSON.stringify(poster.metadata),
      poster.createdAt,
    ],
  );
  const id = rows[0]!.id;
  for (const language of LANGUAGES) {
    const taken = await slugsInUse(tx, language, poster.slugBase);
    for (const slug of slugCandidates(poster.slugBase)) {
      if (taken.has(slug)) continue;
      // A concurrent upload may take the same slug first: then the next candidate.
      const added = await tx.query(
        `INSERT INTO product_i18n (product_id, language, slug, name, description) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (language, slug) DO NOTHING RETURNING product_id`,
        [id, language, slug, poster.name, poster.descriptionHtml],
      );
      if (added.rows.length > 0) break;
    }
  }
  await tx.query('INSERT INTO product_category (product_id, category_id, position) VALUES ($1, $2, 0)', [id, poster.categoryId]);
  return id;
};

/** Queues the poster's image work (server/artists/poster-images.ts picks it up). */
export const queuePosterImages = async (
  tx: Queryable,
  productId: number,
  job: { readonly original: string; readonly width: number; readonly height: number; readonly steps: number; readonly at: Date },
): Promise<void> => {
  await tx.query(
    `INSERT INTO poster_processing (product_id, original, width, height, total, started_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [productId, job.original, job.width, job.height, job.steps, job.at],
  );
};

/** The profile fields an artist may change. */
export type ProfileUpdate = Partial<Record<'bio' | 'vat_number' | 'avatar', string | null>>;

export const updateProfile = async (db: Queryable, artistId: number, update: ProfileUpdate): Promise<void> => {
  const columns = (['bio', 'vat_number', 'avatar'] as const).filter((c) => c in update);
  if (columns.length === 0) return;
  await db.query(`UPDATE artist SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    artistId,
    ...columns.map((c) => update[c] ?? null),
  ]);
};
