/**
 * What the shopper is told of a print that went wrong: only that the shop is making it again.
 * A job that failed for good and one waiting for its next attempt are both a print being re-made
 * for the shopper; the reason stays with the staff. Once the parcel has left (or the order ended)
 * there is nothing left to re-make, so nothing is said.
 */
import type { FulfilmentStatus } from './order-lifecycle';

export const REPRINT_JOB_STATUSES: readonly string[] = ['failed', 'retrying'];
const BEFORE_SHIPPING: readonly FulfilmentStatus[] = ['paid', 'in_production'];

/** Whether the order's page says a print is being made again (`printJobStatus` null: the order has no print job). */
export const isReprinting = (printJobStatus: string | null, order: FulfilmentStatus): boolean =>
  printJobStatus !== null && REPRINT_JOB_STATUSES.includes(printJobStatus) && BEFORE_SHIPPING.includes(order);
