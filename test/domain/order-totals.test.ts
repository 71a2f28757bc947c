import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money';
import { applyGiftCards, computeTotals, stackCoupons, unstackedCoupons, type Coupon } from '../../src/domain/pricing';
import { eur } from './builders';

/**
 * The order pricing policy (spec §3 "Coupon", "Gift card", §4 "Price of a line"): coupon
 * stacking, gift cards drawn down, and computeTotals that combines them.
 */
const value = <A>(r: { ok: true; value: A } | { ok: false; error: unknown }): A => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
};

const code = fc.stringMatching(/^[A-Z0-9]{4,8}$/);
const percentage = fc.record({ code, kind: fc.constant('percentage' as const), percent: fc.integer({ min: 1, max: 100 }) });
const fixed = fc.record({ code, kind: fc.constant('fixed' as const), amount: fc.integer({ min: 1, max: 100_000 }).map(eur) });
const coupons = fc.array(fc.oneof(percentage, fixed), { maxLength: 8 });
const lines = fc.array(
  fc.record({
    unitPrice: fc.integer({ min: 0, max: 1_000_000 }).map(eur),
    quantity: fc.integer({ min: 0, max: 99 }),
    isGiftCard: fc.boolean(),
  }),
  { maxLength: 6 },
);
const cards = fc.array(fc.record({ code, balance: fc.integer({ min: -100, max: 2_000_000 }).map(eur) }), { maxLength: 4 });

describe('coupon stacking', () => {
  it('applies at most one percentage coupon, the largest', () => {
    fc.assert(
      fc.property(coupons, (entered) => {
        const kept = stackCoupons(entered);
        const pcts = kept.filter((c) => c.kind === 'percentage');
        expect(pcts.length).toBeLessThanOrEqual(1);
        const best = Math.max(0, ...entered.map((c) => (c.kind === 'percentage' ? c.percent : 0)));
        expect(pcts).toHaveLength(best > 0 ? 1 : 0);
        for (const p of pcts) expect(p.kind === 'percentage' && p.percent).toBe(best);
      }),
    );
  });

  it('declines as not combinable exactly the valid coupons that stacking leaves out (never one it applies)', () => {
    fc.assert(
      fc.property(coupons, (entered) => {
        const kept = stackCoupons(entered).map((c) => c.code.toUpperCase());
        const declined = unstackedCoupons(entered);
        for (const c of declined) expect(kept).not.toContain(c.code.toUpperCase());
        // Every entered code is either applied or declined.
        for (const c of entered) expect(kept.includes(c.code.toUpperCase()) || declined.includes(c)).toBe(true);
      }),
    );
    const welcome: Coupon = { code: 'WELCOME10', kind: 'percentage', percent: 10 };
    const half: Coupon = { code: 'HALFPRICE', kind: 'percentage', percent: 50 };
    expect(unstackedCoupons([welcome, half])).toEqual([welcome]);
  });

  it('keeps each code once, the first entered, whatever its case, surrounding space or ß', () => {
    const first: Coupon = { code: ' spring5 ', kind: 'fixed', amount: eur(500) };
    const again: Coupon = { code: 'SPRING5', kind: 'fixed', amount: eur(700) };
    expect(stackCoupons([first, again])).toEqual([first]);
    // Compared as full case folding does, like aliases: ß is ss.
    const strasse: Coupon = { code: 'STRASSE', kind: 'fixed', amount: eur(300) };
    expect(stackCoupons([strasse, { code: 'straße', kind: 'fixed', amount: eur(300) }])).toEqual([strasse]);
  });

  it('keeps each code once', () => {
    fc.assert(
      fc.property(coupons, (entered) => {
        const kept = stackCoupons(entered);
        expect(new Set(kept.map((c) => c.code.toUpperCase())).size).toBe(kept.length);
      }),
    );
  });

  it('gives the same total whatever the order of entry', () => {
    const entries = fc
      .uniqueArray(fc.oneof(percentage, fixed), { maxLength: 8, selector: (c) => c.code })
      .chain((cs) => fc.tuple(fc.constant(cs), fc.shuffledSubarray(cs, { minLength: cs.length, maxLength: cs.length })));
    const total = (cs: readonly Coupon[]) =>
      value(computeTotals('EUR', [{ unitPrice: eur(4990), quantity: 1, isGiftCard: false }], cs, [])).total;
    fc.assert(
      fc.property(entries, ([entered, shuffled]) => {
        expect(total(shuffled)).toEqual(total(entered));
      }),
    );
  });

  it('WELCOME10 + SPRING5 + six newsletter codes on a €49.90 poster is 10 % and €5 off, not 57 %', () => {
    const entered: Coupon[] = [
      { code: 'WELCOME10', kind: 'percentage', percent: 10 },
      { code: 'SPRING5', kind: 'fixed', amount: eur(500) },
      ...Array.from({ length: 6 }, (_, i): Coupon => ({ code: `WELCOME-N${i}`, kind: 'percentage', percent: 10 })),
    ];
    const t = value(computeTotals('EUR', [{ unitPrice: eur(4990), quantity: 1, isGiftCard: false }], entered, []));
    expect(t.discounts.map((d) => [d.coupon.code, d.amount.amount])).toEqual([
      ['WELCOME10', 499],
      ['SPRING5', 500],
    ]);
    expect(t.total).toEqual(eur(3991));
  });
});

describe('gift cards', () => {
  it('draw what is due, each at most its balance, and drawn + remaining = due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), cards, (due, given) => {
        const { drawn, remaining } = applyGiftCards(eur(due), given);
        expect(drawn.reduce((n, d) => n + d.amount.amount, 0) + remaining.amount).toBe(due);
        expect(remaining.amount).toBeGreaterThanOrEqual(0);
        drawn.forEach((d, i) => {
          expect(d.amount.amount).toBeGreaterThanOrEqual(0);
          expect(d.amount.amount).toBeLessThanOrEqual(Math.max(0, given[i]!.balance.amount));
        });
      }),
    );
  });

  it('a card in another currency pays nothing; cards pay in the order given', () => {
    const { drawn, remaining } = applyGiftCards(eur(1000), [
      { code: 'SEK1', balance: money(5000, 'SEK') },
      { code: 'A', balance: eur(600) },
      { code: 'B', balance: eur(600) },
    ]);
    expect(drawn.map((d) => d.amount.amount)).toEqual([0, 600, 400]);
    expect(remaining).toEqual(eur(0));
  });
});

describe('computeTotals', () => {
  it('subtotal − discounts − gift cards = total ≥ 0; coupons never touch gift cards bought', () => {
    fc.assert(
      fc.property(lines, coupons, cards, (ls, cs, gs) => {
        const t = value(computeTotals('EUR', ls, cs, gs));
        const off = t.discounts.reduce((n, d) => n + d.amount.amount, 0);
        const paid = t.giftCards.reduce((n, g) => n + g.amount.amount, 0);
        expect(t.subtotal.amount - off - paid).toBe(t.total.amount);
        expect(t.total.amount).toBeGreaterThanOrEqual(0);
        const goods = ls.reduce((n, l) => (l.isGiftCard ? n : n + l.unitPrice.amount * l.quantity), 0);
        expect(off).toBeLessThanOrEqual(goods);
        expect(t.lineTotals.map((m) => m.amount)).toEqual(ls.map((l) => l.unitPrice.amount * l.quantity));
      }),
    );
  });

  it('refuses a line in another currency and a quantity that is not a whole number', () => {
    const mismatch = { ok: false, error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'SEK' } };
    expect(computeTotals('EUR', [{ unitPrice: money(1, 'SEK'), quantity: 1, isGiftCard: false }], [], [])).toEqual(mismatch);
    expect(computeTotals('EUR', [{ unitPrice: eur(1), quantity: 1.5, isGiftCard: false }], [], []).ok).toBe(false);
    // Lines are checked in order: the first line's currency is what is reported, not a later line's quantity.
    const both = [
      { unitPrice: money(1, 'SEK'), quantity: 1, isGiftCard: false },
      { unitPrice: eur(1), quantity: 1.5, isGiftCard: false },
    ];
    expect(computeTotals('EUR', both, [], [])).toEqual(mismatch);
  });

  it('refuses a fixed coupon in another currency', () => {
    const usd: Coupon = { code: 'DOLLAR5', kind: 'fixed', amount: money(500, 'USD') };
    expect(computeTotals('EUR', [{ unitPrice: eur(4990), quantity: 1, isGiftCard: false }], [usd], [])).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'EUR', actual: 'USD' },
    });
  });
});
