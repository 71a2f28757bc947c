import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableFrom,
  commissionState,
  eurAmountText,
  minimumCents,
  payoutBalance,
  payoutDue,
  PAYOUT_CURRENCY,
  PAYOUT_HOLD_DAYS_DEFAULT,
  PAYOUT_MINIMUM_EUR_DEFAULT,
  type PayoutLedgerEntry,
} from '../../src/domain/payouts';
import { artistEarning } from '../../src/domain/marketplace';

/** docs/rules/artists.md#payouts: pending until the refund window closes, available after, less what was paid. */
const DAY = 86_400_000;
const delivered = new Date('2026-10-01T12:00:00Z');
const sale = (amount: number, deliveredAt: Date | null = delivered): PayoutLedgerEntry => ({
  amount,
  currency: 'EUR',
  kind: 'commission',
  deliveredAt,
});
const payout = (amount: number): PayoutLedgerEntry => ({ amount: -amount, currency: 'EUR', kind: 'payout', deliveredAt: null });

describe('the payout rules’ numbers', () => {
  it('holds 30 days, pays from 25 EUR, in the ledger’s euros', () => {
    expect(PAYOUT_HOLD_DAYS_DEFAULT).toBe(30);
    expect(PAYOUT_MINIMUM_EUR_DEFAULT).toBe(25);
    expect(PAYOUT_CURRENCY).toBe('EUR');
  });

  it('turns the minimum in euros into cents', () => {
    expect(minimumCents(25)).toBe(2500);
    expect(minimumCents(25.5)).toBe(2550);
    expect(minimumCents(0.1 + 0.2)).toBe(30);
  });

  it('writes amounts with two decimals', () => {
    expect(eurAmountText(0)).toBe('0.00');
    expect(eurAmountText(5)).toBe('0.05');
    expect(eurAmountText(100)).toBe('1.00');
    expect(eurAmountText(123456)).toBe('1234.56');
    expect(eurAmountText(-150)).toBe('-1.50');
    expect(eurAmountText(150.7)).toBe('1.50');
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const text = eurAmountText(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });
});

describe('a commission’s state', () => {
  it('is available from delivery plus the hold, to the millisecond', () => {
    expect(availableFrom(delivered, 30)).toEqual(new Date('2026-10-31T12:00:00Z'));
    expect(availableFrom(delivered, 0)).toEqual(delivered);
    expect(availableFrom(null, 30)).toBeNull();
    expect(commissionState(delivered, new Date('2026-10-31T12:00:00Z'), 30)).toBe('available');
    expect(commissionState(delivered, new Date('2026-10-31T11:59:59.999Z'), 30)).toBe('pending');
    expect(commissionState(delivered, delivered, 0)).toBe('available');
  });

  it('stays pending while its line is not delivered, however long ago it sold', () => {
    expect(commissionState(null, new Date('2030-01-01T00:00:00Z'), 0)).toBe('pending');
  });

  it('never goes back to pending once available', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 0, max: 400 * DAY }), (hold, after) => {
        const from = availableFrom(delivered, hold)!;
        expect(commissionState(delivered, new Date(from.getTime() + after), hold)).toBe('available');
        expect(commissionState(delivered, new Date(from.getTime() - 1 - after), hold)).toBe('pending');
      }),
    );
  });
});

describe('an artist’s payout balance', () => {
  const at = new Date('2026-11-15T00:00:00Z');

  it('splits pending from available and takes payouts off the available part', () => {
    const recent = new Date('2026-11-01T00:00:00Z');
    expect(payoutBalance([sale(1000), sale(700, recent), sale(300, null), payout(400)], at, 30)).toEqual({
      ok: true,
      value: { pending: 1000, available: 600 },
    });
  });

  it('lets a reversal follow its sale: pending while the sale is, available after', () => {
    const recent = new Date('2026-11-01T00:00:00Z');
    expect(payoutBalance([sale(1000, recent), sale(-400, recent)], at, 30)).toEqual({
      ok: true,
      value: { pending: 600, available: 0 },
    });
  });

  it('goes negative when a sale already paid is refunded, and the next payout recovers it', () => {
    const paid = [sale(3000), payout(3000)];
    const refunded = payoutBalance([...paid, sale(-3000)], at, 30);
    expect(refunded).toEqual({ ok: true, value: { pending: 0, available: -3000 } });
    expect(payoutDue(-3000, 25)).toBe(0);
    const later = new Date('2026-10-10T00:00:00Z');
    const next = payoutBalance([...paid, sale(-3000), sale(6000, later)], new Date('2026-11-20T00:00:00Z'), 30);
    expect(next).toEqual({ ok: true, value: { pending: 0, available: 3000 } });
  });

  it('refuses a ledger entry in another currency than the payout’s', () => {
    expect(payoutBalance([sale(100), { ...sale(100), currency: 'SEK' }], at, 30)).toEqual({
      ok: false,
      error: { code: 'PAYOUT.CURRENCY', reason: 'A ledger entry in SEK cannot be paid in EUR.' },
    });
    expect(payoutBalance([], at, 30)).toEqual({ ok: true, value: { pending: 0, available: 0 } });
  });

  it('adds up to the whole ledger, whatever the dates', () => {
    const entry = fc.record({
      amount: fc.integer({ min: -50_000, max: 50_000 }),
      currency: fc.constant('EUR'),
      kind: fc.constantFrom('commission' as const, 'payout' as const),
      deliveredAt: fc.option(fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true })),
    });
    fc.assert(
      fc.property(fc.array(entry), fc.integer({ min: 0, max: 90 }), (entries, hold) => {
        const r = payoutBalance(entries, at, hold);
        if (!r.ok) throw new Error('EUR only');
        expect(r.value.pending + r.value.available).toBe(entries.reduce((s, e) => s + e.amount, 0));
        const paid = entries.filter((e) => e.kind === 'payout').reduce((s, e) => s + e.amount, 0);
        const later = payoutBalance(entries, new Date(at.getTime() + 400 * DAY), hold);
        // Time only moves commissions from pending to available, never payouts.
        if (later.ok)
          expect(later.value.available - paid).toBe(
            entries.filter((e) => e.kind === 'commission' && e.deliveredAt).reduce((s, e) => s + e.amount, 0),
          );
      }),
    );
  });

  it('books commissions from any order currency in euros, so they add up to one balance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ total: fc.integer({ min: 0, max: 500_000 }), rate: fc.constantFrom(1, 10.9, 11.5, 0.86, 7.46) })),
        (lines) => {
          const entries = lines.map((l) =>
            sale(
              artistEarning(
                { lineTotal: l.total },
                { subtotal: l.total, discountTotal: 0, deliveryCountry: 'DE', exchangeRate: l.rate },
              ).amountEur,
            ),
          );
          const r = payoutBalance(entries, at, 30);
          expect(r.ok && r.value.available).toBe(entries.reduce((s, e) => s + e.amount, 0));
        },
      ),
    );
  });
});

describe('what a payout run pays', () => {
  it('pays the whole available balance from the minimum on, nothing below it', () => {
    expect(payoutDue(2500, 25)).toBe(2500);
    expect(payoutDue(2499, 25)).toBe(0);
    expect(payoutDue(123456, 25)).toBe(123456);
    expect(payoutDue(0, 25)).toBe(0);
    expect(payoutDue(1, 0)).toBe(1);
  });

  it('never pays a negative balance, whatever the minimum', () => {
    expect(payoutDue(-5, -1)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 1000 }), (available, minimum) => {
        const due = payoutDue(available, minimum);
        expect(due === 0 || due === available).toBe(true);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due > 0).toBe(available > 0 && available >= minimum * 100);
      }),
    );
  });

  it('pays nothing twice: after a payout of what was due, nothing more is due', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20_000, max: 20_000 })), (amounts) => {
        const entries = amounts.map((a) => sale(a));
        const at = new Date('2027-01-01T00:00:00Z');
        const first = payoutBalance(entries, at, 30);
        if (!first.ok) throw new Error('EUR only');
        const due = payoutDue(first.value.available, 25);
        const second = payoutBalance([...entries, payout(due)], at, 30);
        if (!second.ok) throw new Error('EUR only');
        expect(payoutDue(second.value.available, 25)).toBe(0);
      }),
    );
  });
});
