import type { ProductQuery } from '../../src/application/ports/catalogue.port.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';
import { listedProduct } from '../db/listed-product.js';

/**
 * GET /api/products filter (docs/rules/catalogue.md#filters) → one SQL WHERE clause with numbered parameters.
 * Decisions: only products with a public status (domain PUBLIC_STATUSES) are listed;
 * category_id includes the category's descendants; `categories` (slugs) likewise;
 * `query` is not a clause here: search.service.ts matches and ranks it and passes the other
 * filters through this function; default order is popularity, `newest` orders by creation date and `hard_limit` caps the
 * total a dynamic category can page through; `random` shuffles. The fields named as in the
 * query are the front end's ProductQuery's; the others are camelCase.
 */
export interface ProductFilter extends Pick<
  ProductQuery,
  'type' | 'query' | 'size' | 'portrait' | 'color' | 'categories' | 'tag' | 'artist' | 'customizable' | 'newest' | 'random'
> {
  readonly categoryId?: number;
  readonly exceptCategoryId?: number;
  readonly relatedId?: number;
  readonly productIds?: readonly number[];
  readonly hardLimit?: number;
  /** Always set: the parameters' defaults are applied when the query is read (filter-params.ts). */
  readonly limit: number;
  readonly offset: number;
}

const SUBTREE = (param: string) => `WITH RECURSIVE sub(id) AS (
  SELECT id FROM category WHERE id IN (${param})
  UNION SELECT c.id FROM category c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`;

export const buildProductWhere = (f: ProductFilter, language: string): { where: string; params: unknown[] } => {
  const params: unknown[] = [];
  const p = (v: unknown): string => {
    params.push(v);
    return `$${params.length}`;
  };
  const clauses: string[] = [listedProduct(p(PUBLIC_STATUSES))];
  if (f.type !== undefined) clauses.push(`p.type = ${p(f.type)}`);
  if (f.portrait !== undefined && f.portrait !== null) clauses.push(`p.portrait = ${p(f.portrait)}`);
  if (f.color) clauses.push(`p.color = ${p(f.color)}`);
  if (f.size) {
    clauses.push(`EXISTS (SELECT 1 FROM variation v JOIN attribute_option o ON o.id = v.option_id
      WHERE v.product_id = p.id AND o.name = ${p(f.size)})`);
  }
  if (f.categories?.length) {
    const ids = `SELECT category_id FROM category_i18n WHERE language = ${p(language)} AND slug = ANY(${p(f.categories)})`;
    clauses.push(`p.id IN (SELECT product_id FROM product_category WHERE category_id IN (${SUBTREE(ids)}))`);
  }
  if (f.tag) {
    clauses.push(`p.id IN (SELECT pt.product_id FROM product_tag pt JOIN tag_i18n ti ON ti.tag_id = pt.tag_id
      WHERE ti.language = ${p(language)} AND ti.slug = ${p(f.tag)})`);
  }
  if (f.artist) clauses.push(`p.artist_id = (SELECT id FROM artist WHERE slug = ${p(f.artist)})`);
  if (f.categoryId !== undefined) {
    clauses.push(`p.id IN (SELECT product_id FROM product_category WHERE category_id IN (${SUBTREE(p(f.categoryId))}))`);
  }
  if (f.exceptCategoryId !== undefined) {
    clauses.push(
      `p.id NOT IN (SELECT product_id FROM product_category WHERE category_id IN (${SUBTREE(p(f.exceptCategoryId))}))`,
    );
  }
  if (f.customizable !== undefined) {
    const custom = `(p.metadata ? 'template' OR COALESCE((p.metadata->>'byop')::boolean, false))`;
    clauses.push(f.customizable ? custom : `NOT ${custom}`);
  }
  if (f.relatedId !== undefined) {
    clauses.push(`p.id <> ${p(f.relatedId)} AND p.type = (SELECT type FROM product WHERE id = $${params.length})`);
  }
  if (f.productIds) clauses.push(`p.id = ANY(${p(f.productIds)})`);
  return { where: clauses.join(' AND '), params };
};

/** The listing's order; a shuffled listing (`random`) is drawn by the catalogue service instead. */
export const orderClause = (f: ProductFilter): string =>
  f.newest ? 'p.created_at DESC, p.id DESC' : 'p.popularity DESC, p.id ASC';
