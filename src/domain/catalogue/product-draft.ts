/**
 * The checks of a product as staff write it (docs/rules/catalogue-management.md#products): an SKU of
 * capital letters, digits and hyphens; per language a name, a slug of lower-case words joined by
 * hyphens and a description within their limits; counted stock a whole number from 0 up. The HTML of a
 * description is sanitised by the server; here only its length counts.
 */
export const PRODUCT_LIMITS = {
  skuMax: 40,
  nameMax: 120,
  slugMax: 120,
  descriptionMax: 20_000,
  /** Counted stock at or below this shows on the low-stock list. */
  lowStock: 5,
  /** What "in stock" without counting stores: the schema's default (migration 001). */
  uncounted: 1_000_000,
} as const;

const SKU = /^[A-Z0-9][A-Z0-9-]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type DraftProblem =
  { readonly field: 'sku' } | { readonly field: 'name' | 'slug' | 'description'; readonly language: string };

export interface DraftText {
  readonly language: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}

export const isSku = (sku: string): boolean => sku.length <= PRODUCT_LIMITS.skuMax && SKU.test(sku);

export const isSlug = (slug: string): boolean => slug.length <= PRODUCT_LIMITS.slugMax && SLUG.test(slug);

/** The first problem of a text, or undefined when it passes. */
export const textProblem = (text: DraftText): DraftProblem | undefined => {
  const name = text.name.trim();
  if (name.length === 0 || name.length > PRODUCT_LIMITS.nameMax) return { field: 'name', language: text.language };
  if (!isSlug(text.slug)) return { field: 'slug', language: text.language };
  if (text.description.length > PRODUCT_LIMITS.descriptionMax) return { field: 'description', language: text.language };
  return undefined;
};

/** A stock count staff may store: a whole number from 0 to the uncounted mark. */
export const isStockCount = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= PRODUCT_LIMITS.uncounted;

/** Counted stock that belongs on the low-stock list (0 included: sold out). */
export const isLowStock = (stock: number): boolean => stock <= PRODUCT_LIMITS.lowStock;

/** A price staff may set: a whole number of minor units above zero, within the column's integer. */
export const isPriceAmount = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;
