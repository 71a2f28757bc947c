/**
 * The staff's coupons: the list with uses, paged in the URL; a new coupon sent to
 * the server, which decides (its reason is shown when it refuses); a coupon expired. After each
 * write the page reloads its rows, so what is shown is what the server holds.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StaffIdentity } from '../../model/back-office';
import type { AdminCouponView, NewCoupon } from '../../model/catalogue-desk';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import { ok } from '../../../domain/result/result';
import { problemOfOutput, type AccessProblem } from '../admin-orders/access';
import { listHrefOf, pageCountOf } from '../admin-list/paging';
import { EMPTY_COUPON_FORM, newCouponOf, type CouponField, type CouponForm } from './form';

export interface AdminCouponsContext {
  readonly page: number;
  readonly staff: StaffIdentity | null;
  readonly coupons: readonly AdminCouponView[];
  readonly total: number;
  readonly form: CouponForm;
  readonly problem: AccessProblem | null;
  /** The server's reason for the last refused write. */
  readonly refusal: string | null;
  /** The code of the coupon created last (announced to screen readers). */
  readonly created: string | null;
}

export type AdminCouponsEvent =
  | { readonly type: 'form.change'; readonly field: CouponField; readonly value: string }
  | { readonly type: 'form.submit' }
  | { readonly type: 'coupon.expire'; readonly id: number }
  | { readonly type: 'page.go'; readonly page: number };

type Loaded = { readonly staff: StaffIdentity; readonly coupons: readonly AdminCouponView[]; readonly total: number };

const refusalOf = ({ event }: { event: { output: Outcome<unknown> } }) => (event.output.ok ? null : event.output.error.message);

export const adminCouponsMachine = setup({
  types: {
    context: {} as AdminCouponsContext,
    events: {} as AdminCouponsEvent,
    input: {} as { readonly page: number },
  },
  actors: {
    load: fromPromise<Outcome<Loaded>, number>(() => {
      throw new Error('provide load');
    }),
    create: fromPromise<Outcome<AdminCouponView>, NewCoupon>(() => {
      throw new Error('provide create');
    }),
    expire: fromPromise<Outcome<AdminCouponView>, number>(() => {
      throw new Error('provide expire');
    }),
  },
  actions: {
    navigate: (_, _params: { readonly href: string }) => {
      throw new Error('provide navigate');
    },
  },
}).createMachine({
  id: 'adminCoupons',
  context: ({ input }) => ({
    page: input.page,
    staff: null,
    coupons: [],
    total: 0,
    form: EMPTY_COUPON_FORM,
    problem: null,
    refusal: null,
    created: null,
  }),
  initial: 'Loading',
  // Typing is kept in every state: the form shows while the rows (re)load, and a keystroke must not be lost.
  on: {
    'form.change': {
      actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }),
    },
  },
  states: {
    Loading: {
      description: 'The staff session and the page of coupons are loaded.',
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.page,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign(({ event }) => (event.output.ok ? { ...event.output.value, problem: null } : {})),
          },
          {
            target: 'Failed',
            actions: assign({ problem: problemOfOutput }),
          },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
    Failed: { description: 'Not signed in as staff, a role without coupons, or the list could not load.', tags: ['error'] },
    Ready: {
      description: 'The coupons are shown; the form creates one, a row’s button expires it.',
      on: {
        'form.submit': { target: 'Creating', actions: assign({ refusal: null, created: null }) },
        'coupon.expire': { target: 'Expiring', actions: assign({ refusal: null, created: null }) },
        'page.go': {
          guard: ({ context, event }) =>
            event.page >= 1 && event.page <= pageCountOf(context.total) && event.page !== context.page,
          actions: {
            type: 'navigate',
            params: ({ event }) => ({ href: listHrefOf(ADMIN_COUPONS_PATH, {}, event.page) }),
          },
        },
      },
    },
    Creating: {
      description: 'The new coupon is with the server, which applies the rules.',
      tags: ['busy'],
      invoke: {
        src: 'create',
        input: ({ context }) => newCouponOf(context.form),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Loading',
            actions: assign({
              form: EMPTY_COUPON_FORM,
              created: ({ event }) => (event.output.ok ? event.output.value.code : null),
            }),
          },
          { target: 'Ready', actions: assign({ refusal: refusalOf }) },
        ],
        onError: { target: 'Ready', actions: assign({ problem: 'error' }) },
      },
    },
    Expiring: {
      description: 'The coupon is being ended now.',
      tags: ['busy'],
      invoke: {
        src: 'expire',
        input: ({ event }) => (event.type === 'coupon.expire' ? event.id : 0),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'Loading' },
          { target: 'Ready', actions: assign({ refusal: refusalOf }) },
        ],
        onError: { target: 'Ready', actions: assign({ problem: 'error' }) },
      },
    },
  },
});

export const ADMIN_COUPONS_PATH = '/admin/coupons';

export const createAdminCouponsActors = (ports: { readonly catalogueDesk: CatalogueDeskGateway }) => ({
  actors: {
    load: fromPromise<Outcome<Loaded>, number>(async ({ input }) => {
      const staff = await ports.catalogueDesk.session();
      if (!staff.ok) return staff;
      const list = await ports.catalogueDesk.coupons(input);
      return list.ok ? ok({ staff: staff.value, ...list.value }) : list;
    }),
    create: fromPromise<Outcome<AdminCouponView>, NewCoupon>(({ input }) => ports.catalogueDesk.createCoupon(input)),
    expire: fromPromise<Outcome<AdminCouponView>, number>(({ input }) => ports.catalogueDesk.expireCoupon(input)),
  },
});

type Snapshot = { readonly context: AdminCouponsContext; hasTag(tag: 'busy' | 'error'): boolean };
export const selectCoupons = (s: Snapshot) => s.context.coupons;
export const selectCouponForm = (s: Snapshot) => s.context.form;
export const selectRefusal = (s: Snapshot) => s.context.refusal;
export const selectCreated = (s: Snapshot) => s.context.created;
export const selectCouponsPage = (s: Snapshot) => s.context.page;
export const selectCouponsPageCount = (s: Snapshot) => pageCountOf(s.context.total);
export const selectCouponsStaff = (s: Snapshot) => s.context.staff;
export const selectCouponsProblem = (s: Snapshot) => s.context.problem;
export const selectCouponsBusy = (s: Snapshot) => s.hasTag('busy');
