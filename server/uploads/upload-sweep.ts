/**
 * Removes customers' uploaded photos that no order took
 * (docs/rules/uploads.md#rate-and-storage): every `intervalMs` (UPLOAD_SWEEP_MINUTES, default hourly), each upload older
 * than `maxAgeMs` (UPLOAD_MAX_AGE_HOURS, default 24 h) that no order line names is deleted, row
 * and file. A photo named by an order is kept with the order. Started and stopped with the app;
 * time comes from the Clock, so tests move it by hand and call `run()`.
 */
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import { customerImageKey } from './customer-images.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { sweepUnordered } from './uploaded-image.repository.js';

const BATCH = 200;

export interface UploadSweep {
  /** Deletes every expired unordered upload now; answers how many went. */
  run(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export const createUploadSweep = (deps: {
  db: Db;
  media: MediaStore;
  clock: Clock;
  maxAgeMs: number;
  intervalMs: number;
  onError: (e: unknown) => void;
}): UploadSweep => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  const removeFiles = async (ids: string[]) => {
    for (const id of ids) await deps.media.delete(customerImageKey(id));
  };
  const sweep = async (): Promise<number> => {
    const before = new Date(deps.clock.now() - deps.maxAgeMs);
    let total = 0;
    for (let n = BATCH; n === BATCH; total += n) n = await sweepUnordered(deps.db, before, BATCH, removeFiles);
    return total;
  };
  const run = (): Promise<number> => {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    run,
    start() {
      timer ??= setInterval(() => {
        run().catch(deps.onError);
      }, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
};
