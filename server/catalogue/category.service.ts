import type { Queryable } from '../db/db.port.js';
import { categoryPath } from '../../src/domain/stores/stores.js';
import type { StoreContext } from '../http/store-context.js';
import { buildAlternates } from '../http/alternates.js';
import { sanitizeHtml } from '../http/sanitize.js';
import { categoryIdBySlug, categoryTreeRows, formerSlug, type CategoryI18nRow as I18n } from './catalogue.repository.js';

/**
 * Category tree (docs/rules/catalogue.md#category-pages Category) in the store's language. The whole tree is small (tens of
 * rows), so it is read in two queries and assembled in memory; product_count counts the
 * public products of the category and its descendants. A node's metadata is kept as stored: the
 * codec keeps the keys the contract knows when it answers.
 */
export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  description: string;
  header_image_url: string | null;
  layout: string;
  home: boolean;
  children: CategoryNode[];
  /** Breadcrumb, root first, ending with the category itself. */
  hierarchy: { name: string; slug: string }[];
  product_count: number;
  dynamic: boolean;
  show_in_menu: boolean;
  /** The one product type the category lists; null when it lists any. */
  product_type: number | null;
  metadata: Record<string, unknown>;
  alternate: Record<string, string>;
}

export const createCategoryService = (db: Queryable) => {
  const tree = async (ctx: StoreContext): Promise<{ roots: CategoryNode[]; byId: Map<number, CategoryNode> }> => {
    const { categories, names, members: placed } = await categoryTreeRows(db);
    const rowById = new Map(categories.map((r) => [r.id, r]));
    const i18n = new Map(names.map((n) => [`${n.category_id}:${n.language}`, n]));
    const pathIn = (id: number, language: string): I18n[] => {
      const chain: I18n[] = [];
      for (let cur = rowById.get(id); cur; cur = cur.parent_id ? rowById.get(cur.parent_id) : undefined) {
        const n = i18n.get(`${cur.id}:${language}`);
        if (!n) return [];
        chain.unshift(n);
      }
      return chain;
    };
    const byId = new Map<number, CategoryNode>();
    for (const r of categories) {
      const chain = pathIn(r.id, ctx.store.language);
      const own = chain[chain.length - 1];
      if (!own) continue;
      byId.set(r.id, {
        id: r.id,
        slug: own.slug,
        name: own.name,
        description: sanitizeHtml(own.description),
        header_image_url: r.header_image,
        layout: r.layout,
        home: r.home,
        children: [],
        hierarchy: chain.map(({ name, slug }) => ({ name, slug })),
        product_count: 0,
        dynamic: r.dynamic,
        show_in_menu: r.show_in_menu,
        product_type: r.product_type,
        metadata: r.metadata,
        alternate: buildAlternates(ctx.publicUrl, (s) => {
          const c = pathIn(r.id, s.language);
          return c.length
            ? categoryPath(
                s,
                c.map((x) => x.slug),
              )
            : undefined;
        }),
      });
    }
    const roots: CategoryNode[] = [];
    for (const r of categories) {
      const node = byId.get(r.id);
      if (!node) continue;
      const parent = r.parent_id ? byId.get(r.parent_id) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    // Count distinct products per subtree.
    const members = new Map<number, Set<number>>();
    for (const { category_id, product_id } of placed) {
      for (let cur = rowById.get(category_id); cur; cur = cur.parent_id ? rowById.get(cur.parent_id) : undefined) {
        let set = members.get(cur.id);
        if (!set) members.set(cur.id, (set = new Set()));
        set.add(product_id);
      }
    }
    for (const [id, node] of byId) {
      const r = rowById.get(id)!;
      node.product_count = r.dynamic
        ? Number((r.metadata as { HardLimit?: number }).HardLimit ?? 0)
        : (members.get(id)?.size ?? 0);
    }
    return { roots, byId };
  };

  /** The category named by the last slug of a path, in the store's language or any other. */
  const bySlugPath = async (slugs: readonly string[], ctx: StoreContext) => {
    const last = slugs[slugs.length - 1];
    if (!last) return undefined;
    const id =
      (await categoryIdBySlug(db, last, ctx.store.language)) ?? (await formerSlug(db, 'category', last, ctx.store.language));
    return id === undefined ? undefined : (await tree(ctx)).byId.get(id);
  };

  return { tree, bySlugPath };
};

export type CategoryService = ReturnType<typeof createCategoryService>;
