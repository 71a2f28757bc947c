import type { Queryable } from '../db/db.port.js';
import { tagPath } from '../../src/domain/stores/stores.js';
import type { StoreContext } from './context.js';
import { buildProductWhere, orderClause, type ProductFilter } from './product-filter.js';
import { loadProducts } from './product-loader.js';
import { buildAlternates } from './alternates.js';
import { createSearchRepository } from './search.repository.js';
import { createSearchService } from './search.service.js';

/** The id a former slug pointed to (slug_history), preferring the store's language. */
export const formerSlug = async (db: Queryable, kind: 'product' | 'tag' | 'category', slug: string, language: string) =>
  (
    await db.query<{ target_id: number }>(
      'SELECT target_id FROM slug_history WHERE kind = $1 AND old_slug = $2 ORDER BY (language = $3) DESC, changed_at DESC LIMIT 1',
      [kind, slug, language],
    )
  ).rows[0]?.target_id;

/** Read side of the catalogue (spec §7): products, tags, categories. */
export const createCatalogueService = (db: Queryable) => {
  const search = createSearchService(createSearchRepository(db), (ids, ctx) => loadProducts(db, ids, ctx));

  const listProducts = async (f: ProductFilter, ctx: StoreContext) => {
    if (f.query) {
      const ids = await search.rankedIds(f, ctx);
      const total = f.hardLimit !== undefined ? Math.min(ids.length, f.hardLimit) : ids.length;
      return { items: await loadProducts(db, ids.slice(f.offset, Math.min(total, f.offset + f.limit)), ctx), total };
    }
    const { where, params } = buildProductWhere(f, ctx.store.language);
    const count = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product p WHERE ${where}`, params)).rows[0]!.n;
    const total = f.hardLimit !== undefined ? Math.min(count, f.hardLimit) : count;
    const limit = Math.max(0, Math.min(f.limit, total - f.offset));
    if (limit === 0) return { items: [], total };
    const ids = (
      await db.query<{ id: number }>(
        `SELECT p.id FROM product p WHERE ${where} ORDER BY ${orderClause(f)} LIMIT ${limit} OFFSET ${f.offset}`,
        params,
      )
    ).rows.map((r) => r.id);
    return { items: await loadProducts(db, ids, ctx), total };
  };

  const productById = async (id: number, ctx: StoreContext) => (await loadProducts(db, [id], ctx, { alternates: true }))[0];

  /** Finds a product by a slug of the store's language, or of any other language (canonical redirect). */
  /** A product by a slug of the store's language, of any other language, or a former slug. */
  const productBySlug = async (slug: string, ctx: StoreContext) => {
    const row = (
      await db.query<{ product_id: number }>(
        `SELECT product_id FROM product_i18n WHERE slug = $1 ORDER BY (language = $2) DESC LIMIT 1`,
        [slug, ctx.store.language],
      )
    ).rows[0];
    const id = row?.product_id ?? (await formerSlug(db, 'product', slug, ctx.store.language));
    return id === undefined ? undefined : productById(id, ctx);
  };

  const bundled = async (id: number, ctx: StoreContext) => {
    const items = (
      await db.query<{
        product_id: number;
        default_option: string;
        frame_product_id: number | null;
        top_pct: number;
        left_pct: number;
      }>(
        `SELECT product_id, default_option, frame_product_id, top_pct, left_pct FROM bundle_item
       WHERE bundle_id = $1 ORDER BY position`,
        [id],
      )
    ).rows;
    const products = await loadProducts(
      db,
      items.map((i) => i.product_id),
      ctx,
    );
    return items.flatMap((item, i) => {
      const product = products.find((p) => p.id === item.product_id);
      return product
        ? [
            {
              ...product,
              bundled_meta: {
                default_option: item.default_option,
                frame: item.frame_product_id,
                top: item.top_pct,
                left: item.left_pct,
                position: i,
              },
            },
          ]
        : [];
    });
  };

  const productExists = async (id: number) => (await db.query('SELECT 1 FROM product WHERE id = $1', [id])).rows.length > 0;

  const tagBySlug = async (slug: string, ctx: StoreContext) => {
    const row = (
      await db.query<{ tag_id: number }>(`SELECT tag_id FROM tag_i18n WHERE slug = $1 ORDER BY (language = $2) DESC LIMIT 1`, [
        slug,
        ctx.store.language,
      ])
    ).rows[0];
    const tagId = row?.tag_id ?? (await formerSlug(db, 'tag', slug, ctx.store.language));
    if (tagId === undefined) return undefined;
    const all = (
      await db.query<{ language: string; slug: string; name: string }>(
        'SELECT language, slug, name FROM tag_i18n WHERE tag_id = $1',
        [tagId],
      )
    ).rows;
    const mine = all.find((r) => r.language === ctx.store.language) ?? all[0]!;
    return {
      id: tagId,
      slug: mine.slug,
      name: mine.name,
      alternate: buildAlternates(ctx.publicUrl, (s) => {
        const t = all.find((r) => r.language === s.language);
        return t ? tagPath(s, t.slug) : undefined;
      }),
    };
  };

  return { listProducts, search: search.page, productById, productBySlug, bundled, productExists, tagBySlug };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;
