/**
 * A listing's real loader over the PosterCatalog port (docs/rules/shop-wide.md#wire-conventions GET /api/products with limit,
 * offset, color and portrait). `base` says which listing it is: `{ categories }`, `{ tag }`,
 * `{ artist }`, a product type…
 */
import { fromPromise } from 'xstate';
import type { Paged, Product } from '../../model/catalogue';
import type { Outcome } from '../../model/outcome';
import type { PosterCatalog, ProductQuery } from '../../ports/catalogue.port';
import type { ListingRequest } from './context';

export const createListingActors = (ports: { readonly catalog: PosterCatalog }, base: ProductQuery = {}) => ({
  actors: {
    loadProducts: fromPromise<Outcome<Paged<Product>>, ListingRequest>(({ input: { offset, limit, filters } }) =>
      ports.catalog.products({
        ...base,
        offset,
        limit,
        ...(filters.colour === null ? {} : { color: filters.colour }),
        ...(filters.portrait === null ? {} : { portrait: filters.portrait }),
      }),
    ),
  },
});
