import type * as t from 'io-ts';
import type { PosterCatalog } from '../../src/application/ports/catalogue.port.js';
import { fail, type Outcome } from '../../src/application/model/outcome.js';
import { ok } from '../../src/domain/result/result.js';
import {
  Artist,
  ArtistList,
  Category,
  CategoryTree,
  Page,
  Product,
  ProductList,
  ProductTag,
  SiteReviews,
  SearchAnswer,
  Widget,
} from '../../src/adapters/http/contract/index.js';
import type { StoreContext } from '../http/store-context.js';
import type { Services } from '../services.js';

/**
 * The catalogue port bound to in-process services for server rendering: no HTTP call to
 * itself, but answers pass through the same codecs (encode), so the page sees exactly what
 * the browser would decode from the API.
 */
const found = <C extends t.Mixed>(codec: C, value: unknown, what: string): Outcome<t.TypeOf<C>> =>
  value === undefined ? fail('NOT_FOUND', `${what} was not found`, 404) : ok(codec.encode(value));

export const createInProcessCatalog = (s: Services, ctx: StoreContext): PosterCatalog => ({
  products: async (query) => {
    const asQuery = Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
    );
    const { items, total } = await s.catalogueQueries.products(asQuery, ctx);
    return ok({ items: ProductList.encode(items as ProductList), total });
  },
  search: async (query) => {
    const asQuery = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return ok(SearchAnswer.encode(await s.catalogueQueries.search(asQuery, ctx)));
  },
  productBySlug: async (slug) => found(Product, await s.catalogue.productBySlug(slug, ctx), `Product "${slug}"`),
  productById: async (id) => found(Product, await s.catalogue.listedProductById(id, ctx), `Product ${id}`),
  productsByIds: async (ids) => ok(ProductList.encode((await s.catalogueQueries.productsByIds(ids, ctx)).items as ProductList)),
  bundled: async (id) => ok(ProductList.encode((await s.catalogue.bundled(id, ctx)) as ProductList)),
  tagBySlug: async (slug) => found(ProductTag, await s.catalogue.tagBySlug(slug, ctx), `Tag "${slug}"`),
  categories: async () => ok(CategoryTree.encode((await s.categories.tree(ctx)).roots as CategoryTree)),
  wallExists: (id) => s.walls.exists(id),
  categoryBySlugs: async (slugs) => found(Category, await s.categories.bySlugPath(slugs, ctx), `Category "${slugs.join('/')}"`),
  page: async (path) => found(Page, await s.content.pageBySlug(path, ctx), `Page "${path}"`),
  widget: async (slug) => found(Widget, await s.content.widget(slug, ctx), `Widget "${slug}"`),
  siteReviews: async () => ok(SiteReviews.encode(await s.content.siteReviews(ctx.store.language))),
  artists: async (limit, offset) => {
    const { items, total } = await s.artists.list(limit, offset);
    return ok({ items: ArtistList.encode(items as ArtistList), total });
  },
  artistBySlug: async (slug) => found(Artist, await s.artists.bySlug(slug), `Artist "${slug}"`),
});

/**
 * The same port, each read starting on a later turn of the event loop. The embedded database
 * runs on this thread and a page's reads chain through promises, so a render no cache holds
 * would otherwise hold every other request (even a cached page) for its whole length; this way
 * they wait for one read at most.
 */
export const yieldingCatalog = (catalog: PosterCatalog): PosterCatalog =>
  Object.fromEntries(
    Object.entries(catalog).map(([name, read]) => [
      name,
      async (...args: unknown[]) => {
        await new Promise((resolve) => setImmediate(resolve));
        return (read as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as PosterCatalog;
