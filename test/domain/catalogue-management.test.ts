import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUS } from '../../src/domain/catalogue/product-status';
import {
  STAFF_STATUS,
  STATUS_MOVES,
  STATUS_NAMES,
  isStatusMove,
  staffMayEdit,
  statusAfter,
  statusName,
  statusOfName,
} from '../../src/domain/catalogue/product-lifecycle';
import {
  PRODUCT_LIMITS,
  isLowStock,
  isPriceAmount,
  isSku,
  isSlug,
  isStockCount,
  textProblem,
} from '../../src/domain/catalogue/product-draft';
import { sizePrices, unknownCurrencies } from '../../src/domain/pricing/price-overrides';
import { nicePrice } from '../../src/domain/pricing';
import { EUR_EXCHANGE_RATES } from '../../src/domain/money';

/** docs/rules/catalogue-management.md: what staff may do with a product's status, its fields and its prices. */
describe('product status moves', () => {
  const staffStatuses = [PRODUCT_STATUS.draft, PRODUCT_STATUS.forSale, PRODUCT_STATUS.approved, STAFF_STATUS.hidden];

  it.each([
    ['publish', PRODUCT_STATUS.draft, PRODUCT_STATUS.forSale],
    ['publish', STAFF_STATUS.hidden, PRODUCT_STATUS.forSale],
    ['publish', PRODUCT_STATUS.forSale, PRODUCT_STATUS.forSale],
    ['hide', PRODUCT_STATUS.forSale, STAFF_STATUS.hidden],
    ['hide', STAFF_STATUS.archived, STAFF_STATUS.hidden],
    ['archive', STAFF_STATUS.hidden, STAFF_STATUS.archived],
    ['archive', PRODUCT_STATUS.approved, STAFF_STATUS.archived],
  ] as const)('%s from %i gives %i', (move, status, expected) => {
    expect(statusAfter(move, { status, artistPoster: false })).toEqual({ ok: true, status: expected });
  });

  it('refuses to publish an archived product until it is hidden again', () => {
    expect(statusAfter('publish', { status: STAFF_STATUS.archived, artistPoster: false })).toEqual({
      ok: false,
      code: 'PRODUCT.ARCHIVED',
    });
  });

  it.each([PRODUCT_STATUS.inReview, PRODUCT_STATUS.denied])(
    'leaves a poster in status %i to moderation, whatever the move',
    (status) => {
      for (const move of STATUS_MOVES)
        expect(statusAfter(move, { status, artistPoster: false })).toEqual({ ok: false, code: 'PRODUCT.IN_REVIEW' });
    },
  );

  it("refuses every move of an artist's poster, whatever its status", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUS_MOVES), fc.integer({ min: 0, max: 9 }), (move, status) => {
        expect(statusAfter(move, { status, artistPoster: true })).toEqual({ ok: false, code: 'PRODUCT.ARTIST_POSTER' });
      }),
    );
    expect(staffMayEdit({ artistPoster: true })).toBe(false);
    expect(staffMayEdit({ artistPoster: false })).toBe(true);
  });

  it('never makes a hidden or archived product public, and publishing always does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUS_MOVES), fc.constantFrom(...staffStatuses), (move, status) => {
        const next = statusAfter(move, { status, artistPoster: false });
        expect(next.ok).toBe(true);
        if (next.ok) expect(next.status).toBe({ publish: 4, hide: 6, archive: 7 }[move]);
      }),
    );
  });

  it('names each status, and reads the names back', () => {
    expect(STATUS_NAMES.map((n) => statusOfName(n))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([1, 4, 6, 7].map(statusName)).toEqual(['draft', 'forSale', 'hidden', 'archived']);
    expect(statusName(0)).toBe('unknown');
    expect(statusName(8)).toBe('unknown');
    expect(statusOfName('unknown')).toBeUndefined();
    expect(isStatusMove('hide')).toBe(true);
    expect(isStatusMove('delete')).toBe(false);
  });
});

describe('a product as staff write it', () => {
  it.each([
    ['HARBOUR-1', true],
    ['A', true],
    ['9-B', true],
    ['-A', false],
    ['a-1', false],
    ['A_1', false],
    ['', false],
    ['A'.repeat(PRODUCT_LIMITS.skuMax), true],
    ['A'.repeat(PRODUCT_LIMITS.skuMax + 1), false],
  ])('SKU %j is %s', (sku, ok) => {
    expect(isSku(sku)).toBe(ok);
  });

  it.each([
    ['blue-harbour', true],
    ['a1', true],
    ['Blue', false],
    ['blue--harbour', false],
    ['-blue', false],
    ['blue-', false],
    ['blå', false],
    ['a'.repeat(PRODUCT_LIMITS.slugMax), true],
    ['a'.repeat(PRODUCT_LIMITS.slugMax + 1), false],
  ])('slug %j is %s', (slug, ok) => {
    expect(isSlug(slug)).toBe(ok);
  });

  const text = { language: 'sv', name: 'Hamnen', slug: 'hamnen', description: '' };
  it('names the first problem of a text, with its language', () => {
    expect(textProblem(text)).toBeUndefined();
    expect(textProblem({ ...text, name: '  ' })).toEqual({ field: 'name', language: 'sv' });
    expect(textProblem({ ...text, name: 'x'.repeat(PRODUCT_LIMITS.nameMax) })).toBeUndefined();
    expect(textProblem({ ...text, name: 'x'.repeat(PRODUCT_LIMITS.nameMax + 1) })).toEqual({ field: 'name', language: 'sv' });
    expect(textProblem({ ...text, name: '', slug: 'Bad' })).toEqual({ field: 'name', language: 'sv' });
    expect(textProblem({ ...text, slug: 'Bad' })).toEqual({ field: 'slug', language: 'sv' });
    expect(textProblem({ ...text, description: 'x'.repeat(PRODUCT_LIMITS.descriptionMax) })).toBeUndefined();
    expect(textProblem({ ...text, description: 'x'.repeat(PRODUCT_LIMITS.descriptionMax + 1) })).toEqual({
      field: 'description',
      language: 'sv',
    });
  });

  it('counts stock in whole units from 0 to the uncounted mark, and lists 5 or fewer as low', () => {
    expect([0, 1, PRODUCT_LIMITS.uncounted].map(isStockCount)).toEqual([true, true, true]);
    expect([-1, 1.5, PRODUCT_LIMITS.uncounted + 1, Number.NaN].map(isStockCount)).toEqual([false, false, false, false]);
    expect([0, 5, 6].map(isLowStock)).toEqual([true, true, false]);
    expect(PRODUCT_LIMITS.lowStock).toBe(5);
  });

  it('takes prices of whole minor units above zero within an integer column', () => {
    expect([1, 2990, 2_147_483_647].map(isPriceAmount)).toEqual([true, true, true]);
    expect([0, -1, 9.5, 2_147_483_648].map(isPriceAmount)).toEqual([false, false, false, false]);
  });
});

describe('a size priced by staff', () => {
  const currencies = ['EUR', 'SEK', 'USD'] as const;

  it('gives the nice price where nothing is set by hand, and the amount set by hand elsewhere', () => {
    expect(sizePrices(2990, currencies, EUR_EXCHANGE_RATES, { SEK: 29900 })).toEqual({
      ok: true,
      cells: [
        { currency: 'EUR', amount: 2990, fixed: false },
        { currency: 'SEK', amount: 29900, fixed: true },
        { currency: 'USD', amount: 3190, fixed: false },
      ],
    });
  });

  it('never takes EUR by hand: it is the price the others come from', () => {
    const r = sizePrices(2990, ['EUR'], EUR_EXCHANGE_RATES, { EUR: 1 });
    expect(r).toEqual({ ok: true, cells: [{ currency: 'EUR', amount: 2990, fixed: false }] });
  });

  it('fails naming each currency with neither a rate nor an amount by hand', () => {
    expect(sizePrices(2990, currencies, { EUR: 1 }, { USD: 3000 })).toEqual({
      ok: false,
      code: 'PRICES.NO_RATE',
      currencies: ['SEK'],
    });
    expect(sizePrices(2990, currencies, { EUR: 1 }, { SEK: 30000, USD: 3000 }).ok).toBe(true);
  });

  it('prices every currency by hand or by the rate, as a property', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.dictionary(fc.constantFrom('SEK', 'USD'), fc.integer({ min: 1, max: 1e6 })),
        (eur, byHand) => {
          const r = sizePrices(eur, currencies, EUR_EXCHANGE_RATES, byHand);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.cells.map((c) => c.currency)).toEqual([...currencies]);
          for (const c of r.cells) {
            const set = c.currency === 'EUR' ? undefined : byHand[c.currency];
            expect(c).toEqual({
              currency: c.currency,
              amount: set ?? nicePrice(eur, c.currency, EUR_EXCHANGE_RATES),
              fixed: set !== undefined,
            });
          }
        },
      ),
    );
  });

  it('names the currencies the shop does not sell in', () => {
    expect(unknownCurrencies({ SEK: 1, XYZ: 2, usd: 3 }, currencies)).toEqual(['XYZ', 'usd']);
    expect(unknownCurrencies({}, currencies)).toEqual([]);
  });
});
