import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCartLines,
  canAddToCart,
  featuredImage,
  initialConfiguration,
  isReturnable,
  optionNameForLabel,
  orientedSizeLabel,
  selectFrame,
  selectSize,
  shownLineOptions,
  variationSizeLabel,
  type CartLineTemplate,
  type Configuration,
} from '../../src/domain/product';
import { frame, product, variation } from './builders';

/**
 * What a cart line carries, key by key: a choice the line does not have is absent, not present
 * as `undefined` (the cart is stored and sent as JSON, and the mini cart shows an option by its
 * key). Also the stock checks of add-to-cart and the labels of sizes that are not sizes.
 */
const ids = (i: number) => `line-${i}`;
const templateArb = fc.option(
  fc.constantFrom<CartLineTemplate>(
    { kind: 'template', templateId: 'cat', values: { name: 'Ada' }, assets: {}, valid: true },
    { kind: 'upload', uploadedImageId: 'u1' },
  ),
  { nil: undefined },
);
const configArb = fc.record<Configuration>({
  size: fc.constantFrom('30x40', '50x70', '13x18'),
  frameId: fc.constantFrom(null, 7),
  margin: fc.boolean(),
  blackAndWhite: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 99 }),
});

describe('the keys a cart line carries (property)', () => {
  it('template, colour and poster options are present exactly when they apply', () => {
    fc.assert(
      fc.property(configArb, fc.boolean(), templateArb, (c, disableBw, template) => {
        const p = product({ metadata: { disableBw } });
        const r = buildCartLines(p, c, [frame(7, ['30x40', '50x70', '13x18'])], ids, template);
        if (!r.ok) throw new Error(r.error.code);
        const [poster, frameLine] = r.value;
        expect('template' in poster!).toBe(template !== undefined);
        expect('blackAndWhite' in poster!).toBe(!disableBw && template?.kind !== 'upload');
        expect(Object.keys(shownLineOptions(poster!)).sort()).toEqual(
          'blackAndWhite' in poster! ? ['blackAndWhite', 'margin'] : ['margin'],
        );
        if (frameLine) {
          expect(Object.keys(frameLine)).not.toContain('template');
          expect(Object.keys(shownLineOptions(frameLine))).toEqual([]);
        }
      }),
    );
  });

  it('a line without a margin or colour choice shows no key for it', () => {
    expect(Object.keys(shownLineOptions({ type: 1 }))).toEqual([]);
    expect(Object.keys(shownLineOptions({ type: 1, blackAndWhite: false }))).toEqual(['blackAndWhite']);
  });
});

describe('returns (spec §2)', () => {
  it('only a line without a template or upload can be returned', () => {
    expect(isReturnable({})).toBe(true);
    expect(isReturnable({ template: { kind: 'upload', uploadedImageId: 'u1' } })).toBe(false);
    expect(isReturnable({ template: { kind: 'template', templateId: 'cat', values: {}, assets: {}, valid: false } })).toBe(false);
  });
});

describe('stock at add-to-cart (spec §2)', () => {
  const soldOut = (size: string) => variation(size, 4900, { id: 12, inStock: false });
  it('a size out of stock is not chosen, cannot be added, and add-to-cart refuses it', () => {
    const p = product({ variations: [variation('30x40', 2900, { id: 11 }), soldOut('50x70')] });
    const c = initialConfiguration(p);
    expect(c.size).toBeNull();
    expect(canAddToCart(p, selectSize(c, '50x70'))).toBe(false);
    expect(buildCartLines(p, selectSize(c, '50x70'), [], ids)).toEqual({
      ok: false,
      error: { code: 'CART.OUT_OF_STOCK', sku: 'SKU-50x70' },
    });
  });
  it('a frame out of stock at the size is refused', () => {
    const p = product();
    const f = frame(7, ['50x70'], { variations: [soldOut('50x70')] });
    expect(buildCartLines(p, selectFrame(initialConfiguration(p), 7), [f], ids)).toEqual({
      ok: false,
      error: { code: 'CART.OUT_OF_STOCK', sku: 'SKU-50x70' },
    });
  });
});

describe('sizes that are not sizes (spec §3)', () => {
  it('a label that is not a print size keeps its text, in either orientation', () => {
    fc.assert(
      fc.property(fc.constantFrom('A4', 'XL', 'poster', ''), fc.constantFrom('portrait', 'landscape'), (label, o) => {
        expect(orientedSizeLabel(label, o)).toBe(label);
        expect(variationSizeLabel({ name: `Size ${label}`, optionName: label }, o)).toBe(`Size ${label}`);
      }),
    );
  });
  it('an option named exactly as the label wins over one that only reads as it when turned', () => {
    expect(optionNameForLabel(['50x70', '70x50'], '70x50', 'landscape')).toBe('70x50');
    expect(optionNameForLabel(['40x30', '30x40'], '30x40', 'portrait')).toBe('30x40');
  });
  it('a landscape poster preselects the size the shopper asked for as it is shown (?size=70x50)', () => {
    const landscape = product({ metadata: { portrait: false } });
    expect(initialConfiguration(landscape, '70x50').size).toBe('50x70');
    expect(initialConfiguration(landscape, '40x30').size).toBe('30x40');
    expect(initialConfiguration(product(), '40x30').size).toBe('50x70');
  });
});

describe('featured image without a size', () => {
  it('is looked up on the product only', () => {
    const p = product({ images: [{ type: 'no_margin', url: 'p.webp' }] });
    expect(featuredImage(p, { ...initialConfiguration(p), size: null })?.url).toBe('p.webp');
  });
});
