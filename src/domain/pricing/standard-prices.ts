/**
 * The shop's standard price list: prices are set in EUR minor units and every other store
 * currency gets a "nice" price from the euro rate (x.90 for USD GBP CHF PLN RON, …9 for SEK DKK
 * NOK CZK, …90 for HUF). An artist's poster is sold at the standard poster prices in every
 * standard size once approved (docs/rules/product-pages.md#size-frame-and-options "Variation", docs/rules/shop-wide.md#roles marketplace).
 *
 * The rates are an argument: the server reads them through its ExchangeRates port.
 */
import type { Currency } from '../stores/stores';
import type { EurRates } from '../money/exchange-rates';

export const POSTER_SIZES = ['13x18', '21x30', '30x40', '40x50', '50x70', '70x100'] as const;
export type PosterSize = (typeof POSTER_SIZES)[number];

/** The standard poster price per size, EUR minor units. */
export const POSTER_EUR: Readonly<Record<PosterSize, number>> = {
  '13x18': 990,
  '21x30': 1490,
  '30x40': 1990,
  '40x50': 2490,
  '50x70': 2990,
  '70x100': 4990,
};

/** A EUR price (minor units) as a nice price in `currency` (minor units), or undefined without a rate. */
export const nicePrice = (eurMinor: number, currency: Currency, rates: EurRates): number | undefined => {
  if (currency === 'EUR') return eurMinor;
  const rate = rates[currency];
  if (rate === undefined) return undefined;
  const x = (eurMinor / 100) * rate;
  switch (currency) {
    case 'SEK':
    case 'DKK':
    case 'NOK':
    case 'CZK':
      return (Math.max(0, Math.round((x - 9) / 10)) * 10 + 9) * 100;
    case 'HUF':
      return (Math.max(0, Math.round((x - 90) / 100)) * 100 + 90) * 100;
    default:
      return Math.max(0, Math.round(x - 0.9)) * 100 + 90;
  }
};

export type PriceList =
  | { readonly ok: true; readonly prices: Readonly<Record<Currency, number>> }
  | { readonly ok: false; readonly code: 'PRICES.NO_RATE'; readonly currencies: readonly Currency[] };

/** A EUR price in each of `currencies`; fails naming the currencies the rates do not cover. */
export const priceList = (eurMinor: number, currencies: readonly Currency[], rates: EurRates): PriceList => {
  const priced = currencies.map((c) => [c, nicePrice(eurMinor, c, rates)] as const);
  const missing = priced.filter(([, p]) => p === undefined).map(([c]) => c);
  if (missing.length > 0) return { ok: false, code: 'PRICES.NO_RATE', currencies: missing };
  return { ok: true, prices: Object.fromEntries(priced) as Record<Currency, number> };
};
