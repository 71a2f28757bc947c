import type { Queryable } from '../db/db.port.js';
import { sanitizeHtml } from '../http/sanitize.js';
import type { ProductFacts } from './product-facts.js';

/**
 * Everything a product answer (docs/rules/catalogue.md#products-and-categories) is made of, in every language and currency at once, for
 * a list of ids in one round of batch queries. A store's answer is assembled from these facts
 * in memory (product-facts.ts), so the facts one store loaded serve every other store: on the
 * embedded database these seven queries were two thirds of a first visit's statements, and with
 * 21 stores most first visits asked for a product another store had already loaded.
 *
 * Each list keeps the order the per-store queries had: variations by option position then id,
 * images by position then id, tags by name within a language, categories by their position.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of seven differently shaped joins, read field by field into facts the io-ts Product answer checks
type Row = Record<string, any>;

const groupBy = (rows: Row[], key: string): Map<number, Row[]> => {
  const m = new Map<number, Row[]>();
  for (const r of rows) {
    const k = r[key] as number;
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
};

/** Rows of one product, each language's in the order they came. */
const byLanguage = (rows: Row[], pick: (r: Row) => { id: number; slug: string; name: string }) => {
  const out: Record<string, { id: number; slug: string; name: string }[]> = {};
  for (const r of rows) (out[r.language as string] ??= []).push(pick(r));
  return out;
};

/** A wall's price range per currency: the sums of its posters' lowest and highest prices, when every poster has one. */
const bundlePrices = (rows: Row[]) => {
  const items = new Set(rows.map((r) => r.position as number)).size;
  const sums: Record<string, { low: number; high: number; items: number }> = {};
  for (const r of rows.filter((r) => r.currency !== null)) {
    const sum = (sums[r.currency as string] ??= { low: 0, high: 0, items: 0 });
    sum.low += r.low as number;
    sum.high += r.high as number;
    sum.items += 1;
  }
  return Object.fromEntries(
    Object.entries(sums)
      .filter(([, s]) => s.items === items)
      .map(([currency, { low, high }]) => [currency, { low, high }]),
  );
};

export const loadProductFacts = async (db: Queryable, ids: readonly number[]): Promise<ProductFacts[]> => {
  if (ids.length === 0) return [];
  const [products, texts, variations, images, tags, categories, bundles] = await Promise.all([
    db.query<Row>(
      `SELECT p.id, p.sku, p.type, p.status, p.metadata, p.portrait,
        a.slug AS artist_slug, a.alias AS artist_alias, a.avatar AS artist_avatar, a.country AS artist_country
      FROM product p LEFT JOIN artist a ON a.id = p.artist_id WHERE p.id = ANY($1)`,
      [ids],
    ),
    db.query<Row>(`SELECT product_id, language, name, slug, description FROM product_i18n WHERE product_id = ANY($1)`, [ids]),
    db.query<Row>(
      `SELECT v.id, v.product_id, v.sku, v.option_id, o.attribute_id, o.name AS option_name, v.stock,
        vp.currency, vp.amount AS price
      FROM variation v JOIN attribute_option o ON o.id = v.option_id
      JOIN variation_price vp ON vp.variation_id = v.id
      WHERE v.product_id = ANY($1) ORDER BY v.product_id, o.position, v.id`,
      [ids],
    ),
    db.query<Row>(
      `SELECT product_id, variation_id, type, url, width, height FROM product_image
      WHERE product_id = ANY($1) ORDER BY position, id`,
      [ids],
    ),
    db.query<Row>(
      `SELECT pt.product_id, t.language, t.tag_id AS id, t.slug, t.name FROM product_tag pt
      JOIN tag_i18n t ON t.tag_id = pt.tag_id
      WHERE pt.product_id = ANY($1) ORDER BY t.language, t.name`,
      [ids],
    ),
    db.query<Row>(
      `SELECT pc.product_id, c.language, c.category_id AS id, c.slug, c.name FROM product_category pc
      JOIN category_i18n c ON c.category_id = pc.category_id
      WHERE pc.product_id = ANY($1) ORDER BY pc.position, c.category_id`,
      [ids],
    ),
    // Each poster's lowest and highest price per currency, for the walls asked for only; a poster
    // with no price at all comes back once with no currency, so it still counts as an item.
    db.query<Row>(
      `SELECT bi.bundle_id, bi.position, vp.currency, min(vp.amount)::int AS low, max(vp.amount)::int AS high
      FROM bundle_item bi LEFT JOIN variation v ON v.product_id = bi.product_id
      LEFT JOIN variation_price vp ON vp.variation_id = v.id
      WHERE bi.bundle_id = ANY($1) GROUP BY bi.bundle_id, bi.position, vp.currency`,
      [ids],
    ),
  ]);
  const textBy = groupBy(texts.rows, 'product_id');
  const vBy = groupBy(variations.rows, 'product_id');
  const iBy = groupBy(images.rows, 'product_id');
  const tBy = groupBy(tags.rows, 'product_id');
  const cBy = groupBy(categories.rows, 'product_id');
  const bBy = groupBy(bundles.rows, 'bundle_id');
  const pick = ({ id, slug, name }: Row) => ({ id, slug, name });
  const byId = new Map(
    products.rows.map((r): [number, ProductFacts] => {
      const variationsOf = new Map<number, ProductFacts['variations'][number]>();
      for (const v of vBy.get(r.id) ?? []) {
        const seen = variationsOf.get(v.id);
        if (seen) seen.prices[v.currency] = v.price;
        else
          variationsOf.set(v.id, {
            id: v.id,
            sku: v.sku,
            option_id: v.option_id,
            attribute_id: v.attribute_id,
            option_name: v.option_name,
            stock: v.stock,
            prices: { [v.currency]: v.price },
          });
      }
      return [
        r.id,
        {
          id: r.id,
          sku: r.sku,
          type: r.type,
          status: r.status,
          portrait: r.portrait,
          metadata: r.metadata,
          artist: r.artist_slug
            ? { slug: r.artist_slug, alias: r.artist_alias, avatar: r.artist_avatar, country: r.artist_country }
            : null,
          texts: Object.fromEntries(
            (textBy.get(r.id) ?? []).map((t) => [
              t.language,
              { name: t.name, slug: t.slug, description: sanitizeHtml(t.description) },
            ]),
          ),
          variations: [...variationsOf.values()],
          images: (iBy.get(r.id) ?? []).map(({ variation_id, type, url, width, height }) => ({
            variation_id,
            type,
            url,
            width,
            height,
          })),
          tags: byLanguage(tBy.get(r.id) ?? [], pick),
          categories: byLanguage(cBy.get(r.id) ?? [], pick),
          bundlePrices: bundlePrices(bBy.get(r.id) ?? []),
        },
      ];
    }),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
};
