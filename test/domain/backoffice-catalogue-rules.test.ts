/**
 * The back office's catalogue rules (issue 27 §6): what a new coupon may be, when it can be
 * expired, and which artist settings staff may write.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkArtistSettings,
  checkCouponDraft,
  couponState,
  expireCoupon,
  MAX_PRODUCT_LIMIT,
} from '../../src/domain/backoffice/index';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('checkCouponDraft', () => {
  it('accepts every percentage above 0 and up to 100 with two decimals, and trims the code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (basisPoints) => {
        const r = checkCouponDraft({ code: '  SAVE-IT ', kind: 'percentage', percent: basisPoints / 100 }, NOW);
        expect(r.ok && r.value).toMatchObject({ code: 'SAVE-IT', percent: basisPoints / 100 });
      }),
    );
  });

  it('refuses percentages outside (0, 100] or with more than two decimals', () => {
    for (const percent of [0, -5, 100.01, 33.333, Number.NaN, undefined])
      expect(checkCouponDraft({ code: 'CODE1', kind: 'percentage', percent }, NOW)).toMatchObject({
        ok: false,
        error: { code: 'COUPON.PERCENT' },
      });
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

  it('refuses codes a shopper’s entry would ignore or could not type, and an end in the past', () => {
    for (const code of ['abc', 'with space', 'x'.repeat(41), 'ÄPFEL10'])
      expect(checkCouponDraft({ code, kind: 'percentage', percent: 5 }, NOW)).toMatchObject({ error: { code: 'COUPON.CODE' } });
    expect(checkCouponDraft({ code: 'LATE', kind: 'percentage', percent: 5, validUntil: NOW }, NOW)).toMatchObject({
      error: { code: 'COUPON.VALID_UNTIL' },
    });
  });
});

describe('coupon state and expiry', () => {
  const at = (iso: string | null) => (iso ? new Date(iso) : null);
  it.each([
    [true, null, null, 'active'],
    [false, null, null, 'ended'],
    [true, null, '2026-11-26T12:00:00Z', 'ended'],
    [true, '2026-12-01T00:00:00Z', null, 'scheduled'],
  ] as const)('active %s from %s until %s is %s', (active, from, until, state) => {
    const c = { active, validFrom: at(from), validUntil: at(until) };
    expect(couponState(c, NOW)).toBe(state);
    expect(expireCoupon(c, NOW).ok).toBe(state !== 'ended');
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
