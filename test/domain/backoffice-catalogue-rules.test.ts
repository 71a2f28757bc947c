/**
 * The back office's catalogue rules (issue 27 §6): what a new coupon may be, when it can be
 * expired, and which artist settings staff may write.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkArtistSettings,
  checkCouponDraft,
  COUPON_CURRENCIES,
  couponState,
  expireCoupon,
  MAX_COUPON_AMOUNT,
  MAX_PRODUCT_LIMIT,
} from '../../src/domain/backoffice/index';

const NOW = new Date('2026-11-26T12:00:00Z');
const LATER = new Date('2026-12-01T00:00:00Z');
const EARLIER = new Date('2026-11-01T00:00:00Z');

/** A refusal's reason is what staff read: it is never empty, and it names what was wrong. */
const reasonOf = (r: { ok: boolean; error?: { reason: string } }): string => {
  expect(r.ok).toBe(false);
  expect(r.error?.reason).not.toBe('');
  return r.error?.reason ?? '';
};

describe('checkCouponDraft', () => {
  it('accepts every percentage above 0 and up to 100 with two decimals, and trims the code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.option(fc.constant(LATER)), (basisPoints, validUntil) => {
        const r = checkCouponDraft({ code: '  SAVE-IT ', kind: 'percentage', percent: basisPoints / 100, validUntil }, NOW);
        expect(r).toEqual({ ok: true, value: { code: 'SAVE-IT', kind: 'percentage', percent: basisPoints / 100, validUntil } });
      }),
    );
  });

  it('refuses percentages outside (0, 100] or with more than two decimals, however small the excess', () => {
    for (const percent of [0, -5, 100.01, 33.333, 1e-8, 1e-40, 5e-324, 0.009, Number.NaN, Number.POSITIVE_INFINITY, undefined]) {
      const r = checkCouponDraft({ code: 'CODE1', kind: 'percentage', percent }, NOW);
      expect(r).toMatchObject({ ok: false, error: { code: 'COUPON.PERCENT' } });
      expect(reasonOf(r)).toContain('100');
    }
  });

  it('keeps a fixed coupon’s amounts as given, for every whole amount from 1 to the maximum in each store currency', () => {
    const amount = fc.oneof(fc.constantFrom(1, MAX_COUPON_AMOUNT), fc.integer({ min: 1, max: MAX_COUPON_AMOUNT }));
    const others = fc.subarray(COUPON_CURRENCIES.filter((c) => c !== 'EUR'));
    fc.assert(
      fc.property(amount, others, fc.array(amount, { minLength: COUPON_CURRENCIES.length }), (eur, currencies, more) => {
        const amounts = [{ currency: 'EUR', amount: eur }, ...currencies.map((currency, i) => ({ currency, amount: more[i]! }))];
        expect(checkCouponDraft({ code: 'FIX5', kind: 'fixed', amounts }, NOW)).toEqual({
          ok: true,
          value: { code: 'FIX5', kind: 'fixed', amounts, validUntil: null },
        });
      }),
    );
  });

  it('needs a fixed coupon’s EUR amount, each store currency once, in whole cents', () => {
    const fixed = (amounts: { currency: string; amount: number }[]) =>
      checkCouponDraft({ code: 'FIX5', kind: 'fixed', amounts }, NOW);
    expect(
      fixed([
        { currency: 'EUR', amount: 500 },
        { currency: 'SEK', amount: 5000 },
      ]).ok,
    ).toBe(true);
    for (const amounts of [
      [],
      [{ currency: 'SEK', amount: 5000 }],
      [
        { currency: 'EUR', amount: 500 },
        { currency: 'EUR', amount: 400 },
      ],
      [{ currency: 'EUR', amount: 0 }],
      [{ currency: 'EUR', amount: 4.5 }],
      [
        { currency: 'EUR', amount: 500 },
        { currency: 'JPY', amount: 500 },
      ],
    ])
      expect(fixed(amounts)).toMatchObject({ ok: false, error: { code: 'COUPON.AMOUNTS' } });
  });

  it('says which amount is wrong: the unknown currency with the shop’s currencies, the repeated one, the one out of range', () => {
    const fixed = (amounts?: { currency: string; amount: number }[]) =>
      checkCouponDraft({ code: 'FIX5', kind: 'fixed', amounts }, NOW);
    expect(reasonOf(fixed([{ currency: 'JPY', amount: 500 }]))).toContain(
      `JPY is not a currency of the shop's stores (${COUPON_CURRENCIES.join(', ')})`,
    );
    expect(
      reasonOf(
        fixed([
          { currency: 'EUR', amount: 5 },
          { currency: 'EUR', amount: 5 },
        ]),
      ),
    ).toContain('EUR');
    for (const amount of [0, MAX_COUPON_AMOUNT + 1, 2.5])
      expect(reasonOf(fixed([{ currency: 'EUR', amount }]))).toContain(
        `EUR must be a whole number of cents from 1 to ${MAX_COUPON_AMOUNT}`,
      );
    expect(reasonOf(fixed([]))).toContain('EUR');
    expect(fixed(undefined)).toEqual(fixed([]));
  });

  it('refuses codes a shopper’s entry would ignore or could not type, and an end in the past', () => {
    for (const code of ['abc', 'with space', 'x'.repeat(41), 'ÄPFEL10']) {
      const r = checkCouponDraft({ code, kind: 'percentage', percent: 5 }, NOW);
      expect(r).toMatchObject({ error: { code: 'COUPON.CODE' } });
      expect(reasonOf(r)).toContain('4 to 40');
    }
    for (const validUntil of [NOW, EARLIER]) {
      const r = checkCouponDraft({ code: 'LATE', kind: 'percentage', percent: 5, validUntil }, NOW);
      expect(r).toMatchObject({ error: { code: 'COUPON.VALID_UNTIL' } });
      expect(reasonOf(r)).toContain('future');
    }
  });
});

describe('coupon state and expiry', () => {
  const at = (iso: string | null) => (iso ? new Date(iso) : null);
  it.each([
    [true, null, null, 'active'],
    [false, null, null, 'ended'],
    [true, null, '2026-11-26T12:00:00Z', 'ended'],
    [true, null, '2026-11-01T00:00:00Z', 'ended'],
    [true, null, '2026-12-01T00:00:00Z', 'active'],
    [true, '2026-12-01T00:00:00Z', null, 'scheduled'],
    [true, '2026-11-26T12:00:00Z', null, 'active'],
    [true, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 'active'],
    [false, '2026-12-01T00:00:00Z', null, 'ended'],
  ] as const)('active %s from %s until %s is %s, and only an ended coupon cannot be expired', (active, from, until, state) => {
    const c = { active, validFrom: at(from), validUntil: at(until) };
    expect(couponState(c, NOW)).toBe(state);
    const expired = expireCoupon(c, NOW);
    if (state === 'ended') {
      expect(expired).toMatchObject({ ok: false, error: { code: 'COUPON.ALREADY_ENDED' } });
      expect(reasonOf(expired)).toContain('ended');
    } else expect(expired).toEqual({ ok: true, value: NOW });
  });

  it('ends an expired coupon now: after expiry it is ended', () => {
    const end = expireCoupon({ active: true, validFrom: null, validUntil: null }, NOW);
    expect(end.ok && couponState({ active: true, validFrom: null, validUntil: end.value }, NOW)).toBe('ended');
  });
});

describe('checkArtistSettings', () => {
  it('keeps only what was given, for every valid limit and level', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: MAX_PRODUCT_LIMIT }), fc.integer({ min: 1, max: 4 }), (s, l, m) => {
        expect(checkArtistSettings({ sellingEnabled: s, productLimit: l, membershipLevel: m })).toEqual({
          ok: true,
          value: { sellingEnabled: s, productLimit: l, membershipLevel: m },
        });
      }),
    );
    expect(checkArtistSettings({ sellingEnabled: false })).toEqual({ ok: true, value: { sellingEnabled: false } });
  });

  it('keeps exactly the settings given, any one or two of them alone, up to the largest limit', () => {
    const settings = fc.record(
      {
        sellingEnabled: fc.boolean(),
        productLimit: fc.oneof(fc.constantFrom(0, MAX_PRODUCT_LIMIT), fc.integer({ min: 0, max: MAX_PRODUCT_LIMIT })),
        membershipLevel: fc.integer({ min: 1, max: 4 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(settings, (given) => {
        fc.pre(Object.keys(given).length > 0);
        expect(checkArtistSettings(given)).toStrictEqual({ ok: true, value: { ...given } });
      }),
    );
    for (const given of [{ productLimit: MAX_PRODUCT_LIMIT }, { membershipLevel: 2 }, { productLimit: 0, membershipLevel: 4 }])
      expect(checkArtistSettings(given)).toStrictEqual({ ok: true, value: given });
  });

  it.each([
    [{}, 'Nothing to change'],
    [{ sellingEnabled: undefined, productLimit: undefined }, 'Nothing to change'],
    [{ productLimit: MAX_PRODUCT_LIMIT + 1 }, `from 0 to ${MAX_PRODUCT_LIMIT}`],
    [{ membershipLevel: 5 }, '4 (Platinum)'],
  ])('refuses %j and says why', (input, why) => {
    expect(checkArtistSettings(input)).toMatchObject({
      ok: false,
      error: { code: 'ARTIST.SETTINGS', reason: expect.stringContaining(why) },
    });
  });

  it('refuses nothing to change, a limit outside 0…MAX or not whole, and an unknown level', () => {
    for (const input of [
      {},
      { productLimit: -1 },
      { productLimit: MAX_PRODUCT_LIMIT + 1 },
      { productLimit: 1.5 },
      { membershipLevel: 0 },
      { membershipLevel: 5 },
    ])
      expect(checkArtistSettings(input).ok).toBe(false);
  });
});
