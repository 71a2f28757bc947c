/**
 * Every change of an order is the orders' own (server/orders/fulfilment, server/orders/refunds):
 * the back office asks for it here and writes its own records of the change (the staff audit, the
 * shipping notice) in the same transaction, through `alsoInTx`. Owned here, implemented by
 * server/orders (orderChanges), handed over in server/app.ts.
 */
import type { Queryable } from '../db/db.port.js';
import type { Outcome } from '../platform/outcome.js';
import type { Carrier, FulfilmentRequest, FulfilmentStatus, RefundableOrder } from '../../src/domain/backoffice/index.js';

export type { FulfilmentRequest };

/** What staff ask for: cancel an unshipped order, or refund lines or an amount, always with a reason. */
export type RefundCommand =
  | { readonly action: 'cancel'; readonly reason: string }
  | { readonly action: 'refundLines'; readonly positions: readonly number[]; readonly reason: string }
  | { readonly action: 'refundAmount'; readonly amount: number; readonly reason: string };

/** The order's fulfilment columns; `completed_at` is null for an order never paid. */
export interface FulfilmentState {
  readonly fulfilment_status: FulfilmentStatus;
  readonly carrier: Carrier | null;
  readonly tracking_number: string | null;
  readonly tracking_link: string | null;
  readonly shipped_at: Date | null;
  readonly completed_at: Date | null;
}

/** One refund or cancellation as the order's refunds list it: who, when, why, how much, which lines and cards. */
export interface RefundEntry {
  readonly kind: 'cancel' | 'lines' | 'amount';
  readonly at: Date;
  readonly staff: string;
  readonly reason: string;
  /** In all, and the part given back to the card (the rest went back to gift cards). */
  readonly amount: number;
  readonly card_amount: number;
  /** Positions of the refunded lines, and the ids of the gift cards bought with them and voided. */
  readonly lines: readonly number[];
  readonly voided_gift_cards: readonly number[];
}

/** What a move changed: the audit's before and after, and the shipment it made. */
export interface MoveMade {
  readonly at: Date;
  readonly from: { readonly status: FulfilmentStatus; readonly carrier: Carrier | null; readonly tracking_number: string | null };
  readonly to: FulfilmentStatus;
  readonly shipment: { readonly carrier: Carrier; readonly trackingNumber: string; readonly trackingLink: string | null } | null;
}

/** What a refund or cancellation changed: the audit's before and after. */
export interface RefundMade {
  readonly at: Date;
  readonly cancelling: boolean;
  readonly before: Readonly<Record<string, unknown>>;
  readonly after: Readonly<Record<string, unknown>>;
}

export interface OrderChanges {
  /** The order's fulfilment state, read in `db` (a transaction's, to read inside it). */
  fulfilmentOf(db: Queryable, id: string): Promise<FulfilmentState | null>;
  move(
    id: string,
    request: FulfilmentRequest,
    staff: string,
    alsoInTx: (tx: Queryable, made: MoveMade) => Promise<void>,
  ): Promise<Outcome<MoveMade>>;
  refund(
    id: string,
    command: RefundCommand,
    staff: string,
    alsoInTx: (tx: Queryable, made: RefundMade) => Promise<void>,
  ): Promise<Outcome<RefundMade>>;
  /** The order's refunds so far, and what the refund rule reads of it given its lines' totals. */
  refundsOf(
    db: Queryable,
    id: string,
    lineTotals: readonly number[],
  ): Promise<{ readonly refunds: readonly RefundEntry[]; readonly state: RefundableOrder }>;
  /** The token of the shopper's status link, made on first use; null for an order never paid. */
  statusToken(db: Queryable, orderId: string): Promise<string | null>;
}
