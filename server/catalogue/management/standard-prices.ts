/**
 * The standard price list as staff see and set it (docs/rules/catalogue-management.md#prices): per product type
 * and size a EUR price, each store currency's nice price beside the amount set by hand, if any.
 * Posters without rows keep the domain's standard poster prices.
 */
import type { Queryable } from '../../db/db.port.js';
import type { EurRates } from '../../../src/domain/money/exchange-rates.js';
import { POSTER_EUR, POSTER_SIZES, nicePrice } from '../../../src/domain/pricing/standard-prices.js';
import { sizePrices, type SizePrices } from '../../../src/domain/pricing/price-overrides.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import { STORES, type Currency } from '../../../src/domain/stores/stores.js';
import type { StandardPriceList } from './product-shapes.js';
import { standardRows } from './standard-prices.repository.js';

export const STORE_CURRENCIES: readonly Currency[] = [...new Set(STORES.map((s) => s.currency))];

interface StandardSize {
  readonly eur: number;
  readonly byHand: Readonly<Record<string, number>>;
}

/** Type → size → the standard EUR price and the currencies set by hand. */
export const standardSizes = async (db: Queryable, type?: number): Promise<Map<number, Map<string, StandardSize>>> => {
  const out = new Map<number, Map<string, StandardSize>>();
  const sizesOf = (t: number) => out.get(t) ?? out.set(t, new Map()).get(t)!;
  if (type === undefined || type === PRODUCT_TYPE.poster)
    for (const size of POSTER_SIZES) sizesOf(PRODUCT_TYPE.poster).set(size, { eur: POSTER_EUR[size], byHand: {} });
  const rows = await standardRows(db, type);
  const eurRows = rows.filter((r) => r.currency === 'EUR');
  for (const r of eurRows) sizesOf(r.product_type).set(r.size, { eur: r.amount, byHand: {} });
  for (const r of rows.filter((x) => x.currency !== 'EUR')) {
    const s = sizesOf(r.product_type).get(r.size);
    if (s) sizesOf(r.product_type).set(r.size, { eur: s.eur, byHand: { ...s.byHand, [r.currency]: r.amount } });
  }
  return out;
};

/** The prices a new variation of `type` in `size` gets, or undefined when the list has no price for it. */
export const standardPricesOf = async (
  db: Queryable,
  type: number,
  size: string,
  rates: EurRates,
): Promise<SizePrices | undefined> => {
  const s = (await standardSizes(db, type)).get(type)?.get(size);
  return s ? sizePrices(s.eur, STORE_CURRENCIES, rates, s.byHand) : undefined;
};

export const standardPriceList = async (db: Queryable, rates: EurRates): Promise<StandardPriceList> => {
  const list: StandardPriceList = [];
  for (const [type, sizes] of await standardSizes(db))
    for (const [size, s] of sizes)
      list.push({
        type,
        size,
        eur: s.eur,
        currencies: STORE_CURRENCIES.filter((c) => c !== 'EUR').map((currency) => ({
          currency,
          nice: nicePrice(s.eur, currency, rates) ?? null,
          amount: s.byHand[currency] ?? null,
          overridden: s.byHand[currency] !== undefined,
        })),
      });
  return list;
};
