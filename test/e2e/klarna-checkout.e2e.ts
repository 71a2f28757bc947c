/**
 * A shopper pays through Klarna's checkout (docs/payments.md): the shop runs with
 * CHECKOUT_PROVIDER=klarna against the stand-in of Klarna's API, and a browser buys a framed poster
 * with a coupon in the stand-in's snippet. The order is paid in the back office; shipping captures
 * it and a refund refunds it, each in the stand-in's record with the right amounts. The shop is
 * built in this process on a seeded database of its own (the run's shared shop uses the sandbox).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db.port';
import { seedCoupons } from '../../server/demo/seed/coupons';
import { createKlarnaStandIn, type KlarnaStandIn } from '../../server/demo/klarna-stand-in/index';
import { createInMemoryMediaStore } from '../../server/uploads/in-memory-media-store';
import { testConfig } from '../builders/config';
import { openSeededPglite } from '../builders/seeded-pglite';
import { staffSession } from '../server/staff-session';
import { launch, watch } from './browser';
import { addCode, addToCart } from './buy-through-sandbox';

const CREDENTIALS = { username: 'merchant-e2e', password: 'merchant-e2e-secret' };

describe("paying through Klarna's checkout", () => {
  let standIn: KlarnaStandIn;
  let klarna: FastifyInstance;
  let shop: FastifyInstance;
  let db: Db;
  let browser: Browser;
  let dataDir: string;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-klarna-'));
    standIn = createKlarnaStandIn(CREDENTIALS);
    klarna = Fastify();
    await klarna.register(standIn.plugin);
    const klarnaUrl = await klarna.listen({ host: '127.0.0.1', port: 0 });
    db = await openSeededPglite();
    await seedCoupons(db);
    const port = 4500 + Math.floor(Math.random() * 400);
    baseUrl = `http://127.0.0.1:${port}`;
    shop = await buildApp({
      config: testConfig({
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        CHECKOUT_PROVIDER: 'klarna',
        KLARNA_API_URL: klarnaUrl,
        KLARNA_USERNAME: CREDENTIALS.username,
        KLARNA_PASSWORD: CREDENTIALS.password,
      }),
      db,
      logger: false,
      media: createInMemoryMediaStore(),
    });
    await shop.listen({ host: '127.0.0.1', port });
    browser = await launch();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    await db?.close();
    await klarna?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('buys a framed poster with a coupon in the snippet; shipping captures it and a refund refunds it', async () => {
    const products = async <T>(query: string) => (await (await fetch(`${baseUrl}/api/products?${query}`)).json()) as T;
    const [poster] = await products<{ slug: string }[]>('type=1&customizable=false&limit=1&offset=5');
    const [frame] = await products<{ name: string }[]>('type=2&limit=1');

    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const problems = watch(page);
    await addToCart(page, baseUrl, { poster: poster!.slug, size: '40x50', frame: frame!.name });
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    const checkout = page.frameLocator('#checkout-embed #klarna-checkout-iframe');
    await checkout.locator('button[type="submit"]').waitFor({ timeout: 15_000 });
    // The coupon updates Klarna's order while the embed is suspended; the frame shows the new total.
    await addCode(page, 'WELCOME10');
    await expect
      .poll(async () => {
        const { rows } = await db.query<{ total: number; provider_ref: string }>(
          "SELECT total::int AS total, provider_ref FROM shop_order WHERE provider = 'klarna' ORDER BY created_at DESC LIMIT 1",
        );
        const row = rows[0];
        return row ? standIn.order(row.provider_ref)?.order_amount === row.total && row.total > 0 : false;
      })
      .toBe(true);
    const { rows } = await db.query<{ id: string; total: number; provider_ref: string; coupons: string[] }>(
      "SELECT id, total::int AS total, provider_ref, coupons FROM shop_order WHERE provider = 'klarna' ORDER BY created_at DESC LIMIT 1",
    );
    const order = rows[0]!;
    expect(order.coupons).toEqual(['WELCOME10']);
    await expect.poll(async () => checkout.locator('button[type="submit"]').textContent()).toMatch(/Pay/);

    await checkout.locator('button[type="submit"]').click();
    // Klarna's script sends the page to the shop's confirmation itself.
    await page.waitForURL(new RegExp(`/checkout/confirmation/${order.id}`), { timeout: 20_000 });
    await page.frameLocator('#confirmation-embed #klarna-checkout-iframe').locator('body').filter({ hasText: /\S/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // The back office sees it paid; shipping captures the whole total and a refund gives part back.
    const admin = await staffSession(shop, 'sandbox-admin');
    const as = { cookie: admin.cookie, 'x-csrf-token': admin.csrf };
    const seen = await shop.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: as });
    expect(seen.statusCode, seen.body).toBe(200);
    expect((seen.json() as { summary: { status: string } }).summary.status).toBe('paid');
    const move = (payload: object) =>
      shop.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/fulfilment`, headers: as, payload });
    expect((await move({ action: 'startProduction' })).statusCode).toBe(200);
    const shipped = await move({ action: 'ship', carrier: 'dhl', tracking_number: '0034 0434 1610 9404 2557' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(standIn.order(order.provider_ref)!.captured_amount).toBe(order.total);
    const refunded = await shop.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: as,
      payload: { action: 'refundAmount', amount: 500, reason: 'A corner was bent' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(standIn.order(order.provider_ref)!.refunded_amount).toBe(500);
  });

  it('sends the shopper back to the checkout with the reason when the order changed before payment', async () => {
    const products = async <T>(query: string) => (await (await fetch(`${baseUrl}/api/products?${query}`)).json()) as T;
    const [poster] = await products<{ id: number; slug: string }[]>('type=1&customizable=false&limit=1&offset=9');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await addToCart(page, baseUrl, { poster: poster!.slug, size: '40x50' });
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    const checkout = page.frameLocator('#checkout-embed #klarna-checkout-iframe');
    await checkout.locator('button[type="submit"]').waitFor({ timeout: 15_000 });
    // The price rises while the shopper fills in Klarna's form.
    await db.query(
      'UPDATE variation_price SET amount = amount + 100 WHERE variation_id IN (SELECT id FROM variation WHERE product_id = $1)',
      [poster!.id],
    );
    await checkout.locator('button[type="submit"]').click();
    await page.waitForURL(/\/checkout\?refused=/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('checkout-refused').isVisible()).toBe(true);
    expect(await page.getByTestId('checkout-refused').textContent()).toMatch(/changed before it was paid/);
    const { rows } = await db.query<{ status: string }>(
      "SELECT status FROM shop_order WHERE provider = 'klarna' ORDER BY created_at DESC LIMIT 1",
    );
    expect(rows[0]!.status).toBe('checkout_incomplete');
    await context.close();
  });
});
