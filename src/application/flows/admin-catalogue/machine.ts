/**
 * The back office's catalogue (docs/rules/catalogue-management.md): a paged list of products searched by
 * name or SKU, both in the URL, each with its storefront thumbnail and status. A row's act publishes,
 * hides or archives one product; the server decides (an artist's poster is refused with its reason,
 * shown), and the rows reload.
 */
import type { AdminProductView } from '../../model/catalogue-desk';
import { createPagedListMachine } from '../admin-list/machine';
import { catalogueHrefOf, type CatalogueQuery } from './context';
import type { ProductAct } from './events';

export const adminCatalogueMachine = createPagedListMachine<CatalogueQuery, AdminProductView, ProductAct>({
  id: 'adminCatalogue',
  hrefOf: catalogueHrefOf,
  empty: { q: '', page: 1 },
});
