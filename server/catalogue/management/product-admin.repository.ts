/** The back office's reads of the catalogue (docs/rules/catalogue-management.md#products): the desk's list and one product whole. */
import type { Queryable } from '../../db/db.port.js';
import type { AdminProduct, AdminProductSummary } from './product-shapes.js';
import { STAFF_STATUS, statusName } from '../../../src/domain/catalogue/product-lifecycle.js';
import { PRODUCT_LIMITS } from '../../../src/domain/catalogue/product-draft.js';

export interface ProductQuery {
  /** Words of a name in any language, or of the SKU. */
  readonly text?: string;
  readonly sku?: string;
  readonly status?: number;
  readonly type?: number;
  readonly category?: number;
  /** An artist's id, or a part of their alias. */
  readonly artist?: string;
  readonly offset: number;
  readonly limit: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const whereOf = (q: ProductQuery): { sql: string; params: unknown[] } => {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (clause: (at: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (q.text)
    add(
      (at) => `(p.sku ILIKE ${at} OR EXISTS (SELECT 1 FROM product_i18n n WHERE n.product_id = p.id AND n.name ILIKE ${at}))`,
      like(q.text),
    );
  if (q.sku) add((at) => `p.sku ILIKE ${at}`, like(q.sku));
  // Archived products leave the default list; asked for by status they show.
  if (q.status !== undefined) add((at) => `p.status = ${at}`, q.status);
  else add((at) => `p.status <> ${at}`, STAFF_STATUS.archived);
  if (q.type !== undefined) add((at) => `p.type = ${at}`, q.type);
  if (q.category !== undefined)
    add((at) => `EXISTS (SELECT 1 FROM product_category c WHERE c.product_id = p.id AND c.category_id = ${at})`, q.category);
  if (q.artist) {
    // Digits within an id's range name the artist; anything else is a part of an alias.
    if (/^\d{1,9}$/.test(q.artist)) add((at) => `p.artist_id = ${at}`, Number(q.artist));
    else add((at) => `a.alias ILIKE ${at}`, like(q.artist));
  }
  return { sql: `WHERE ${clauses.join(' AND ')}`, params };
};

interface SummaryRow {
  id: number;
  sku: string;
  type: number;
  status: number;
  name: string | null;
  artist: string | null;
  thumb: string | null;
  categories: string[] | null;
  updated_at: Date;
}

export const listAdminProducts = async (
  db: Queryable,
  q: ProductQuery,
): Promise<{ items: AdminProductSummary[]; total: number }> => {
  const { sql, params } = whereOf(q);
  const from = `FROM product p LEFT JOIN artist a ON a.id = p.artist_id ${sql}`;
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)).rows[0]!.n;
  const n = params.length;
  const { rows } = await db.query<SummaryRow>(
    `SELECT p.id, p.sku, p.type, p.status, a.alias AS artist, p.updated_at,
       (SELECT name FROM product_i18n i WHERE i.product_id = p.id ORDER BY i.language <> 'en', i.language LIMIT 1) AS name,
       (SELECT url FROM product_image im WHERE im.product_id = p.id AND im.type = 'thumb' ORDER BY position, id LIMIT 1) AS thumb,
       (SELECT array_agg(ci.name ORDER BY pc.position) FROM product_category pc
          JOIN category_i18n ci ON ci.category_id = pc.category_id AND ci.language = 'en' WHERE pc.product_id = p.id) AS categories
     ${from} ORDER BY p.updated_at DESC, p.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, q.limit, q.offset],
  );
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      sku: r.sku,
      type: r.type,
      status: statusName(r.status),
      name: r.name ?? '',
      artist: r.artist,
      thumb: r.thumb,
      categories: r.categories ?? [],
      updated_at: new Date(r.updated_at).toISOString(),
    })),
  };
};

/** The product's row, locked for the transaction when `lock`. */
export const productRow = async (db: Queryable, id: number, lock = false) =>
  (
    await db.query<{ id: number; sku: string; type: number; status: number; artist_id: number | null }>(
      `SELECT id, sku, type, status, artist_id FROM product WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    )
  ).rows[0];

const META_KEYS = ['pp', 'disable_bw', 'frame_type', 'template', 'byop'] as const;

export const findAdminProduct = async (db: Queryable, id: number): Promise<AdminProduct | undefined> => {
  const { rows } = await db.query<{
    id: number;
    sku: string;
    type: number;
    status: number;
    artist_id: number | null;
    portrait: boolean;
    metadata: Record<string, unknown>;
    updated_at: Date;
  }>('SELECT id, sku, type, status, artist_id, portrait, metadata, updated_at FROM product WHERE id = $1', [id]);
  const p = rows[0];
  if (!p) return undefined;
  const [texts, cats, tags, vars, images, job] = await Promise.all([
    db.query<AdminProduct['texts'][number]>(
      'SELECT language, name, slug, description FROM product_i18n WHERE product_id = $1 ORDER BY language',
      [id],
    ),
    db.query<{ category_id: number }>(
      'SELECT category_id FROM product_category WHERE product_id = $1 ORDER BY position, category_id',
      [id],
    ),
    db.query<{ tag_id: number }>('SELECT tag_id FROM product_tag WHERE product_id = $1 ORDER BY tag_id', [id]),
    db.query<{
      id: number;
      sku: string;
      size: string;
      stock: number;
      currency: string | null;
      amount: number | null;
      fixed: boolean | null;
    }>(
      `SELECT v.id, v.sku, o.name AS size, v.stock, vp.currency, vp.amount, vp.fixed FROM variation v
       JOIN attribute_option o ON o.id = v.option_id LEFT JOIN variation_price vp ON vp.variation_id = v.id
       WHERE v.product_id = $1 ORDER BY o.position, v.id, vp.currency`,
      [id],
    ),
    db.query<AdminProduct['images'][number]>(
      'SELECT type, url, width, height FROM product_image WHERE product_id = $1 ORDER BY position, id',
      [id],
    ),
    db.query<{ done: number; total: number; state: string }>(
      'SELECT done, total, state FROM catalogue_image_job WHERE product_id = $1',
      [id],
    ),
  ]);
  const variations = new Map<
    number,
    AdminProduct['variations'][number] & { prices: AdminProduct['variations'][number]['prices'][number][] }
  >();
  for (const v of vars.rows) {
    const entry =
      variations.get(v.id) ??
      variations
        .set(v.id, {
          id: v.id,
          sku: v.sku,
          size: v.size,
          stock: v.stock,
          counted: v.stock < PRODUCT_LIMITS.uncounted,
          prices: [],
        })
        .get(v.id)!;
    if (v.currency !== null) entry.prices.push({ currency: v.currency, amount: v.amount!, fixed: v.fixed ?? false });
  }
  const meta = p.metadata ?? {};
  return {
    id: p.id,
    sku: p.sku,
    type: p.type,
    status: statusName(p.status),
    artist_id: p.artist_id,
    editable: p.artist_id === null,
    portrait: p.portrait,
    metadata: Object.fromEntries(META_KEYS.filter((k) => k in meta).map((k) => [k, meta[k]])),
    texts: texts.rows,
    categories: cats.rows.map((r) => r.category_id),
    tags: tags.rows.map((r) => r.tag_id),
    variations: [...variations.values()],
    images: images.rows,
    image_job: job.rows[0] ?? null,
    updated_at: new Date(p.updated_at).toISOString(),
  };
};

/** Counted stock at or under the low mark, lowest first. */
export const lowStock = async (db: Queryable) =>
  (
    await db.query<{ product_id: number; variation_id: number; sku: string; name: string; size: string; stock: number }>(
      `SELECT v.product_id, v.id AS variation_id, v.sku, COALESCE(i.name, p.sku) AS name, o.name AS size, v.stock
       FROM variation v JOIN product p ON p.id = v.product_id JOIN attribute_option o ON o.id = v.option_id
       LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
       WHERE v.stock <= $1 AND p.status <> $2 ORDER BY v.stock, v.sku`,
      [PRODUCT_LIMITS.lowStock, STAFF_STATUS.archived],
    )
  ).rows;
