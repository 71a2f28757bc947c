/**
 * One limit on image work for the whole server: every
 * decode, re-encode and render of customer photos, artist posters, avatars and print files runs
 * through it. A 98-megapixel JPEG costs libvips tens of megabytes even when it streams, and 40
 * of them at once took the server from 0.7 to 2.7 GB; here at most `concurrency` run at once.
 *
 * A request first takes a place (`admit`) before its body is read, so the bodies held in memory
 * are bounded too: at most `concurrency + queue` requests hold one. A request that finds every
 * place taken, or whose work cannot start within `maxWaitMs`, is answered 503 with Retry-After
 * rather than joining an unbounded queue. Background work (poster variants, print files) runs
 * one job at a time per queue already; it waits its turn here without a deadline.
 *
 * p-limit keeps the queue and the running count (a well-kept library rather than our own queue);
 * the places and the deadline are this module's own.
 */
import pLimit from 'p-limit';
import { HttpProblem } from '../http/errors.js';

export interface ImageWorkLimits {
  /** Images decoded or rendered at once (IMAGE_WORK_CONCURRENCY). */
  readonly concurrency: number;
  /** Requests that may wait for a turn besides the running ones (IMAGE_WORK_QUEUE). */
  readonly queue: number;
  /** How long a request may wait for its turn (IMAGE_WORK_WAIT_SECONDS). */
  readonly maxWaitMs: number;
}

export const IMAGE_WORK_DEFAULTS: ImageWorkLimits = { concurrency: 2, queue: 8, maxWaitMs: 30_000 };
export const IMAGE_WORK_BUSY_MESSAGE = 'The shop is busy processing other images. Please try again in a moment.';

/** A request's place: run its image work once, or give the place back without running. */
export interface ImageWorkPlace {
  run<T>(work: () => Promise<T>): Promise<T>;
  release(): void;
}

export interface ImageWork {
  /** Takes a place for a request, or throws 503 when every place is taken. */
  admit(): ImageWorkPlace;
  /** Work no request waits for: queued without a deadline. */
  background<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export const createImageWork = (limits: ImageWorkLimits = IMAGE_WORK_DEFAULTS): ImageWork => {
  const limit = pLimit(limits.concurrency);
  let placesTaken = 0;
  const busy = () =>
    new HttpProblem(503, IMAGE_WORK_BUSY_MESSAGE, 'IMAGE.BUSY', {
      'retry-after': String(Math.max(1, Math.ceil(limits.maxWaitMs / 1000))),
    });

  const withinDeadline = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      let state: 'waiting' | 'started' | 'gave-up' = 'waiting';
      const timer = setTimeout(() => {
        if (state !== 'waiting') return;
        state = 'gave-up';
        reject(busy());
      }, limits.maxWaitMs);
      void limit(async () => {
        // A request that gave up still reaches the front of the queue: it frees its turn at once.
        if (state === 'gave-up') return;
        state = 'started';
        clearTimeout(timer);
        try {
          resolve(await work());
        } catch (e) {
          reject(e);
        }
      });
    });

  return {
    admit() {
      if (placesTaken >= limits.concurrency + limits.queue) throw busy();
      placesTaken++;
      let held = true;
      const release = () => {
        if (held) {
          held = false;
          placesTaken--;
        }
      };
      return {
        run: async (work) => {
          try {
            return await withinDeadline(work);
          } finally {
            release();
          }
        },
        release,
      };
    },
    background: (work) => limit(work),
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
};
