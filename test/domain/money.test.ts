import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EUR_EXCHANGE_RATES,
  addMoney,
  eurExchangeRate,
  isMinorUnits,
  money,
  multiplyMoney,
  sumMoney,
  zero,
} from '../../src/domain/money';

/** Money (spec §3, §4, §9): whole minor units in one currency; mixing currencies is an error value. */
const currency = fc.constantFrom(...Object.keys(EUR_EXCHANGE_RATES));
const amount = fc.integer({ min: -1_000_000, max: 1_000_000 });

describe('money (spec §3, §4, §9)', () => {
  it('adds amounts of one currency, in either order, and keeps the currency', () => {
    fc.assert(
      fc.property(currency, amount, amount, (c, a, b) => {
        expect(addMoney(money(a, c), money(b, c))).toEqual({ ok: true, value: { amount: a + b, currency: c } });
        expect(addMoney(money(b, c), money(a, c))).toEqual(addMoney(money(a, c), money(b, c)));
        expect(addMoney(money(a, c), zero(c))).toEqual({ ok: true, value: money(a, c) });
      }),
    );
  });

  it('refuses to add two currencies, naming the expected one and the other', () => {
    fc.assert(
      fc.property(currency, currency, amount, amount, (c1, c2, a, b) => {
        fc.pre(c1 !== c2);
        expect(addMoney(money(a, c1), money(b, c2))).toEqual({
          ok: false,
          error: { code: 'MONEY.CURRENCY_MISMATCH', expected: c1, actual: c2 },
        });
      }),
    );
  });

  it('sums a list as repeated addition, an empty list to zero, and refuses a stranger', () => {
    fc.assert(
      fc.property(currency, fc.array(amount), (c, amounts) => {
        expect(
          sumMoney(
            c,
            amounts.map((a) => money(a, c)),
          ),
        ).toEqual({
          ok: true,
          value: { amount: amounts.reduce((s, a) => s + a, 0), currency: c },
        });
      }),
    );
    expect(sumMoney('SEK', [])).toEqual({ ok: true, value: { amount: 0, currency: 'SEK' } });
    expect(sumMoney('EUR', [money(1, 'EUR'), money(2, 'GBP')])).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'GBP' },
    });
  });

  it('multiplies by a quantity as that many additions, in the same currency', () => {
    fc.assert(
      fc.property(currency, amount, fc.integer({ min: 1, max: 20 }), (c, a, n) => {
        const repeated = sumMoney(
          c,
          Array.from({ length: n }, () => money(a, c)),
        );
        expect(repeated).toEqual({ ok: true, value: multiplyMoney(money(a, c), n) });
      }),
    );
  });

  it('counts only safe whole numbers as minor units', () => {
    expect([0, -5, 1999, Number.MAX_SAFE_INTEGER].every(isMinorUnits)).toBe(true);
    expect([0.5, 19.99, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Infinity].some(isMinorUnits)).toBe(false);
  });
});

describe('euro exchange rates (spec §9)', () => {
  it('reads the shop table by default: one euro is one euro, an unsold currency has no rate', () => {
    expect(eurExchangeRate('EUR')).toBe(1);
    expect(eurExchangeRate('SEK')).toBe(EUR_EXCHANGE_RATES['SEK']);
    expect(eurExchangeRate('XYZ')).toBeUndefined();
    expect(Object.values(EUR_EXCHANGE_RATES).every((r) => r > 0)).toBe(true);
  });

  it('reads the table it is given', () => {
    expect(eurExchangeRate('USD', { USD: 1.2 })).toBe(1.2);
    expect(eurExchangeRate('EUR', { USD: 1.2 })).toBeUndefined();
  });
});
