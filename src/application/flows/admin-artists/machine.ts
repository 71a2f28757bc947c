/**
 * The back office's artists: a paged list searched by name, alias or e-mail, both in
 * the URL. A row's act changes one artist's settings (selling, product limit, membership level);
 * the server checks them with the domain's rules, its refusal is shown, and the rows reload.
 */
import { fromPromise } from 'xstate';
import type { AdminArtistView, ArtistSettingsChange } from '../../model/catalogue-desk';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import { createPagedListMachine, type Loaded, type PagedQuery } from '../admin-list/machine';
import { listHrefOf, pageParamOf } from '../admin-list/paging';
import { ok } from '../../../domain/result/result';

export const ADMIN_ARTISTS_PATH = '/admin/artists';
/** The server reads at most this many characters of the search. */
export const ARTIST_SEARCH_MAX = 100;

export interface ArtistsQuery extends PagedQuery {
  readonly q: string;
}

export interface ArtistAct {
  readonly id: number;
  readonly alias: string;
  readonly change: ArtistSettingsChange;
}

export const artistsQueryOf = (params: Readonly<Record<string, string>>): ArtistsQuery => ({
  q: (params.q ?? '').trim().slice(0, ARTIST_SEARCH_MAX),
  page: pageParamOf(params),
});

export const artistsHrefOf = (q: ArtistsQuery): string => listHrefOf(ADMIN_ARTISTS_PATH, { q: q.q.trim() }, q.page);

export const adminArtistsMachine = createPagedListMachine<ArtistsQuery, AdminArtistView, ArtistAct>({
  id: 'adminArtists',
  hrefOf: artistsHrefOf,
  empty: { q: '', page: 1 },
});

export const createAdminArtistsActors = (ports: { readonly catalogueDesk: CatalogueDeskGateway }) => ({
  actors: {
    load: fromPromise<Outcome<Loaded<AdminArtistView>>, ArtistsQuery>(async ({ input }) => {
      const staff = await ports.catalogueDesk.session();
      if (!staff.ok) return staff;
      const found = await ports.catalogueDesk.artists(input.q, input.page);
      return found.ok ? ok({ staff: staff.value, rows: found.value.artists, total: found.value.total }) : found;
    }),
    act: fromPromise<Outcome<string>, ArtistAct>(async ({ input }) => {
      const r = await ports.catalogueDesk.updateArtist(input.id, input.change);
      return r.ok ? ok(input.alias) : r;
    }),
  },
});
