/** One page's data (ARCHITECTURE "every page route has a loader"): seeded by the server render or loaded. */
import { fromPromise } from 'xstate';
import { loadPage } from '../../loaders/pages.loader';
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
        loadPage: fromPromise(({ input: { route, page } }) => loadPage(route, ports.catalog, { categories, page, query })),
      },
    }),
    input,
  }),
});
