/**
 * The back office's payouts (docs/rules/artists.md#payouts): each artist's pending and available
 * balance and the runs made; staff pick a period, review who is paid, and approve. The server
 * decides every amount; a refusal (a period not ended, an overlapping one, nothing due) is shown
 * as its reason, and the same period approved again shows the run made before.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StaffIdentity } from '../../model/back-office';
import type { Outcome } from '../../model/outcome';
import type { PayoutBalancesView, PayoutPreviewView, PayoutRunView } from '../../model/payout-desk';
import type { PayoutDeskGateway } from '../../ports/payout-desk.port';
import { problemOfOutput, type AccessProblem } from '../admin-orders/access';
import { ok } from '../../../domain/result/result';

export const ADMIN_PAYOUTS_PATH = '/admin/payouts';

export interface PayoutDeskData {
  readonly staff: StaffIdentity;
  readonly balances: PayoutBalancesView;
  readonly runs: readonly PayoutRunView[];
}

export interface AdminPayoutsContext {
  readonly staff: StaffIdentity | null;
  readonly balances: PayoutBalancesView | null;
  readonly runs: readonly PayoutRunView[];
  readonly from: string;
  readonly to: string;
  readonly preview: PayoutPreviewView | null;
  readonly problem: AccessProblem | null;
  readonly refusal: string | null;
  /** The run the last approval answered, and whether it was made by it. */
  readonly approved: { readonly run: PayoutRunView; readonly created: boolean } | null;
}

export type AdminPayoutsEvent =
  | { readonly type: 'period.change'; readonly field: 'from' | 'to'; readonly value: string }
  | { readonly type: 'preview.submit' }
  | { readonly type: 'run.approve' };

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

export const createAdminPayoutsActors = (ports: { readonly payoutDesk: PayoutDeskGateway }) => ({
  actors: {
    load: fromPromise<Outcome<PayoutDeskData>>(async () => {
      const staff = await ports.payoutDesk.session();
      if (!staff.ok) return staff;
      const balances = await ports.payoutDesk.balances();
      if (!balances.ok) return balances;
      const runs = await ports.payoutDesk.runs();
      return runs.ok ? ok({ staff: staff.value, balances: balances.value, runs: runs.value }) : runs;
    }),
    preview: fromPromise<Outcome<PayoutPreviewView>, { from: string; to: string }>(({ input }) =>
      ports.payoutDesk.preview(input.from, input.to),
    ),
    run: fromPromise<Outcome<{ run: PayoutRunView; created: boolean }>, { from: string; to: string }>(({ input }) =>
      ports.payoutDesk.run(input.from, input.to),
    ),
  },
});

/** The file addresses of a run, for the download buttons. */
export const payoutFileUrls = (runId: number) => ({
  sepa: `/api/admin/payouts/runs/${runId}/sepa.xml`,
  csv: `/api/admin/payouts/runs/${runId}/payouts.csv`,
});
