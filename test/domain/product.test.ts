import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCartLines,
  canAddToCart,
  clampCartQuantity,
  effectiveBlackAndWhite,
  effectiveMargin,
  featuredImage,
  featuredImageType,
  initialConfiguration,
  isBlackAndWhiteVisible,
  isFramePickerVisible,
  isMarginChoiceVisible,
  selectFrame,
  selectSize,
  setBlackAndWhite,
  setMargin,
  setQuantity,
  shownLineOptions,
  viewKind,
  type Configuration,
} from '../../src/domain/product';
import { eur, frame, product, variation } from './builders';

const ids = (i: number) => `line-${i}`;

describe('product view kind (spec §2)', () => {
  it.each([
    [1, { template: 'baby' }, 'custom-text'],
    [1, { byop: true }, 'uploaded'],
    [1, { template: 'love', byop: true }, 'custom-text'],
    [1, { template: '' }, 'poster'],
    [1, { byop: false }, 'poster'],
    [1, {}, 'poster'],
    [2, { template: 'baby' }, 'frame'],
    [3, {}, 'gift-card'],
    [4, { byop: true }, 'wall'],
    [7, {}, 'unknown'],
  ] as const)('type %s with %j → %s', (type, metadata, kind) => {
    expect(viewKind({ type, metadata })).toBe(kind);
  });
});

describe('configuration (spec §2, §4, §5)', () => {
  const p = product();
  it('defaults to 50x70, no frame, quantity 1, colour', () => {
    expect(initialConfiguration(p)).toEqual({ size: '50x70', frameId: null, margin: false, blackAndWhite: false, quantity: 1 });
    expect(isFramePickerVisible(initialConfiguration(p))).toBe(true);
  });
  it('?size= preselects an existing size and is ignored otherwise', () => {
    expect(initialConfiguration(p, '30x40').size).toBe('30x40');
    expect(initialConfiguration(p, '99x99').size).toBe('50x70');
    expect(initialConfiguration(p, null).size).toBe('50x70');
  });
  it('no 50x70 and no valid ?size= means no size and add to cart disabled', () => {
    const small = product({ variations: [variation('30x40', 2900)] });
    const c = initialConfiguration(small, '70x100');
    expect(c.size).toBeNull();
    expect(canAddToCart(small, c)).toBe(false);
    expect(isFramePickerVisible(c)).toBe(false);
    expect(canAddToCart(small, selectSize(c, '30x40'))).toBe(true);
    expect(canAddToCart(small, selectSize(c, '50x70'))).toBe(false);
  });
  it('margin starts from the product’s pp flag', () => {
    expect(initialConfiguration(product({ metadata: { pp: true } })).margin).toBe(true);
    expect(initialConfiguration(product({ metadata: { pp: false } })).margin).toBe(false);
  });
  it('changing size clears the frame (property)', () => {
    const sizeArb = fc.constantFrom('30x40', '50x70', '13x18');
    fc.assert(
      fc.property(sizeArb, sizeArb, fc.integer({ min: 1, max: 99 }), (a, b, frameId) => {
        const c = selectFrame(selectSize(initialConfiguration(p), a), frameId);
        expect(c.frameId).toBe(frameId);
        expect(selectSize(c, b)).toEqual({ ...c, size: b, frameId: null });
      }),
    );
  });
  it('a frame cannot be chosen before a size', () => {
    const none: Configuration = { ...initialConfiguration(p), size: null };
    expect(selectFrame(none, 5)).toBe(none);
  });
  it('13x18 forces margin on and hides the choice; the shopper’s choice returns after', () => {
    const c = selectSize(initialConfiguration(p), '13x18');
    expect(isMarginChoiceVisible(c)).toBe(false);
    expect(effectiveMargin(c)).toBe(true);
    expect(setMargin(c, true)).toBe(c);
    const back = selectSize(c, '50x70');
    expect(isMarginChoiceVisible(back)).toBe(true);
    expect(effectiveMargin(back)).toBe(false);
    expect(effectiveMargin(setMargin(back, true))).toBe(true);
  });
  it('black-and-white is hidden and off when disable_bw', () => {
    const noBw = product({ metadata: { disableBw: true } });
    const c = setBlackAndWhite(initialConfiguration(noBw), true);
    expect(isBlackAndWhiteVisible(noBw)).toBe(false);
    expect(effectiveBlackAndWhite(noBw, c)).toBe(false);
    expect(isBlackAndWhiteVisible(p)).toBe(true);
    expect(effectiveBlackAndWhite(p, c)).toBe(true);
  });
  it('product quantity never goes below 1; the cart’s never below 0', () => {
    const c = initialConfiguration(p);
    expect(setQuantity(c, 3).quantity).toBe(3);
    expect(setQuantity(c, 0).quantity).toBe(1);
    expect(setQuantity(c, 2.7).quantity).toBe(2);
    expect(setQuantity(c, Number.NaN).quantity).toBe(1);
    expect(clampCartQuantity(0)).toBe(0);
    expect(clampCartQuantity(-4)).toBe(0);
    expect(clampCartQuantity(6)).toBe(6);
    fc.assert(
      fc.property(fc.double(), (q) => {
        expect(setQuantity(c, q).quantity).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(clampCartQuantity(q))).toBe(true);
        expect(clampCartQuantity(q)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('featured image (spec §4)', () => {
  it.each([
    [true, false, 'margin'],
    [false, false, 'no_margin'],
    [true, true, 'bw_margin'],
    [false, true, 'bw_no_margin'],
  ] as const)('margin %s × black-and-white %s → %s', (m, bw, type) => expect(featuredImageType(m, bw)).toBe(type));

  const withImages = product({
    images: [
      { type: 'featured', url: 'featured.webp' },
      { type: 'bw_margin', url: 'p-bw-margin.webp' },
    ],
    variations: [
      variation('50x70', 4900, { images: [{ type: 'no_margin', url: 'v-no-margin.webp' }] }),
      variation('13x18', 1500),
    ],
  });
  it('follows the choices: variation image, then product image, then featured', () => {
    const c = initialConfiguration(withImages);
    expect(featuredImage(withImages, c)?.url).toBe('v-no-margin.webp');
    expect(featuredImage(withImages, setBlackAndWhite(setMargin(c, true), true))?.url).toBe('p-bw-margin.webp');
    expect(featuredImage(withImages, setMargin(c, true))?.url).toBe('featured.webp');
    expect(featuredImage(withImages, { ...c, size: null })?.url).toBe('featured.webp');
    expect(featuredImage(product({ images: [] }), c)).toBeNull();
  });
});

describe('add-to-cart lines (spec §3, §4)', () => {
  const p = product();
  const frames = [frame(7, ['30x40', '50x70']), frame(8, ['30x40'])];
  it('a poster line with the chosen variation’s price and the effective options', () => {
    const c = setQuantity(setBlackAndWhite(initialConfiguration(p), true), 2);
    const r = buildCartLines(p, c, frames, ids);
    expect(r).toEqual({
      ok: true,
      value: [
        {
          uuid: 'line-0',
          type: 1,
          thumb: 'thumb.webp',
          name: 'Mountain lake',
          slug: 'mountain-lake',
          productId: 1,
          variationId: 12,
          variationName: '50x70',
          sku: 'SKU-50x70',
          margin: false,
          blackAndWhite: true,
          price: eur(4900),
          quantity: 2,
        },
      ],
    });
  });
  it('a chosen frame is a separate line of the frame type, without margin or colour', () => {
    const c = selectFrame(setQuantity(initialConfiguration(p), 3), 7);
    const r = buildCartLines(p, c, frames, ids);
    if (!r.ok) throw new Error('expected lines');
    const [poster, frameLine] = r.value;
    expect(poster?.price).toEqual(eur(4900));
    expect(frameLine).toEqual({
      uuid: 'line-1',
      type: 2,
      thumb: 'thumb.webp',
      name: 'Frame 7',
      slug: 'frame-7',
      productId: 7,
      variationId: 701,
      variationName: '50x70',
      sku: 'SKU-50x70',
      price: eur(1100),
      quantity: 3,
      posterLineId: 'line-0',
    });
    expect(frameLine).not.toHaveProperty('margin');
    expect(frameLine).not.toHaveProperty('blackAndWhite');
  });
  it('13x18 lines always carry margin true', () => {
    const c = selectSize(initialConfiguration(p), '13x18');
    const r = buildCartLines(p, c, frames, ids);
    expect(r.ok && r.value[0]?.margin).toBe(true);
  });
  it('carries the template values of a personalised poster', () => {
    const template = { kind: 'template', templateId: 'cat', values: { name: 'Ada' }, assets: {}, valid: true } as const;
    const r = buildCartLines(p, initialConfiguration(p), frames, ids, template);
    expect(r.ok && r.value[0]?.template).toEqual(template);
  });
  it('prefers the variation thumb, then the product thumb, then the first image', () => {
    const v = variation('50x70', 100, { images: [{ type: 'thumb', url: 'v.webp' }] });
    const line = (pr: typeof p) => {
      const r = buildCartLines(pr, initialConfiguration(pr), [], ids);
      return r.ok ? r.value[0]?.thumb : undefined;
    };
    expect(line(product({ variations: [v] }))).toBe('v.webp');
    expect(line(product({ images: [{ type: 'gallery', url: 'g.webp' }] }))).toBe('g.webp');
    expect(
      line(
        product({
          images: [
            { type: 'gallery', url: 'g.webp' },
            { type: 'thumb', url: 't.webp' },
          ],
        }),
      ),
    ).toBe('t.webp');
    expect(line(product({ images: [] }))).toBeNull();
  });
  it('failures are values', () => {
    const c = initialConfiguration(p);
    expect(buildCartLines(p, { ...c, size: null }, frames, ids)).toEqual({ ok: false, error: { code: 'CART.NO_SIZE' } });
    expect(buildCartLines(p, { ...c, size: '1x1' }, frames, ids)).toEqual({
      ok: false,
      error: { code: 'CART.UNKNOWN_SIZE', size: '1x1' },
    });
    expect(buildCartLines(p, { ...c, frameId: 99 }, frames, ids)).toEqual({
      ok: false,
      error: { code: 'CART.UNKNOWN_FRAME', frameId: 99 },
    });
    expect(buildCartLines(p, { ...c, frameId: 8 }, frames, ids)).toEqual({
      ok: false,
      error: { code: 'CART.FRAME_SIZE_UNAVAILABLE', frameId: 8, size: '50x70' },
    });
  });
});

describe('the options a cart line shows (spec §2 mini cart: margin and black-and-white only where they apply)', () => {
  const c: Configuration = { size: '50x70', frameId: 7, margin: true, blackAndWhite: true, quantity: 1 };
  const frames = [frame(7, ['50x70'])];
  const linesOf = (p = product(), template?: Parameters<typeof buildCartLines>[4]) => {
    const r = buildCartLines(p, c, frames, ids, template);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };
  it('a poster shows margin and colour; its frame line shows neither', () => {
    const [poster, frameLine] = linesOf();
    expect(shownLineOptions(poster!)).toEqual({ margin: true, blackAndWhite: true });
    expect(shownLineOptions(frameLine!)).toEqual({});
  });
  it('a poster whose colour cannot change (disable_bw) shows margin only', () => {
    const [poster] = linesOf(product({ metadata: { disableBw: true } }));
    expect(shownLineOptions(poster!)).toEqual({ margin: true });
  });
  it('an uploaded image offers margin only, so its line shows margin only', () => {
    const [poster] = linesOf(product({ metadata: { byop: true } }), { kind: 'upload', uploadedImageId: 'u1' });
    expect(shownLineOptions(poster!)).toEqual({ margin: true });
  });
  it.each([2, 3, 4])('a line of type %s shows no poster options', (type) => {
    expect(shownLineOptions({ type, margin: true, blackAndWhite: false })).toEqual({});
  });
});
