/**
 * The detail-view analytics event (spec §2 "A detail-view analytics event (name and sku) is
 * sent 500 ms after mount", §9 detail-view event delay 500 ms). The product page starts this
 * actor on mount and stops it on unmount, so a page left within 500 ms reports nothing.
 *
 * `track` is a stub here; `createDetailViewActions(ports)` in actions.ts gives the real one.
 */
import { setup } from 'xstate';
import { DETAIL_VIEW_EVENT_DELAY_MS } from '../../../domain';

export interface DetailViewInput {
  readonly name: string;
  readonly sku: string;
}

export const detailViewMachine = setup({
  types: { input: {} as DetailViewInput, context: {} as DetailViewInput },
  actions: {
    track: (_, _params: DetailViewInput) => {
      throw new Error('provide track');
    },
  },
  delays: { detailViewDelay: DETAIL_VIEW_EVENT_DELAY_MS },
}).createMachine({
  id: 'detailView',
  context: ({ input }) => ({ name: input.name, sku: input.sku }),
  initial: 'Waiting',
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
    Reported: { description: 'The event was sent once.', type: 'final' },
  },
});
