/**
 * Print jobs (spec §2 print files; a print job that fails is never silent): paid
 * orders' print files render one at a time in the background (a paid order's page must not wait
 * for a multi-second render). Every attempt is recorded in `print_job`: a failure with its reason,
 * retried with exponential backoff up to PRINT_MAX_ATTEMPTS, then left 'failed' for the staff —
 * counted by GET /health, listed by printJobsNeedingAttention, and logged as one structured
 * error line per failed attempt (`event: "print_job_failed"`).
 *
 * The queue itself lives in memory; the database says what is left, so `resume()` (on start,
 * and when a retry falls due) picks up every job that is due, across restarts.
 */
import type { Queryable } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../uploads/media-store.port.js';
import type { ImageWork } from '../uploads/image-work.js';
import { producePrintFiles } from './print-file.js';
import { duePrintJobs, findPrintJob, nextPrintRetryAt, openPrintJob, recordPrintAttempt } from './print-job.repository.js';

/** Attempts before a job is left failed: 30 s, 1, 2, 4 and 8 minutes apart (about a quarter of an hour). */
export const PRINT_MAX_ATTEMPTS = 6;
export const PRINT_RETRY_BASE_MS = 30_000;

/** Wait after the `attempts`-th failed attempt: the base, doubled for each attempt before it. */
export const printRetryDelay = (attempts: number): number => PRINT_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

export interface PrintLog {
  error(fields: Record<string, unknown>, message: string): void;
}

export interface PrintQueue {
  /** Queues a paid order's print files (its job is recorded before the render starts). */
  enqueue(orderId: string): void;
  /** Queues every job that is due now: unfinished at the last stop, or a retry whose time has come. */
  resume(): void;
  /** Resolves when the queue is empty (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops the retry timer (server close). */
  stop(): void;
}

export const createPrintQueue = (deps: {
  db: Queryable;
  media: MediaStore;
  work: ImageWork;
  clock: Clock;
  log: PrintLog;
  /** Told how long each attempt took and how it ended (the metrics' print job durations). */
  onAttempt?: (seconds: number, outcome: 'done' | 'failed') => void;
}): PrintQueue => {
  const { db, media, work, clock, log, onAttempt } = deps;
  let tail: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const now = () => new Date(clock.now());

  const attempt = async (orderId: string): Promise<void> => {
    const attempts = ((await findPrintJob(db, orderId))?.attempts ?? 0) + 1;
    const startedAt = performance.now();
    try {
      await producePrintFiles(db, media, work, orderId);
      onAttempt?.((performance.now() - startedAt) / 1000, 'done');
      await recordPrintAttempt(db, orderId, { status: 'done', attempts, error: null, nextAttemptAt: null, now: now() });
    } catch (e) {
      onAttempt?.((performance.now() - startedAt) / 1000, 'failed');
      const error = e instanceof Error ? e.message : String(e);
      const gaveUp = attempts >= PRINT_MAX_ATTEMPTS;
      const nextAttemptAt = gaveUp ? null : new Date(clock.now() + printRetryDelay(attempts));
      await recordPrintAttempt(db, orderId, {
        status: gaveUp ? 'failed' : 'retrying',
        attempts,
        error,
        nextAttemptAt,
        now: now(),
      });
      log.error(
        { event: 'print_job_failed', orderId, attempts, gaveUp, nextAttemptAt: nextAttemptAt?.toISOString() ?? null, err: e },
        gaveUp ? 'print job failed for good' : 'print job failed, will retry',
      );
    }
  };

  /** Wakes the queue when the earliest retry falls due (unref'd: a waiting retry never keeps the process up). */
  const schedule = async (): Promise<void> => {
    const at = await nextPrintRetryAt(db);
    if (timer) clearTimeout(timer);
    if (!at || stopped) return;
    timer = setTimeout(() => queue.resume(), Math.max(0, at.getTime() - clock.now()));
    timer.unref();
  };

  const run = (job: () => Promise<void>) => {
    tail = tail
      .then(job)
      .then(schedule)
      .catch((err: unknown) => log.error({ event: 'print_queue_failed', err }, 'print queue failed'));
  };

  const queue: PrintQueue = {
    enqueue: (orderId) =>
      run(async () => {
        await openPrintJob(db, orderId, now());
        await attempt(orderId);
      }),
    resume: () =>
      run(async () => {
        for (const orderId of await duePrintJobs(db, now())) await attempt(orderId);
      }),
    idle: () => tail.then(() => undefined),
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
  return queue;
};
