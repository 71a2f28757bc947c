import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, sumMoney, addMoney, zero, isMinorUnits, type Money } from '../../src/domain/money';
import {
  applyCoupons,
  cartItemCount,
  cartSubtotal,
  couponDiscount,
  linePrice,
  priceRange,
  wallPriceRange,
  wallSubtotal,
} from '../../src/domain/pricing';
import { err, flatMapResult, mapResult, ok } from '../../src/domain/result';
import { eur } from './builders';

const amount = fc.integer({ min: 0, max: 10_000_000 });
const qty = fc.integer({ min: 0, max: 1000 });
const eurArb = amount.map(eur);

const value = <A>(r: { ok: true; value: A } | { ok: false; error: unknown }): A => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
};

describe('money', () => {
  it('adds in one currency and refuses two', () => {
    expect(addMoney(eur(100), eur(250))).toEqual({ ok: true, value: eur(350) });
    expect(addMoney(eur(1), money(1, 'SEK'))).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'SEK' },
    });
  });
  it('sums an empty list to zero in the given currency', () => {
    expect(sumMoney('SEK', [])).toEqual({ ok: true, value: zero('SEK') });
  });
  it('amounts are integer minor units', () => {
    expect(isMinorUnits(1999)).toBe(true);
    expect(isMinorUnits(19.99)).toBe(false);
  });
});

describe('line price (spec §4)', () => {
  it('(poster 4900 + frame 1900) × 2 = 13600', () => {
    expect(linePrice({ poster: eur(4900), frame: eur(1900), quantity: 2 })).toEqual({ ok: true, value: eur(13600) });
  });
  it('a line without a frame costs poster × quantity', () => {
    expect(value(linePrice({ poster: eur(2900), frame: null, quantity: 3 }))).toEqual(eur(8700));
  });
  it('is linear in quantity', () => {
    fc.assert(
      fc.property(eurArb, eurArb, qty, qty, (p, f, a, b) => {
        const at = (q: number) => value(linePrice({ poster: p, frame: f, quantity: q })).amount;
        expect(at(a + b)).toBe(at(a) + at(b));
        expect(at(1)).toBe(p.amount + f.amount);
      }),
    );
  });
  it('a frame in another currency is an error value', () => {
    const r = linePrice({ poster: eur(1), frame: money(1, 'USD'), quantity: 1 });
    expect(r).toEqual({ ok: false, error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'USD' } });
  });
  it.each([-1, 1.5, Number.NaN])('quantity %s is PRICING.INVALID_QUANTITY', (quantity) => {
    expect(linePrice({ poster: eur(1), frame: null, quantity })).toEqual({
      ok: false,
      error: { code: 'PRICING.INVALID_QUANTITY', quantity },
    });
  });
  it('quantity 0 costs nothing', () => {
    expect(value(linePrice({ poster: eur(500), frame: eur(100), quantity: 0 }))).toEqual(eur(0));
  });
});

describe('mini-cart subtotal (spec §2, §3: a frame is its own line)', () => {
  it('sums price × quantity over poster and frame lines', () => {
    const lines = [
      { price: eur(4900), quantity: 2 },
      { price: eur(1900), quantity: 2 },
      { price: eur(2500), quantity: 1 },
    ];
    expect(value(cartSubtotal('EUR', lines))).toEqual(eur(16100));
    expect(cartItemCount(lines)).toBe(5);
  });
  const lineArb = fc.record({ price: eurArb, quantity: qty });
  const subtotalOf = (lines: readonly { price: Money; quantity: number }[]) => value(cartSubtotal('EUR', lines)).amount;
  it('one line costs what the line price rule says; no lines cost nothing', () => {
    fc.assert(
      fc.property(lineArb, (l) => {
        expect(subtotalOf([l])).toBe(value(linePrice({ poster: l.price, frame: null, quantity: l.quantity })).amount);
      }),
    );
    expect(subtotalOf([])).toBe(0);
  });
  it('splitting the cart in two splits the subtotal in two, in any order of lines', () => {
    const reordered = <T>(xs: T[]) => fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length });
    const cart = fc
      .tuple(fc.array(lineArb), fc.array(lineArb))
      .chain(([a, b]) => fc.tuple(fc.constant(a), fc.constant(b), reordered([...a, ...b])));
    fc.assert(
      fc.property(cart, ([a, b, shuffled]) => {
        const joined = [...a, ...b];
        expect(subtotalOf(joined)).toBe(subtotalOf(a) + subtotalOf(b));
        expect(subtotalOf(shuffled)).toBe(subtotalOf(joined));
      }),
    );
  });
  it('refuses a line in another currency and an invalid quantity', () => {
    expect(cartSubtotal('EUR', [{ price: money(1, 'GBP'), quantity: 1 }]).ok).toBe(false);
    expect(cartSubtotal('EUR', [{ price: eur(1), quantity: -2 }])).toEqual({
      ok: false,
      error: { code: 'PRICING.INVALID_QUANTITY', quantity: -2 },
    });
  });
});

describe('wall bundle subtotal (spec §4)', () => {
  it('sum of the posters’ subtotals times quantity', () => {
    const posters = [
      { poster: eur(4900), frame: eur(1900) },
      { poster: eur(2900), frame: null },
    ];
    expect(value(wallSubtotal('EUR', posters, 3))).toEqual(eur((4900 + 1900 + 2900) * 3));
  });
  it('is linear in quantity and an empty wall costs zero', () => {
    const posterArb = fc.array(fc.record({ poster: eurArb, frame: fc.option(eurArb, { nil: null }) }));
    fc.assert(
      fc.property(posterArb, qty, (posters, q) => {
        const one = value(wallSubtotal('EUR', posters, 1)).amount;
        expect(value(wallSubtotal('EUR', posters, q)).amount).toBe(one * q);
      }),
    );
    expect(value(wallSubtotal('EUR', [], 4))).toEqual(eur(0));
  });
  it('reports the first currency or quantity problem', () => {
    expect(wallSubtotal('EUR', [{ poster: eur(1), frame: money(1, 'SEK') }], 1)).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'SEK' },
    });
    expect(wallSubtotal('EUR', [{ poster: money(1, 'SEK'), frame: null }], 1)).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'SEK' },
    });
    expect(wallSubtotal('EUR', [], -1)).toEqual({ ok: false, error: { code: 'PRICING.INVALID_QUANTITY', quantity: -1 } });
  });
});

describe('coupons (spec §3, §4)', () => {
  const couponArb = fc.oneof(
    fc.record({
      code: fc.constant('FIX'),
      kind: fc.constant('fixed' as const),
      amount: fc.integer({ min: -1000, max: 20_000_000 }).map(eur),
    }),
    fc.record({
      code: fc.constant('PCT'),
      kind: fc.constant('percentage' as const),
      percent: fc.double({ min: -50, max: 150, noNaN: true }),
    }),
  );
  it('never takes a total below zero nor above the subtotal', () => {
    fc.assert(
      fc.property(eurArb, fc.array(couponArb, { maxLength: 4 }), (subtotal, coupons) => {
        const total = value(applyCoupons(subtotal, coupons));
        expect(Number.isInteger(total.amount)).toBe(true);
        expect(total.amount).toBeGreaterThanOrEqual(0);
        expect(total.amount).toBeLessThanOrEqual(subtotal.amount);
      }),
    );
  });
  it('a fixed coupon larger than the subtotal gives a zero total', () => {
    expect(value(applyCoupons(eur(1000), [{ code: 'BIG', kind: 'fixed', amount: eur(5000) }]))).toEqual(eur(0));
  });
  it('a fixed coupon subtracts its amount', () => {
    expect(value(applyCoupons(eur(1000), [{ code: 'TEN', kind: 'fixed', amount: eur(250) }]))).toEqual(eur(750));
  });
  it('rounds a percentage discount half up to a whole minor unit', () => {
    expect(value(couponDiscount(eur(999), { code: 'P', kind: 'percentage', percent: 15 }))).toEqual(eur(150));
    expect(value(couponDiscount(eur(990), { code: 'P', kind: 'percentage', percent: 15 }))).toEqual(eur(149)); // 148.5 → 149
    expect(value(couponDiscount(eur(1001), { code: 'P', kind: 'percentage', percent: 12.5 }))).toEqual(eur(125)); // 125.125
    expect(value(couponDiscount(eur(3), { code: 'P', kind: 'percentage', percent: 50 }))).toEqual(eur(2)); // 1.5 → 2
  });
  it('clamps percentages to 0–100', () => {
    expect(value(couponDiscount(eur(800), { code: 'P', kind: 'percentage', percent: 100 }))).toEqual(eur(800));
    expect(value(couponDiscount(eur(800), { code: 'P', kind: 'percentage', percent: 130 }))).toEqual(eur(800));
    expect(value(couponDiscount(eur(800), { code: 'P', kind: 'percentage', percent: -10 }))).toEqual(eur(0));
    expect(value(couponDiscount(eur(800), { code: 'F', kind: 'fixed', amount: eur(-10) }))).toEqual(eur(0));
  });
  it('coupons apply in turn to the running total', () => {
    const r = applyCoupons(eur(10_000), [
      { code: 'A', kind: 'fixed', amount: eur(2000) },
      { code: 'B', kind: 'percentage', percent: 50 },
    ]);
    expect(value(r)).toEqual(eur(4000));
  });
  it('a fixed coupon in another currency is an error value', () => {
    const r = applyCoupons(eur(1000), [{ code: 'USD', kind: 'fixed', amount: money(100, 'USD') }]);
    expect(r).toEqual({ ok: false, error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'USD' } });
  });
});

describe('structured-data price range (spec §9)', () => {
  const priced = (m: Money) => ({ price: m });
  it('lowest, highest and count of the variations, in the first variation’s currency', () => {
    const r = priceRange([eur(4900), eur(2900), eur(8900)].map(priced));
    expect(value(r)).toEqual({ low: eur(2900), high: eur(8900), offerCount: 3 });
  });
  it('low ≤ every price ≤ high', () => {
    fc.assert(
      fc.property(fc.array(eurArb, { minLength: 1 }), (prices) => {
        const r = value(priceRange(prices.map(priced)));
        for (const p of prices) {
          expect(r.low.amount).toBeLessThanOrEqual(p.amount);
          expect(r.high.amount).toBeGreaterThanOrEqual(p.amount);
        }
        expect(prices.map((p) => p.amount)).toContain(r.low.amount);
        expect(prices.map((p) => p.amount)).toContain(r.high.amount);
      }),
    );
  });
  it('no variations and mixed currencies are error values', () => {
    expect(priceRange([])).toEqual({ ok: false, error: { code: 'PRICING.NO_VARIATIONS' } });
    expect(priceRange([priced(money(1, 'SEK')), priced(eur(2))])).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'SEK', actual: 'EUR' },
    });
  });
  it('a wall sums the lowest and the highest prices of its bundled products', () => {
    const r = wallPriceRange([[eur(2900), eur(4900)].map(priced), [eur(1900), eur(3900), eur(5900)].map(priced)]);
    expect(value(r)).toEqual({ low: eur(4800), high: eur(10800), offerCount: 2 });
  });
  it('a wall with an empty or mismatched bundle is an error value', () => {
    expect(wallPriceRange([])).toEqual({ ok: false, error: { code: 'PRICING.NO_VARIATIONS' } });
    expect(wallPriceRange([[priced(eur(1))], []])).toEqual({ ok: false, error: { code: 'PRICING.NO_VARIATIONS' } });
    expect(wallPriceRange([[priced(eur(1))], [priced(money(2, 'DKK'))]])).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'DKK' },
    });
  });
  // Every whole wall a shopper can buy: one variation of each bundled product.
  const walls = (bundle: readonly (readonly Money[])[]): number[] =>
    bundle.reduce<number[]>((totals, ps) => totals.flatMap((t) => ps.map((p) => t + p.amount)), [0]);
  const bundleArb = fc.array(fc.array(eurArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 });
  it('a wall range runs from the cheapest to the dearest wall one can buy', () => {
    fc.assert(
      fc.property(bundleArb, (bundle) => {
        const r = value(wallPriceRange(bundle.map((ps) => ps.map(priced))));
        const totals = walls(bundle);
        expect(totals).toContain(r.low.amount);
        expect(totals).toContain(r.high.amount);
        expect(totals.every((t) => r.low.amount <= t && t <= r.high.amount)).toBe(true);
        expect(r.offerCount).toBe(bundle.length);
      }),
    );
  });
  it('adding a product to a wall adds its own range to the wall’s', () => {
    fc.assert(
      fc.property(bundleArb, fc.array(eurArb, { minLength: 1, maxLength: 3 }), (bundle, more) => {
        const before = value(wallPriceRange(bundle.map((ps) => ps.map(priced))));
        const added = value(priceRange(more.map(priced)));
        const after = value(wallPriceRange([...bundle, more].map((ps) => ps.map(priced))));
        expect([after.low.amount, after.high.amount]).toEqual([
          before.low.amount + added.low.amount,
          before.high.amount + added.high.amount,
        ]);
      }),
    );
  });
});

describe('result helpers', () => {
  it('map and flatMap touch only successes', () => {
    expect(mapResult(ok(2), (n: number) => n * 3)).toEqual(ok(6));
    expect(mapResult(err('E'), (n: number) => n * 3)).toEqual(err('E'));
    expect(flatMapResult(ok(2), (n: number) => (n > 1 ? ok(n) : err('small')))).toEqual(ok(2));
    expect(flatMapResult(ok(0), (n: number) => (n > 1 ? ok(n) : err('small')))).toEqual(err('small'));
    expect(flatMapResult(err('E'), () => ok(1))).toEqual(err('E'));
  });
});
