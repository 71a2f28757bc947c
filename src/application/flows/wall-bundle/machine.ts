/**
 * A wall bundle's product page (docs/rules/product-pages.md#wall-bundles "Wall bundle"): each bundled poster has its own
 * configurator (its default size from `bundled_meta.default_option`, its frame from
 * `bundled_meta.frame`); the subtotal is the domain's `wallSubtotal` of their prices; one buy
 * adds every poster's lines to the cart and shows a toast for 3 s (docs/rules/shop-wide.md#errors-and-redirects toast duration).
 * The bundle has a quantity (starting at 1, docs/rules/gallery-wall.md#layouts-sizes-and-rooms): the subtotal is the posters' sum times it,
 * and every poster's configurator takes it, so buying adds each poster that many times.
 *
 * The configurators are children of this machine (`posterActorId(id)`); each reports its price
 * with `wallBundle.posterPriced` (the shop system's wall-bundle flow forwards their snapshots).
 * `configurator` is provided by that flow with its `addLines` wired to the cart.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { PRODUCT_START_QUANTITY, TOAST_DURATION_MS, clampProductQuantity } from '../../../domain';
import { configuratorMachine } from '../configurator/machine';
import type { WallBundleInput, WallBundleContext } from './context';
import type { WallBundleEvent } from './events';

export const posterActorId = (posterId: number): string => `poster-${posterId}`;

export const wallBundleMachine = setup({
  types: { input: {} as WallBundleInput, context: {} as WallBundleContext, events: {} as WallBundleEvent },
  actors: { configurator: configuratorMachine },
  guards: {
    everyPosterPriced: ({ context }) => context.posterIds.every((id) => context.prices[id] != null),
  },
  delays: { toast: TOAST_DURATION_MS },
}).createMachine({
  id: 'wallBundle',
  context: ({ input }) => ({
    currency: input.currency,
    posters: input.posters,
    newLineId: input.newLineId,
    posterIds: input.posters.map((p) => p.product.id),
    prices: {},
    quantity: PRODUCT_START_QUANTITY,
  }),
  entry: enqueueActions(({ enqueue, context }) => {
    for (const p of context.posters) {
      const id = posterActorId(p.product.id);
      enqueue.spawnChild('configurator', {
        id,
        input: { product: p.product, frames: p.frames, requestedSize: p.requestedSize, newLineId: context.newLineId },
      });
      if (p.frameId !== null) enqueue.sendTo(id, { type: 'config.selectFrame', frameId: p.frameId });
    }
  }),
  on: {
    'wallBundle.posterPriced': {
      actions: assign({ prices: ({ context, event }) => ({ ...context.prices, [event.posterId]: event.price }) }),
    },
    'wallBundle.setQuantity': {
      actions: enqueueActions(({ enqueue, context, event }) => {
        const quantity = clampProductQuantity(event.quantity);
        enqueue.assign({ quantity });
        for (const id of context.posterIds) enqueue.sendTo(posterActorId(id), { type: 'config.setQuantity', quantity });
      }),
    },
  },
  initial: 'Choosing',
  states: {
    Choosing: {
      description: 'The posters are configured; buying needs a size for every poster.',
      on: {
        'wallBundle.buy': {
          guard: 'everyPosterPriced',
          target: 'Added',
          actions: enqueueActions(({ enqueue, context }) => {
            for (const id of context.posterIds) enqueue.sendTo(posterActorId(id), { type: 'config.addToCart' });
          }),
        },
      },
    },
    Added: {
      description: 'Every poster went to the cart; the toast shows for 3 s.',
      tags: ['toast'],
      after: { toast: 'Choosing' },
      on: {
        'wallBundle.buy': {
          target: 'Added',
          reenter: true,
          guard: 'everyPosterPriced',
          actions: enqueueActions(({ enqueue, context }) => {
            for (const id of context.posterIds) enqueue.sendTo(posterActorId(id), { type: 'config.addToCart' });
          }),
        },
      },
    },
  },
});
