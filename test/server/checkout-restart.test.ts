import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import { seedCatalogue } from '../../server/demo/seed/index';
import { seedCoupons } from '../../server/demo/seed/coupons';
import { buildApp } from '../../server/app';
import { testConfig } from '../builders/config';
import type { Db } from '../../server/db/db.port';
import { cartLine } from '../builders/cart-line';
import { hiddenField, paymentForm, submitPayment } from './paid-order';

/**
 * A server restart in the middle of a checkout loses nothing (issue: orders are durable): an
 * order created before the restart is found after it, unchanged, and can be paid.
 */
let dir = '';
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const start = async (dataDir: string): Promise<{ app: FastifyInstance; db: Db }> => {
  const db = await openPglite(dataDir);
  await migrate(db);
  await seedCoupons(db);
  const app = await buildApp({ config: testConfig(), db, withSsr: false, logger: false });
  await app.ready();
  return { app, db };
};

describe('checkout across a server restart', () => {
  it('keeps the order, its lines and total, and lets it be paid afterwards', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'poster-shop-restart-'));
    let { app, db } = await start(dir);
    await seedCatalogue(db, { seed: 3 });
    const v = (
      await db.query<{ product_id: number; variation_id: number; amount: number }>(
        `SELECT v.product_id, v.id AS variation_id, vp.amount FROM variation v JOIN product p ON p.id = v.product_id
       JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR' WHERE p.type = 1 ORDER BY v.id LIMIT 1`,
      )
    ).rows[0]!;
    const line = cartLine(v, { variation_name: '13x18', margin: true, price: 1, quantity: 2 });
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [line], coupons: ['WELCOME10'], campaign_data: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: string };
    const before = await app.inject(`/sandbox/checkout/${id}?mode=checkout`);

    // Graceful stop, as on SIGTERM: the listener closes, then the database.
    await app.close();
    await db.close();
    ({ app, db } = await start(dir));

    const order = await app.inject(`/api/sandbox-checkout/order/${id}`);
    expect(order.statusCode).toBe(200);
    expect((order.json() as { status: string }).status).toBe('checkout_incomplete');
    const after = await app.inject(`/sandbox/checkout/${id}?mode=checkout`);
    expect(hiddenField(after.body, 'total')).toBe(hiddenField(before.body, 'total'));
    expect(Number(hiddenField(after.body, 'total'))).toBe(2 * v.amount - Math.round(2 * v.amount * 0.1));
    const paid = await submitPayment(app, id, paymentForm(after.body));
    expect(paid.statusCode).toBe(303);
    expect(((await app.inject(`/api/sandbox-checkout/order/${id}`)).json() as { status: string }).status).toBe(
      'checkout_complete',
    );
    await app.close();
    await db.close();
  }, 120_000); // a file-backed seed and two opens of the data folder on a shared, busy machine
});
