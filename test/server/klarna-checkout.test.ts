/**
 * Klarna Checkout's whole life against the stand-in of Klarna's API (docs/payments.md): a framed
 * poster with a coupon is ordered, changed, validated, pushed twice and twice at once, paid once,
 * shipped (captured), refunded in part and then in full, each visible in the stand-in's record
 * with the right amounts; a refused validation, a tampered push, and an outage at each step change
 * nothing in the shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { CreateOrderAnswer, Order } from '../../src/adapters/http/contract/index';
import { seedCoupons } from '../../server/demo/seed/coupons';
import { createKlarnaStandIn, type KlarnaStandIn } from '../../server/demo/klarna-stand-in/index';
import { decoded } from './answers';
import { databaseTargets, startApi, type Api } from './harness';
import { staffSession } from './staff-session';
import { cartLine as posterLine, firstVariationOfType } from '../builders/cart-line';
import { TEST_PUBLIC_URL } from '../builders/config';

const API = '/api/klarna-checkout/order';
const CREDENTIALS = { username: 'merchant-1', password: 'merchant-secret' };

describe.each(databaseTargets)('Klarna Checkout against the stand-in on %s', (_name, postgresUrl) => {
  let standIn: KlarnaStandIn;
  let klarna: FastifyInstance;
  let api: Api;
  let admin: { cookie: string; csrf: string };
  let poster: Awaited<ReturnType<typeof firstVariationOfType>>;
  let frame: Awaited<ReturnType<typeof firstVariationOfType>>;
  /** Klarna's pushes do not reach the shop (an outage on the way); Klarna would send them again later. */
  let pushesLost = false;

  beforeAll(async () => {
    // Klarna's callbacks reach the shop as requests to its public address; here they go into the app.
    standIn = createKlarnaStandIn({
      ...CREDENTIALS,
      merchantFetch: async (url, init) => {
        const target = new URL(url);
        expect(target.origin).toBe(new URL(TEST_PUBLIC_URL).origin);
        if (pushesLost && target.pathname.endsWith('/push')) return { status: 503, headers: { get: () => null } };
        const res = await api.app.inject({
          method: init.method as 'POST',
          url: target.pathname + target.search,
          headers: init.headers,
          ...(init.body === undefined ? {} : { payload: init.body }),
        });
        return {
          status: res.statusCode,
          headers: { get: (name: string) => (res.headers[name.toLowerCase()] as string) ?? null },
        };
      },
    });
    klarna = Fastify();
    await klarna.register(standIn.plugin);
    const address = await klarna.listen({ host: '127.0.0.1', port: 0 });
    api = await startApi({
      ...(postgresUrl ? { postgresUrl } : {}),
      config: {
        checkoutProvider: 'klarna',
        klarna: { apiUrl: address, ...CREDENTIALS, timeoutMs: 2_000, termsUrl: undefined, embedOrigins: [address] },
      },
    });
    await seedCoupons(api.db);
    admin = await staffSession(api.app, 'sandbox-admin');
    poster = await firstVariationOfType(api.db, 1, '50x70');
    frame = await firstVariationOfType(api.db, 2, '50x70');
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await klarna?.close();
  });

  const line = (v: typeof poster, quantity = 1) =>
    posterLine(v, {
      type: v.type,
      margin: v.type === 1 ? true : null,
      black_and_white: v.type === 1 ? false : null,
      quantity,
    });
  const body = (cart: unknown[], coupons: string[] = []) => ({ cart, coupons, campaign_data: {} });
  const create = async (cart: unknown[], coupons: string[] = []) => {
    const res = await api.app.inject({ method: 'POST', url: API, payload: body(cart, coupons) });
    expect(res.statusCode, res.body).toBe(200);
    return decoded(CreateOrderAnswer, res.body);
  };
  const stored = async (id: string) =>
    (
      await api.db.query<{ status: string; total: number; provider_ref: string; fulfilment_status: string; email: string }>(
        'SELECT status, total::int AS total, provider_ref, fulfilment_status, email FROM shop_order WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const payments = async (id: string) =>
    (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment WHERE order_id = $1', [id])).rows[0]!.n;
  const push = (id: string, klarnaId: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/klarna-checkout/push?order=${encodeURIComponent(id)}&klarna_order_id=${encodeURIComponent(klarnaId)}`,
    });
  const staff = (url: string, payload: object) =>
    api.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf }, payload });
  const ship = (id: string) =>
    staff(`/api/admin/orders/${id}/fulfilment`, { action: 'ship', carrier: 'dhl', tracking_number: '0034 0434 1610 9404 2557' });
  const refund = (id: string, payload: object) => staff(`/api/admin/orders/${id}/refunds`, payload);
  const startProduction = (id: string) => staff(`/api/admin/orders/${id}/fulfilment`, { action: 'startProduction' });

  it('lives through create, update, validation, pushes, shipping and refunds with the right amounts', async () => {
    const { id, snippet } = await create([line(poster), line(frame)]);
    const order = await stored(id);
    expect(snippet).toContain('klarna-checkout-container');
    const sent = standIn.order(order.provider_ref)!;
    expect(sent.order_amount).toBe(order.total);

    // The shopper adds a second poster and a coupon: Klarna's order follows the shop's price.
    const updated = await api.app.inject({
      method: 'PUT',
      url: `${API}/${id}`,
      payload: body([line(poster, 2), line(frame)], ['WELCOME10']),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const changed = await stored(id);
    const priced = await api.app.inject({
      method: 'POST',
      url: '/api/cart/price',
      payload: {
        lines: [line(poster, 2), line(frame)].map((l) => ({ ...l, template: undefined })),
        coupons: ['WELCOME10'],
        gift_cards: [],
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(changed.total).toBe((priced.json() as { total: number }).total);
    expect(changed.total).toBeLessThan(order.total + Number(poster.amount));
    expect(standIn.order(changed.provider_ref)!.order_amount).toBe(changed.total);

    const bought = await standIn.purchase(changed.provider_ref);
    expect(bought.ok).toBe(true);
    // The stand-in pushed: the order is paid once, with the shopper Klarna knows.
    await expect.poll(async () => (await stored(id)).status).toBe('checkout_complete');
    expect((await stored(id)).email).toBe(standIn.order(changed.provider_ref)!.billing_address?.email);
    await expect.poll(() => standIn.order(changed.provider_ref)!.acknowledged).toBe(true);

    // Pushed again, and twice at once: still one payment.
    expect((await push(id, changed.provider_ref)).statusCode).toBe(200);
    const twice = await Promise.all([push(id, changed.provider_ref), push(id, changed.provider_ref)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await payments(id)).toBe(1);

    const seen = await api.app.inject({ method: 'GET', url: `${API}/${id}` });
    expect(decoded(Order, seen.body).status).toBe('checkout_complete');

    expect((await startProduction(id)).statusCode).toBe(200);
    const shipped = await ship(id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const captured = standIn.order(changed.provider_ref)!;
    expect(captured.captured_amount).toBe(changed.total);
    expect(captured.captures[0]!.shipping_info).toEqual([
      expect.objectContaining({ tracking_number: expect.stringContaining('0034') as unknown }),
    ]);

    const part = await refund(id, { action: 'refundAmount', amount: 1000, reason: 'A scratch on the frame' });
    expect(part.statusCode, part.body).toBe(200);
    expect(standIn.order(changed.provider_ref)!.refunded_amount).toBe(1000);

    const rest = await refund(id, { action: 'refundAmount', amount: changed.total - 1000, reason: 'Returned' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(standIn.order(changed.provider_ref)!.refunded_amount).toBe(changed.total);
  });

  it('refuses a purchase whose price changed since Klarna showed it, and sends the shopper back', async () => {
    const { id } = await create([line(poster)]);
    const { provider_ref: ref } = await stored(id);
    // The price rises after the checkout was opened: the validation's trial payment sees it.
    await api.db.query('UPDATE variation_price SET amount = amount + 100 WHERE variation_id = $1', [poster.variation_id]);
    try {
      const bought = await standIn.purchase(ref);
      expect(bought.ok).toBe(false);
      if (!bought.ok) expect(bought.redirectUrl).toContain('/checkout?refused=ORDER.CHANGED');
      expect((await stored(id)).status).toBe('checkout_incomplete');
      expect(await payments(id)).toBe(0);
    } finally {
      await api.db.query('UPDATE variation_price SET amount = amount - 100 WHERE variation_id = $1', [poster.variation_id]);
    }
  });

  it('changes nothing for a push naming another Klarna order, or none', async () => {
    const { id } = await create([line(poster)]);
    const other = await create([line(frame)]);
    const { provider_ref: otherRef } = await stored(other.id);
    await standIn.purchase(otherRef);
    expect((await push(id, otherRef)).statusCode).toBe(404);
    expect((await push(id, 'no-such-order')).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: '/api/klarna-checkout/push' })).statusCode).toBe(400);
    expect((await stored(id)).status).toBe('checkout_incomplete');
  });

  it('answers hostile callbacks with a 4xx or a refusal and changes nothing', async () => {
    const { id } = await create([line(poster)]);
    const attempts = [
      { url: `/api/klarna-checkout/push?order=${id}%00&klarna_order_id=x`, payload: undefined },
      { url: `/api/klarna-checkout/push?order=${'9'.repeat(5000)}&klarna_order_id=1.5`, payload: undefined },
      { url: `/api/klarna-checkout/push?order[]=a&klarna_order_id[]=b`, payload: undefined },
      { url: `/api/klarna-checkout/validate?order=${id}`, payload: 'not json', type: 'application/json' },
      {
        url: `/api/klarna-checkout/validate?order=${id}`,
        payload: JSON.stringify({ order_id: 'x'.repeat(2_000_000) }),
        type: 'application/json',
      },
      {
        url: `/api/klarna-checkout/validate?order=${id}`,
        payload: JSON.stringify({ order_id: null, order_amount: 1e308 }),
        type: 'application/json',
      },
      { url: `/api/klarna-checkout/validate`, payload: '{}', type: 'application/json' },
    ];
    for (const a of attempts) {
      const res = await api.app.inject({
        method: 'POST',
        url: a.url,
        ...(a.payload === undefined ? {} : { payload: a.payload, headers: { 'content-type': a.type! } }),
      });
      expect(res.statusCode, `${a.url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect([200, 303, 400, 404, 413, 415]).toContain(res.statusCode);
    }
    expect((await stored(id)).status).toBe('checkout_incomplete');
    expect(await payments(id)).toBe(0);
  });

  it('writes no order while Klarna is down, and tells the shopper to try again', async () => {
    const before = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_order')).rows[0]!.n;
    standIn.failNext({ method: 'POST', path: /^\/checkout\/v3\/orders$/, status: 503 });
    const res = await api.app.inject({ method: 'POST', url: API, payload: body([line(poster)]) });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/Klarna/);
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_order')).rows[0]!.n).toBe(before);
  });

  it('keeps the order as it was when Klarna cannot take the update', async () => {
    const { id } = await create([line(poster)]);
    const before = await stored(id);
    standIn.failNext({ method: 'POST', path: /^\/checkout\/v3\/orders\/[^/]+$/, status: 502 });
    const res = await api.app.inject({ method: 'PUT', url: `${API}/${id}`, payload: body([line(poster, 3)]) });
    expect(res.statusCode).toBe(503);
    expect(await stored(id)).toEqual(before);
    expect(standIn.order(before.provider_ref)!.order_amount).toBe(before.total);
  });

  it('answers a push 503 while Order Management is down, so Klarna pushes again, and pays on the next one', async () => {
    const { id } = await create([line(poster)]);
    const { provider_ref: ref } = await stored(id);
    pushesLost = true;
    try {
      await standIn.purchase(ref);
      // Klarna's retries of the push are lost too.
      await standIn.idle();
    } finally {
      pushesLost = false;
    }
    standIn.failNext({ method: 'GET', path: /^\/ordermanagement\/v1\/orders\/[^/]+$/, status: 503 });
    expect((await push(id, ref)).statusCode).toBe(503);
    expect((await stored(id)).status).toBe('checkout_incomplete');
    expect((await push(id, ref)).statusCode).toBe(200);
    expect((await stored(id)).status).toBe('checkout_complete');
    expect(await payments(id)).toBe(1);
  });

  it('keeps an order unshipped when the capture fails, and captures once on the retry', async () => {
    const { id } = await create([line(poster)]);
    const { provider_ref: ref, total } = await stored(id);
    await standIn.purchase(ref);
    await expect.poll(async () => (await stored(id)).status).toBe('checkout_complete');
    expect((await startProduction(id)).statusCode).toBe(200);

    standIn.failNext({ method: 'POST', path: /\/captures$/, status: 500 });
    const failed = await ship(id);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/Klarna/);
    expect((await stored(id)).fulfilment_status).toBe('in_production');
    expect(standIn.order(ref)!.captured_amount).toBe(0);

    expect((await ship(id)).statusCode).toBe(200);
    expect(standIn.order(ref)!.captures).toHaveLength(1);
    expect(standIn.order(ref)!.captured_amount).toBe(total);
  });

  it('releases the authorisation when an unshipped order is cancelled, and keeps the refund unwritten when Klarna refuses', async () => {
    const { id } = await create([line(poster)]);
    const { provider_ref: ref } = await stored(id);
    await standIn.purchase(ref);
    await expect.poll(async () => (await stored(id)).status).toBe('checkout_complete');

    standIn.failNext({ method: 'POST', path: /\/cancel$/, status: 503 });
    const failed = await refund(id, { action: 'cancel', reason: 'Changed her mind' });
    expect(failed.statusCode).toBe(503);
    const refunds = async () =>
      (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_refund WHERE order_id = $1', [id])).rows[0]!.n;
    expect(await refunds()).toBe(0);

    const cancelled = await refund(id, { action: 'cancel', reason: 'Changed her mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(standIn.order(ref)!.om_status).toBe('CANCELLED');
    expect(await refunds()).toBe(1);
  });

  it('completes the payment when the shopper is back before the push', async () => {
    const { id } = await create([line(poster)]);
    const { provider_ref: ref } = await stored(id);
    pushesLost = true;
    try {
      expect((await standIn.purchase(ref)).ok).toBe(true);
      // Klarna's retries of the push are lost too.
      await standIn.idle();
    } finally {
      pushesLost = false;
    }
    expect((await stored(id)).status).toBe('checkout_incomplete');
    const seen = await api.app.inject({ method: 'GET', url: `${API}/${id}` });
    expect(decoded(Order, seen.body).status).toBe('checkout_complete');
    expect(await payments(id)).toBe(1);
  });
});

describe('the demo on Klarna without an account', () => {
  let api: Api;
  let base: string;
  beforeAll(async () => {
    const port = 4600 + Math.floor(Math.random() * 300);
    base = `http://127.0.0.1:${port}`;
    api = await startApi({ config: { checkoutProvider: 'klarna', port, publicUrl: base } });
    await api.app.listen({ host: '127.0.0.1', port });
  }, 60_000);
  afterAll(async () => api?.close());

  it("runs against Klarna's stand-in inside the shop, served from the shop's own origin, and takes the payment", async () => {
    const poster = await firstVariationOfType(api.db, 1, '50x70');
    const cart = [posterLine(poster, { margin: true, black_and_white: false })];
    const created = await fetch(`${base}${API}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cart, coupons: [], campaign_data: {} }),
    });
    expect(created.status).toBe(200);
    const { id, snippet } = (await created.json()) as { id: string; snippet: string };
    expect(snippet).toMatch(/src="\/klarna-stand-in\/kco\.js"/);
    const frame = /src="(\/klarna-stand-in\/checkout\/[^"?]+)\/frame/.exec(snippet)![1]!;
    const bought = await fetch(`${base}${frame}/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'demo@example.com',
        given_name: 'Demo',
        family_name: 'Shopper',
        street_address: 'Demo Street 1',
        postal_code: '12345',
        city: 'Democity',
      }).toString(),
    });
    expect(bought.status, await bought.text()).toBeLessThan(400);
    await expect
      .poll(
        async () => (await api.db.query<{ status: string }>('SELECT status FROM shop_order WHERE id = $1', [id])).rows[0]!.status,
      )
      .toBe('checkout_complete');
  });
});
