/**
 * One order on the staff's desk: its lines, address, payment,
 * print files and history, and the moves the lifecycle allows from its status. Shipping needs a
 * carrier and a tracking number of that carrier's format (the domain's rule, checked here before
 * sending and again by the server); a move the server refuses shows its reason. A shipped order's
 * carrier and tracking number can be corrected through the same form (the shopper is e-mailed again).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  CARRIERS,
  checkTrackingLink,
  checkTrackingNumber,
  mayCorrectTracking,
  minorUnitsOf,
  mayDo,
  type Carrier,
} from '../../../domain/backoffice';
import { ok } from '../../../domain/result/result';
import type { AdminOrderDetail, FulfilmentCommand, RefundCommand, StaffIdentity } from '../../model/back-office';
import type { Outcome } from '../../model/outcome';
import type { BackOfficeGateway } from '../../ports/back-office.port';
import { problemOfOutput, type AccessProblem } from '../admin-orders/access';

export interface AdminOrderContext {
  readonly orderId: string;
  readonly staff: StaffIdentity | null;
  readonly order: AdminOrderDetail | null;
  readonly carrier: Carrier;
  readonly trackingNumber: string;
  /** Another carrier's tracking page ('other' only). */
  readonly trackingLink: string;
  /** Shown after a refused ship attempt until the number changes. */
  readonly trackingInvalid: boolean;
  readonly problem: AccessProblem | null;
  /** The server's reason for a refused move (409), or null. */
  readonly refusal: string | null;
  readonly saved: boolean;
  /** The admin's refund being prepared: what, how much, why, and whether it waits for confirmation. */
  readonly refund: RefundDraft;
}

export interface RefundDraft {
  readonly mode: 'lines' | 'amount' | 'cancel';
  readonly lines: readonly number[];
  readonly amount: string;
  readonly reason: string;
  readonly confirming: boolean;
}

const NO_REFUND: RefundDraft = { mode: 'lines', lines: [], amount: '', reason: '', confirming: false };

export type AdminOrderEvent =
  | { readonly type: 'order.startProduction' }
  | { readonly type: 'order.deliver' }
  | { readonly type: 'shipment.carrier.change'; readonly carrier: string }
  | { readonly type: 'shipment.number.change'; readonly value: string }
  | { readonly type: 'shipment.link.change'; readonly value: string }
  | { readonly type: 'shipment.submit' }
  | { readonly type: 'printJob.retry' }
  | { readonly type: 'refund.mode'; readonly mode: RefundDraft['mode'] }
  | { readonly type: 'refund.line.toggle'; readonly position: number }
  | { readonly type: 'refund.amount.change'; readonly value: string }
  | { readonly type: 'refund.reason.change'; readonly value: string }
  | { readonly type: 'refund.review' }
  | { readonly type: 'refund.back' }
  | { readonly type: 'refund.confirm' };

type Loaded = { readonly staff: StaffIdentity; readonly order: AdminOrderDetail };
/** What the desk sends: a move along the lifecycle, or the retry of a failed print job. */
type OrderCommand = FulfilmentCommand | { readonly action: 'retryPrintJob' } | RefundCommand;
type Move = { readonly orderId: string; readonly command: OrderCommand };

const allows = (order: AdminOrderDetail | null, move: FulfilmentCommand['action']) => order?.moves.includes(move) ?? false;
/** A shipped order's tracking number may be put right (the domain's rule); the ship form then corrects it. */
const correctable = (order: AdminOrderDetail | null) => order !== null && mayCorrectTracking(order.summary.status);
const numberWanted = (order: AdminOrderDetail | null) => allows(order, 'ship') || correctable(order);
/** Another carrier's parcel needs its tracking page; the known carriers' pages are the shop's own. */
const linkValid = (c: AdminOrderContext) => c.carrier !== 'other' || checkTrackingLink(c.trackingLink).ok;
const trackingValid = (c: AdminOrderContext) => checkTrackingNumber(c.carrier, c.trackingNumber).ok && linkValid(c);

export const adminOrderMachine = setup({
  types: {
    context: {} as AdminOrderContext,
    events: {} as AdminOrderEvent,
    input: {} as { readonly orderId: string },
  },
  actors: {
    load: fromPromise<Outcome<Loaded>, string>(() => {
      throw new Error('provide load');
    }),
    move: fromPromise<Outcome<AdminOrderDetail>, Move>(() => {
      throw new Error('provide move');
    }),
  },
  guards: {
    mayStart: ({ context }) => allows(context.order, 'startProduction'),
    mayDeliver: ({ context }) => allows(context.order, 'deliver'),
    mayShip: ({ context }) => numberWanted(context.order) && trackingValid(context),
    shipWithBadNumber: ({ context }) => numberWanted(context.order) && !trackingValid(context),
    mayRetryPrintJob: ({ context }) => context.order?.print_job?.status === 'failed',
    mayRefund: ({ context }) => mayRefund(context),
    refundReady: ({ context }) => mayRefund(context) && refundCommandOf(context.refund) !== null,
    confirming: ({ context }) => context.refund.confirming,
  },
}).createMachine({
  id: 'adminOrder',
  context: ({ input }) => ({
    orderId: input.orderId,
    staff: null,
    order: null,
    carrier: CARRIERS[0],
    trackingNumber: '',
    trackingLink: '',
    trackingInvalid: false,
    problem: null,
    refusal: null,
    saved: false,
    refund: NO_REFUND,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The staff session and the order are loaded.',
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.orderId,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign(({ event }) => (event.output.ok ? event.output.value : {})),
          },
          {
            target: 'Failed',
            actions: assign({ problem: problemOfOutput }),
          },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
    Failed: { description: 'Not signed in as staff, a role without orders, no such order, or offline.', tags: ['error'] },
    Ready: {
      description: 'The order is shown with the moves its status allows.',
      on: {
        'order.startProduction': { guard: 'mayStart', target: 'Moving' },
        'order.deliver': { guard: 'mayDeliver', target: 'Moving' },
        'printJob.retry': { guard: 'mayRetryPrintJob', target: 'Moving' },
        'refund.mode': { guard: 'mayRefund', actions: assign({ refund: ({ event }) => ({ ...NO_REFUND, mode: event.mode }) }) },
        'refund.line.toggle': {
          guard: 'mayRefund',
          actions: assign({
            refund: ({ context: { refund }, event }) => ({
              ...refund,
              confirming: false,
              lines: refund.lines.includes(event.position)
                ? refund.lines.filter((p) => p !== event.position)
                : [...refund.lines, event.position].sort((a, b) => a - b),
            }),
          }),
        },
        'refund.amount.change': {
          actions: assign({ refund: ({ context, event }) => ({ ...context.refund, amount: event.value, confirming: false }) }),
        },
        'refund.reason.change': {
          actions: assign({ refund: ({ context, event }) => ({ ...context.refund, reason: event.value, confirming: false }) }),
        },
        'refund.review': {
          guard: 'refundReady',
          actions: assign({ refund: ({ context }) => ({ ...context.refund, confirming: true }), refusal: null, saved: false }),
        },
        'refund.back': { actions: assign({ refund: ({ context }) => ({ ...context.refund, confirming: false }) }) },
        'refund.confirm': {
          guard: ({ context }) => context.refund.confirming && refundCommandOf(context.refund) !== null,
          target: 'Moving',
        },
        'shipment.carrier.change': {
          guard: ({ event }) => (CARRIERS as readonly string[]).includes(event.carrier),
          actions: assign({ carrier: ({ event }) => event.carrier as Carrier, trackingInvalid: false }),
        },
        'shipment.number.change': { actions: assign({ trackingNumber: ({ event }) => event.value, trackingInvalid: false }) },
        'shipment.link.change': { actions: assign({ trackingLink: ({ event }) => event.value, trackingInvalid: false }) },
        'shipment.submit': [
          { guard: 'mayShip', target: 'Moving' },
          { guard: 'shipWithBadNumber', actions: assign({ trackingInvalid: true }) },
        ],
      },
    },
    Moving: {
      description: 'A move is sent; the answer is the order as it is now.',
      tags: ['busy'],
      entry: assign({ refusal: null, saved: false }),
      invoke: {
        src: 'move',
        input: ({ context, event }) => ({ orderId: context.orderId, command: commandOf(context, event) }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign(({ event }) =>
              event.output.ok
                ? { order: event.output.value, saved: true, trackingNumber: '', trackingLink: '', refund: NO_REFUND }
                : {},
            ),
          },
          {
            // A refusal with its reason: the order's state (409), or the payment provider's refusal
            // or outage at shipping or refund (502, 503; docs/payments.md#capture-on-shipping), which changed nothing.
            guard: ({ event }) => !event.output.ok && [409, 502, 503].includes(event.output.error.status ?? 0),
            target: 'Ready',
            actions: assign({
              refusal: ({ event }) => (event.output.ok ? null : event.output.error.message),
              refund: ({ context }) => ({ ...context.refund, confirming: false }),
            }),
          },
          {
            target: 'Failed',
            actions: assign({ problem: problemOfOutput }),
          },
        ],
        onError: { target: 'Failed', actions: assign({ problem: 'error' }) },
      },
    },
  },
});

/** Admins refund (the role table decides), while the rule leaves something to give back or the order can be cancelled. */
const mayRefund = (c: AdminOrderContext): boolean =>
  c.staff !== null &&
  mayDo(c.staff.role, 'orders.refund') &&
  c.order !== null &&
  (c.order.refundable > 0 || c.order.moves.includes('cancel'));

/** The command a draft makes, or null while it lacks a reason, a line, a valid amount, or the order cannot be cancelled. */
export const refundCommandOf = (d: RefundDraft): RefundCommand | null => {
  const reason = d.reason.trim();
  if (!reason) return null;
  if (d.mode === 'cancel') return { action: 'cancel', reason };
  if (d.mode === 'lines') return d.lines.length ? { action: 'refundLines', positions: d.lines, reason } : null;
  const amount = minorUnitsOf(d.amount);
  return amount ? { action: 'refundAmount', amount, reason } : null;
};

const commandOf = (context: AdminOrderContext, event: AdminOrderEvent): OrderCommand => {
  switch (event.type) {
    case 'printJob.retry':
      return { action: 'retryPrintJob' };
    case 'refund.confirm':
      return refundCommandOf(context.refund)!;
    case 'order.startProduction':
      return { action: 'startProduction' };
    case 'order.deliver':
      return { action: 'deliver' };
    default:
      return {
        action: correctable(context.order) ? 'correctTracking' : 'ship',
        carrier: context.carrier,
        tracking_number: context.trackingNumber.trim(),
        ...(context.carrier === 'other' ? { tracking_url: context.trackingLink.trim() } : {}),
      };
  }
};

export const createAdminOrderActors = (ports: { readonly backOffice: BackOfficeGateway }) => ({
  actors: {
    load: fromPromise<Outcome<Loaded>, string>(async ({ input }) => {
      const staff = await ports.backOffice.session();
      if (!staff.ok) return staff;
      const order = await ports.backOffice.order(input);
      return order.ok ? ok({ staff: staff.value, order: order.value }) : order;
    }),
    move: fromPromise<Outcome<AdminOrderDetail>, Move>(({ input: { orderId, command } }) =>
      command.action === 'retryPrintJob'
        ? ports.backOffice.retryPrintJob(orderId)
        : command.action === 'cancel' || command.action === 'refundLines' || command.action === 'refundAmount'
          ? ports.backOffice.refund(orderId, command)
          : ports.backOffice.fulfil(orderId, command),
    ),
  },
});

type Snapshot = {
  readonly context: AdminOrderContext;
  hasTag(tag: 'busy' | 'error'): boolean;
  can(event: AdminOrderEvent): boolean;
};
export const selectOrder = (s: Snapshot) => s.context.order;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectRefusal = (s: Snapshot) => s.context.refusal;
export const selectSaved = (s: Snapshot) => s.context.saved;
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCarrier = (s: Snapshot) => s.context.carrier;
export const selectTrackingNumber = (s: Snapshot) => s.context.trackingNumber;
export const selectTrackingInvalid = (s: Snapshot) => s.context.trackingInvalid;
export const selectTrackingLink = (s: Snapshot) => s.context.trackingLink;
/** A refused submit whose fault is another carrier's tracking link (its number may be fine). */
export const selectLinkInvalid = (s: Snapshot) => s.context.trackingInvalid && !linkValid(s.context);
/** A refused submit whose fault is the number. */
export const selectNumberInvalid = (s: Snapshot) =>
  s.context.trackingInvalid && !checkTrackingNumber(s.context.carrier, s.context.trackingNumber).ok;
export const selectStaff = (s: Snapshot) => s.context.staff;
export const selectMayStart = (s: Snapshot) => s.can({ type: 'order.startProduction' });
export const selectMayDeliver = (s: Snapshot) => s.can({ type: 'order.deliver' });
export const selectMayRefund = (s: Snapshot) => mayRefund(s.context);
export const selectRefundDraft = (s: Snapshot) => s.context.refund;
export const selectRefundReady = (s: Snapshot) => refundCommandOf(s.context.refund) !== null;
export const selectMayRetryPrintJob = (s: Snapshot) => s.can({ type: 'printJob.retry' });
/** Whether the order's status allows shipping (the form shows); the number is checked on submit. */
export const selectShippable = (s: Snapshot) => allows(s.context.order, 'ship');
/** Whether the form corrects a shipped order's tracking number rather than shipping it. */
export const selectCorrectable = (s: Snapshot) => correctable(s.context.order);
