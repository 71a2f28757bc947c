/**
 * Print jobs in PostgreSQL (migrations 062, 083): the state of each paid order's print files, so a
 * failure is recorded with its reason, retried when due, and listed for the shop's staff; and the
 * queue's claims, so that of every process on one database exactly one runs a due job.
 */
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';
import type { Queryable } from '../db/db.port.js';

export type PrintJobStatus = 'pending' | 'retrying' | 'failed' | 'done';

export interface PrintJob {
  readonly order_id: string;
  readonly status: PrintJobStatus;
  readonly attempts: number;
  readonly last_error: string | null;
  readonly next_attempt_at: Date | null;
  readonly updated_at: Date;
}

const COLUMNS = 'order_id, status, attempts, last_error, next_attempt_at, updated_at';

export const findPrintJob = async (db: Queryable, orderId: string): Promise<PrintJob | null> =>
  (await db.query<PrintJob>(`SELECT ${COLUMNS} FROM print_job WHERE order_id = $1`, [orderId])).rows[0] ?? null;

/** A paid order's job, pending unless it already has one (a second payment notice changes nothing). */
export const openPrintJob = async (db: Queryable, orderId: string, now: Date): Promise<void> => {
  await db.query(
    `INSERT INTO print_job (order_id, status, updated_at) VALUES ($1, 'pending', $2) ON CONFLICT (order_id) DO NOTHING`,
    [orderId, now],
  );
};

/** Records one attempt's outcome; `attempts` counts every attempt made. */
export const recordPrintAttempt = async (
  db: Queryable,
  orderId: string,
  outcome: {
    readonly status: Exclude<PrintJobStatus, 'pending'>;
    readonly attempts: number;
    readonly error: string | null;
    readonly nextAttemptAt: Date | null;
    readonly now: Date;
  },
): Promise<void> => {
  await db.query(
    `INSERT INTO print_job (order_id, status, attempts, last_error, next_attempt_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_id) DO UPDATE SET status = $2, attempts = $3, last_error = $4, next_attempt_at = $5, updated_at = $6,
       locked_until = NULL, locked_by = NULL`,
    [orderId, outcome.status, outcome.attempts, outcome.error, outcome.nextAttemptAt, outcome.now],
  );
};

/**
 * Puts a job that gave up back in the queue as due now, freed of any lease, for the staff's retry;
 * `attempts` keeps counting every attempt made. The job as it was, or null when it was not failed.
 */
export const retryFailedPrintJob = async (db: Queryable, orderId: string, now: Date): Promise<PrintJob | null> =>
  (
    await db.query<PrintJob>(
      `UPDATE print_job SET status = 'pending', next_attempt_at = NULL, locked_until = NULL, locked_by = NULL, updated_at = $2
       FROM (SELECT ${COLUMNS} FROM print_job WHERE order_id = $1 AND status = 'failed' FOR UPDATE) AS before
       WHERE print_job.order_id = before.order_id
       RETURNING ${COLUMNS.split(', ')
         .map((c) => `before.${c}`)
         .join(', ')}`,
      [orderId, now],
    )
  ).rows[0] ?? null;

/** Jobs that gave up after their last attempt, and jobs waiting for a retry: what the back office lists. */
export const printJobsNeedingAttention = async (db: Queryable): Promise<PrintJob[]> =>
  (
    await db.query<PrintJob>(
      `SELECT ${COLUMNS} FROM print_job WHERE status IN ('failed', 'retrying') ORDER BY status, updated_at, order_id`,
    )
  ).rows;

export const countFailedPrintJobs = async (db: Queryable): Promise<number> =>
  Number((await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM print_job WHERE status = 'failed'`)).rows[0]!.n);

/** Jobs not done, by status, for the metrics' queue depth. */
export const printJobDepth = async (db: Queryable): Promise<Record<string, number>> =>
  Object.fromEntries(
    (
      await db.query<{ status: string; n: string | number }>(
        `SELECT status, count(*) AS n FROM print_job WHERE status <> 'done' GROUP BY status`,
      )
    ).rows.map((r) => [r.status, Number(r.n)]),
  );

/**
 * Opens a pending job for every paid order with a printed line (personalised, uploaded, or a poster of
 * an order not yet shipped) that has no print file yet and no job at all (paid before jobs were
 * recorded, or paid while the process went down between the payment and its job).
 */
export const openMissingPrintJobs = async (db: Queryable, now: Date): Promise<void> => {
  await db.query(
    `INSERT INTO print_job (order_id, status, updated_at)
     SELECT o.id, 'pending', $1 FROM shop_order o
     WHERE o.status = 'checkout_complete' AND NOT EXISTS (SELECT 1 FROM print_job j WHERE j.order_id = o.id)
       AND EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id
         AND (jsonb_typeof(l.template) = 'object'
           -- a catalogue or artist poster, of an order still to be made
           OR (l.type = $2 AND o.fulfilment_status IN ('paid', 'partially_refunded', 'in_production')))
         AND NOT EXISTS (SELECT 1 FROM print_file p WHERE p.order_id = o.id AND p.position = l.position))
     ON CONFLICT (order_id) DO NOTHING`,
    [now, PRODUCT_TYPE.poster],
  );
};

/**
 * Claims the oldest job due at `now` that no live lease holds, for `owner` until `leaseUntil`;
 * null when none is due. FOR UPDATE SKIP LOCKED: processes claiming at once each get a different
 * job, never the same one, and never wait for each other.
 */
export const claimPrintJob = async (
  db: Queryable,
  claim: { readonly now: Date; readonly leaseUntil: Date; readonly owner: string },
): Promise<{ order_id: string; attempts: number } | null> =>
  (
    await db.query<{ order_id: string; attempts: number }>(
      `UPDATE print_job SET locked_until = $2, locked_by = $3
     WHERE order_id = (
       SELECT order_id FROM print_job
       WHERE (status = 'pending' OR (status = 'retrying' AND next_attempt_at <= $1))
         AND (locked_until IS NULL OR locked_until <= $1)
       ORDER BY updated_at, order_id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING order_id, attempts`,
      [claim.now, claim.leaseUntil, claim.owner],
    )
  ).rows[0] ?? null;

/**
 * When a job next falls due: a retry's time, or a lease's end (whichever is later for that job);
 * null when none waits. A pending job nobody holds is due already and is claimed without waiting.
 */
export const nextPrintRetryAt = async (db: Queryable): Promise<Date | null> => {
  const at = (
    await db.query<{ at: Date | string | null }>(
      `SELECT min(greatest(CASE WHEN status = 'retrying' THEN next_attempt_at END, locked_until)) AS at
       FROM print_job WHERE status IN ('pending', 'retrying')`,
    )
  ).rows[0]?.at;
  return at ? new Date(at) : null;
};
