/** The refusals of a product write (docs/rules/catalogue-management.md#products), raised inside its transaction. */
import type { Queryable } from '../../db/db.port.js';
import { refuse } from '../../platform/outcome.js';
import { sanitizeHtml } from '../../http/sanitize.js';
import { LANGUAGES } from '../../../src/domain/stores/stores.js';
import { isSku, textProblem, PRODUCT_LIMITS } from '../../../src/domain/catalogue/product-draft.js';
import type { CreateProductRequest } from './product-shapes.js';
import { existing, skuTaken, slugOwner, type ProductTexts } from './product-writes.repository.js';

export const checkSku = async (tx: Queryable, sku: string): Promise<void> => {
  if (!isSku(sku))
    refuse('PRODUCT.INVALID', `The SKU is capital letters, digits and hyphens, at most ${PRODUCT_LIMITS.skuMax} characters.`);
  if (await skuTaken(tx, sku)) refuse('PRODUCT.SKU_TAKEN', `The SKU ${sku} is in use already.`);
};

const PROBLEM = {
  name: `a name of 1 to ${PRODUCT_LIMITS.nameMax} characters`,
  slug: `a slug of lower-case letters and digits joined by hyphens, at most ${PRODUCT_LIMITS.slugMax} characters`,
  description: `a description of at most ${PRODUCT_LIMITS.descriptionMax} characters`,
} as const;

/**
 * The texts checked and their descriptions sanitised as the shop shows them, so what is stored is what
 * is served. A new product needs a text in English, the language every other store falls back to.
 */
export const checkTexts = async (
  tx: Queryable,
  texts: readonly ProductTexts[],
  productId: number | undefined,
  isNew: boolean,
): Promise<ProductTexts[]> => {
  const seen = new Set<string>();
  for (const t of texts) {
    if (!(LANGUAGES as readonly string[]).includes(t.language))
      refuse('PRODUCT.INVALID', `The shop has no language "${t.language}".`);
    if (seen.has(t.language)) refuse('PRODUCT.INVALID', `The language ${t.language} is given twice.`);
    seen.add(t.language);
    const problem = textProblem(t);
    if (problem && problem.field !== 'sku') refuse('PRODUCT.INVALID', `The ${t.language} text needs ${PROBLEM[problem.field]}.`);
    const owner = await slugOwner(tx, t.language, t.slug);
    if (owner !== undefined && owner !== productId)
      refuse('PRODUCT.SLUG_TAKEN', `The slug "${t.slug}" is another product's in ${t.language}.`);
  }
  if (isNew && !seen.has('en')) refuse('PRODUCT.INVALID', 'A new product needs its English name, slug and description.');
  return texts.map((t) => ({ ...t, name: t.name.trim(), description: sanitizeHtml(t.description) }));
};

export const checkLinks = async (tx: Queryable, categories: readonly number[], tags: readonly number[]): Promise<void> => {
  const cats = await existing(tx, 'category', categories);
  const missingCat = categories.find((c) => !cats.has(c));
  if (missingCat !== undefined) refuse('PRODUCT.INVALID', `There is no category ${missingCat}.`);
  const found = await existing(tx, 'tag', tags);
  const missingTag = tags.find((t) => !found.has(t));
  if (missingTag !== undefined) refuse('PRODUCT.INVALID', `There is no tag ${missingTag}.`);
};

/** Only the metadata keys the product model names are stored (docs/rules/catalogue.md#products-and-categories). */
export const checkedMetadata = (m: NonNullable<CreateProductRequest['metadata']>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(m).filter(([k, v]) => v !== undefined && ['pp', 'disable_bw', 'frame_type', 'template', 'byop'].includes(k)),
  );

export const noRate = (currencies: readonly string[]): never =>
  refuse(
    'PRICES.NO_RATE',
    `No exchange rate for ${currencies.join(', ')} at the moment. Set those prices by hand or try again later.`,
  );
