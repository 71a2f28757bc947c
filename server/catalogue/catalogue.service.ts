import type { Db, Queryable } from '../db/db.port.js';
import { tagPath } from '../../src/domain/stores/stores.js';
import type { StoreContext } from '../http/store-context.js';
import { buildProductWhere, orderClause, type ProductFilter } from './product-filter.repository.js';
import { createProductCache } from './product-cache.js';
import { buildAlternates } from '../http/alternates.js';
import {
  bundleItems,
  countProducts,
  formerSlug,
  productIdBySlug,
  productListed,
  productIdsPage,
  tagIdBySlug,
  tagTranslations,
} from './catalogue.repository.js';
import { createSearchRepository } from './search.repository.js';
import { createSearchService } from './search.service.js';
import { createCatalogueReads } from './catalogue-reads.js';

/** `n` of `ids` in a random order, each pick as likely as any other (a partial Fisher–Yates shuffle). */
const randomPick = (ids: number[], n: number): number[] => {
  for (let i = 0; i < n && i < ids.length - 1; i++) {
    const j = i + Math.floor(Math.random() * (ids.length - i));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids.slice(0, n);
};

/**
 * Read side of the catalogue (docs/rules/catalogue.md#catalogue-endpoints): products, tags, categories. Its lookups read through the
 * catalogue's warm reads (catalogue-reads.ts); the search asks the database.
 */
export const createCatalogueService = (
  db: Queryable & Partial<Pick<Db, 'kind' | 'listen'>>,
  reads: Queryable = createCatalogueReads(db),
) => {
  const loadProducts = createProductCache(db);
  const search = createSearchService(createSearchRepository(db), (ids, ctx) => loadProducts(ids, ctx));

  const listProducts = async (f: ProductFilter, ctx: StoreContext) => {
    if (f.query) {
      const ids = await search.rankedIds(f, ctx);
      const total = f.hardLimit !== undefined ? Math.min(ids.length, f.hardLimit) : ids.length;
      return { items: await loadProducts(ids.slice(f.offset, Math.min(total, f.offset + f.limit)), ctx), total };
    }
    const { where, params } = buildProductWhere(f, ctx.store.language);
    const count = await countProducts(reads, where, params);
    const total = f.hardLimit !== undefined ? Math.min(count, f.hardLimit) : count;
    const limit = Math.max(0, Math.min(f.limit, total - f.offset));
    if (limit === 0) return { items: [], total };
    // A shuffled listing draws from the warm list of every match (ordered by id) instead of asking
    // the database to order by random(): the same uniform pick, without a statement per page.
    const ids = f.random
      ? randomPick(await productIdsPage(reads, { where, params, order: 'p.id', limit: count, offset: 0 }), limit)
      : await productIdsPage(reads, { where, params, order: orderClause(f), limit, offset: f.offset });
    return { items: await loadProducts(ids, ctx), total };
  };

  const productById = async (id: number, ctx: StoreContext) => (await loadProducts([id], ctx, { alternates: true }))[0];

  /** A product by a slug of the store's language, of any other language, or a former slug. */
  const productBySlug = async (slug: string, ctx: StoreContext) => {
    const id =
      (await productIdBySlug(reads, slug, ctx.store.language)) ?? (await formerSlug(reads, 'product', slug, ctx.store.language));
    return id === undefined || !(await productListed(reads, id)) ? undefined : productById(id, ctx);
  };

  /** A product the public may see, by id; undefined for one in review, denied or a paused artist's. */
  const listedProductById = async (id: number, ctx: StoreContext) =>
    (await productListed(reads, id)) ? productById(id, ctx) : undefined;

  /** The posters of a wall bundle the public may see; an unlisted one is left out. */
  const bundled = async (id: number, ctx: StoreContext) => {
    const all = await bundleItems(reads, id);
    const listed = await Promise.all(all.map((i) => productListed(reads, i.product_id)));
    const items = all.filter((_, i) => listed[i]);
    const products = await loadProducts(
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

  const isListed = (id: number) => productListed(reads, id);

  const tagBySlug = async (slug: string, ctx: StoreContext) => {
    const tagId =
      (await tagIdBySlug(reads, slug, ctx.store.language)) ?? (await formerSlug(reads, 'tag', slug, ctx.store.language));
    if (tagId === undefined) return undefined;
    const all = await tagTranslations(reads, tagId);
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

  return {
    listProducts,
    search: search.page,
    productById,
    listedProductById,
    productBySlug,
    bundled,
    isListed,
    tagBySlug,
  };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;
