import type { Queryable } from '../db/db.port.js';
import { categoryPath } from '../../src/domain/stores/stores.js';
import type { StoreContext } from './context.js';
import { buildAlternates } from './alternates.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';
import { sanitizeHtml } from '../content/sanitize.js';
import { formerSlug } from './catalogue.service.js';

/**
 * Category tree (spec §3 Category) in the store's language. The whole tree is small (tens of
 * rows), so it is read in two queries and assembled in memory; product_count counts the
 * public products of the category and its descendants.
 */
interface Row {
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
interface I18n {
  category_id: number;
  language: string;
  slug: string;
  name: string;
  description: string;
}

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  description: string;
  header_image_url: string | null;
  layout: string;
  home: boolean;
  children: CategoryNode[];
  hierarchy: { name: string; slug: string }[];
  product_count: number;
  dynamic: boolean;
  show_in_menu: boolean;
  product_type: number | null;
  metadata: Record<string, unknown>;
  alternate: Record<string, string>;
}

export const createCategoryService = (db: Queryable) => {
  const tree = async (ctx: StoreContext): Promise<{ roots: CategoryNode[]; byId: Map<number, CategoryNode> }> => {
    const [cats, names, counts] = await Promise.all([
      db.query<Row>('SELECT * FROM category ORDER BY position, id'),
      db.query<I18n>('SELECT category_id, language, slug, name, description FROM category_i18n'),
      db.query<{ category_id: number; product_id: number }>(
        `SELECT pc.category_id, pc.product_id FROM product_category pc JOIN product p ON p.id = pc.product_id
         WHERE p.status = ANY($1::int[])`,
        [PUBLIC_STATUSES],
      ),
    ]);
    const rowById = new Map(cats.rows.map((r) => [r.id, r]));
    const i18n = new Map(names.rows.map((n) => [`${n.category_id}:${n.language}`, n]));
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
    for (const r of cats.rows) {
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
    for (const r of cats.rows) {
      const node = byId.get(r.id);
      if (!node) continue;
      const parent = r.parent_id ? byId.get(r.parent_id) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    // Count distinct products per subtree.
    const members = new Map<number, Set<number>>();
    for (const { category_id, product_id } of counts.rows) {
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
    const row = (
      await db.query<{ category_id: number }>(
        'SELECT category_id FROM category_i18n WHERE slug = $1 ORDER BY (language = $2) DESC LIMIT 1',
        [last, ctx.store.language],
      )
    ).rows[0];
    const id = row?.category_id ?? (await formerSlug(db, 'category', last, ctx.store.language));
    return id === undefined ? undefined : (await tree(ctx)).byId.get(id);
  };

  return { tree, bySlugPath };
};

export type CategoryService = ReturnType<typeof createCategoryService>;
