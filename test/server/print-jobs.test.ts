/**
 * A print job never fails in silence: a failed attempt is recorded with its
 * reason, retried with exponential backoff up to its last attempt, then left failed — listed
 * for the staff, counted by GET /health and logged as a structured error line. An order stored
 * before the character rule, holding U+001B, still prints. Runs on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db.port';
import { manualClock } from '../../server/platform/clock';
import { findPrintJob, printJobsNeedingAttention } from '../../server/personalisation/print-job.repository';
import { PRINT_MAX_ATTEMPTS, PRINT_RETRY_BASE_MS } from '../../server/personalisation/print-queue';
import { printFilesOf } from '../../server/personalisation/template-values.repository';
import { startApi, databaseTargets } from './harness';
import { orderHeart, paidBehindTheQueue } from './paid-order';
import { testConfig } from '../builders/config';
import { failingPuts } from './failing-media';

describe.each(databaseTargets)('print jobs on %s', (_, postgresUrl) => {
  let api: FastifyInstance;
  let shop: FastifyInstance;
  let db: Db;
  let media: Awaited<ReturnType<typeof startApi>>['media'];
  let close: () => Promise<void>;
  const clock = manualClock();
  const logged: Record<string, unknown>[] = [];
  let disk: ReturnType<typeof failingPuts>;
  beforeAll(async () => {
    ({ app: api, db, media, close } = await startApi(postgresUrl ? { postgresUrl } : {}));
    disk = failingPuts(media, 'ENOSPC: no space left on device');
    shop = await buildApp({
      config: testConfig(),
      db,
      withSsr: false,
      media,
      clock,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    await shop.ready();
  });
  afterAll(async () => {
    await shop?.close();
    await close?.();
  });

  const paidOrder = async () => {
    const id = await orderHeart(api, db);
    await paidBehindTheQueue(db, id);
    return id;
  };
  const health = async () => (await shop.inject({ method: 'GET', url: '/health' })).json();
  const runDue = async () => {
    shop.printQueue.resume();
    await shop.printQueue.idle();
  };

  it('records a failed attempt with its reason, retries it with doubling waits, and gives up after the last attempt', async () => {
    const id = await paidOrder();
    disk.failNext(PRINT_MAX_ATTEMPTS);
    shop.printQueue.enqueue(id);
    await shop.printQueue.idle();
    expect(await findPrintJob(db, id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      last_error: 'ENOSPC: no space left on device',
      next_attempt_at: new Date(clock.now() + PRINT_RETRY_BASE_MS),
    });
    expect(logged.at(-1)).toMatchObject({ level: 50, event: 'print_job_failed', orderId: id, attempts: 1, gaveUp: false });

    // Not due yet: nothing is tried.
    clock.advance(PRINT_RETRY_BASE_MS - 1);
    await runDue();
    expect((await findPrintJob(db, id))!.attempts).toBe(1);

    const waits: number[] = [];
    for (let attempt = 2; attempt <= PRINT_MAX_ATTEMPTS; attempt++) {
      const before = (await findPrintJob(db, id))!;
      clock.advance(before.next_attempt_at!.getTime() - clock.now());
      await runDue();
      const after = (await findPrintJob(db, id))!;
      expect(after.attempts).toBe(attempt);
      if (after.next_attempt_at) waits.push(after.next_attempt_at.getTime() - clock.now());
    }
    expect(waits).toEqual([2, 4, 8, 16].map((k) => k * PRINT_RETRY_BASE_MS));
    const job = (await findPrintJob(db, id))!;
    expect(job).toMatchObject({
      status: 'failed',
      attempts: PRINT_MAX_ATTEMPTS,
      next_attempt_at: null,
      last_error: expect.stringMatching(/ENOSPC/),
    });
    expect(logged.at(-1)).toMatchObject({ event: 'print_job_failed', orderId: id, attempts: PRINT_MAX_ATTEMPTS, gaveUp: true });
    expect((await printJobsNeedingAttention(db)).map((j) => [j.order_id, j.status, j.last_error])).toContainEqual([
      id,
      'failed',
      'ENOSPC: no space left on device',
    ]);
    expect(await health()).toMatchObject({ status: 'ok', database: db.kind, failed_print_jobs: 1 });

    // A job that gave up is not tried again by itself, even after a restart's resume.
    clock.advance(24 * 60 * 60_000);
    await runDue();
    expect((await findPrintJob(db, id))!.attempts).toBe(PRINT_MAX_ATTEMPTS);
    expect(await printFilesOf(db, id)).toEqual([]);
  });

  it('a retry that succeeds leaves the job done with its print file, and nothing for the staff', async () => {
    const id = await paidOrder();
    disk.failNext(1);
    shop.printQueue.enqueue(id);
    await shop.printQueue.idle();
    expect((await findPrintJob(db, id))!.status).toBe('retrying');
    clock.advance(PRINT_RETRY_BASE_MS);
    await runDue();
    expect(await findPrintJob(db, id)).toMatchObject({ status: 'done', attempts: 2, last_error: null, next_attempt_at: null });
    expect(await printFilesOf(db, id)).toHaveLength(1);
    expect((await printJobsNeedingAttention(db)).map((j) => j.order_id)).not.toContain(id);
    expect((await health()).failed_print_jobs).toBe(1);
  });

  it('prints an order stored before the character rule whose values hold U+001B and U+0007', async () => {
    const id = await paidOrder();
    await db.query(
      `UPDATE order_line SET template = jsonb_set(template, '{values,text}', to_jsonb($2::text)) WHERE order_id = $1`,
      [id, 'Forever\u001B yours\u0007'],
    );
    shop.printQueue.enqueue(id);
    await shop.printQueue.idle();
    expect(await findPrintJob(db, id)).toMatchObject({ status: 'done', attempts: 1, last_error: null });
    expect(await printFilesOf(db, id)).toHaveLength(1);
  });
});
