/** Template values and print files in PostgreSQL (migration 030). */
import type { Queryable } from '../db/db.port.js';

export interface StoredTemplateValues {
  readonly id: string;
  readonly order_id: string;
  readonly line_uuid: string;
  readonly template: string;
  readonly values: Record<string, unknown>;
  readonly assets: Record<string, string>;
}

export const replaceTemplateValues = async (
  tx: Queryable,
  orderId: string,
  rows: readonly Omit<StoredTemplateValues, 'order_id'>[],
): Promise<void> => {
  await tx.query('DELETE FROM template_values WHERE order_id = $1', [orderId]);
  for (const r of rows) {
    await tx.query(
      'INSERT INTO template_values (id, order_id, line_uuid, template, vals, assets) VALUES ($1, $2, $3, $4, $5, $6)',
      [r.id, orderId, r.line_uuid, r.template, JSON.stringify(r.values), JSON.stringify(r.assets)],
    );
  }
};

export const findTemplateValues = async (db: Queryable, id: string): Promise<StoredTemplateValues | null> =>
  (
    await db.query<StoredTemplateValues>(
      'SELECT id, order_id, line_uuid, template, vals AS "values", assets FROM template_values WHERE id = $1',
      [id],
    )
  ).rows[0] ?? null;

export interface StoredPrintFile {
  readonly position: number;
  readonly media_key: string;
  readonly width: number;
  readonly height: number;
  readonly dpi: number;
  readonly render_ms: number;
}

export const insertPrintFile = async (db: Queryable, orderId: string, p: StoredPrintFile): Promise<void> => {
  await db.query(
    `INSERT INTO print_file (order_id, position, media_key, width, height, dpi, render_ms) VALUES ($1,$2,$3,$4,$5,$6,$7)
     ON CONFLICT (order_id, position) DO NOTHING`,
    [orderId, p.position, p.media_key, p.width, p.height, p.dpi, p.render_ms],
  );
};

export const printFilesOf = async (db: Queryable, orderId: string): Promise<StoredPrintFile[]> =>
  (
    await db.query<StoredPrintFile>(
      'SELECT position, media_key, width, height, dpi, render_ms FROM print_file WHERE order_id = $1 ORDER BY position',
      [orderId],
    )
  ).rows;

export interface ProductPersonalisation {
  readonly id: number;
  readonly template: string | null;
  readonly byop: boolean;
  readonly assets: Record<string, string>;
}

export const personalisationOf = async (
  db: Queryable,
  productIds: readonly number[],
): Promise<Map<number, ProductPersonalisation>> => {
  const { rows } = await db.query<{ id: number; metadata: Record<string, unknown> }>(
    'SELECT id, metadata FROM product WHERE id = ANY($1)',
    [[...new Set(productIds)]],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        template: typeof r.metadata['template'] === 'string' ? r.metadata['template'] : null,
        byop: r.metadata['byop'] === true,
        assets: (r.metadata['assets'] ?? {}) as Record<string, string>,
      },
    ]),
  );
};
