import type { Outcome } from '../model/outcome';
import type {
  AdminOrderDetail,
  AdminOrderQuery,
  AdminOrderSummary,
  FulfilmentCommand,
  RefundCommand,
  StaffIdentity,
  AdminAuditRecord,
  AdminOutboxMessage,
} from '../model/back-office';

export interface PageOf<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

/**
 * The staff's back office (/api/admin/*). The staff session rides on its HttpOnly
 * cookie; a write carries the session's CSRF token, which the gateway learns from `session()`.
 * Without a staff session every call answers UNAUTHORIZED; with the wrong role, status 403.
 */
export interface BackOfficeGateway {
  session(): Promise<Outcome<StaffIdentity>>;
  /** Ends the staff session on the server (its cookie cleared); without one, UNAUTHORIZED. */
  signOut(): Promise<Outcome<true>>;
  orders(query: AdminOrderQuery): Promise<Outcome<{ readonly orders: readonly AdminOrderSummary[]; readonly total: number }>>;
  order(id: string): Promise<Outcome<AdminOrderDetail>>;
  /** A move along the lifecycle; a move the rule refuses is a failure with status 409 and the reason. */
  fulfil(id: string, command: FulfilmentCommand): Promise<Outcome<AdminOrderDetail>>;
  /** Puts a failed print job back in the queue; a job that has not failed is a failure with status 409. */
  retryPrintJob(id: string): Promise<Outcome<AdminOrderDetail>>;
  /** An admin's cancellation or refund; one the rules refuse is a failure with status 409 and the reason. */
  refund(id: string, command: RefundCommand): Promise<Outcome<AdminOrderDetail>>;
  /** A page of the record of staff writes, newest first (admins). */
  audit(page: number): Promise<Outcome<PageOf<AdminAuditRecord>>>;
  /** A page of the shopper e-mails the shop wrote, newest first. */
  outbox(page: number): Promise<Outcome<PageOf<AdminOutboxMessage>>>;
}
