import type { Db } from './db/db.port.js';
import { createCatalogueService } from './catalogue/catalogue.service.js';
import { createCategoryService } from './catalogue/category.service.js';
import { createContentService } from './content/content.service.js';
import { createArtistService } from './artists/artist.service.js';
import { createSavedWallLookup } from './walls/wall.service.js';
import { orderStatusOf } from './backoffice/order-status.js';

/**
 * The read services the JSON routes and the server-rendered pages share. Composed here rather
 * than in app.ts, so the pages (ssr.routes.ts, in-process-catalog.ts) depend on the services,
 * not on the app that registers them.
 */
export const createServices = (db: Db) => ({
  catalogue: createCatalogueService(db),
  categories: createCategoryService(db),
  content: createContentService(db),
  artists: createArtistService(db),
  walls: createSavedWallLookup(db),
  /** The shopper's order-status page reads the same answer as GET /api/order-status/{token}. */
  orderStatus: (token: string) => orderStatusOf(db, token),
});
export type Services = ReturnType<typeof createServices>;
