/**
 * Prices in minor units (×100) for every store currency. EUR is the base; other currencies use
 * fixed rates and "nice" rounding: x.90 for USD GBP CHF PLN RON, …9 for SEK DKK NOK CZK, …90 for HUF.
 */
import { STORES, type Currency } from '../../src/domain/stores/stores.js';
import { EUR_EXCHANGE_RATES } from '../../src/domain/money/exchange-rates.js';

export const CURRENCIES: readonly Currency[] = [...new Set(STORES.map((s) => s.currency))];

export const FX = EUR_EXCHANGE_RATES as Readonly<Record<Currency, number>>;

export const SIZES = ['13x18', '21x30', '30x40', '40x50', '50x70', '70x100'] as const;
export type Size = (typeof SIZES)[number];

/** EUR cents per size. */
export const POSTER_EUR: Readonly<Record<Size, number>> = { '13x18': 990, '21x30': 1490, '30x40': 1990, '40x50': 2490, '50x70': 2990, '70x100': 4990 };
export const PERSONALISED_EUR: Readonly<Record<Size, number>> = { '13x18': 1490, '21x30': 1990, '30x40': 2490, '40x50': 2990, '50x70': 3490, '70x100': 5490 };
export const WOOD_FRAME_EUR: Readonly<Record<Size, number>> = { '13x18': 990, '21x30': 1490, '30x40': 1990, '40x50': 2490, '50x70': 3490, '70x100': 4990 };
export const METAL_FRAME_EUR: Readonly<Record<Size, number>> = { '13x18': 1290, '21x30': 1790, '30x40': 2290, '40x50': 2990, '50x70': 3990, '70x100': 5990 };

export const GIFT_CARD_AMOUNTS = [25, 50, 100, 150, 200] as const;

/** A EUR price (cents) converted to a nice price in `currency` (minor units). */
export const nicePrice = (eurCents: number, currency: Currency): number => {
  if (currency === 'EUR') return eurCents;
  const x = (eurCents / 100) * FX[currency];
  switch (currency) {
    case 'SEK': case 'DKK': case 'NOK': case 'CZK':
      return (Math.max(0, Math.round((x - 9) / 10)) * 10 + 9) * 100;
    case 'HUF':
      return (Math.max(0, Math.round((x - 90) / 100)) * 100 + 90) * 100;
    default:
      return Math.max(0, Math.round(x - 0.9)) * 100 + 90;
  }
};

/** A gift-card value of `eur` euros in `currency`, rounded to a round amount (minor units). */
export const giftCardPrice = (eur: number, currency: Currency): number => {
  const x = eur * FX[currency];
  const step = currency === 'HUF' ? 1000 : ['SEK', 'DKK', 'NOK', 'CZK'].includes(currency) ? 10 : ['PLN', 'RON'].includes(currency) ? 5 : 1;
  return Math.max(step, Math.round(x / step) * step) * 100;
};

export const pricesFor = (eurCents: number): Record<Currency, number> =>
  Object.fromEntries(CURRENCIES.map((c) => [c, nicePrice(eurCents, c)])) as Record<Currency, number>;
