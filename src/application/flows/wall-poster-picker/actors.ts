/** The picker's listing over the catalogue and the wishlist endpoint (docs/rules/shop-wide.md#side-panels). */
import { fromPromise } from 'xstate';
import type { PosterCatalog } from '../../ports/catalogue.port';
import type { GalleryWallGateway } from '../../ports/gallery-wall.port';
import type { PickerRequest } from './context';
import { PRODUCT_TYPE } from '../../../domain/product';

export const createPosterPickerActors = (ports: { readonly catalog: PosterCatalog; readonly walls: GalleryWallGateway }) => ({
  actors: {
    loadProducts: fromPromise(({ input }: { input: PickerRequest }) => {
      const query = {
        type: PRODUCT_TYPE.poster,
        size: input.size,
        portrait: input.portrait,
        customizable: false,
        limit: input.limit,
        offset: input.offset,
      };
      return input.wishlistIds === null
        ? ports.catalog.products({ ...query, ...(input.categories.length ? { categories: input.categories } : {}) })
        : ports.walls.wishlistProducts(input.wishlistIds, query);
    }),
  },
});
