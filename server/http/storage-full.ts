/**
 * A full disk (or a quota reached) is not a fault of the request: the write is refused with a 503
 * and Retry-After, so the client comes back once space is made, and readiness reports it for a
 * while so a load balancer sends shoppers to an instance that can write. The signs: Node's
 * ENOSPC / EDQUOT from the file system or S3-like stores, PostgreSQL's `disk_full` (53100), and
 * the "No space left on device" an embedded database passes on.
 */
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './errors.js';

/** How long readiness reports a full disk after the last write it refused. */
export const STORAGE_FULL_REPORT_MS = 60_000;
export const STORAGE_FULL_RETRY_AFTER_S = 60;
export const STORAGE_FULL_MESSAGE = 'The shop cannot store anything just now: its storage is full. Please try again in a minute.';

export const isStorageFull = (e: unknown): boolean => {
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'ENOSPC' ||
    code === 'EDQUOT' ||
    code === '53100' ||
    /no space left on device|disk quota exceeded/i.test(String(message))
  );
};

export const storageFullProblem = (): HttpProblem =>
  new HttpProblem(503, STORAGE_FULL_MESSAGE, 'STORAGE.FULL', { 'retry-after': String(STORAGE_FULL_RETRY_AFTER_S) });

export interface StorageFullWatch {
  /** A write was refused for want of space now. */
  seen(now: number): void;
  /** Since when the storage was last seen full, when that is within STORAGE_FULL_REPORT_MS of `now`. */
  fullSince(now: number): number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly storageFull: StorageFullWatch;
  }
}

/** The instance's watch, made on first use (by the error handler or by readiness). */
export const storageFullWatch = (app: FastifyInstance): StorageFullWatch => {
  if (!app.hasDecorator('storageFull')) {
    let last: number | undefined;
    let first: number | undefined;
    app.decorate('storageFull', {
      seen: (now: number) => {
        if (last === undefined || now - last > STORAGE_FULL_REPORT_MS) first = now;
        last = now;
      },
      fullSince: (now: number) => (last !== undefined && now - last <= STORAGE_FULL_REPORT_MS ? first : undefined),
    } satisfies StorageFullWatch);
  }
  return app.storageFull;
};
