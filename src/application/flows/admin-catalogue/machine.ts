/**
 * The back office's catalogue (docs/rules/catalogue-management.md): a paged list of products searched by
 * name or SKU, both in the URL, each with its storefront thumbnail and status. A row's act publishes,
 * hides or archives one product; the server decides (an artist's poster is refused with its reason,
 * shown), and the rows reload.
 */
import { fromPromise } from 'xstate';
import type { AdminProductView, ProductMove } from '../../model/catalogue-desk';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import { createPagedListMachine, type Loaded, type PagedQuery } from '../admin-list/machine';
import { listHrefOf, pageParamOf } from '../admin-list/paging';
import { ok } from '../../../domain/result/result';

export const ADMIN_CATALOGUE_PATH = '/admin/catalogue';
/** The server reads at most this many characters of the search. */
export const PRODUCT_SEARCH_MAX = 100;

export interface CatalogueQuery extends PagedQuery {
  readonly q: string;
}

export interface ProductAct {
  readonly id: number;
  readonly sku: string;
  readonly move: ProductMove;
}

export const catalogueQueryOf = (params: Readonly<Record<string, string>>): CatalogueQuery => ({
  q: (params.q ?? '').trim().slice(0, PRODUCT_SEARCH_MAX),
  page: pageParamOf(params),
});

export const catalogueHrefOf = (q: CatalogueQuery): string => listHrefOf(ADMIN_CATALOGUE_PATH, { q: q.q.trim() }, q.page);

export const adminCatalogueMachine = createPagedListMachine<CatalogueQuery, AdminProductView, ProductAct>({
  id: 'adminCatalogue',
  hrefOf: catalogueHrefOf,
  empty: { q: '', page: 1 },
});

export const createAdminCatalogueActors = (ports: { readonly catalogueDesk: CatalogueDeskGateway }) => ({
  actors: {
    load: fromPromise<Outcome<Loaded<AdminProductView>>, CatalogueQuery>(async ({ input }) => {
      const staff = await ports.catalogueDesk.session();
      if (!staff.ok) return staff;
      const found = await ports.catalogueDesk.products(input.q, input.page);
      return found.ok ? ok({ staff: staff.value, rows: found.value.products, total: found.value.total }) : found;
    }),
    act: fromPromise<Outcome<string>, ProductAct>(async ({ input }) => {
      const r = await ports.catalogueDesk.moveProduct(input.id, input.move);
      return r.ok ? ok(input.sku) : r;
    }),
  },
});
