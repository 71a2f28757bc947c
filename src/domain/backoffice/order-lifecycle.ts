/**
 * An order's life after payment:
 * paid → in_production → shipped → delivered, cancelled before it ships, refunded in full or in
 * part once paid. A move the rule does not allow is a value with a reason, never a throw.
 *
 * A partial refund leaves the rest of the order owed to the shopper, so it never stops the
 * fulfilment: `partially_refunded` is an order paid, partly given back and not yet started, which
 * moves on as a paid one does; an order already in production, shipped or delivered keeps its
 * step (its refunds are on record beside it) rather than losing where its parcel is.
 */
import { err, ok, type Result } from '../result';

export const FULFILMENT_STATUSES = [
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** Statuses from which nothing moves any more. */
export const FINAL_STATUSES: readonly FulfilmentStatus[] = ['cancelled', 'refunded'];

export type FulfilmentMove =
  | { readonly kind: 'startProduction' }
  | { readonly kind: 'ship' }
  | { readonly kind: 'deliver' }
  | { readonly kind: 'correctTracking' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'refund'; readonly whole: boolean };

export interface MoveRefused {
  readonly code: 'ORDER.MOVE_REFUSED';
  readonly from: FulfilmentStatus;
  readonly move: FulfilmentMove['kind'];
  readonly reason: string;
}

/** Paid and not started yet: with or without a part refunded. */
const NOT_STARTED: readonly FulfilmentStatus[] = ['paid', 'partially_refunded'];

const FORWARD: Readonly<Record<'startProduction' | 'ship' | 'deliver', readonly [FulfilmentStatus, FulfilmentStatus]>> = {
  startProduction: ['paid', 'in_production'],
  ship: ['in_production', 'shipped'],
  deliver: ['shipped', 'delivered'],
};

const STEP_NAMES: Readonly<Record<FulfilmentStatus, string>> = {
  paid: 'paid',
  in_production: 'in production',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  partially_refunded: 'partly refunded',
  refunded: 'refunded',
};

const refused = (from: FulfilmentStatus, move: FulfilmentMove['kind'], reason: string): Result<never, MoveRefused> =>
  err({ code: 'ORDER.MOVE_REFUSED', from, move, reason });

export const isFinal = (s: FulfilmentStatus): boolean => FINAL_STATUSES.includes(s);

/** Whether the parcel has left the shop: then it can no longer be cancelled, only refunded. */
export const hasShipped = (s: FulfilmentStatus): boolean => s === 'shipped' || s === 'delivered';

export const nextStatus = (from: FulfilmentStatus, move: FulfilmentMove): Result<FulfilmentStatus, MoveRefused> => {
  if (isFinal(from)) return refused(from, move.kind, `The order is ${STEP_NAMES[from]}; nothing can change it any more.`);
  switch (move.kind) {
    case 'startProduction':
    case 'ship':
    case 'deliver': {
      const [needs, to] = FORWARD[move.kind];
      return from === needs || (needs === 'paid' && NOT_STARTED.includes(from))
        ? ok(to)
        : refused(
            from,
            move.kind,
            `An order can become ${STEP_NAMES[to]} only when it is ${STEP_NAMES[needs]}; it is ${STEP_NAMES[from]}.`,
          );
    }
    // A wrong tracking number is put right while the parcel is on its way; the order stays shipped.
    case 'correctTracking':
      return from === 'shipped'
        ? ok('shipped')
        : refused(from, 'correctTracking', `Only a shipped order's tracking number can be corrected; it is ${STEP_NAMES[from]}.`);
    case 'cancel':
      return NOT_STARTED.includes(from) || from === 'in_production'
        ? ok('cancelled')
        : refused(from, 'cancel', `A ${STEP_NAMES[from]} order cannot be cancelled; refund it instead.`);
    case 'refund':
      if (move.whole) return ok('refunded');
      return ok(NOT_STARTED.includes(from) ? 'partially_refunded' : from);
  }
};

/** The moves the rule allows from a status (the back office offers these buttons only). */
export const possibleMoves = (from: FulfilmentStatus): readonly FulfilmentMove['kind'][] =>
  (['startProduction', 'ship', 'deliver', 'cancel'] as const).filter((kind) => nextStatus(from, { kind }).ok);

/** Whether a shipped order's tracking number may be corrected now (the same rule as the move). */
export const mayCorrectTracking = (from: FulfilmentStatus): boolean => nextStatus(from, { kind: 'correctTracking' }).ok;
