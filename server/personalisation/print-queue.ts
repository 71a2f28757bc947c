/**
 * Print jobs (docs/rules/personalisation.md#print-files print files; a print job that fails is never silent): paid
 * orders' print files render in the background (a paid order's page must not wait for a
 * multi-second render). Every attempt is recorded in `print_job`: a failure with its reason,
 * retried with exponential backoff up to PRINT_MAX_ATTEMPTS, then left 'failed' for the staff —
 * counted by GET /health, listed by printJobsNeedingAttention, and logged as one structured
 * error line per failed attempt (`event: "print_job_failed"`).
 *
 * The queue is the table (docs/operations.md#print-jobs): a process claims a due job for a lease
 * (FOR UPDATE SKIP LOCKED), so every web instance and `npm run worker` process on one database
 * can run jobs side by side and each job runs once; a process killed mid-job leaves its lease to
 * run out and another takes the job again. Each process runs at most `concurrency` jobs at a
 * time, and looks for work when told (`enqueue`, `resume`), when a retry or a lease falls due,
 * and every `pollMs` (jobs other processes enqueued).
 */
import type { Clock } from '../platform/clock.js';
import { producePrintFiles, type PrintFileDeps } from './print-file.js';
import {
  claimPrintJob,
  nextPrintRetryAt,
  openMissingPrintJobs,
  openPrintJob,
  recordPrintAttempt,
} from './print-job.repository.js';

/** Attempts before a job is left failed: 30 s, 1, 2, 4 and 8 minutes apart (about a quarter of an hour). */
export const PRINT_MAX_ATTEMPTS = 6;
export const PRINT_RETRY_BASE_MS = 30_000;

/** Wait after the `attempts`-th failed attempt: the base, doubled for each attempt before it. */
/** How long a claim holds a job: far longer than a render, short enough that a killed process's job soon runs elsewhere. */
export const PRINT_LEASE_MS = 120_000;

export const printRetryDelay = (attempts: number): number => PRINT_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

export interface PrintLog {
  error(fields: Record<string, unknown>, message: string): void;
}

export interface PrintQueue {
  /** Queues a paid order's print files (its job is recorded before the render starts). */
  enqueue(orderId: string): void;
  /** Runs every job that is due now: unfinished at the last stop, or a retry whose time has come. */
  resume(): void;
  /** Resolves when this process has no job running and none due that it could claim (tests, shutdown). */
  idle(): Promise<void>;
  /** Claims no more jobs and stops the timers (server close); jobs running finish. */
  stop(): void;
}

export const createPrintQueue = (
  deps: PrintFileDeps & {
    clock: Clock;
    log: PrintLog;
    /** Told how long each attempt took and how it ended (the metrics' print job durations). */
    onAttempt?: (seconds: number, outcome: 'done' | 'failed') => void;
    /** Jobs this process runs at once (PRINT_CONCURRENCY, default 1). */
    concurrency?: number;
    /** Looks for jobs other processes enqueued this often; 0: only when told or when one falls due. */
    pollMs?: number;
    /** Renders an order's print files; producePrintFiles unless given (tests count runs). */
    print?: (orderId: string) => Promise<unknown>;
    /** Names this process in the claims it makes. */
    owner?: string;
    /** False: jobs are recorded here and run by another process (`npm run worker`; PRINT_JOBS=off). */
    runsJobs?: boolean;
  },
): PrintQueue => {
  const { db, clock, log, onAttempt } = deps;
  const concurrency = Math.max(1, deps.concurrency ?? 1);
  const pollMs = deps.pollMs ?? 0;
  const print = deps.print ?? ((orderId: string) => producePrintFiles(deps, orderId));
  const owner = deps.owner ?? `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  let pumping: Promise<void> = Promise.resolve();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = deps.runsJobs === false;
  const now = () => new Date(clock.now());

  const attempt = async (orderId: string, attempts: number): Promise<void> => {
    const startedAt = performance.now();
    try {
      await print(orderId);
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

  /** Wakes the queue when the next job falls due, or at the next poll (unref'd: a wait never keeps the process up). */
  const schedule = async (): Promise<void> => {
    const at = await nextPrintRetryAt(db);
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const untilDue = at ? Math.max(250, at.getTime() - clock.now()) : Infinity;
    const wait = Math.min(untilDue, pollMs > 0 ? pollMs : Infinity);
    if (wait === Infinity) return;
    timer = setTimeout(() => queue.resume(), wait);
    timer.unref();
  };

  /** Claims due jobs while fewer than `concurrency` run here. */
  const pump = async (): Promise<void> => {
    while (!stopped && running.size < concurrency) {
      const job = await claimPrintJob(db, { now: now(), leaseUntil: new Date(clock.now() + PRINT_LEASE_MS), owner });
      if (!job) break;
      const run: Promise<void> = attempt(job.order_id, job.attempts + 1)
        .catch((err: unknown) => log.error({ event: 'print_queue_failed', err }, 'print queue failed'))
        .finally(() => {
          running.delete(run);
          wake();
        });
      running.add(run);
    }
    await schedule();
  };

  const wake = (first?: () => Promise<void>) => {
    pumping = pumping
      .then(async () => {
        await first?.();
        await pump();
      })
      .catch((err: unknown) => log.error({ event: 'print_queue_failed', err }, 'print queue failed'));
  };

  const queue: PrintQueue = {
    enqueue: (orderId) => wake(() => openPrintJob(db, orderId, now())),
    resume: () => wake(() => openMissingPrintJobs(db, now())),
    idle: async () => {
      for (;;) {
        const seen = pumping;
        await seen;
        if (running.size > 0) await Promise.all(running);
        else if (seen === pumping) return;
      }
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
  return queue;
};
