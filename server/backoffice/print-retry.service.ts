/**
 * The staff's retry of a print job that gave up (a failed job shows with its reason and a retry
 * button): the job is due again at once, freed of any lease, and the queue is woken so
 * it runs without waiting for the next poll. The reset and its audit entry are one transaction.
 */
import type { Db } from '../db/db.port.js';
import { refuse, settle, type Outcome } from '../platform/outcome.js';
import type { Clock } from '../platform/clock.js';
import type { OrderPrints } from './order-prints.port.js';
import type { OrderChanges } from './order-changes.port.js';
import { insertAudit } from './audit.repository.js';
import type { StaffAct } from './staff-act.js';

export interface PrintRetryDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** The order's print job (server/personalisation). */
  readonly prints: Pick<OrderPrints, 'job' | 'retryFailed'>;
  /** Wakes the print queue, so the job runs without waiting for the next poll. */
  readonly wake: (orderId: string) => void;
  /** Whether the order was paid (server/orders). */
  readonly fulfilmentOf: OrderChanges['fulfilmentOf'];
}

export const createPrintRetry = (deps: PrintRetryDeps) => ({
  retry: async (id: string, by: StaffAct): Promise<Outcome<void>> => {
    const { db, clock, prints } = deps;
    const retried = await settle(() =>
      db.transaction(async (tx) => {
        const f = await deps.fulfilmentOf(tx, id);
        if (!f?.completed_at) return refuse('ORDER.NOT_FOUND', `Order ${id} was not found`);
        const at = new Date(clock.now());
        const before = await prints.retryFailed(tx, id, at);
        if (!before) {
          const job = await prints.job(tx, id);
          return refuse(
            'PRINT_JOB.NOT_FAILED',
            job ? `The print job is ${job.status}; only a failed job can be retried.` : 'The order has no print job.',
          );
        }
        await insertAudit(tx, {
          at,
          staff: by.subject,
          role: by.role,
          action: 'print_job.retry',
          target: `order:${id}`,
          before: { status: before.status, attempts: before.attempts, last_error: before.last_error },
          after: { status: 'pending', attempts: before.attempts },
          request_id: by.requestId,
        });
      }),
    );
    if (retried.ok) deps.wake(id);
    return retried;
  },
});
export type PrintRetry = ReturnType<typeof createPrintRetry>;
