import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORES } from '../../src/domain/stores/stores';
import { vatPercentFor } from '../../src/domain/marketplace';
import { PRODUCT_TYPE } from '../../src/domain/product/model';
import { klarnaAmounts, klarnaLocaleOf, purchaseCountryOf, taxRateOf } from '../../server/orders/klarna/order-lines';

/**
 * Every amount the shop sends Klarna satisfies the rules Klarna checks before it accepts an order
 * (docs/payments.md#amounts), for random carts in every store: the oracle below restates them
 * from Klarna's API reference, with exact division, not the shop's rounding.
 */
const cartLine = fc.record({
  type: fc.constantFrom(PRODUCT_TYPE.poster, PRODUCT_TYPE.frame, PRODUCT_TYPE.giftCard, PRODUCT_TYPE.wall),
  name: fc.string({ minLength: 1, maxLength: 300 }),
  variation_name: fc.string({ maxLength: 20 }),
  sku: fc.string({ minLength: 1, maxLength: 80 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  unit_price: fc.integer({ min: 0, max: 5_000_000 }),
});

const order = fc
  .record({
    lines: fc.array(cartLine, { minLength: 1, maxLength: 12 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    giftShare: fc.double({ min: 0, max: 1, noNaN: true }),
    coupons: fc.array(fc.string({ minLength: 1, maxLength: 40 }), { maxLength: 3 }),
  })
  .map(({ lines, discountShare, giftShare, coupons }) => {
    const priced = lines.map((l) => ({ ...l, line_total: l.quantity * l.unit_price }));
    const goods = priced.filter((l) => l.type !== PRODUCT_TYPE.giftCard).reduce((n, l) => n + l.line_total, 0);
    const subtotal = priced.reduce((n, l) => n + l.line_total, 0);
    // Coupons apply to goods only; gift cards pay at most what is left.
    const discount_total = Math.floor(goods * discountShare);
    const gift_card_total = Math.floor((subtotal - discount_total) * giftShare);
    return { lines: priced, discount_total, gift_card_total, coupons, total: subtotal - discount_total - gift_card_total };
  });

describe("Klarna's amount rules hold for every order the shop sends", () => {
  it.each(STORES.map((s) => [s.code, s] as const))('in the %s store', (_code, store) => {
    const rate = taxRateOf(store);
    fc.assert(
      fc.property(order, (o) => {
        const sent = klarnaAmounts(o, rate);
        for (const l of sent.order_lines) {
          expect(l.total_amount).toBe(l.quantity * l.unit_price - l.total_discount_amount);
          const exactTax = l.total_amount - (l.total_amount * 10000) / (10000 + l.tax_rate);
          expect(Math.abs(l.total_tax_amount - exactTax)).toBeLessThanOrEqual(1);
          expect(Number.isInteger(l.total_tax_amount)).toBe(true);
          expect(l.tax_rate).toBeGreaterThanOrEqual(0);
          expect(l.tax_rate).toBeLessThanOrEqual(10000);
          expect(l.name.length).toBeGreaterThan(0);
          expect(l.name.length).toBeLessThanOrEqual(255);
          expect(l.reference.length).toBeLessThanOrEqual(64);
        }
        expect(sent.order_amount).toBe(sent.order_lines.reduce((n, l) => n + l.total_amount, 0));
        expect(sent.order_tax_amount).toBe(sent.order_lines.reduce((n, l) => n + l.total_tax_amount, 0));
        // What Klarna charges is what the shop priced.
        expect(sent.order_amount).toBe(o.total);
      }),
      { numRuns: 60 },
    );
  });

  it("charges goods at the store country's standard VAT and gift cards at none", () => {
    const se = STORES.find((s) => s.code === 'se')!;
    const sent = klarnaAmounts(
      {
        lines: [
          {
            type: PRODUCT_TYPE.poster,
            name: 'Poster',
            variation_name: '30x40',
            sku: 'P-1',
            quantity: 2,
            unit_price: 12500,
            line_total: 25000,
          },
          {
            type: PRODUCT_TYPE.giftCard,
            name: 'Gift card',
            variation_name: '',
            sku: 'G-1',
            quantity: 1,
            unit_price: 50000,
            line_total: 50000,
          },
        ],
        discount_total: 2500,
        gift_card_total: 10000,
        coupons: ['SPRING'],
      },
      taxRateOf(se),
    );
    expect(sent.order_lines.map((l) => [l.type, l.tax_rate, l.total_amount, l.total_tax_amount])).toEqual([
      ['physical', 2500, 25000, 5000],
      ['digital', 0, 50000, 0],
      ['discount', 2500, -2500, -500],
      ['gift_card', 0, -10000, 0],
      ['shipping_fee', 2500, 0, 0],
    ]);
    expect(sent.order_amount).toBe(62500);
    expect(sent.order_tax_amount).toBe(4500);
  });

  it('sells in a real country and its language: the international store as a German merchant', () => {
    for (const store of STORES) {
      expect(purchaseCountryOf(store)).toMatch(/^[A-Z]{2}$/);
      expect(taxRateOf(store)).toBe(Math.round(vatPercentFor(purchaseCountryOf(store)) * 100));
    }
    const int = STORES.find((s) => s.code === 'int')!;
    expect([purchaseCountryOf(int), klarnaLocaleOf(int)]).toEqual(['DE', 'en-DE']);
    expect(klarnaLocaleOf(STORES.find((s) => s.code === 'fi')!)).toBe('fi-FI');
    expect(taxRateOf(STORES.find((s) => s.code === 'fi')!)).toBe(2550);
  });
});
