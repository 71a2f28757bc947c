/**
 * Structured-data price range (docs/rules/product-pages.md#head-and-structured-data "Structured data", docs/rules/product-pages.md#view-kinds product pages):
 * lowest and highest variation price and the variation count, in the currency of the first
 * variation; for a wall, the summed lowest and summed highest prices of its bundled products.
 *
 * Decisions: a variation in another currency is `MONEY.CURRENCY_MISMATCH`; a product (or a
 * bundled product) without variations is `PRICING.NO_VARIATIONS`. A wall's `offerCount` is the
 * number of bundled products (the bundle is sold as one offer per bundled poster).
 */
import { money, type CurrencyMismatch, type Money } from '../money/money';
import { err, ok, type Result } from '../result/result';

export interface PriceRange {
  readonly low: Money;
  readonly high: Money;
  readonly offerCount: number;
}

export interface NoVariations {
  readonly code: 'PRICING.NO_VARIATIONS';
}

export interface Priced {
  readonly price: Money;
}

export type PriceRangeError = NoVariations | CurrencyMismatch;

export const priceRange = (variations: readonly Priced[]): Result<PriceRange, PriceRangeError> => {
  const first = variations[0];
  if (!first) return err({ code: 'PRICING.NO_VARIATIONS' });
  const currency = first.price.currency;
  const stray = variations.find((v) => v.price.currency !== currency);
  if (stray) return err({ code: 'MONEY.CURRENCY_MISMATCH', expected: currency, actual: stray.price.currency });
  const amounts = variations.map((v) => v.price.amount);
  return ok({
    low: money(Math.min(...amounts), currency),
    high: money(Math.max(...amounts), currency),
    offerCount: variations.length,
  });
};

export const wallPriceRange = (bundled: readonly (readonly Priced[])[]): Result<PriceRange, PriceRangeError> => {
  const ranges: PriceRange[] = [];
  for (const variations of bundled) {
    const range = priceRange(variations);
    if (!range.ok) return range;
    ranges.push(range.value);
  }
  const first = ranges[0];
  if (!first) return err({ code: 'PRICING.NO_VARIATIONS' });
  const currency = first.low.currency;
  const stray = ranges.find((r) => r.low.currency !== currency);
  if (stray) return err({ code: 'MONEY.CURRENCY_MISMATCH', expected: currency, actual: stray.low.currency });
  const sum = (pick: (r: PriceRange) => Money): Money =>
    money(
      ranges.reduce((n, r) => n + pick(r).amount, 0),
      currency,
    );
  return ok({ low: sum((r) => r.low), high: sum((r) => r.high), offerCount: ranges.length });
};
