/** The search's real actor over the PosterCatalog port (spec §7 GET /api/products?query=). */
import { fromPromise } from 'xstate';
import type { Paged, Product } from '../../model/catalogue';
import type { Outcome } from '../../model/outcome';
import type { PosterCatalog } from '../../ports/catalogue.port';

/** How many products the dropdown lists. */
export const SEARCH_RESULTS_LIMIT = 8;

export const createSearchActors = (ports: { readonly catalog: PosterCatalog }) => ({
  actors: {
    findProducts: fromPromise<Outcome<Paged<Product>>, { readonly query: string }>(({ input }) =>
      ports.catalog.products({ query: input.query, limit: SEARCH_RESULTS_LIMIT }),
    ),
  },
});
