/**
 * The staff's coupons: the list with uses, paged in the URL; a new coupon sent to
 * the server, which decides (its reason is shown when it refuses); a coupon expired. After each
 * write the page reloads its rows, so what is shown is what the server holds.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AdminCouponView, NewCoupon } from '../../model/catalogue-desk';
import type { Outcome } from '../../model/outcome';
import { problemOfOutput } from '../admin-orders/access';
import { listHrefOf, pageCountOf } from '../admin-list/paging';
import { EMPTY_COUPON_FORM, newCouponOf } from './form';
import { ADMIN_COUPONS_PATH, type AdminCouponsContext, type AdminCouponsInput, type AdminCouponsLoaded } from './context';
import type { AdminCouponsEvent } from './events';

const refusalOf = ({ event }: { event: { output: Outcome<unknown> } }) => (event.output.ok ? null : event.output.error.message);

export const adminCouponsMachine = setup({
  types: {
    context: {} as AdminCouponsContext,
    events: {} as AdminCouponsEvent,
    input: {} as AdminCouponsInput,
  },
  actors: {
    load: fromPromise<Outcome<AdminCouponsLoaded>, number>(() => {
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
