/**
 * The shop system (docs/architecture.md#the-shop-system-and-the-headless-core "createShopSystem(ports) starts every flow and wires them to each
 * other") over the test container's in-memory adapters: the wiring between flows that used to
 * live in React components — cart ↔ panels, configurator → cart, cart ↔ checkout → confirmation
 * → cart, newsletter and notices → cookies, search → navigation — runs here without a DOM.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { Container } from 'inversify';
import { createTestContainer } from '../../src/adapters/container/test';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import { createShopSystem, type ShopSystem } from '../../src/application/system/shop-system';
import {
  checkoutFlow,
  configuratorFlow,
  confirmationFlow,
  noticeFlow,
  searchFlow,
  wallBundleFlow,
} from '../../src/application/system/flows';
import {
  selectBundledPoster,
  selectWallAdded,
  selectWallQuantity,
  selectWallSubtotal,
} from '../../src/application/flows/wall-bundle/selectors';
import { money } from '../../src/domain';
import { TOKENS } from '../../src/application/ports/tokens';
import { COOKIES } from '../../src/application/model/cookies';
import { selectCartIsOpen, selectCartLines } from '../../src/application/flows/cart/selectors';
import { selectOpenPanel } from '../../src/application/flows/panels/machine';
import { selectSubscriptionCode } from '../../src/application/flows/newsletter/selectors';
import { ORDER_ID_KEY } from '../../src/application/flows/checkout/stored-order';
import { storeByCode, DEFAULT_STORE } from '../../src/domain/stores/stores';
import type { RecordingNavigation } from '../../src/adapters/navigation/recording-navigation';
import type { RecordingCheckoutEmbed } from '../../src/adapters/memory/recording-checkout-embed';
import type { InMemoryOrderGateway } from '../../src/adapters/memory/in-memory-order-gateway';
import type { RecordingAnalytics } from '../../src/adapters/memory/recording-analytics';
import type { CookieJar } from '../../src/application/ports/cookie-jar.port';
import type { KeyValueStore } from '../../src/application/ports/key-value-store.port';
import { catalogueFrame, catalogueProduct } from '../fakes/catalogue-products';

const poster = catalogueProduct({ metadata: { pp: true } });
const frame = catalogueFrame(7, ['50x70', '13x18']);
let systems: ShopSystem[] = [];

const shopFor = (options: Parameters<typeof createTestContainer>[0] = {}, store = DEFAULT_STORE) => {
  const container: Container = createTestContainer({ products: [poster, frame], ...options });
  const system = createShopSystem(resolveShopPorts(container), { store });
  systems.push(system);
  return {
    system,
    navigation: container.get<RecordingNavigation>(TOKENS.Navigation),
    embed: container.get<RecordingCheckoutEmbed>(TOKENS.CheckoutEmbed),
    orders: container.get<InMemoryOrderGateway>(TOKENS.OrderGateway),
    analytics: container.get<RecordingAnalytics>(TOKENS.Analytics),
    cookies: container.get<CookieJar>(TOKENS.CookieJar),
    storage: container.get<KeyValueStore>(TOKENS.KeyValueStore),
  };
};

afterEach(() => {
  for (const s of systems) s.dispose();
  systems = [];
});

const addFramedPoster = (system: ShopSystem) => {
  const configurator = system.start(configuratorFlow, { product: poster, frames: [frame], requestedSize: '50x70' });
  configurator.send({ type: 'config.selectFrame', frameId: 7 });
  configurator.send({ type: 'config.addToCart' });
  system.stop(configurator);
};

describe('cart, configurator and panels', () => {
  it('adding from a configurator puts poster and frame lines in the cart and opens the cart panel', () => {
    const { system } = shopFor();
    addFramedPoster(system);
    expect(selectCartLines(system.shop.cart.getSnapshot()).map((l) => [l.uuid, l.sku])).toEqual([
      ['id-1', 'SKU-50x70'],
      ['id-2', 'F-7-50x70'],
    ]);
    expect(selectOpenPanel(system.shop.panels.getSnapshot())).toBe('cart');
  });

  it("a wall bundle's poster (show: false) is added without opening the cart", () => {
    const { system } = shopFor();
    const configurator = system.start(configuratorFlow, { product: poster, frames: [], requestedSize: null, show: false });
    configurator.send({ type: 'config.addToCart' });
    expect(selectCartLines(system.shop.cart.getSnapshot())).toHaveLength(1);
    expect(selectOpenPanel(system.shop.panels.getSnapshot())).toBeNull();
  });
});

describe('checkout and confirmation', () => {
  it('checkout hides the cart, follows cart changes, and a paid order leads to its confirmation, which clears the cart', async () => {
    const shop = shopFor();
    addFramedPoster(shop.system);
    const checkout = shop.system.start(checkoutFlow, { orderId: null });
    expect(selectOpenPanel(shop.system.shop.panels.getSnapshot())).toBeNull();
    expect(selectCartIsOpen(shop.system.shop.cart.getSnapshot())).toBe(false);
    await waitFor(checkout, (s) => s.matches({ Open: 'Ready' }));
    const orderId = checkout.getSnapshot().context.orderId!;
    expect(shop.storage.get(ORDER_ID_KEY)).toBe(orderId);
    expect(shop.orders.requests.get(orderId)?.lines).toHaveLength(2);

    shop.system.shop.cart.send({ type: 'cart.remove', uuid: 'id-2' });
    await waitFor(checkout, (s) => s.matches({ Open: 'Ready' }) && s.context.lines.length === 1);
    await waitFor(checkout, (s) => s.matches({ Open: 'Ready' }) && shop.orders.requests.get(orderId)?.lines.length === 1);

    shop.orders.withOrder(orderId, 'checkout_complete');
    shop.embed.complete(orderId);
    expect(shop.navigation.visited).toEqual([`/checkout/confirmation/${orderId}`]);
    shop.system.stop(checkout);

    const confirmation = shop.system.start(confirmationFlow, { orderId });
    await waitFor(confirmation, (s) => s.matches('Confirmed'));
    expect(selectCartLines(shop.system.shop.cart.getSnapshot())).toEqual([]);
    expect(shop.analytics.events.map((e) => e.type)).toEqual(['checkout', 'purchase']);
  });

  it('a checkout link names its order: that one is resumed, not the stored one', async () => {
    const shop = shopFor();
    addFramedPoster(shop.system);
    shop.storage.set(ORDER_ID_KEY, 'stored-order');
    shop.orders.withOrder('Linked-Order_1', 'checkout_complete');
    const checkout = shop.system.start(checkoutFlow, { orderId: 'Linked-Order_1' });
    await waitFor(checkout, (s) => s.status === 'done' || s.matches({ Open: 'Ready' }));
    expect(shop.navigation.visited).toEqual(['/checkout/confirmation/Linked-Order_1']);
  });

  it('a stopped checkout no longer follows the cart', async () => {
    const shop = shopFor();
    addFramedPoster(shop.system);
    const checkout = shop.system.start(checkoutFlow, { orderId: null });
    await waitFor(checkout, (s) => s.matches({ Open: 'Ready' }));
    shop.system.stop(checkout);
    shop.system.shop.cart.send({ type: 'cart.remove', uuid: 'id-2' });
    expect(checkout.getSnapshot().context.lines).toHaveLength(2);
  });
});

describe('cookies and navigation', () => {
  it('subscribing to the newsletter sets its cookie for a year; a system started with it hides the banner', async () => {
    const shop = shopFor();
    const { newsletter } = shop.system.shop;
    newsletter.send({ type: 'newsletter.email.change', value: ' ada@example.com ' });
    newsletter.send({ type: 'newsletter.submit' });
    await waitFor(newsletter, (s) => selectSubscriptionCode(s) !== null);
    expect(shop.cookies.get(COOKIES.newsletterSubscribed.name)).toBe('1');
    const again = shopFor({ cookies: { [COOKIES.newsletterSubscribed.name]: '1' } });
    expect(again.system.shop.newsletter.getSnapshot().matches('Hidden')).toBe(true);
  });

  it.each([['consent'], ['storeMessageHidden']] as const)(
    'the %s notice shows until dismissed, and stays hidden by its cookie',
    (cookie) => {
      const shop = shopFor();
      const notice = shop.system.start(noticeFlow, { cookie });
      expect(notice.getSnapshot().matches('Shown')).toBe(true);
      notice.send({ type: 'notice.dismiss' });
      expect(shop.cookies.get(COOKIES[cookie].name)).toBe('1');
      expect(shop.system.start(noticeFlow, { cookie }).getSnapshot().matches('Hidden')).toBe(true);
    },
  );

  it("choosing a search result opens its product page with the store's translated prefix", async () => {
    const shop = shopFor({}, storeByCode('de')!);
    const search = shop.system.start(searchFlow);
    search.send({ type: 'search.type', text: 'Mountain' });
    await waitFor(search, (s) => s.context.suggestions.posters.length > 0, { timeout: 2000 });
    search.send({ type: 'search.select', index: 0 });
    expect(shop.navigation.visited).toEqual(['/produkt/mountain-lake']);
  });

  it('choosing an artist or a category suggestion opens its page', async () => {
    const fjord = catalogueProduct({
      name: 'Fjord',
      slug: 'fjord',
      artist: { slug: 'maja', alias: 'Maja Berg', avatar: null, country: 'NO' },
      categories: [{ id: 3, slug: 'berge', name: 'Berge' }],
    });
    const shop = shopFor({ products: [fjord] }, storeByCode('de')!);
    for (const index of [0, 1]) {
      const search = shop.system.start(searchFlow);
      search.send({ type: 'search.type', text: 'berg' });
      await waitFor(search, (s) => s.context.query === 'berg', { timeout: 2000 });
      search.send({ type: 'search.select', index });
    }
    expect(shop.navigation.visited).toEqual(['/artists/maja', '/produkt-kategorie/berge']);
  });
});

describe('a wall bundle (docs/rules/product-pages.md#wall-bundles "Wall bundle")', () => {
  const posterA = catalogueProduct({ id: 21, sku: 'A', bundled_meta: { default_option: '30x40', frame: 7 } });
  const posterB = catalogueProduct({ id: 22, sku: 'B', bundled_meta: { default_option: '50x70', frame: null } });
  const wallFrame = catalogueFrame(7, ['30x40', '50x70']);

  it("honours each poster's default size and frame, sums the subtotal, and one buy adds every poster without opening the cart", () => {
    const { system } = shopFor();
    const wall = system.start(wallBundleFlow, { bundled: [posterA, posterB], frames: [wallFrame] });
    const a = selectBundledPoster(wall.getSnapshot(), 21)!;
    expect(a.getSnapshot().context.configuration).toMatchObject({ size: '30x40', frameId: 7 });
    // 30x40 poster 2900 + its frame 1000, and the 50x70 poster 4900 unframed.
    expect(selectWallSubtotal(wall.getSnapshot())).toEqual(money(2900 + 1000 + 4900, 'EUR'));
    a.send({ type: 'config.selectFrame', frameId: null });
    expect(selectWallSubtotal(wall.getSnapshot())).toEqual(money(2900 + 4900, 'EUR'));

    wall.send({ type: 'wallBundle.buy' });
    expect(selectCartLines(system.shop.cart.getSnapshot()).map((l) => l.sku)).toEqual(['SKU-30x40', 'SKU-50x70']);
    expect(selectOpenPanel(system.shop.panels.getSnapshot())).toBeNull();
    expect(selectWallAdded(wall.getSnapshot())).toBe(true);
  });

  it("has a quantity starting at 1: the subtotal is the posters' sum times it, and buying adds each poster that often", () => {
    const { system } = shopFor();
    const wall = system.start(wallBundleFlow, { bundled: [posterA, posterB], frames: [wallFrame] });
    expect(selectWallQuantity(wall.getSnapshot())).toBe(1);
    wall.send({ type: 'wallBundle.setQuantity', quantity: 3 });
    expect(selectWallSubtotal(wall.getSnapshot())).toEqual(money((2900 + 1000 + 4900) * 3, 'EUR'));
    wall.send({ type: 'wallBundle.setQuantity', quantity: 0 });
    expect(selectWallQuantity(wall.getSnapshot()), 'below the product start quantity').toBe(1);
    wall.send({ type: 'wallBundle.setQuantity', quantity: 2 });
    wall.send({ type: 'wallBundle.buy' });
    expect(selectCartLines(system.shop.cart.getSnapshot()).map((l) => [l.sku, l.quantity])).toEqual([
      ['SKU-30x40', 2],
      ['F-7-30x40', 2],
      ['SKU-50x70', 2],
    ]);
  });
});
