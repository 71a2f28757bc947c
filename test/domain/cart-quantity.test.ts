/**
 * Cart quantities and the order limits (spec §5 "Cart quantity minimum 0; product quantity
 * starts at 1"; decisions in src/domain/product/cart-quantity.ts): every quantity the cart or
 * the product page can hold is one the server orders, and a merge above the limit says so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  ORDER_CODE_MAX_LENGTH,
  ORDER_MAX_CODES,
  ORDER_MAX_LINES,
  PRODUCT_START_QUANTITY,
} from '../../src/domain/constants';
import {
  canIncreaseCartQuantity,
  clampCartQuantity,
  clampProductQuantity,
  initialConfiguration,
  mergeQuantities,
  setQuantity,
} from '../../src/domain/product';
import { product } from './builders';

const anyQuantity = fc.oneof(fc.double(), fc.integer({ min: -1000, max: 1000 }));
const inCart = fc.integer({ min: CART_MIN_QUANTITY, max: CART_MAX_QUANTITY });
/** The units a quantity stands for: whole, never negative, 0 for what is not a number. */
const units = (q: number) => (Number.isFinite(q) ? Math.max(0, Math.trunc(q)) : 0);

describe('order limits', () => {
  it('one line holds at most 99; an order at most 100 lines and 5 codes of at most 100 characters', () => {
    expect([CART_MAX_QUANTITY, ORDER_MAX_LINES, ORDER_MAX_CODES, ORDER_CODE_MAX_LENGTH]).toEqual([99, 100, 5, 100]);
  });
});

describe('cart and product quantities stay within the order limit', () => {
  it('a cart quantity is a whole number from 0 to the maximum, and one already there is kept', () => {
    fc.assert(
      fc.property(anyQuantity, (q) => {
        const c = clampCartQuantity(q);
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(CART_MIN_QUANTITY);
        expect(c).toBeLessThanOrEqual(CART_MAX_QUANTITY);
      }),
    );
    fc.assert(
      fc.property(inCart, (q) => {
        expect(clampCartQuantity(q)).toBe(q);
      }),
    );
    expect(clampCartQuantity(120)).toBe(CART_MAX_QUANTITY);
  });

  it('the product page quantity is a whole number from 1 to the maximum', () => {
    const c = initialConfiguration(product());
    fc.assert(
      fc.property(anyQuantity, (q) => {
        const p = setQuantity(c, q).quantity;
        expect(p).toBe(clampProductQuantity(q));
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(PRODUCT_START_QUANTITY);
        expect(p).toBeLessThanOrEqual(CART_MAX_QUANTITY);
      }),
    );
    expect(setQuantity(c, 150).quantity).toBe(CART_MAX_QUANTITY);
  });

  it('a merge adds up to the maximum and reports exactly when it capped', () => {
    fc.assert(
      fc.property(anyQuantity, anyQuantity, (held, added) => {
        const sum = units(held) + units(added);
        const merged = mergeQuantities(held, added);
        expect(merged.quantity).toBe(Math.min(sum, CART_MAX_QUANTITY));
        expect(merged.capped).toBe(sum > CART_MAX_QUANTITY);
        expect(merged.quantity).toBeGreaterThanOrEqual(Math.max(clampCartQuantity(held), clampCartQuantity(added)));
      }),
    );
  });

  it.each([
    [60, 60, 99, true],
    [98, 1, 99, false],
    [99, 1, 99, true],
    [0, 120, 99, true],
    [40, 2, 42, false],
  ])('%i held and %i added give %i (capped: %s)', (held, added, quantity, capped) => {
    expect(mergeQuantities(held, added)).toEqual({ quantity, capped });
  });

  it('"one more" is offered exactly while a unit still fits', () => {
    fc.assert(
      fc.property(inCart, (q) => {
        expect(canIncreaseCartQuantity(q)).toBe(clampCartQuantity(q + 1) > q);
      }),
    );
    // The bound itself, whatever the generator draws.
    expect([CART_MAX_QUANTITY - 1, CART_MAX_QUANTITY].map(canIncreaseCartQuantity)).toEqual([true, false]);
  });
});
