/**
 * Print jobs in PostgreSQL (migration 062): the state of each paid order's print files, so a
 * failure is recorded with its reason, retried when due, and listed for the shop's staff.
 */
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
     ON CONFLICT (order_id) DO UPDATE SET status = $2, attempts = $3, last_error = $4, next_attempt_at = $5, updated_at = $6`,
    [orderId, outcome.status, outcome.attempts, outcome.error, outcome.nextAttemptAt, outcome.now],
  );
};

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
 * Paid orders with a personalised or uploaded line that has no print file yet and whose job is
 * due at `now` (no job yet, pending, or a retry whose time has come), oldest payment first.
 */
export const duePrintJobs = async (db: Queryable, now: Date): Promise<string[]> =>
  (
    await db.query<{ id: string }>(
      `SELECT o.id FROM shop_order o LEFT JOIN print_job j ON j.order_id = o.id
     WHERE o.status = 'checkout_complete'
       AND (j.order_id IS NULL OR j.status = 'pending' OR (j.status = 'retrying' AND j.next_attempt_at <= $1))
       AND EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND jsonb_typeof(l.template) = 'object'
         AND NOT EXISTS (SELECT 1 FROM print_file p WHERE p.order_id = o.id AND p.position = l.position))
     ORDER BY o.completed_at, o.id`,
      [now],
    )
  ).rows.map((r) => r.id);

/** When the next retry is due, or null when none waits. */
export const nextPrintRetryAt = async (db: Queryable): Promise<Date | null> => {
  const at = (
    await db.query<{ at: Date | string | null }>(`SELECT min(next_attempt_at) AS at FROM print_job WHERE status = 'retrying'`)
  ).rows[0]?.at;
  return at ? new Date(at) : null;
};
