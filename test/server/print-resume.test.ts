/**
 * Print jobs survive a restart (docs/rules/personalisation.md#print-files render page / print files): the print queue lives in
 * memory, so a server stopped after an order with a personalised line was paid but before its
 * print file was rendered must pick the job up when it starts again. Unpaid orders and lines
 * already printed are left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db.port';
import { printFilesOf } from '../../server/personalisation/template-values.repository';
import { startApi } from './harness';
import { orderHeart, paidBehindTheQueue } from './paid-order';
import { testConfig } from '../builders/config';

describe('print jobs resume after a restart', () => {
  let app: FastifyInstance;
  let db: Db;
  let media: Awaited<ReturnType<typeof startApi>>['media'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, media, close } = await startApi());
  });
  afterAll(async () => close?.());

  it('renders the missing print files of paid orders on start, and only those', async () => {
    const paid = await orderHeart(app, db);
    const unpaid = await orderHeart(app, db);
    await paidBehindTheQueue(db, paid);
    expect(await printFilesOf(db, paid)).toEqual([]);

    const restarted = await buildApp({ config: testConfig(), db, withSsr: false, logger: false, media });
    await restarted.ready();
    await restarted.printQueue.idle();
    const files = await printFilesOf(db, paid);
    expect(files.map((f) => [f.position, f.width, f.height, f.dpi])).toEqual([[0, 1535, 2126, 300]]);
    expect(media.keys()).toContain(files[0]!.media_key);
    expect(await printFilesOf(db, unpaid)).toEqual([]);

    // A second start finds nothing left to do: no print file is written again.
    await restarted.close();
    const written: string[] = [];
    const put = media.put.bind(media);
    media.put = async (key, bytes) => {
      written.push(key);
      return put(key, bytes);
    };
    const again = await buildApp({ config: testConfig(), db, withSsr: false, logger: false, media });
    await again.ready();
    await again.printQueue.idle();
    expect(await printFilesOf(db, paid)).toEqual(files);
    expect(written).toEqual([]);
    media.put = put;
    await again.close();
  });
});
