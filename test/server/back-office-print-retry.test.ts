/**
 * Failed print jobs show with their reason and a retry button: a job that gave up after
 * its last attempt (a renderer error planted in the media store) is put back by the staff's retry,
 * runs again at once and prints; the retry is audited; a job that has not failed is a 409, and a
 * shopper or reviewer cannot retry. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdminOrder, AuditList } from '../../src/adapters/http/contract/index';
import type { Db } from '../../server/db/db.port';
import { PRINT_MAX_ATTEMPTS } from '../../server/personalisation/print-queue';
import { findPrintJob } from '../../server/personalisation/print-job.repository';
import { printFilesOf } from '../../server/personalisation/template-values.repository';
import { startApi, databaseTargets } from './harness';
import { staffSession } from './staff-session';
import { payForHeart } from './paid-order';
import { failingPuts } from './failing-media';

describe.each(databaseTargets)('retrying a failed print job on %s', (_, postgresUrl) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let renderer: ReturnType<typeof failingPuts>;
  beforeAll(async () => {
    let media;
    ({ app, db, media, close } = await startApi(postgresUrl ? { postgresUrl } : {}));
    renderer = failingPuts(media, 'renderer crashed: font cache corrupt');
  });
  afterAll(async () => close?.());

  const retry = (id: string, staff: { cookie: string; csrf: string }) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/print-job/retry`,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });

  /** Runs every attempt the queue would make, each made due at once instead of after its wait. */
  const failForGood = async (id: string) => {
    for (let i = 0; i < PRINT_MAX_ATTEMPTS && (await findPrintJob(db, id))!.status === 'retrying'; i++) {
      await db.query(`UPDATE print_job SET next_attempt_at = now() - interval '1 second' WHERE order_id = $1`, [id]);
      app.printQueue.resume();
      await app.printQueue.idle();
    }
  };

  it('puts a job that gave up back in the queue; it runs at once and prints, and the retry is audited', async () => {
    renderer.failNext(PRINT_MAX_ATTEMPTS);
    const id = await payForHeart(app, db, { name: 'Grace Hopper', email: 'grace@example.com', country: 'DE' });
    await failForGood(id);
    expect(await findPrintJob(db, id)).toMatchObject({
      status: 'failed',
      attempts: PRINT_MAX_ATTEMPTS,
      last_error: expect.stringMatching(/renderer/),
    });
    expect(await printFilesOf(db, id)).toEqual([]);

    const staff = await staffSession(app, 'sandbox-fulfilment');
    const res = await retry(id, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminOrder.is(res.json())).toBe(true);
    await app.printQueue.idle();
    expect(await findPrintJob(db, id)).toMatchObject({ status: 'done', attempts: PRINT_MAX_ATTEMPTS + 1, last_error: null });
    expect(await printFilesOf(db, id)).toHaveLength(1);

    const admin = await staffSession(app, 'sandbox-admin');
    const audit = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } });
    const entry = (audit.json() as AuditList).find((a) => a.action === 'print_job.retry' && a.target === `order:${id}`);
    expect(entry).toMatchObject({
      staff: 'sandbox-fulfilment',
      role: 'fulfilment',
      before: { status: 'failed', attempts: PRINT_MAX_ATTEMPTS, last_error: 'renderer crashed: font cache corrupt' },
      after: { status: 'pending' },
    });
  });

  it('answers 409 with the reason for a job that has not failed, and 403 for a reviewer', async () => {
    const id = await payForHeart(app, db, { name: 'Alan Turing', email: 'alan@example.com', country: 'GB' });
    const staff = await staffSession(app, 'sandbox-fulfilment');
    const done = await retry(id, staff);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toMatch(/done; only a failed job/);
    expect((await retry(id, await staffSession(app, 'sandbox-reviewer'))).statusCode).toBe(403);
    expect((await retry('no-such-order', staff)).statusCode).toBe(404);
  });
});
