/**
 * A wall bundle's page (docs/rules/product-pages.md#wall-bundles "Wall bundle"): the bundled posters' configurators add their
 * lines to the cart without opening it; each one's price is forwarded to the bundle for its
 * subtotal. `bundled_meta` gives each poster's default size and frame.
 */
import { selectBundledPrice } from '../../flows/configurator/selectors';
import { configuratorMachine } from '../../flows/configurator/machine';
import { wallBundleMachine } from '../../flows/wall-bundle/machine';
import { selectBundledPoster } from '../../flows/wall-bundle/selectors';
import type { FrameChoice, Product } from '../../model/catalogue';
import { definePageFlow } from '../flow';

const metaOf = (p: Product): { readonly default_option?: unknown; readonly frame?: unknown } =>
  typeof p.bundled_meta === 'object' && p.bundled_meta !== null ? p.bundled_meta : {};

export const wallBundleFlow = definePageFlow({
  prepare: (
    { ports, shop },
    { bundled, frames }: { readonly bundled: readonly Product[]; readonly frames: readonly FrameChoice[] },
  ) => ({
    logic: wallBundleMachine.provide({
      actors: {
        configurator: configuratorMachine.provide({
          actions: { addLines: (_, { lines }) => shop.cart.send({ type: 'cart.add', lines, show: false }) },
        }),
      },
    }),
    input: {
      currency: bundled[0]?.variations[0]?.currency ?? 'EUR',
      newLineId: () => ports.ids.newId(),
      posters: bundled.map((product) => {
        const meta = metaOf(product);
        return {
          product,
          frames,
          requestedSize: typeof meta.default_option === 'string' ? meta.default_option : null,
          frameId: typeof meta.frame === 'number' ? meta.frame : null,
        };
      }),
    },
  }),
  connect: (wall) => {
    const subs = wall.getSnapshot().context.posterIds.map((posterId) => {
      const poster = selectBundledPoster(wall.getSnapshot(), posterId);
      if (!poster) return { unsubscribe: () => undefined };
      const report = () =>
        wall.send({ type: 'wallBundle.posterPriced', posterId, price: selectBundledPrice(poster.getSnapshot()) });
      report();
      return poster.subscribe(report);
    });
    return () => subs.forEach((s) => s.unsubscribe());
  },
});
