import type { Outcome } from '../model/outcome';
import type {
  AdminOrderDetail,
  AdminOrderQuery,
  AdminOrderSummary,
  FulfilmentCommand,
  RefundCommand,
  StaffIdentity,
} from '../model/back-office';

/**
 * The staff's back office (/api/admin/*). The staff session rides on its HttpOnly
 * cookie; a write carries the session's CSRF token, which the gateway learns from `session()`.
 * Without a staff session every call answers UNAUTHORIZED; with the wrong role, status 403.
 */
export interface BackOfficeGateway {
  session(): Promise<Outcome<StaffIdentity>>;
  orders(query: AdminOrderQuery): Promise<Outcome<{ readonly orders: readonly AdminOrderSummary[]; readonly total: number }>>;
  order(id: string): Promise<Outcome<AdminOrderDetail>>;
  /** A move along the lifecycle; a move the rule refuses is a failure with status 409 and the reason. */
  fulfil(id: string, command: FulfilmentCommand): Promise<Outcome<AdminOrderDetail>>;
  /** Puts a failed print job back in the queue; a job that has not failed is a failure with status 409. */
  retryPrintJob(id: string): Promise<Outcome<AdminOrderDetail>>;
  /** An admin's cancellation or refund; one the rules refuse is a failure with status 409 and the reason. */
  refund(id: string, command: RefundCommand): Promise<Outcome<AdminOrderDetail>>;
}
