/** The artists' list's real side effects over the back office's catalogue desk. */
import { fromPromise } from 'xstate';
import type { AdminArtistView } from '../../model/catalogue-desk';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import type { Loaded } from '../admin-list/machine';
import { ok } from '../../../domain/result/result';
import type { ArtistsQuery } from './context';
import type { ArtistAct } from './events';

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
