/**
 * Print jobs survive a restart (spec §2 render page / print files): the print queue lives in
 * memory, so a server stopped after an order with a personalised line was paid but before its
 * print file was rendered must pick the job up when it starts again. Unpaid orders and lines
 * already printed are left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encodeTemplateFields } from '../../src/adapters/http/contract/index';
import { templateDefaults } from '../../src/domain/templates/index';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db.port';
import { printFilesOf } from '../../server/personalisation/template-values.repository';
import { startApi } from './harness';

describe('print jobs resume after a restart', () => {
  let app: FastifyInstance;
  let db: Db;
  let media: Awaited<ReturnType<typeof startApi>>['media'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, media, close } = await startApi());
  });
  afterAll(async () => close?.());

  const order = async (uuid: string) => {
    const v = (
      await db.query<{ product_id: number; variation_id: number; amount: number }>(
        `SELECT v.product_id, v.id AS variation_id, vp.amount FROM variation v JOIN product p ON p.id = v.product_id
       JOIN attribute_option o ON o.id = v.option_id JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
       WHERE p.sku = 'TPL-HEART' AND o.name = '13x18'`,
      )
    ).rows[0]!;
    const line = {
      uuid,
      type: 1,
      thumb: '/t.webp',
      name: 'Heart',
      slug: 'heart',
      product_id: v.product_id,
      variation_id: v.variation_id,
      variation_name: '13x18',
      sku: 'SKU',
      margin: false,
      black_and_white: false,
      price: v.amount,
      currency: 'EUR',
      quantity: 1,
      template: { values: encodeTemplateFields('heart', templateDefaults('heart')), assets: {}, valid: true },
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [line], coupons: [], campaign_data: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  /** Paid while the server was going down: the payment is stored, its print job never ran. */
  const paidBehindTheQueue = (id: string) =>
    db.query(`UPDATE shop_order SET status = 'checkout_complete', completed_at = now() WHERE id = $1`, [id]);

  it('renders the missing print files of paid orders on start, and only those', async () => {
    const paid = await order('resume-paid');
    const unpaid = await order('resume-unpaid');
    await paidBehindTheQueue(paid);
    expect(await printFilesOf(db, paid)).toEqual([]);

    const restarted = await buildApp({
      config: { ...loadConfig({}), publicUrl: 'http://shop.test' },
      db,
      withSsr: false,
      logger: false,
      media,
    });
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
    const again = await buildApp({
      config: { ...loadConfig({}), publicUrl: 'http://shop.test' },
      db,
      withSsr: false,
      logger: false,
      media,
    });
    await again.ready();
    await again.printQueue.idle();
    expect(await printFilesOf(db, paid)).toEqual(files);
    expect(written).toEqual([]);
    media.put = put;
    await again.close();
  });
});
