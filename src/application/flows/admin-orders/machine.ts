/**
 * The staff's order list: the paged back-office list (admin-list) over the orders the URL's
 * filters and page select, newest first.
 */
import { fromPromise } from 'xstate';
import type { AdminOrderQuery, AdminOrderSummary } from '../../model/back-office';
import type { Outcome } from '../../model/outcome';
import type { BackOfficeGateway } from '../../ports/back-office.port';
import { createPagedListMachine, selectRows, type Loaded } from '../admin-list/machine';
import { adminListHref, EMPTY_QUERY } from './query';
import { ok } from '../../../domain/result/result';

export const adminOrdersMachine = createPagedListMachine<AdminOrderQuery, AdminOrderSummary>({
  id: 'adminOrders',
  hrefOf: adminListHref,
  empty: EMPTY_QUERY,
});

export const createAdminOrdersActors = (ports: { readonly backOffice: BackOfficeGateway }) => ({
  actors: {
    load: fromPromise<Outcome<Loaded<AdminOrderSummary>>, AdminOrderQuery>(async ({ input }) => {
      const staff = await ports.backOffice.session();
      if (!staff.ok) return staff;
      const list = await ports.backOffice.orders(input);
      return list.ok ? ok({ staff: staff.value, rows: list.value.orders, total: list.value.total }) : list;
    }),
  },
});

export const selectOrders = selectRows<AdminOrderQuery, AdminOrderSummary>;
export {
  selectTotal,
  selectPage,
  selectPageCount,
  selectDraft,
  selectStaff,
  selectProblem,
  selectLoading,
} from '../admin-list/machine';
