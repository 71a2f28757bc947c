/** The rows of the products CSV (docs/rules/catalogue-management.md#csv): one per variation, with its prices. */
import type { Queryable } from '../../db/db.port.js';

export interface CsvVariationRow {
  sku: string;
  type: number;
  status: number;
  name: string;
  size: string;
  stock: number;
  prices: Record<string, number> | null;
}

export const csvVariationRows = async (db: Queryable): Promise<CsvVariationRow[]> =>
  (
    await db.query<CsvVariationRow>(
      `SELECT p.sku, p.type, p.status, COALESCE(i.name, '') AS name, o.name AS size, v.stock,
         (SELECT jsonb_object_agg(vp.currency, vp.amount) FROM variation_price vp WHERE vp.variation_id = v.id) AS prices
       FROM product p JOIN variation v ON v.product_id = p.id JOIN attribute_option o ON o.id = v.option_id
       LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
       ORDER BY p.sku, o.position, v.id`,
    )
  ).rows;

export const productBySku = async (tx: Queryable, sku: string) =>
  (
    await tx.query<{ id: number; sku: string; type: number; status: number; artist_id: number | null }>(
      'SELECT id, sku, type, status, artist_id FROM product WHERE sku = $1 FOR UPDATE',
      [sku],
    )
  ).rows[0];
