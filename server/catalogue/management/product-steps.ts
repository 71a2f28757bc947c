/**
 * The steps of a product change inside a transaction, shared by the desk's single changes and the
 * CSV import (docs/rules/catalogue-management.md): each checks its rule and refuses, so the caller's
 * transaction writes all of a change or nothing.
 */
import type { Queryable } from '../../db/db.port.js';
import { refuse } from '../../platform/outcome.js';
import type { EurRates } from '../../../src/domain/money/exchange-rates.js';
import type { CreateProductRequest, ProductPricesRequest } from './product-shapes.js';
import { PRODUCT_STATUS } from '../../../src/domain/catalogue/product-status.js';
import { statusAfter, type StatusMove } from '../../../src/domain/catalogue/product-lifecycle.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import { isPriceAmount } from '../../../src/domain/catalogue/product-draft.js';
import { sizePrices, unknownCurrencies, type PriceCell } from '../../../src/domain/pricing/price-overrides.js';
import { findAdminProduct } from './product-admin.repository.js';
import { checkLinks, checkSku, checkTexts, checkedMetadata, noRate } from './product-checks.js';
import {
  insertProduct,
  insertVariation,
  replaceCategories,
  replaceTags,
  sizeOptions,
  updateProductRow,
  writePrice,
  writeTexts,
} from './product-writes.repository.js';
import { STORE_CURRENCIES, standardPricesOf } from './standard-prices.js';

/** The types staff create here; gift cards and wall bundles are edited, not created (docs/rules/catalogue-management.md#products). */
const CREATABLE: readonly number[] = [PRODUCT_TYPE.poster, PRODUCT_TYPE.frame];

/** Adds sizes to product `id`, each priced from the standard list (unpriced when the list has no price for it). */
export const addSizes = async (
  tx: Queryable,
  p: { id: number; sku: string; type: number },
  sizes: readonly string[],
  rates: EurRates,
) => {
  const options = await sizeOptions(tx);
  const have = new Set((await findAdminProduct(tx, p.id))?.variations.map((v) => v.size) ?? []);
  for (const s of sizes) if (!options.has(s)) refuse('PRODUCT.INVALID', `There is no size "${s}".`);
  for (const [position, size] of sizes.filter((s) => !have.has(s)).entries()) {
    const variation = await insertVariation(tx, p.id, `${p.sku}-${size}`, options.get(size)!, have.size + position);
    const prices = await standardPricesOf(tx, p.type, size, rates);
    if (prices && !prices.ok) noRate(prices.currencies);
    for (const c of prices?.ok ? prices.cells : []) await writePrice(tx, variation, c.currency, c.amount, false);
  }
};

/** A new draft product with its texts, links and sizes; answers its id. */
export const createProductIn = async (tx: Queryable, req: CreateProductRequest, rates: EurRates, at: Date): Promise<number> => {
  if (!CREATABLE.includes(req.type))
    refuse('PRODUCT.INVALID', 'Only posters and frames are created here; gift cards and wall bundles are edited.');
  await checkSku(tx, req.sku);
  const texts = await checkTexts(tx, req.texts, undefined, true);
  await checkLinks(tx, req.categories ?? [], req.tags ?? []);
  const sizes = [...new Set(req.sizes)];
  if (sizes.length === 0) refuse('PRODUCT.INVALID', 'Choose at least one size.');
  const id = await insertProduct(tx, {
    sku: req.sku,
    type: req.type,
    status: PRODUCT_STATUS.draft,
    portrait: req.portrait ?? true,
    metadata: checkedMetadata(req.metadata ?? {}),
    at,
  });
  await writeTexts(tx, id, texts);
  await replaceCategories(tx, id, req.categories ?? []);
  await replaceTags(tx, id, req.tags ?? []);
  await addSizes(tx, { id, sku: req.sku, type: req.type }, sizes, rates);
  return id;
};

/** One size's prices from its EUR price and the amounts set by hand, refused when a number or a currency is wrong. */
export const checkedSizePrices = (s: ProductPricesRequest['sizes'][number], rates: EurRates): readonly PriceCell[] => {
  const byHand = s.currencies ?? {};
  const unknown = unknownCurrencies(byHand, STORE_CURRENCIES);
  if (unknown.length > 0) refuse('PRODUCT.INVALID', `The shop sells in no currency ${unknown.join(', ')}.`);
  if (![s.eur, ...Object.values(byHand)].every(isPriceAmount))
    refuse('PRODUCT.INVALID', 'Prices are whole minor units above zero.');
  const prices = sizePrices(s.eur, STORE_CURRENCIES, rates, byHand);
  if (!prices.ok) return noRate(prices.currencies);
  // A EUR price within bounds can still exceed them once converted (a forint is worth far less than a cent).
  const over = prices.cells.find((c) => !isPriceAmount(c.amount));
  if (over) refuse('PRODUCT.INVALID', `The price is too high for the ${over.currency} store.`);
  return prices.cells;
};

/** Sets the prices of the sizes named; every row of such a size becomes the product's own (`fixed`). */
export const priceSizesIn = async (tx: Queryable, id: number, sizes: ProductPricesRequest['sizes'], rates: EurRates) => {
  const variations = (await findAdminProduct(tx, id))!.variations;
  for (const s of sizes) {
    const v = variations.find((x) => x.size === s.size);
    if (!v) return refuse('PRODUCT.INVALID', `This product has no size "${s.size}".`);
    for (const c of checkedSizePrices(s, rates)) await writePrice(tx, v.id, c.currency, c.amount, true);
  }
};

const MOVE_REFUSALS = {
  'PRODUCT.ARTIST_POSTER': "This is an artist's poster: it is changed by its artist and through moderation, not here.",
  'PRODUCT.IN_REVIEW': 'A poster in moderation is decided in the review queue.',
  'PRODUCT.ARCHIVED': 'An archived product is hidden again before it is published.',
} as const;

/** Moves the product's status; publishing needs a price in every store currency for every size. */
export const moveIn = async (
  tx: Queryable,
  row: { id: number; status: number; artist_id: number | null },
  move: StatusMove,
  at: Date,
): Promise<void> => {
  const next = statusAfter(move, { status: row.status, artistPoster: row.artist_id !== null });
  if (!next.ok) return refuse(next.code, MOVE_REFUSALS[next.code]);
  if (next.status === PRODUCT_STATUS.forSale) {
    const p = (await findAdminProduct(tx, row.id))!;
    const unpriced = p.variations.filter((v) => STORE_CURRENCIES.some((c) => !v.prices.some((x) => x.currency === c)));
    if (p.variations.length === 0) refuse('PRODUCT.UNPRICED', 'Add a size before publishing.');
    if (unpriced.length > 0)
      refuse('PRODUCT.UNPRICED', `Set a price in every store currency first (${unpriced.map((v) => v.size).join(', ')}).`);
  }
  await updateProductRow(tx, row.id, { status: next.status, at });
};

export const ARTIST_POSTER_MESSAGE = MOVE_REFUSALS['PRODUCT.ARTIST_POSTER'];
