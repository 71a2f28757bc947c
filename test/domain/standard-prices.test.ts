import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTER_EUR, POSTER_SIZES, nicePrice, priceList } from '../../src/domain/pricing';
import { EUR_EXCHANGE_RATES } from '../../src/domain/money';

/** The standard price list: EUR prices as "nice" prices in every store currency. */
describe('standard prices', () => {
  it.each([
    // hand-worked: 29.90 EUR × 1.08 = 32.29 USD → 31.90; × 11.4 = 340.86 SEK → 339; × 395 = 11810.5 HUF → 11790
    ['EUR', 2990],
    ['USD', 3190],
    ['SEK', 33900],
    ['HUF', 1179000],
  ] as const)('29.90 EUR in %s is %i minor units with the fixed table', (currency, expected) => {
    expect(nicePrice(2990, currency, EUR_EXCHANGE_RATES)).toBe(expected);
  });

  it('ends every price the way its currency rounds: x.90, …9, …90', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), fc.double({ min: 0.5, max: 500, noNaN: true }), (eur, rate) => {
        const rates = { USD: rate, SEK: rate, DKK: rate, NOK: rate, CZK: rate, HUF: rate };
        expect(nicePrice(eur, 'USD', rates)! % 100).toBe(90);
        // The crowns end in 9, as the Swedish one does.
        for (const crown of ['SEK', 'DKK', 'NOK', 'CZK'] as const) expect(nicePrice(eur, crown, rates)! % 1000, crown).toBe(900);
        expect(nicePrice(eur, 'HUF', rates)! % 10000).toBe(9000);
      }),
    );
  });

  it('a higher rate never gives a lower price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (eur, rate, more) => {
          expect(nicePrice(eur, 'GBP', { GBP: rate + more })!).toBeGreaterThanOrEqual(nicePrice(eur, 'GBP', { GBP: rate })!);
        },
      ),
    );
  });

  // 9.90 EUR × 0.85 = 8.42 GBP → 8.90
  it('a list in currencies the rates do not cover fails naming them', () => {
    expect(priceList(990, ['EUR', 'SEK', 'HUF'], { EUR: 1, HUF: 395 })).toEqual({
      ok: false,
      code: 'PRICES.NO_RATE',
      currencies: ['SEK'],
    });
    expect(priceList(990, ['EUR', 'GBP'], { GBP: 0.85 })).toEqual({ ok: true, prices: { EUR: 990, GBP: 890 } });
  });

  it('poster prices rise with the size', () => {
    const prices = POSTER_SIZES.map((s) => POSTER_EUR[s]);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
  });
});
