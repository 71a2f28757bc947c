import { productPath, categoryPath, tagPath, type Store } from '../../src/domain/stores/stores.js';
import type { Route } from '../../src/application/routing/routes.js';
import type { PageData } from '../../src/application/loaders/pages.loader.js';

/**
 * The store's canonical path of a loaded product, tag or category page reached by a slug of
 * another language (or a stale one), to answer 308 with; undefined when the path is already it.
 */
export const canonicalPathOf = (store: Store, route: Route, data: PageData): string | undefined =>
  data.route === 'product' && route.name === 'product' && data.data.product.slug !== route.slug
    ? productPath(store, data.data.product.slug)
    : data.route === 'tag' && route.name === 'tag' && data.data.tag.slug !== route.slug
      ? tagPath(store, data.data.tag.slug)
      : data.route === 'category' &&
          route.name === 'category' &&
          data.data.category.hierarchy.map((h) => h.slug).join('/') !== route.slugs.join('/')
        ? categoryPath(
            store,
            data.data.category.hierarchy.map((h) => h.slug),
          )
        : undefined;
