/**
 * The demo catalogue's price tables in EUR minor units. Posters use the domain's standard price
 * list (src/domain/pricing/standard-prices.ts, the same one moderation applies to an approved
 * artist poster); every other currency is derived with the shop's fixed rate table, so the
 * seed stays the same whatever live rates the running shop reads.
 */
import { STORES, type Currency } from '../../../src/domain/stores/stores.js';
import { EUR_EXCHANGE_RATES } from '../../../src/domain/money/exchange-rates.js';
import { POSTER_EUR, POSTER_SIZES, priceList, type PosterSize } from '../../../src/domain/pricing/standard-prices.js';

export { POSTER_EUR };
export const CURRENCIES: readonly Currency[] = [...new Set(STORES.map((s) => s.currency))];

export const SIZES = POSTER_SIZES;
export type Size = PosterSize;

export const PERSONALISED_EUR: Readonly<Record<Size, number>> = {
  '13x18': 1490,
  '21x30': 1990,
  '30x40': 2490,
  '40x50': 2990,
  '50x70': 3490,
  '70x100': 5490,
};
export const WOOD_FRAME_EUR: Readonly<Record<Size, number>> = {
  '13x18': 990,
  '21x30': 1490,
  '30x40': 1990,
  '40x50': 2490,
  '50x70': 3490,
  '70x100': 4990,
};
export const METAL_FRAME_EUR: Readonly<Record<Size, number>> = {
  '13x18': 1290,
  '21x30': 1790,
  '30x40': 2290,
  '40x50': 2990,
  '50x70': 3990,
  '70x100': 5990,
};

export const GIFT_CARD_AMOUNTS = [25, 50, 100, 150, 200] as const;

/** A gift-card value of `eur` euros in `currency`, rounded to a round amount (minor units). */
export const giftCardPrice = (eur: number, currency: Currency): number => {
  const x = eur * EUR_EXCHANGE_RATES[currency]!;
  const step =
    currency === 'HUF' ? 1000 : ['SEK', 'DKK', 'NOK', 'CZK'].includes(currency) ? 10 : ['PLN', 'RON'].includes(currency) ? 5 : 1;
  return Math.max(step, Math.round(x / step) * step) * 100;
};

/** A EUR price in every store currency; the fixed table covers them all. */
export const pricesFor = (eurMinor: number): Record<Currency, number> => {
  const list = priceList(eurMinor, CURRENCIES, EUR_EXCHANGE_RATES);
  if (!list.ok) throw new Error(`The rate table lacks ${list.currencies.join(', ')}`);
  return { ...list.prices };
};
