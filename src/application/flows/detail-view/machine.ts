/**
 * The detail-view analytics event (docs/rules/shop-wide.md#analytics "A detail-view analytics event (name and sku) is
 * sent 500 ms after mount", docs/rules/shop-wide.md#analytics detail-view event delay 500 ms). The product page starts this
 * actor on mount and stops it on unmount, so a page left within 500 ms reports nothing.
 *
 * The augmented-reality link (docs/rules/product-pages.md#view-kinds) reports its own event when opened
 * (`detailView.augmentedReality`), whether or not the detail view was reported yet.
 *
 * `track` and `trackAugmentedReality` are stubs here; `createDetailViewActions(ports)` in
 * actions.ts gives the real ones.
 */
import { setup } from 'xstate';
import { DETAIL_VIEW_EVENT_DELAY_MS } from '../../../domain';

export interface DetailViewInput {
  readonly name: string;
  readonly sku: string;
}

export type DetailViewEvent = { readonly type: 'detailView.augmentedReality' };

export const detailViewMachine = setup({
  types: { input: {} as DetailViewInput, context: {} as DetailViewInput, events: {} as DetailViewEvent },
  actions: {
    track: (_, _params: DetailViewInput) => {
      throw new Error('provide track');
    },
    trackAugmentedReality: (_, _params: DetailViewInput) => {
      throw new Error('provide trackAugmentedReality');
    },
  },
  delays: { detailViewDelay: DETAIL_VIEW_EVENT_DELAY_MS },
}).createMachine({
  id: 'detailView',
  context: ({ input }) => ({ name: input.name, sku: input.sku }),
  initial: 'Waiting',
  on: {
    'detailView.augmentedReality': {
      actions: { type: 'trackAugmentedReality', params: ({ context }) => ({ name: context.name, sku: context.sku }) },
    },
  },
  states: {
    Waiting: {
      description: 'The page was just shown; the event waits 500 ms.',
      after: {
        detailViewDelay: {
          target: 'Reported',
          actions: { type: 'track', params: ({ context }) => ({ name: context.name, sku: context.sku }) },
        },
      },
    },
    Reported: { description: 'The event was sent once; the AR link may still report its own.' },
  },
});
