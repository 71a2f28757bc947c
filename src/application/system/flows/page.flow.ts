/** One page's data (docs/architecture.md#ssr-and-caching "every page route has a loader"): seeded by the server render or loaded. */
import { fromPromise } from 'xstate';
import { pageMachine, type PageInput } from '../../flows/page/machine';
import type { Category } from '../../model/catalogue';
import { definePageFlow } from '../flow';

export interface PageFlowInput extends PageInput {
  readonly query: Readonly<Record<string, string>>;
  /** The store's category tree (the shell's), which category pages resolve their slugs in. */
  readonly categories: readonly Category[];
}

export const pageFlow = definePageFlow({
  prepare: ({ ports }, { query, categories, ...input }: PageFlowInput) => ({
    logic: pageMachine.provide({
      actors: {
        // The loaders come with the first page the view loads itself (a server-rendered page is
        // seeded), not with every page's first script (docs/architecture.md#performance-budgets "split by route").
        loadPage: fromPromise(async ({ input: { route, page } }) =>
          (await import('../../loaders/pages.loader')).loadPage(route, ports.catalog, {
            categories,
            page,
            query,
            orders: ports.orders,
          }),
        ),
      },
      actions: { goHome: () => ports.navigation.go('/', { replace: true }) },
    }),
    input,
  }),
});
