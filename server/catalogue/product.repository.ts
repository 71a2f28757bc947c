import type { Queryable } from '../db/db.port.js';
import { productPath } from '../../src/domain/stores/stores.js';
import type { StoreContext } from './context.js';
import { buildAlternates } from '../http/alternates.js';
import { sanitizeHtml } from '../http/sanitize.js';

/**
 * Assembles full Product answers (spec §3) for a list of ids in one round of batch queries,
 * in the store's language and currency, keeping the order of `ids`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of eight differently shaped joins, read field by field into the io-ts Product answer that checks them
type Row = Record<string, any>;

const groupBy = <T extends Row>(rows: T[], key: string): Map<number, T[]> => {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const k = r[key] as number;
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
};

const image = (r: Row) => ({ type: r.type, url: r.url, width: r.width, height: r.height });

export const loadProducts = async (
  db: Queryable,
  ids: readonly number[],
  ctx: StoreContext,
  opts: { alternates?: boolean } = {},
) => {
  if (ids.length === 0) return [];
  const lang = ctx.store.language;
  const cur = ctx.store.currency;
  const [products, variations, images, tags, categories, slugs, bundlePrices] = await Promise.all([
    db.query<Row>(
      `SELECT p.id, p.sku, p.type, p.status, p.metadata, p.portrait,
        i.name, i.slug, i.description,
        a.slug AS artist_slug, a.alias AS artist_alias, a.avatar AS artist_avatar, a.country AS artist_country
      FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = $2
      LEFT JOIN artist a ON a.id = p.artist_id WHERE p.id = ANY($1)`,
      [ids, lang],
    ),
    db.query<Row>(
      `SELECT v.id, v.product_id, v.sku, v.option_id, o.attribute_id, o.name AS option_name,
        v.stock, vp.amount AS price
      FROM variation v JOIN attribute_option o ON o.id = v.option_id
      JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = $2
      WHERE v.product_id = ANY($1) ORDER BY v.product_id, o.position, v.id`,
      [ids, cur],
    ),
    db.query<Row>(
      `SELECT product_id, variation_id, type, url, width, height FROM product_image
      WHERE product_id = ANY($1) ORDER BY position, id`,
      [ids],
    ),
    db.query<Row>(
      `SELECT pt.product_id, t.tag_id AS id, t.slug, t.name FROM product_tag pt
      JOIN tag_i18n t ON t.tag_id = pt.tag_id AND t.language = $2
      WHERE pt.product_id = ANY($1) ORDER BY t.name`,
      [ids, lang],
    ),
    db.query<Row>(
      `SELECT pc.product_id, c.category_id AS id, c.slug, c.name FROM product_category pc
      JOIN category_i18n c ON c.category_id = pc.category_id AND c.language = $2
      WHERE pc.product_id = ANY($1) ORDER BY pc.position, c.category_id`,
      [ids, lang],
    ),
    opts.alternates
      ? db.query(`SELECT product_id, language, slug FROM product_i18n WHERE product_id = ANY($1)`, [ids])
      : Promise.resolve({ rows: [] as Row[] }),
    // A wall's price range (spec §9 structured data, and its listing card): the sums of its
    // posters' lowest and highest variation prices. A wall with a poster not priced in this
    // currency gets none rather than a sum that leaves that poster out. Each poster's range is
    // worked out for the walls asked for only (LATERAL): ranging every product's prices first made
    // this the costliest of a first visit's queries, also for the posters, which are in no wall.
    db.query<Row>(
      `SELECT bi.bundle_id, sum(p.low)::int AS low, sum(p.high)::int AS high,
        count(*) FILTER (WHERE p.low IS NULL)::int AS unpriced
      FROM bundle_item bi CROSS JOIN LATERAL (
        SELECT min(vp.amount) AS low, max(vp.amount) AS high FROM variation v
        JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = $2 WHERE v.product_id = bi.product_id
      ) p
      WHERE bi.bundle_id = ANY($1) GROUP BY bi.bundle_id`,
      [ids, cur],
    ),
  ]);
  const bundlePriceOf = new Map(
    bundlePrices.rows
      .filter((r) => r.unpriced === 0)
      .map((r) => [r.bundle_id as number, { low: r.low as number, high: r.high as number, currency: cur }]),
  );
  const vBy = groupBy(variations.rows, 'product_id');
  const iBy = groupBy(images.rows, 'product_id');
  const tBy = groupBy(tags.rows, 'product_id');
  const cBy = groupBy(categories.rows, 'product_id');
  const sBy = groupBy(slugs.rows, 'product_id');
  const byId = new Map(
    products.rows.map((r: Row) => {
      const imgs = iBy.get(r.id) ?? [];
      const slugByLang = new Map((sBy.get(r.id) ?? []).map((s) => [s.language, s.slug as string]));
      return [
        r.id as number,
        {
          id: r.id,
          sku: r.sku,
          name: r.name,
          slug: r.slug,
          type: r.type,
          description: sanitizeHtml(r.description),
          images: imgs.filter((i) => i.variation_id === null).map(image),
          // Walls show their composite through their own typed images; no separate bundle images are stored.
          bundle_images: [] as ReturnType<typeof image>[],
          variations: (vBy.get(r.id) ?? []).map((v) => ({
            id: v.id,
            name: v.option_name,
            sku: v.sku,
            attribute_id: v.attribute_id,
            option_id: v.option_id,
            option_name: v.option_name,
            price: v.price,
            currency: cur,
            stock: { instock: v.stock > 0, quantity: v.stock },
            images: imgs.filter((i) => i.variation_id === v.id).map(image),
          })),
          tags: (tBy.get(r.id) ?? []).map(({ id, slug, name }) => ({ id, slug, name })),
          categories: (cBy.get(r.id) ?? []).map(({ id, slug, name }) => ({ id, slug, name })),
          artist: r.artist_slug
            ? { slug: r.artist_slug, alias: r.artist_alias, avatar: r.artist_avatar, country: r.artist_country }
            : null,
          // A list's products leave their alternates out (a product's own answer has them).
          ...(opts.alternates
            ? {
                alternate: buildAlternates(ctx.publicUrl, (s) => {
                  const slug = slugByLang.get(s.language);
                  return slug ? productPath(s, slug) : undefined;
                }),
              }
            : {}),
          status: r.status,
          bundled_meta: null as null | Record<string, unknown>,
          bundle_price: bundlePriceOf.get(r.id) ?? null,
          metadata: { portrait: r.portrait, ...r.metadata },
        },
      ] as const;
    }),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
};

export type LoadedProduct = Awaited<ReturnType<typeof loadProducts>>[number];
