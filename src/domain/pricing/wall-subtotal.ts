/**
 * Wall bundle subtotal (docs/rules/product-pages.md#wall-bundles "Wall bundle"): the sum of the bundled posters' subtotals
 * (poster price + frame price each) times the bundle quantity.
 */
import { multiplyMoney, sumMoney, type CurrencyMismatch, type Money } from '../money/money';
import { err, flatMapResult, ok, type Result } from '../result/result';
import { isValidQuantity, linePrice, type InvalidQuantity } from './line-price';

export interface BundledPosterPrice {
  readonly poster: Money;
  readonly frame: Money | null;
}

export const wallSubtotal = (
  currency: string,
  posters: readonly BundledPosterPrice[],
  quantity: number,
): Result<Money, CurrencyMismatch | InvalidQuantity> => {
  if (!isValidQuantity(quantity)) return err({ code: 'PRICING.INVALID_QUANTITY', quantity });
  const subtotals: Money[] = [];
  for (const p of posters) {
    const line = linePrice({ ...p, quantity: 1 });
    if (!line.ok) return line;
    subtotals.push(line.value);
  }
  return flatMapResult(sumMoney(currency, subtotals), (sum) => ok(multiplyMoney(sum, quantity)));
};
