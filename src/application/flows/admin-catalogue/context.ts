/** The back office's catalogue on the shared paged list (docs/rules/catalogue-management.md): its query and address. */
import type { PagedQuery } from '../admin-list/machine';
import { listHrefOf, pageParamOf } from '../admin-list/paging';

export const ADMIN_CATALOGUE_PATH = '/admin/catalogue';
/** The server reads at most this many characters of the search. */
export const PRODUCT_SEARCH_MAX = 100;

export interface CatalogueQuery extends PagedQuery {
  readonly q: string;
}

export const catalogueQueryOf = (params: Readonly<Record<string, string>>): CatalogueQuery => ({
  q: (params.q ?? '').trim().slice(0, PRODUCT_SEARCH_MAX),
  page: pageParamOf(params),
});

export const catalogueHrefOf = (q: CatalogueQuery): string => listHrefOf(ADMIN_CATALOGUE_PATH, { q: q.q.trim() }, q.page);
