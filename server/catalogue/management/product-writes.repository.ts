/**
 * The back office's writes of the catalogue's product tables, each inside the caller's transaction.
 * Every table here bumps the catalogue version and marks the search documents stale by trigger
 * (migrations 003, 014, 071), so a write is live on every instance without a step of its own; a
 * changed slug is kept by trigger too, and the old one answers 308.
 */
import type { Queryable } from '../../db/db.port.js';

export interface ProductTexts {
  readonly language: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}

/** The product another product's slug in `language` belongs to, if any. */
export const slugOwner = async (tx: Queryable, language: string, slug: string): Promise<number | undefined> =>
  (
    await tx.query<{ product_id: number }>('SELECT product_id FROM product_i18n WHERE language = $1 AND slug = $2', [
      language,
      slug,
    ])
  ).rows[0]?.product_id;

export const skuTaken = async (tx: Queryable, sku: string): Promise<boolean> =>
  (await tx.query('SELECT 1 FROM product WHERE sku = $1 UNION ALL SELECT 1 FROM variation WHERE sku = $1', [sku])).rows.length >
  0;

export const insertProduct = async (
  tx: Queryable,
  p: { sku: string; type: number; status: number; portrait: boolean; metadata: Record<string, unknown>; at: Date },
): Promise<number> =>
  (
    await tx.query<{ id: number }>(
      `INSERT INTO product (sku, type, status, portrait, metadata, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [p.sku, p.type, p.status, p.portrait, JSON.stringify(p.metadata), p.at],
    )
  ).rows[0]!.id;

/** Writes the texts of the languages given (other languages stay); an update of a slug leaves its old one in slug_history. */
export const writeTexts = async (tx: Queryable, id: number, texts: readonly ProductTexts[]): Promise<void> => {
  for (const t of texts)
    await tx.query(
      `INSERT INTO product_i18n (product_id, language, slug, name, description) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (product_id, language) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, description = EXCLUDED.description`,
      [id, t.language, t.slug, t.name, t.description],
    );
};

export const replaceCategories = async (tx: Queryable, id: number, categories: readonly number[]): Promise<void> => {
  await tx.query('DELETE FROM product_category WHERE product_id = $1', [id]);
  for (const [position, c] of categories.entries())
    await tx.query('INSERT INTO product_category (product_id, category_id, position) VALUES ($1, $2, $3)', [id, c, position]);
};

export const replaceTags = async (tx: Queryable, id: number, tags: readonly number[]): Promise<void> => {
  await tx.query('DELETE FROM product_tag WHERE product_id = $1', [id]);
  for (const t of tags) await tx.query('INSERT INTO product_tag (product_id, tag_id) VALUES ($1, $2)', [id, t]);
};

/** The ids among `ids` that exist in `table` (category or tag). */
export const existing = async (tx: Queryable, table: 'category' | 'tag', ids: readonly number[]): Promise<Set<number>> =>
  new Set((await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids])).rows.map((r) => r.id));

export const updateProductRow = async (
  tx: Queryable,
  id: number,
  p: { portrait?: boolean; metadata?: Record<string, unknown>; status?: number; at: Date },
): Promise<void> => {
  await tx.query(
    `UPDATE product SET portrait = COALESCE($2, portrait), metadata = metadata || COALESCE($3::jsonb, '{}'::jsonb),
     status = COALESCE($4, status), updated_at = $5 WHERE id = $1`,
    [id, p.portrait ?? null, p.metadata ? JSON.stringify(p.metadata) : null, p.status ?? null, p.at],
  );
};

/** The size options by name (attribute `size`). */
export const sizeOptions = async (tx: Queryable): Promise<Map<string, number>> =>
  new Map(
    (
      await tx.query<{ id: number; name: string }>(
        `SELECT o.id, o.name FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id WHERE a.name = 'size'`,
      )
    ).rows.map((r) => [r.name, r.id]),
  );

export const insertVariation = async (tx: Queryable, productId: number, sku: string, optionId: number, position: number) =>
  (
    await tx.query<{ id: number }>(
      'INSERT INTO variation (product_id, sku, option_id, position) VALUES ($1, $2, $3, $4) RETURNING id',
      [productId, sku, optionId, position],
    )
  ).rows[0]!.id;

export const writePrice = async (
  tx: Queryable,
  variationId: number,
  currency: string,
  amount: number,
  fixed: boolean,
): Promise<void> => {
  await tx.query(
    `INSERT INTO variation_price (variation_id, currency, amount, fixed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (variation_id, currency) DO UPDATE SET amount = EXCLUDED.amount, fixed = EXCLUDED.fixed`,
    [variationId, currency, amount, fixed],
  );
};

export const setStock = async (tx: Queryable, variationId: number, stock: number): Promise<void> => {
  await tx.query('UPDATE variation SET stock = $2 WHERE id = $1', [variationId, stock]);
};

export const touchProduct = async (tx: Queryable, id: number, at: Date): Promise<void> => {
  await tx.query('UPDATE product SET updated_at = $2 WHERE id = $1', [id, at]);
};
