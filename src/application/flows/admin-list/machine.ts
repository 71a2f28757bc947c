/**
 * One paged back-office table (orders, coupons, artists, the audit record, the outbox…): the rows the
 * URL's filters and page select, 50 a page. Changing the filters or the page is a new address
 * (`navigate`, provided by the shop system), so back, forward and reload show the same rows. A row's
 * write (`row.act`) goes to the server, which decides; its refusal is shown, and after a write the
 * rows reload, so what is shown is what the server holds.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StaffIdentity } from '../../model/back-office';
import type { Outcome } from '../../model/outcome';
import { accessProblemOf, type AccessProblem } from '../admin-orders/access';
import { pageCountOf } from './paging';

export interface PagedQuery {
  readonly page: number;
}

export interface PagedListContext<Q extends PagedQuery, Row> {
  /** The filters and page the rows were loaded for (the URL's). */
  readonly query: Q;
  /** The filter form as typed, applied on submit. */
  readonly draft: Q;
  readonly staff: StaffIdentity | null;
  readonly rows: readonly Row[];
  readonly total: number;
  readonly problem: AccessProblem | null;
  /** The server's reason for the last refused write. */
  readonly refusal: string | null;
  /** The last write that went through (announced to screen readers). */
  readonly done: string | null;
}

export type PagedListEvent<Act> =
  | { readonly type: 'filters.change'; readonly field: string; readonly value: string }
  | { readonly type: 'filters.submit' }
  | { readonly type: 'filters.reset' }
  | { readonly type: 'page.go'; readonly page: number }
  | { readonly type: 'row.act'; readonly act: Act };

export type Loaded<Row> = { readonly staff: StaffIdentity; readonly rows: readonly Row[]; readonly total: number };

export interface PagedListConfig<Q extends PagedQuery> {
  readonly id: string;
  /** The address of a query (filters in a fixed order, empty ones and page 1 left out). */
  readonly hrefOf: (query: Q) => string;
  /** The query with no filters, on page 1 (what "Clear" leads to). */
  readonly empty: Q;
}

const outputOf = <T>(event: unknown): Outcome<T> => (event as { readonly output: Outcome<T> }).output;

/** The machine of one paged list; `Act` is what a row's button asks of the server (never for read-only lists). */
export const createPagedListMachine = <Q extends PagedQuery, Row, Act = never>(config: PagedListConfig<Q>) =>
  setup({
    types: {
      context: {} as PagedListContext<Q, Row>,
      events: {} as PagedListEvent<Act>,
      input: {} as { readonly query: Q },
    },
    actors: {
      load: fromPromise<Outcome<Loaded<Row>>, Q>(() => {
        throw new Error('provide load');
      }),
      act: fromPromise<Outcome<string>, Act>(() => {
        throw new Error('provide act');
      }),
    },
    actions: {
      navigate: (_, _params: { readonly href: string }) => {
        throw new Error('provide navigate');
      },
      keepAddressFilters: assign({ draft: ({ context }: { readonly context: PagedListContext<Q, Row> }) => context.query }),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({
      query: input.query,
      draft: input.query,
      staff: null,
      rows: [],
      total: 0,
      problem: null,
      refusal: null,
      done: null,
    }),
    initial: 'Loading',
    // Typing is kept in every state: the filters show while the rows (re)load, and a keystroke must not be lost.
    on: {
      'filters.change': {
        actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
      },
    },
    states: {
      Loading: {
        description: 'The staff session and the selected rows are loaded.',
        tags: ['busy'],
        invoke: {
          src: 'load',
          input: ({ context }: { readonly context: PagedListContext<Q, Row> }) => context.query,
          // A generic machine's invoke is not narrowed to one actor by the types (hence `as never`); outputOf names the output.
          onDone: [
            {
              guard: ({ event }: { readonly event: unknown }) => outputOf<Loaded<Row>>(event).ok,
              target: 'Ready',
              actions: assign(({ event }: { readonly event: unknown }) => {
                const out = outputOf<Loaded<Row>>(event);
                return out.ok ? { ...out.value, problem: null } : {};
              }),
            },
            {
              target: 'Failed',
              actions: assign(({ event }: { readonly event: unknown }) => {
                const out = outputOf<Loaded<Row>>(event);
                return { problem: out.ok ? null : accessProblemOf(out.error) };
              }),
            },
          ],
          onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
        } as never,
      },
      Failed: { description: 'Not signed in as staff, a role without this page, or the list could not load.', tags: ['error'] },
      Ready: {
        description: 'The rows are shown; the filters and pages lead to new addresses, a row’s button writes.',
        on: {
          // Leaving, the form goes back to this address's filters: the page stays mounted for Back (kept-alive
          // visits), and a filter typed here must not reappear, nor be applied again, when the staff return to it.
          'filters.submit': {
            actions: [
              { type: 'navigate', params: ({ context }) => ({ href: config.hrefOf({ ...context.draft, page: 1 }) }) },
              'keepAddressFilters',
            ],
          },
          'filters.reset': {
            actions: [{ type: 'navigate', params: { href: config.hrefOf(config.empty) } }, 'keepAddressFilters'],
          },
          'page.go': {
            guard: ({ context, event }) =>
              event.page >= 1 && event.page <= pageCountOf(context.total) && event.page !== context.query.page,
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({ href: config.hrefOf({ ...context.query, page: event.page }) }),
            },
          },
          'row.act': { target: 'Acting', actions: assign({ refusal: null, done: null }) },
        },
      },
      Acting: {
        description: 'A row’s write is with the server, which applies the rules.',
        tags: ['busy'],
        invoke: {
          src: 'act',
          input: ({ event }: { readonly event: unknown }) => (event as { readonly act: Act }).act,
          onDone: [
            {
              guard: ({ event }: { readonly event: unknown }) => outputOf<string>(event).ok,
              target: 'Loading',
              actions: assign(({ event }: { readonly event: unknown }) => {
                const out = outputOf<string>(event);
                return { done: out.ok ? out.value : null };
              }),
            },
            {
              target: 'Ready',
              actions: assign(({ event }: { readonly event: unknown }) => {
                const out = outputOf<string>(event);
                return { refusal: out.ok ? null : out.error.message };
              }),
            },
          ],
          onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
        } as never,
      },
    },
  });

export type PagedListSnapshot<Q extends PagedQuery, Row> = {
  readonly context: PagedListContext<Q, Row>;
  hasTag(tag: 'busy' | 'error'): boolean;
};
export const selectRows = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.rows;
export const selectTotal = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.total;
export const selectPage = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.query.page;
export const selectPageCount = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => pageCountOf(s.context.total);
export const selectDraft = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.draft;
export const selectQuery = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.query;
export const selectStaff = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.staff;
export const selectProblem = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.problem;
export const selectRefusal = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.refusal;
export const selectDone = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.context.done;
export const selectLoading = <Q extends PagedQuery, Row>(s: PagedListSnapshot<Q, Row>) => s.hasTag('busy');
