import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { panelsMachine, PANELS, selectOpenPanel, type PanelsEvent } from '../../src/application/flows/panels/machine';
import { createTestContainer } from '../../src/adapters/container/test';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import { createShopSystem } from '../../src/application/system/shop-system';
import { TOKENS } from '../../src/application/ports/tokens';
import type { RecordingNavigation } from '../../src/adapters/navigation/recording-navigation';
import { selectCartIsOpen } from '../../src/application/flows/cart/selectors';
import { DEFAULT_STORE } from '../../src/domain/stores/stores';
import { catalogueProduct } from '../fakes/catalogue-products';

describe('side panels are exclusive overlays', () => {
  it('opening one closes the other', () => {
    const actor = createActor(panelsMachine).start();
    actor.send({ type: 'panel.open', panel: 'cart' });
    actor.send({ type: 'panel.open', panel: 'wishlist' });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('wishlist');
    actor.send({ type: 'panel.close' });
    expect(selectOpenPanel(actor.getSnapshot())).toBeNull();
  });

  it('toggling the open panel closes it; toggling another switches', () => {
    const actor = createActor(panelsMachine).start();
    actor.send({ type: 'panel.toggle', panel: 'filter' });
    actor.send({ type: 'panel.toggle', panel: 'search' });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('search');
    actor.send({ type: 'panel.toggle', panel: 'search' });
    expect(actor.getSnapshot().value).toBe('Closed');
  });

  it.each(PANELS)('going to another page closes the %s panel (the menu drawer after a category is chosen)', (panel) => {
    const actor = createActor(panelsMachine).start();
    actor.send({ type: 'panel.open', panel });
    actor.send({ type: 'panel.navigated' });
    expect(selectOpenPanel(actor.getSnapshot())).toBeNull();
  });

  it('at most one panel is open after any sequence of events, and it is the last one opened', () => {
    const event = fc.oneof(
      fc.constantFrom(...PANELS).map((panel): PanelsEvent => ({ type: 'panel.open', panel })),
      fc.constantFrom(...PANELS).map((panel): PanelsEvent => ({ type: 'panel.toggle', panel })),
      fc.constant<PanelsEvent>({ type: 'panel.close' }),
      fc.constant<PanelsEvent>({ type: 'panel.navigated' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const actor = createActor(panelsMachine).start();
        let model: string | null = null;
        for (const e of events) {
          actor.send(e);
          model =
            e.type === 'panel.close' || e.type === 'panel.navigated'
              ? null
              : e.type === 'panel.open'
                ? e.panel
                : model === e.panel
                  ? null
                  : e.panel;
        }
        expect(selectOpenPanel(actor.getSnapshot())).toBe(model);
        expect(actor.getSnapshot().value).toBe(model === null ? 'Closed' : 'Open');
      }),
    );
  });
});

/**
 * The shop system's wiring (no React): the Navigation port tells it where the shopper went, and
 * it closes the open panel when that is another page; closing the cart panel closes the cart view.
 */
describe('the shop system closes the panels', () => {
  const shop = () => {
    const container = createTestContainer({ products: [catalogueProduct({ metadata: { pp: true } })] });
    const system = createShopSystem(resolveShopPorts(container), { store: DEFAULT_STORE });
    return { system, navigation: container.get<RecordingNavigation>(TOKENS.Navigation) };
  };

  it.each(PANELS)('going to another page closes the %s panel', (panel) => {
    const { system, navigation } = shop();
    navigation.go('/artists');
    system.shop.panels.send({ type: 'panel.open', panel });
    navigation.go('/gallery-wall');
    expect(selectOpenPanel(system.shop.panels.getSnapshot())).toBeNull();
    system.dispose();
  });

  it.each([
    ['a category page gets a filter', '/product-category/nature', '/product-category/nature?portrait=true'],
    ['a category page turns its page', '/product-category/nature?page=2', '/product-category/nature?page=3'],
    ['an artist writes the saved notice away', '/my-account/posters?saved=1', '/my-account/posters'],
  ])('a new query on the same page leaves the panel open: %s', (_name, from, to) => {
    const { system, navigation } = shop();
    navigation.go(from);
    system.shop.panels.send({ type: 'panel.open', panel: 'filter' });
    navigation.go(to);
    expect(selectOpenPanel(system.shop.panels.getSnapshot())).toBe('filter');
    system.dispose();
  });

  it('a new search text is a new page', () => {
    const { system, navigation } = shop();
    navigation.go('/search?query=sea');
    system.shop.panels.send({ type: 'panel.open', panel: 'search' });
    navigation.go('/search?query=mountain');
    expect(selectOpenPanel(system.shop.panels.getSnapshot())).toBeNull();
    system.dispose();
  });

  it('the close button sends one event, and the cart view closes with its panel', () => {
    const { system } = shop();
    system.shop.cart.send({ type: 'cart.open' });
    expect(selectOpenPanel(system.shop.panels.getSnapshot())).toBe('cart');
    system.shop.panels.send({ type: 'panel.close' });
    expect(selectCartIsOpen(system.shop.cart.getSnapshot())).toBe(false);
    system.dispose();
  });
});
