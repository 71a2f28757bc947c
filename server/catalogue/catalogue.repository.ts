import type { Queryable } from '../db/db.port.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';
import { listedProduct } from '../db/listed-product.js';

/** The catalogue's reads by slug, bundle and tag (docs/rules/catalogue.md#tag-pages); products themselves load in product.repository.ts. */

/** The id a former slug pointed to (slug_history), preferring the store's language. */
export const formerSlug = async (db: Queryable, kind: 'product' | 'tag' | 'category', slug: string, language: string) =>
  (
    await db.query<{ target_id: number }>(
      'SELECT target_id FROM slug_history WHERE kind = $1 AND old_slug = $2 ORDER BY (language = $3) DESC, changed_at DESC LIMIT 1',
      [kind, slug, language],
    )
  ).rows[0]?.target_id;

/** How many products match a WHERE clause built by product-filter.repository.ts. */
export const countProducts = async (db: Queryable, where: string, params: readonly unknown[]): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product p WHERE ${where}`, [...params])).rows[0]!.n;

/** One page of the matching products' ids, in the given order (limit and offset are checked whole numbers). */
export const productIdsPage = async (
  db: Queryable,
  page: { where: string; params: readonly unknown[]; order: string; limit: number; offset: number },
): Promise<number[]> =>
  (
    await db.query<{ id: number }>(
      `SELECT p.id FROM product p WHERE ${page.where} ORDER BY ${page.order} LIMIT ${page.limit} OFFSET ${page.offset}`,
      [...page.params],
    )
  ).rows.map((r) => r.id);

/** The product a slug of the store's language names, else of any other language. */
/** Whether the public may see the product (server/db/listed-product.ts). */
export const productListed = async (db: Queryable, id: number): Promise<boolean> =>
  (await db.query(`SELECT 1 FROM product p WHERE p.id = $1 AND ${listedProduct('$2')}`, [id, PUBLIC_STATUSES])).rows.length > 0;

export const productIdBySlug = async (db: Queryable, slug: string, language: string): Promise<number | undefined> =>
  (
    await db.query<{ product_id: number }>(
      `SELECT product_id FROM product_i18n WHERE slug = $1 ORDER BY (language = $2) DESC LIMIT 1`,
      [slug, language],
    )
  ).rows[0]?.product_id;

export interface BundleItemRow {
  readonly product_id: number;
  readonly default_option: string;
  readonly frame_product_id: number | null;
  readonly top_pct: number;
  readonly left_pct: number;
}

/** A wall bundle's posters in their order, with their default size, frame and place. */
export const bundleItems = async (db: Queryable, bundleId: number): Promise<BundleItemRow[]> =>
  (
    await db.query<BundleItemRow>(
      `SELECT product_id, default_option, frame_product_id, top_pct, left_pct FROM bundle_item
       WHERE bundle_id = $1 ORDER BY position`,
      [bundleId],
    )
  ).rows;

export const productExists = async (db: Queryable, id: number): Promise<boolean> =>
  (await db.query('SELECT 1 FROM product WHERE id = $1', [id])).rows.length > 0;

/** The tag a slug of the store's language names, else of any other language. */
export const tagIdBySlug = async (db: Queryable, slug: string, language: string): Promise<number | undefined> =>
  (
    await db.query<{ tag_id: number }>(`SELECT tag_id FROM tag_i18n WHERE slug = $1 ORDER BY (language = $2) DESC LIMIT 1`, [
      slug,
      language,
    ])
  ).rows[0]?.tag_id;

/** A tag's slug and name in every language it has. */
export const tagTranslations = async (db: Queryable, tagId: number) =>
  (
    await db.query<{ language: string; slug: string; name: string }>(
      'SELECT language, slug, name FROM tag_i18n WHERE tag_id = $1',
      [tagId],
    )
  ).rows;

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  position: number;
  layout: string;
  home: boolean;
  dynamic: boolean;
  show_in_menu: boolean;
  product_type: number | null;
  header_image: string | null;
  metadata: Record<string, unknown>;
}

export interface CategoryI18nRow {
  category_id: number;
  language: string;
  slug: string;
  name: string;
  description: string;
}

/** The whole category tree's rows, names in every language, and which public product sits in which category. */
export const categoryTreeRows = async (db: Queryable) => {
  const [cats, names, members] = await Promise.all([
    db.query<CategoryRow>('SELECT * FROM category ORDER BY position, id'),
    db.query<CategoryI18nRow>('SELECT category_id, language, slug, name, description FROM category_i18n'),
    db.query<{ category_id: number; product_id: number }>(
      `SELECT pc.category_id, pc.product_id FROM product_category pc JOIN product p ON p.id = pc.product_id
       WHERE ${listedProduct('$1')}`,
      [PUBLIC_STATUSES],
    ),
  ]);
  return { categories: cats.rows, names: names.rows, members: members.rows };
};

/** The category a slug of the store's language names, else of any other language. */
export const categoryIdBySlug = async (db: Queryable, slug: string, language: string): Promise<number | undefined> =>
  (
    await db.query<{ category_id: number }>(
      'SELECT category_id FROM category_i18n WHERE slug = $1 ORDER BY (language = $2) DESC LIMIT 1',
      [slug, language],
    )
  ).rows[0]?.category_id;
