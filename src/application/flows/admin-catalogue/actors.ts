/** The catalogue list's real side effects over the back office's catalogue desk. */
import { fromPromise } from 'xstate';
import type { AdminProductView } from '../../model/catalogue-desk';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import type { Loaded } from '../admin-list/machine';
import { ok } from '../../../domain/result/result';
import type { CatalogueQuery } from './context';
import type { ProductAct } from './events';

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
