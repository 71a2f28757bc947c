/** The back office's artists on the shared paged list (docs/rules/back-office.md#artist-settings): its query and address. */
import type { PagedQuery } from '../admin-list/machine';
import { listHrefOf, pageParamOf } from '../admin-list/paging';

export const ADMIN_ARTISTS_PATH = '/admin/artists';
/** The server reads at most this many characters of the search. */
export const ARTIST_SEARCH_MAX = 100;

export interface ArtistsQuery extends PagedQuery {
  readonly q: string;
}

export const artistsQueryOf = (params: Readonly<Record<string, string>>): ArtistsQuery => ({
  q: (params.q ?? '').trim().slice(0, ARTIST_SEARCH_MAX),
  page: pageParamOf(params),
});

export const artistsHrefOf = (q: ArtistsQuery): string => listHrefOf(ADMIN_ARTISTS_PATH, { q: q.q.trim() }, q.page);
