/** The search's real actor over the PosterCatalog port (docs/rules/catalogue.md#search search, GET /api/search). */
import { fromPromise } from 'xstate';
import type { Outcome } from '../../model/outcome';
import { ok } from '../../../domain/result/result';
import type { PosterCatalog } from '../../ports/catalogue.port';
import type { SearchSuggestions } from './suggestions';

/** How many posters the dropdown lists (artists and categories come as the search answers them). */
export const SEARCH_RESULTS_LIMIT = 6;

export const createSearchActors = (ports: { readonly catalog: PosterCatalog }) => ({
  actors: {
    findSuggestions: fromPromise<Outcome<SearchSuggestions>, { readonly query: string }>(async ({ input }) => {
      const found = await ports.catalog.search({ query: input.query, limit: SEARCH_RESULTS_LIMIT });
      if (!found.ok) return found;
      const { items, total, artists, categories } = found.value;
      return ok({ posters: items, total, artists, categories });
    }),
  },
});
