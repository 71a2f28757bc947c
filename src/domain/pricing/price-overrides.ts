/**
 * Prices staff set (docs/rules/catalogue-management.md#prices): a size's EUR price, and in each other store
 * currency either the "nice" price the euro rate gives (standard-prices.ts) or an amount set by
 * hand. A hand-set amount is kept as it is when the rates or the EUR price move.
 */
import type { Currency } from '../stores/stores';
import type { EurRates } from '../money/exchange-rates';
import { nicePrice } from './standard-prices';

export interface PriceCell {
  readonly currency: Currency;
  readonly amount: number;
  /** Set by hand rather than derived from the EUR price. */
  readonly fixed: boolean;
}

export type SizePrices =
  | { readonly ok: true; readonly cells: readonly PriceCell[] }
  | { readonly ok: false; readonly code: 'PRICES.NO_RATE'; readonly currencies: readonly Currency[] };

/**
 * Every one of `currencies` priced from `eurMinor`, `byHand` taking precedence. EUR is the EUR
 * price itself (never "by hand": it is the price the others derive from); a currency with neither
 * a hand-set amount nor a rate fails the whole size, naming it.
 */
export const sizePrices = (
  eurMinor: number,
  currencies: readonly Currency[],
  rates: EurRates,
  byHand: Readonly<Partial<Record<string, number>>>,
): SizePrices => {
  const cells: PriceCell[] = [];
  const missing: Currency[] = [];
  for (const currency of currencies) {
    const set = currency === 'EUR' ? undefined : byHand[currency];
    const amount = set ?? nicePrice(eurMinor, currency, rates);
    if (amount === undefined) missing.push(currency);
    else cells.push({ currency, amount, fixed: set !== undefined });
  }
  return missing.length > 0 ? { ok: false, code: 'PRICES.NO_RATE', currencies: missing } : { ok: true, cells };
};

/** The currencies named by hand that the shop does not sell in (refused: a price nobody can pay is a typo). */
export const unknownCurrencies = (byHand: Readonly<Record<string, number>>, currencies: readonly Currency[]): string[] =>
  Object.keys(byHand).filter((c) => !(currencies as readonly string[]).includes(c));
