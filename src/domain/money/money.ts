/**
 * Money (docs/rules/shop-wide.md#money): an integer amount of minor units (cents, öre, fillér…) and an ISO
 * currency code. Never a float. Arithmetic across currencies is an error value, not a throw.
 */
import { err, ok, type Result } from '../result/result';

export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export interface CurrencyMismatch {
  readonly code: 'MONEY.CURRENCY_MISMATCH';
  readonly expected: string;
  readonly actual: string;
}

export const money = (amount: number, currency: string): Money => ({ amount, currency });

export const zero = (currency: string): Money => money(0, currency);

export const isMinorUnits = (amount: number): boolean => Number.isSafeInteger(amount);

const mismatch = (expected: string, actual: string): CurrencyMismatch => ({
  code: 'MONEY.CURRENCY_MISMATCH',
  expected,
  actual,
});

export const addMoney = (a: Money, b: Money): Result<Money, CurrencyMismatch> =>
  a.currency === b.currency ? ok(money(a.amount + b.amount, a.currency)) : err(mismatch(a.currency, b.currency));

/** Sum in `currency`; an empty list sums to zero in that currency. */
export const sumMoney = (currency: string, amounts: readonly Money[]): Result<Money, CurrencyMismatch> => {
  let total = 0;
  for (const m of amounts) {
    if (m.currency !== currency) return err(mismatch(currency, m.currency));
    total += m.amount;
  }
  return ok(money(total, currency));
};

/** Multiplies by an integer factor (a quantity); the amount stays in minor units. */
export const multiplyMoney = (m: Money, factor: number): Money => money(m.amount * factor, m.currency);
