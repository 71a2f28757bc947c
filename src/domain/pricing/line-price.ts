/**
 * Price of a line (docs/rules/checkout.md#line-price "Price of a line"): frame price plus poster price, summed, times
 * quantity. A line without a frame costs poster price × quantity.
 *
 * Decision: the quantity must be a non-negative integer (the cart spinner's minimum is 0, spec
 * docs/rules/checkout.md#quantities-and-limits); anything else is the `PRICING.INVALID_QUANTITY` error value.
 */
import { addMoney, multiplyMoney, type CurrencyMismatch, type Money } from '../money/money';
import { err, ok, type Result } from '../result/result';

export interface InvalidQuantity {
  readonly code: 'PRICING.INVALID_QUANTITY';
  readonly quantity: number;
}

export interface LineInput {
  readonly poster: Money;
  readonly frame: Money | null;
  readonly quantity: number;
}

export const isValidQuantity = (quantity: number): boolean => Number.isSafeInteger(quantity) && quantity >= 0;

export const linePrice = (line: LineInput): Result<Money, CurrencyMismatch | InvalidQuantity> => {
  if (!isValidQuantity(line.quantity)) {
    return err({ code: 'PRICING.INVALID_QUANTITY', quantity: line.quantity });
  }
  const unit = line.frame === null ? ok(line.poster) : addMoney(line.poster, line.frame);
  return unit.ok ? ok(multiplyMoney(unit.value, line.quantity)) : unit;
};
