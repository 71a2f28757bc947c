/**
 * The flows run headless (docs/architecture.md#the-shop-system-and-the-headless-core "src/application plus src/domain is the headless
 * package … keep a test that does exactly that"): a shopper configures a poster and buys it,
 * then reloads, in plain Node with the in-memory store — no React, no DOM, no browser API.
 * This is all another front end (or a Node script) needs to reuse the cart and configurator.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { money } from '../../src/domain';
import { createCartActors } from '../../src/application/flows/cart/actors';
import { cartMachine } from '../../src/application/flows/cart/machine';
import {
  selectCartIsOpen,
  selectCartItemCount,
  selectCartLines,
  selectCartSubtotal,
} from '../../src/application/flows/cart/selectors';
import { configuratorMachine } from '../../src/application/flows/configurator/machine';
import { selectCanAddToCart, selectPrice } from '../../src/application/flows/configurator/selectors';
import { createInMemoryKeyValueStore, createInMemoryStorageArea } from '../../src/adapters/storage/in-memory-key-value-store';
import { catalogueFrame, catalogueProduct } from '../fakes/catalogue-products';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const shopFor = (area = createInMemoryStorageArea()) => {
  const cart = createActor(cartMachine.provide(createCartActors({ store: createInMemoryKeyValueStore(area) })), {
    input: {},
  }).start();
  let ids = 0;
  const productPage = (requestedSize: string | null) =>
    createActor(
      configuratorMachine.provide({
        // The composition root's wiring: the configurator's lines go to the cart, which opens.
        actions: { addLines: (_, { lines }) => cart.send({ type: 'cart.add', lines, show: true }) },
      }),
      {
        input: {
          product: catalogueProduct({ metadata: { pp: true } }),
          frames: [catalogueFrame(7, ['50x70', '13x18'])],
          requestedSize,
          newLineId: () => `line-${(ids += 1)}`,
        },
      },
    ).start();
  return { area, cart, productPage };
};

describe('headless shopping: configurator → cart → store → reload', () => {
  it('runs without any DOM global', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { localStorage?: unknown }).localStorage).toBe('undefined');
  });

  it('configures, adds, changes a quantity, and finds the same cart after a reload', () => {
    const shop = shopFor();
    const page = shop.productPage('13x18');
    page.send({ type: 'config.selectFrame', frameId: 7 });
    expect(selectCanAddToCart(page.getSnapshot())).toBe(true);
    expect(selectPrice(page.getSnapshot())).toEqual(money(1500 + 1100, 'EUR'));
    page.send({ type: 'config.addToCart' });

    expect(selectCartIsOpen(shop.cart.getSnapshot())).toBe(true);
    expect(selectCartLines(shop.cart.getSnapshot()).map((l) => [l.sku, l.margin, l.quantity])).toEqual([
      ['SKU-13x18', true, 1],
      ['F-7-13x18', undefined, 1],
    ]);

    shop.cart.send({ type: 'cart.setQuantity', uuid: 'line-1', quantity: 3 });
    vi.advanceTimersByTime(350);
    // The frame follows its poster: three framed posters.
    expect(selectCartItemCount(shop.cart.getSnapshot())).toBe(6);
    expect(selectCartSubtotal('EUR')(shop.cart.getSnapshot())).toEqual(money(3 * (1500 + 1100), 'EUR'));
    shop.cart.stop();

    const reloaded = shopFor(shop.area);
    expect(selectCartLines(reloaded.cart.getSnapshot())).toEqual(selectCartLines(shop.cart.getSnapshot()));
    expect(selectCartIsOpen(reloaded.cart.getSnapshot())).toBe(false);
  });

  it('adding the same poster again adds to its line', () => {
    const shop = shopFor();
    const page = shop.productPage(null);
    page.send({ type: 'config.addToCart' });
    page.send({ type: 'config.setQuantity', quantity: 2 });
    page.send({ type: 'config.addToCart' });
    expect(selectCartLines(shop.cart.getSnapshot()).map((l) => [l.sku, l.quantity])).toEqual([['SKU-50x70', 3]]);
  });
});
