import type { Db } from './db/db.port.js';
import { createCatalogueService } from './catalogue/catalogue.service.js';
import { createCategoryService } from './catalogue/category.service.js';
import { createContentService } from './content/content.service.js';
import { createCatalogueReads } from './catalogue/catalogue-reads.js';
import { createArtistService } from './artists/artist.service.js';
import { createSavedWallLookup } from './walls/wall.service.js';
import { orderStatusOf } from './orders/status/order-status.js';
import { orderPrints } from './personalisation/order-prints.js';
import { productFilterFromQuery, searchRequestFromQuery } from './catalogue/filter-params.js';
import { searchAnswer } from './catalogue/search-answer.js';
import type { StoreContext } from './http/store-context.js';

type Query = Readonly<Record<string, unknown>>;

/**
 * The catalogue's answers to query parameters read as the JSON routes read them, so a
 * server-rendered listing or search page asks exactly what the browser's API call would.
 */
const createCatalogueQueries = (catalogue: ReturnType<typeof createCatalogueService>) => ({
  products: (query: Query, ctx: StoreContext) => catalogue.listProducts(productFilterFromQuery(query), ctx),
  productsByIds: (ids: readonly number[], ctx: StoreContext) =>
    catalogue.listProducts({ ...productFilterFromQuery({ limit: '100' }), productIds: ids }, ctx),
  search: async (query: Query, ctx: StoreContext) => {
    const request = searchRequestFromQuery(query);
    return searchAnswer(request, await catalogue.search(request, ctx));
  },
});

/**
 * The read services the JSON routes and the server-rendered pages share. Composed here rather
 * than in app.ts, so the pages (ssr.routes.ts, in-process-catalog.ts) depend on the services,
 * not on the app that registers them.
 */
export const createServices = (db: Db) => {
  // One set of warm reads for the catalogue, categories and content pages: they read only catalogue
  // tables (every write bumps the version), so one cache and one version check serve all three.
  const reads = createCatalogueReads(db);
  const catalogue = createCatalogueService(db, reads);
  return {
    catalogue,
    catalogueQueries: createCatalogueQueries(catalogue),
    categories: createCategoryService(reads),
    content: createContentService(reads, db),
    artists: createArtistService(db),
    walls: createSavedWallLookup(db),
    /** The shopper's order-status page reads the same answer as GET /api/order-status/{token}. */
    orderStatus: (token: string) => orderStatusOf({ db, prints: orderPrints }, token),
  };
};
export type Services = ReturnType<typeof createServices>;
