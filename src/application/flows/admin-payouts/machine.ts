/**
 * The back office's payouts (docs/rules/artists.md#payouts): each artist's pending and available
 * balance and the runs made; staff pick a period, review who is paid, and approve. The server
 * decides every amount; a refusal (a period not ended, an overlapping one, nothing due) is shown
 * as its reason, and the same period approved again shows the run made before.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from '../../model/outcome';
import type { PayoutPreviewView, PayoutRunView } from '../../model/payout-desk';
import { problemOfOutput } from '../admin-orders/access';
import type { PayoutDeskData, AdminPayoutsContext } from './context';
import type { AdminPayoutsEvent } from './events';

export const ADMIN_PAYOUTS_PATH = '/admin/payouts';

type Output<T> = { readonly output: Outcome<T> };
const refusalOf = <T>({ event }: { event: Output<T> }) => (event.output.ok ? null : event.output.error.message);

export const adminPayoutsMachine = setup({
  types: { context: {} as AdminPayoutsContext, events: {} as AdminPayoutsEvent },
  actors: {
    load: fromPromise<Outcome<PayoutDeskData>>(() => {
      throw new Error('provide load');
    }),
    preview: fromPromise<Outcome<PayoutPreviewView>, { from: string; to: string }>(() => {
      throw new Error('provide preview');
    }),
    run: fromPromise<Outcome<{ run: PayoutRunView; created: boolean }>, { from: string; to: string }>(() => {
      throw new Error('provide run');
    }),
  },
}).createMachine({
  id: 'adminPayouts',
  context: {
    staff: null,
    balances: null,
    runs: [],
    from: '',
    to: '',
    preview: null,
    problem: null,
    refusal: null,
    approved: null,
  },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The staff session, the balances and the runs made.',
      tags: ['busy'],
      invoke: {
        src: 'load',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign(({ event }) =>
              event.output.ok
                ? { staff: event.output.value.staff, balances: event.output.value.balances, runs: event.output.value.runs }
                : {},
            ),
          },
          { target: 'Failed', actions: assign({ problem: problemOfOutput }) },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
    Failed: { description: 'Not signed in as staff, a role without payouts, or the server failed.', tags: ['error'] },
    Ready: {
      on: {
        'period.change': {
          actions: assign(({ event }) =>
            event.field === 'from' ? { from: event.value, preview: null } : { to: event.value, preview: null },
          ),
        },
        'preview.submit': {
          guard: ({ context }) => context.from !== '' && context.to !== '',
          target: 'Previewing',
          actions: assign({ refusal: null, approved: null }),
        },
        'run.approve': {
          guard: ({ context }) => context.preview !== null && context.preview.lines.some((l) => l.payable),
          target: 'Running',
          actions: assign({ refusal: null }),
        },
      },
    },
    Previewing: {
      tags: ['busy'],
      invoke: {
        src: 'preview',
        input: ({ context }) => ({ from: context.from, to: context.to }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign({ preview: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { target: 'Ready', actions: assign({ preview: null, refusal: refusalOf }) },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
    Running: {
      tags: ['busy'],
      invoke: {
        src: 'run',
        input: ({ context }) => ({ from: context.from, to: context.to }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Loading',
            actions: assign({ approved: ({ event }) => (event.output.ok ? event.output.value : null), preview: null }),
          },
          { target: 'Ready', actions: assign({ refusal: refusalOf }) },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
  },
});

/** The file addresses of a run, for the download buttons. */
export const payoutFileUrls = (runId: number) => ({
  sepa: `/api/admin/payouts/runs/${runId}/sepa.xml`,
  csv: `/api/admin/payouts/runs/${runId}/payouts.csv`,
});
