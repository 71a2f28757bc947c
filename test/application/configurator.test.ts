/**
 * The product configurator (docs/rules/product-pages.md#view-kinds "Standard poster", docs/rules/product-pages.md#size-frame-and-options "Product page", docs/rules/product-pages.md#view-kinds) driven by
 * events over catalogue products; no DOM.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { money, type CartLine } from '../../src/domain';
import { configuratorMachine } from '../../src/application/flows/configurator/machine';
import type { ConfiguratorInput } from '../../src/application/flows/configurator/context';
import * as selectors from '../../src/application/flows/configurator/selectors';
import type { Product } from '../../src/application/model/catalogue';
import { catalogueFrame, catalogueProduct, image, variation } from '../fakes/catalogue-products';

const frames = [catalogueFrame(7, ['50x70', '30x40']), catalogueFrame(8, ['30x40'])];

const start = (over: Partial<ConfiguratorInput> = {}) => {
  const added: (readonly CartLine[])[] = [];
  let n = 0;
  const actor = createActor(configuratorMachine.provide({ actions: { addLines: (_, { lines }) => added.push(lines) } }), {
    input: { product: catalogueProduct(), frames, requestedSize: null, newLineId: () => `line-${(n += 1)}`, ...over },
  }).start();
  return { actor, added, s: () => actor.getSnapshot() };
};

describe('initial choice (docs/rules/product-pages.md#size-frame-and-options "?size=" preselects, default 50x70)', () => {
  it.each([
    ['no query', null, '50x70'],
    ['a size the poster has', '30x40', '30x40'],
    ['a size the poster lacks', '70x100', '50x70'],
  ])('%s selects %s → %s', (_name, requested, expected) => {
    const { s } = start({ requestedSize: requested });
    expect(selectors.selectSize(s())).toBe(expected);
    expect(s().value).toBe('Configuring');
    expect(selectors.selectQuantity(s())).toBe(1);
  });

  it('without 50x70 nothing is chosen: no frame picker, no price, add disabled', () => {
    const { s, actor, added } = start({ product: catalogueProduct({ variations: [variation('30x40', 2900)] }) });
    expect(s().value).toBe('ChoosingSize');
    expect(selectors.selectSize(s())).toBeNull();
    expect(selectors.selectIsFramePickerVisible(s())).toBe(false);
    expect(selectors.selectPrice(s())).toBeNull();
    expect(selectors.selectCanAddToCart(s())).toBe(false);
    expect(s().can({ type: 'config.selectFrame', frameId: 7 })).toBe(false);
    actor.send({ type: 'config.addToCart' });
    expect(added).toEqual([]);
    actor.send({ type: 'config.selectSize', size: '30x40' });
    expect(selectors.selectIsFramePickerVisible(s())).toBe(true);
    expect(selectors.selectCanAddToCart(s())).toBe(true);
  });

  it.each([
    ['pp set', { pp: true }, true],
    ['pp unset', {}, false],
  ])('margin starts from the product (%s)', (_name, metadata, margin) => {
    expect(selectors.selectMargin(start({ product: catalogueProduct({ metadata }) }).s())).toBe(margin);
  });
});

describe('choices (docs/rules/product-pages.md#size-frame-and-options)', () => {
  it.each([
    ['30x40', 7],
    ['50x70', 7],
    ['30x40', 8],
  ] as const)('changing size clears the frame (%s with frame %s)', (otherSize, frameId) => {
    const { actor, s } = start({ requestedSize: '30x40' });
    actor.send({ type: 'config.selectFrame', frameId });
    expect(selectors.selectFrameId(s())).toBe(frameId);
    actor.send({ type: 'config.selectSize', size: otherSize });
    expect(selectors.selectFrameId(s())).toBeNull();
  });

  it('offers only frames made in the chosen size', () => {
    const { actor, s } = start();
    expect(selectors.selectFrameChoices(s()).map((f) => f.id)).toEqual([7]);
    expect(s().can({ type: 'config.selectFrame', frameId: 8 })).toBe(false);
    expect(s().can({ type: 'config.selectFrame', frameId: 99 })).toBe(false);
    actor.send({ type: 'config.selectFrame', frameId: 7 });
    expect(selectors.selectFrame(s())?.id).toBe(7);
    actor.send({ type: 'config.selectFrame', frameId: null });
    expect(selectors.selectFrame(s())).toBeNull();
  });

  it.each([
    ['13x18', true, false, [true, true]],
    ['50x70', false, true, [false, true]],
    ['30x40', false, true, [false, true]],
  ] as const)('size %s: margin forced %s, choice shown %s', (size, forced, shown, [before, after]) => {
    const { actor, s } = start();
    actor.send({ type: 'config.selectSize', size });
    expect(selectors.selectIsMarginChoiceVisible(s())).toBe(shown);
    expect(s().can({ type: 'config.setMargin', margin: true })).toBe(!forced);
    expect(selectors.selectMargin(s())).toBe(before);
    actor.send({ type: 'config.setMargin', margin: true });
    expect(selectors.selectMargin(s())).toBe(after);
  });

  it('13x18 puts margin true on the cart line even when margin was turned off', () => {
    const { actor, added } = start();
    actor.send({ type: 'config.setMargin', margin: false });
    actor.send({ type: 'config.selectSize', size: '13x18' });
    actor.send({ type: 'config.addToCart' });
    expect(added[0]?.[0]?.margin).toBe(true);
  });

  it.each([
    [{ disable_bw: true }, false],
    [{}, true],
  ])('black and white with metadata %j: shown %s', (metadata, shown) => {
    const { actor, s } = start({ product: catalogueProduct({ metadata }) });
    expect(selectors.selectIsBlackAndWhiteVisible(s())).toBe(shown);
    actor.send({ type: 'config.setBlackAndWhite', blackAndWhite: true });
    expect(selectors.selectBlackAndWhite(s())).toBe(shown);
  });

  it.each([
    [3, 3],
    [0, 1],
    [-4, 1],
    [2.5, 2],
  ])('quantity %s becomes %s (starts at 1, never below)', (quantity, expected) => {
    const { actor, s } = start();
    actor.send({ type: 'config.setQuantity', quantity });
    expect(selectors.selectQuantity(s())).toBe(expected);
  });
});

describe('price and featured image', () => {
  it('prices (poster + frame) × quantity', () => {
    const { actor, s } = start();
    expect(selectors.selectPrice(s())).toEqual(money(4900, 'EUR'));
    actor.send({ type: 'config.selectFrame', frameId: 7 });
    actor.send({ type: 'config.setQuantity', quantity: 2 });
    expect(selectors.selectPrice(s())).toEqual(money((4900 + 1000) * 2, 'EUR'));
  });

  it('price is additive in the quantity (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.boolean(), (quantity, framed) => {
        const { actor, s } = start();
        if (framed) actor.send({ type: 'config.selectFrame', frameId: 7 });
        const unit = selectors.selectPrice(s())!.amount;
        actor.send({ type: 'config.setQuantity', quantity });
        expect(selectors.selectPrice(s())!.amount).toBe(unit * quantity);
      }),
    );
  });

  const pictured: Product = catalogueProduct({
    images: [
      image('thumb', 't.webp'),
      image('featured', 'f.webp'),
      image('margin', 'm.webp'),
      image('no_margin', 'n.webp'),
      image('bw_margin', 'bm.webp'),
      image('bw_no_margin', 'bn.webp'),
    ],
  });

  it.each([
    [false, false, 'n.webp'],
    [true, false, 'm.webp'],
    [false, true, 'bn.webp'],
    [true, true, 'bm.webp'],
  ])('margin %s and black-and-white %s feature %s', (margin, blackAndWhite, url) => {
    const { actor, s } = start({ product: pictured });
    actor.send({ type: 'config.setMargin', margin });
    actor.send({ type: 'config.setBlackAndWhite', blackAndWhite });
    expect(selectors.selectFeaturedImage(s())).toMatchObject({ url, width: 800, height: 1120 });
  });

  it('falls back to the featured image', () => {
    expect(selectors.selectFeaturedImage(start().s())?.url).toBe('featured.webp');
  });
});

describe('add to cart (docs/rules/checkout.md#cart-lines "Cart line": a frame is its own line)', () => {
  it('hands the poster line and the frame line to addLines', () => {
    const { actor, added } = start({ product: catalogueProduct({ metadata: { pp: true } }) });
    actor.send({ type: 'config.selectFrame', frameId: 7 });
    actor.send({ type: 'config.setBlackAndWhite', blackAndWhite: true });
    actor.send({ type: 'config.setQuantity', quantity: 2 });
    actor.send({ type: 'config.addToCart' });
    expect(added).toHaveLength(1);
    const [poster, frame] = added[0]!;
    expect(poster).toMatchObject({
      uuid: 'line-1',
      type: 1,
      productId: 1,
      variationId: 12,
      sku: 'SKU-50x70',
      margin: true,
      blackAndWhite: true,
      price: money(4900, 'EUR'),
      quantity: 2,
      thumb: 'thumb.webp',
    });
    expect(frame).toMatchObject({
      uuid: 'line-2',
      type: 2,
      productId: 7,
      variationId: 700,
      price: money(1000, 'EUR'),
      quantity: 2,
    });
    expect(frame).not.toHaveProperty('margin');
  });
});

describe('stock (a variation sells only while its stock says in stock)', () => {
  const soldOut = (size: string) =>
    catalogueProduct({
      variations: [
        variation('30x40', 2900, { id: 11, stock: { instock: size !== '30x40', quantity: size === '30x40' ? 0 : 5 } }),
        variation('50x70', 4900, { id: 12, stock: { instock: size !== '50x70', quantity: size === '50x70' ? 0 : 5 } }),
      ],
    });

  it('an out-of-stock size cannot be chosen, and the picker marks it', () => {
    const { actor, s } = start({ product: soldOut('30x40') });
    expect(selectors.selectIsSizeSellable(s())('30x40')).toBe(false);
    expect(selectors.selectIsSizeSellable(s())('50x70')).toBe(true);
    actor.send({ type: 'config.selectSize', size: '30x40' });
    expect(selectors.selectSize(s())).toBe('50x70');
  });

  it('an out-of-stock ?size= or default size is not preselected, so nothing can be added', () => {
    expect(selectors.selectSize(start({ product: soldOut('30x40'), requestedSize: '30x40' }).s())).toBe('50x70');
    const { actor, s, added } = start({ product: soldOut('50x70') });
    expect(selectors.selectSize(s())).toBeNull();
    expect(selectors.selectCanAddToCart(s())).toBe(false);
    actor.send({ type: 'config.addToCart' });
    expect(added).toEqual([]);
  });

  it('a frame out of stock in the chosen size is not added', () => {
    const frame = catalogueFrame(9, ['50x70'], {
      variations: [variation('50x70', 1900, { id: 91, sku: 'F-9-50x70', stock: { instock: false, quantity: 0 } })],
    });
    const { actor, s, added } = start({ frames: [frame] });
    actor.send({ type: 'config.selectFrame', frameId: 9 });
    expect(selectors.selectCanAddToCart(s())).toBe(false);
    actor.send({ type: 'config.addToCart' });
    expect(added).toEqual([]);
  });
});
