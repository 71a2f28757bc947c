import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { artistEarning, discountShare, vatPercentFor } from '../../src/domain/marketplace';
import { EUR_EXCHANGE_RATES } from '../../src/domain/money/exchange-rates';

/** The commission rule (src/domain/marketplace/commission.ts): 30 % of price − VAT − 3 % fees, booked in EUR. */
const rates = Object.values(EUR_EXCHANGE_RATES);
const order = fc.record({
  subtotal: fc.integer({ min: 1, max: 10_000_000 }),
  discountPercent: fc.integer({ min: 0, max: 100 }),
  deliveryCountry: fc.constantFrom('DE', 'SE', 'HU', 'US', 'CH', null),
  exchangeRate: fc.constantFrom(...rates),
});

describe('artist commission', () => {
  it.each([
    ['29.90 EUR to Germany (19 % VAT)', 2990, 0, 'DE', 1, { price: 2990, vat: 477, fees: 90, commission: 727, amountEur: 727 }],
    [
      '349 SEK to Sweden (25 % VAT), booked at 11.4 SEK/EUR',
      34900,
      0,
      'SE',
      11.4,
      { price: 34900, vat: 6980, fees: 1047, commission: 8062, amountEur: 707 },
    ],
    [
      '29.90 EUR with a 10 % coupon to the US (no VAT)',
      2990,
      299,
      'US',
      1,
      { price: 2691, vat: 0, fees: 81, commission: 783, amountEur: 783 },
    ],
  ])('%s', (_label, lineTotal, discountTotal, country, rate, expected) => {
    expect(
      artistEarning({ lineTotal }, { subtotal: lineTotal, discountTotal, deliveryCountry: country, exchangeRate: rate }),
    ).toEqual({ ...expected, exchangeRate: rate });
  });

  it('never pays out more than the net price, nor a negative amount', () => {
    fc.assert(
      fc.property(order, fc.integer({ min: 0, max: 100 }), (o, linePercent) => {
        const lineTotal = Math.round((o.subtotal * linePercent) / 100);
        const e = artistEarning({ lineTotal }, { ...o, discountTotal: Math.round((o.subtotal * o.discountPercent) / 100) });
        expect(e.price).toBeLessThanOrEqual(lineTotal);
        expect(e.vat + e.fees + e.commission).toBeLessThanOrEqual(e.price);
        for (const v of [e.price, e.vat, e.fees, e.commission, e.amountEur]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(v)).toBe(true);
        }
      }),
    );
  });

  it('splits a discount over the lines in proportion, each share within its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        (lines, percent) => {
          const subtotal = lines.reduce((s, l) => s + l, 0);
          const discountTotal = Math.round((subtotal * percent) / 100);
          const shares = lines.map((lineTotal) => discountShare({ lineTotal }, { subtotal, discountTotal }));
          shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(lines[i]!));
          // rounding each share leaves at most half a minor unit per line
          expect(Math.abs(shares.reduce((s, x) => s + x, 0) - discountTotal)).toBeLessThanOrEqual(lines.length / 2);
        },
      ),
    );
  });

  it('an order with nothing to pay shares out no discount', () => {
    expect(discountShare({ lineTotal: 0 }, { subtotal: 0, discountTotal: 0 })).toBe(0);
  });

  it('books the same sale as fewer euros in a weaker currency by exactly its rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), fc.constantFrom(...rates), (lineTotal, rate) => {
        const e = artistEarning(
          { lineTotal },
          { subtotal: lineTotal, discountTotal: 0, deliveryCountry: 'DE', exchangeRate: rate },
        );
        expect(Math.abs(e.amountEur - e.commission / rate)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('treats an unknown delivery country as 0 % VAT', () => {
    expect(vatPercentFor('ZZ')).toBe(0);
    expect(vatPercentFor(null)).toBe(0);
    expect(vatPercentFor('hu')).toBe(27);
  });
});
