/**
 * Print jobs as a durable queue (docs/operations.md#print-jobs): two workers on one PostgreSQL (each its
 * own connection pool, as two processes have) run 50 jobs, each exactly once, never more than
 * their concurrency at a time; on embedded PGlite one process does the same. A job whose
 * worker was killed mid-run (its claim never finished) runs again once its lease is over, and
 * not before. Web instances with PRINT_JOBS=off record jobs and run none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../server/db/db.port';
import { openPostgres } from '../../server/db/postgres';
import { testConfig } from '../builders/config';
import { manualClock } from '../../server/platform/clock';
import { createImageWork } from '../../server/platform/image-work';
import { createInMemoryMediaStore } from '../../server/uploads/in-memory-media-store';
import { claimPrintJob, findPrintJob } from '../../server/personalisation/print-job.repository';
import { printSources } from '../../server/background-jobs';
import { createPrintQueue, PRINT_LEASE_MS, type PrintQueue } from '../../server/personalisation/print-queue';
import { startApi, databaseTargets } from './harness';
import { cartLine, firstVariationOfType } from '../builders/cart-line';
import { PRODUCT_TYPE } from '../../src/domain/product/model';

const JOBS = 50;
describe.each(databaseTargets)('the print queue on %s', (name, postgresUrl) => {
  let api: Awaited<ReturnType<typeof startApi>>;
  /** The second worker's own pool on the same database and schema (PostgreSQL), or the one embedded database. */
  let second: Db;
  const clock = manualClock();
  const silent = { error: () => undefined };
  const config = testConfig({}, { printJobs: { run: false, concurrency: 1, pollMs: 0 } });

  beforeAll(async () => {
    api = await startApi({ ...(postgresUrl ? { postgresUrl } : {}), config });
    second = api.db;
    if (postgresUrl) {
      const where = (await api.db.query<{ d: string; s: string }>('SELECT current_database() AS d, current_schema() AS s'))
        .rows[0]!;
      const url = new URL(postgresUrl);
      url.pathname = `/${where.d}`;
      url.searchParams.set('options', `-c search_path=${where.s}`);
      second = await openPostgres(url.toString(), 4);
    }
  }, 60_000);
  afterAll(async () => {
    if (second && second !== api.db) await second.close();
    await api?.close();
  });

  const paidOrders = async (n: number) => {
    const poster = await firstVariationOfType(api.db, PRODUCT_TYPE.poster, '50x70');
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/sandbox-checkout/order',
        payload: { cart: [cartLine(poster, { margin: true })], coupons: [], campaign_data: {} },
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().id as string);
    }
    return ids;
  };

  /** A worker whose "render" counts runs per order and the most it ran at once. */
  const worker = (db: Db, runs: Map<string, number>, concurrency: number) => {
    const seen = { now: 0, most: 0 };
    const media = createInMemoryMediaStore();
    const queue = createPrintQueue({
      ...printSources(db, media, createImageWork(config.imageWork)),
      clock,
      log: silent,
      concurrency,
      print: async (orderId) => {
        seen.now += 1;
        seen.most = Math.max(seen.most, seen.now);
        runs.set(orderId, (runs.get(orderId) ?? 0) + 1);
        await sleep(Math.random() * 5);
        seen.now -= 1;
      },
    });
    return { queue, seen };
  };

  it(`runs ${JOBS} jobs, each exactly once, with ${postgresUrl ? 'two workers' : 'one process'} at bounded concurrency`, async () => {
    const ids = await paidOrders(JOBS);
    // PRINT_JOBS=off: the shop records each paid order's job and runs none.
    for (const id of ids) api.app.printQueue.enqueue(id);
    await api.app.printQueue.idle();
    expect((await findPrintJob(api.db, ids[0]!))!.status).toBe('pending');

    const runs = new Map<string, number>();
    const workers = postgresUrl ? [worker(api.db, runs, 2), worker(second, runs, 3)] : [worker(api.db, runs, 3)];
    const all = (fn: (q: PrintQueue) => unknown) => Promise.all(workers.map((w) => fn(w.queue)));
    await all((q) => q.resume());
    await all((q) => q.idle());
    await all((q) => q.idle());
    expect([...runs.values()].filter((n) => n !== 1)).toEqual([]);
    expect(new Set(runs.keys())).toEqual(new Set(ids));
    for (const id of ids) expect(await findPrintJob(api.db, id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(workers.map((w) => w.seen.most <= (w === workers[0] && postgresUrl ? 2 : 3))).not.toContain(false);
    if (postgresUrl) expect(workers.every((w) => w.seen.most > 0)).toBe(true);
    await all((q) => q.stop());
    void name;
  }, 120_000);

  it('runs a job a killed worker held once its lease is over, and not before', async () => {
    const [id] = await paidOrders(1);
    api.app.printQueue.enqueue(id!);
    await api.app.printQueue.idle();
    // A worker claimed it, then was killed with -9: the claim is never finished.
    const claimed = await claimPrintJob(second, {
      now: new Date(clock.now()),
      leaseUntil: new Date(clock.now() + PRINT_LEASE_MS),
      owner: 'killed',
    });
    expect(claimed?.order_id).toBe(id);
    const runs = new Map<string, number>();
    const { queue } = worker(api.db, runs, 1);
    queue.resume();
    await queue.idle();
    expect(runs.get(id!)).toBeUndefined();
    clock.advance(PRINT_LEASE_MS);
    queue.resume();
    await queue.idle();
    expect(runs.get(id!)).toBe(1);
    expect(await findPrintJob(api.db, id!)).toMatchObject({ status: 'done', attempts: 1 });
    queue.stop();
  });
});
