/**
 * The staff's order list: the orders the URL's filters and
 * page select, newest first, 50 a page. Changing the filters or the page is a new address
 * (`navigate`, provided by the shop system), so back, forward and reload show the same rows.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AdminOrderQuery, AdminOrderSummary, StaffIdentity } from '../../model/back-office';
import type { Outcome } from '../../model/outcome';
import type { BackOfficeGateway } from '../../ports/back-office.port';
import { accessProblemOf, type AccessProblem } from './access';
import { adminListHref, EMPTY_QUERY, pageCountOf, type AdminFilter } from './query';
import { ok } from '../../../domain/result/result';

export interface AdminOrdersContext {
  /** The filters and page the rows were loaded for (the URL's). */
  readonly query: AdminOrderQuery;
  /** The filter form as typed, applied on submit. */
  readonly draft: AdminOrderQuery;
  readonly staff: StaffIdentity | null;
  readonly orders: readonly AdminOrderSummary[];
  readonly total: number;
  readonly problem: AccessProblem | null;
}

export type AdminOrdersEvent =
  | { readonly type: 'filters.change'; readonly field: AdminFilter; readonly value: string }
  | { readonly type: 'filters.submit' }
  | { readonly type: 'filters.reset' }
  | { readonly type: 'page.go'; readonly page: number };

type Loaded = { readonly staff: StaffIdentity; readonly orders: readonly AdminOrderSummary[]; readonly total: number };

export const adminOrdersMachine = setup({
  types: {
    context: {} as AdminOrdersContext,
    events: {} as AdminOrdersEvent,
    input: {} as { readonly query: AdminOrderQuery },
  },
  actors: {
    load: fromPromise<Outcome<Loaded>, AdminOrderQuery>(() => {
      throw new Error('provide load');
    }),
  },
  actions: {
    navigate: (_, _params: { readonly href: string }) => {
      throw new Error('provide navigate');
    },
  },
}).createMachine({
  id: 'adminOrders',
  context: ({ input }) => ({ query: input.query, draft: input.query, staff: null, orders: [], total: 0, problem: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The staff session and the selected orders are loaded.',
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign(({ event }) => (event.output.ok ? { ...event.output.value, problem: null } : {})),
          },
          {
            target: 'Failed',
            actions: assign({ problem: ({ event }) => (event.output.ok ? null : accessProblemOf(event.output.error)) }),
          },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
    Failed: { description: 'Not signed in as staff, a role without orders, or the list could not load.', tags: ['error'] },
    Ready: {
      description: 'The rows are shown; the filters and pages lead to new addresses.',
      on: {
        'filters.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
        },
        'filters.submit': {
          actions: { type: 'navigate', params: ({ context }) => ({ href: adminListHref({ ...context.draft, page: 1 }) }) },
        },
        'filters.reset': { actions: { type: 'navigate', params: { href: adminListHref(EMPTY_QUERY) } } },
        'page.go': {
          guard: ({ context, event }) =>
            event.page >= 1 && event.page <= pageCountOf(context.total) && event.page !== context.query.page,
          actions: {
            type: 'navigate',
            params: ({ context, event }) => ({ href: adminListHref({ ...context.query, page: event.page }) }),
          },
        },
      },
    },
  },
});

export const createAdminOrdersActors = (ports: { readonly backOffice: BackOfficeGateway }) => ({
  actors: {
    load: fromPromise<Outcome<Loaded>, AdminOrderQuery>(async ({ input }) => {
      const staff = await ports.backOffice.session();
      if (!staff.ok) return staff;
      const list = await ports.backOffice.orders(input);
      return list.ok ? ok({ staff: staff.value, ...list.value }) : list;
    }),
  },
});

type Snapshot = { readonly context: AdminOrdersContext; hasTag(tag: 'busy' | 'error'): boolean };
export const selectOrders = (s: Snapshot) => s.context.orders;
export const selectTotal = (s: Snapshot) => s.context.total;
export const selectPage = (s: Snapshot) => s.context.query.page;
export const selectPageCount = (s: Snapshot) => pageCountOf(s.context.total);
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectStaff = (s: Snapshot) => s.context.staff;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectLoading = (s: Snapshot) => s.hasTag('busy');
