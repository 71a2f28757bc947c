import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { UploadLimits } from '../../server/config';
import { testConfig } from '../builders/config';
import type { Db } from '../../server/db/db.port';
import { manualClock } from '../../server/platform/clock';
import { jpeg } from '../builders/images';
import { postImage } from '../builders/image-upload';
import { startApi } from './harness';
import { cartLine, variationOf } from '../builders/cart-line';

/**
 * Uploads bounded on disk and in time
 * Per-client and per-network limits (429), a busy image-work limit (503 + Retry-After),
 * a byte budget for photos no order holds (503), and the sweep that deletes them after 24 h while
 * keeping the ones an order names. Runs on PostgreSQL too with TEST_DATABASE_URL.
 */
const HOUR = 3_600_000;
const defaults = testConfig().uploads;

describe('upload limits', () => {
  let closeApp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await closeApp?.();
    closeApp = undefined;
  });
  const clock = manualClock();
  const start = async (uploads: Partial<UploadLimits> = {}, imageWork = testConfig().imageWork) => {
    const api = await startApi({
      postgresUrl: process.env.TEST_DATABASE_URL,
      clock,
      config: { uploads: { ...defaults, ...uploads }, imageWork },
    });
    closeApp = api.close;
    return api;
  };
  const upload = async (app: FastifyInstance, remoteAddress = '198.51.100.7', bytes?: Buffer) =>
    postImage(app, bytes ?? (await jpeg(700, 1000)), { remoteAddress });

  it('limits uploads per client address and per network, with Retry-After; other networks go on', async () => {
    const { app } = await start({ perClient: 2, perNetwork: 3 });
    expect((await upload(app, '198.51.100.7')).statusCode).toBe(201);
    expect((await upload(app, '198.51.100.7')).statusCode).toBe(201);
    const third = await upload(app, '198.51.100.7');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/many photos/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(app, '198.51.100.8')).statusCode).toBe(201); // the network's third
    expect((await upload(app, '198.51.100.9')).statusCode).toBe(429); // the network's fourth
    expect((await upload(app, '203.0.113.5')).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After while every image-work place is taken, and takes the upload once one is free', async () => {
    const { app, media } = await start({}, { concurrency: 1, queue: 0, maxWaitMs: 15_000 });
    const held = app.imageWork.admit();
    const busy = await upload(app);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('15');
    expect(busy.json().message).toMatch(/busy/);
    expect(media.keys()).toEqual([]);
    held.release();
    expect((await upload(app)).statusCode).toBe(201);
  });

  const storedBytes = async (db: Db) =>
    Number(
      (await db.query<{ n: string }>('SELECT coalesce(sum(bytes), 0) AS n FROM uploaded_image WHERE ordered_at IS NULL')).rows[0]!
        .n,
    );

  it('keeps the photos no order holds within the byte budget (503 when full), and the sweep makes room', async () => {
    const photo = await jpeg(700, 1000);
    const { app, db, media } = await start({ budgetBytes: Math.floor(photo.length * 2.5) });
    expect((await upload(app, undefined, photo)).statusCode).toBe(201);
    expect((await upload(app, undefined, photo)).statusCode).toBe(201);
    const full = await upload(app, undefined, photo);
    expect(full.statusCode).toBe(503);
    expect(full.json().message).toMatch(/cannot take more uploaded photos/);
    expect(full.headers['retry-after']).toBeDefined();
    expect(media.keys()).toHaveLength(2);
    expect(await storedBytes(db)).toBeLessThanOrEqual(Math.floor(photo.length * 2.5));
    clock.advance(25 * HOUR);
    expect(await app.uploadSweep.run()).toBe(2);
    expect((await upload(app, undefined, photo)).statusCode).toBe(201);
  });

  it('deletes uploads no order names after 24 hours, and keeps the one an order names', async () => {
    const { app, db, media } = await start();
    const kept = (await upload(app)).json().id as string;
    const dropped = (await upload(app)).json().id as string;
    const byop = await variationOf(db, 'BYOP', '13x18');
    const line = cartLine(byop, { variation_name: '13x18', template: { uploaded_image_id: kept } });
    const order = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [line], coupons: [], campaign_data: {} },
    });
    expect(order.statusCode, order.body).toBe(200);

    clock.advance(23 * HOUR);
    expect(await app.uploadSweep.run()).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/uploads/${dropped}.jpg` })).statusCode).toBe(200);

    clock.advance(2 * HOUR);
    expect(await app.uploadSweep.run()).toBe(1);
    expect((await app.inject({ method: 'GET', url: `/uploads/${dropped}.jpg` })).statusCode).toBe(404);
    expect(media.keys()).toEqual([`uploads/${kept}.jpg`]);
    expect((await app.inject({ method: 'GET', url: `/uploads/${kept}.jpg` })).statusCode).toBe(200);
  });
});
