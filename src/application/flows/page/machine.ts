import { assign, fromPromise, setup } from 'xstate';
import type { Route } from '../../routing/routes';
import type { PageData } from '../../loaders/pages.loader';
import type { Outcome } from '../../model/outcome';

/**
 * One page's data life: seeded with the server's data on first load (no refetch), otherwise
 * loading through the `loadPage` actor. A failed or missing load ends in `Failed`, which goes
 * home in place of the page (docs/rules/shop-wide.md#errors-and-redirects) through the `goHome` action the shop system provides.
 */
export interface PageInput {
  readonly route: Route;
  readonly page: number;
  readonly initial?: PageData;
}
export interface PageContext extends PageInput {
  readonly data: PageData | null;
}

export const pageMachine = setup({
  types: { input: {} as PageInput, context: {} as PageContext },
  actors: {
    loadPage: fromPromise<Outcome<PageData> | undefined, { route: Route; page: number }>(() => {
      throw new Error('provide loadPage');
    }),
  },
  actions: {
    goHome: () => {
      throw new Error('provide goHome');
    },
  },
}).createMachine({
  id: 'page',
  context: ({ input }) => ({ ...input, data: input.initial ?? null }),
  initial: 'Deciding',
  states: {
    Deciding: {
      description: 'Server data present: ready at once; otherwise load.',
      always: [{ guard: ({ context }) => context.data !== null, target: 'Ready' }, { target: 'Loading' }],
    },
    Loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ route: context.route, page: context.page }),
        onDone: [
          {
            guard: ({ event }) => Boolean(event.output?.ok),
            target: 'Ready',
            actions: assign({ data: ({ event }) => (event.output as { value: PageData }).value }),
          },
          { target: 'Failed' },
        ],
        onError: { target: 'Failed' },
      },
    },
    Ready: { description: 'The page has its data.', type: 'final' },
    Failed: {
      // docs/rules/shop-wide.md#errors-and-redirects
      description: 'Not loadable: home instead.',
      type: 'final',
      tags: ['error'],
      entry: 'goHome',
    },
  },
});

export const selectPageData = (s: { context: PageContext }) => s.context.data;
