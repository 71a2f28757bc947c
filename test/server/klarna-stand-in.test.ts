import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { HtmlValidate } from 'html-validate';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKlarnaStandIn, type MerchantFetch } from '../../server/demo/klarna-stand-in/index';

/**
 * The Klarna stand-in refuses what Klarna's API reference says Klarna refuses: the checkout's
 * amount rules, changes to a completed checkout, captures, refunds, cancels and authorisation
 * changes beyond what the order allows, and reused idempotency keys; it calls the merchant's
 * validation and push URLs as Klarna does, and fails on request.
 */

const PREFIX = '/klarna';
const AUTH = `Basic ${Buffer.from('merchant:secret').toString('base64')}`;

/** Opens a checkout order with the default body in a stand-in mounted under PREFIX. */
const createIn = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: `${PREFIX}/checkout/v3/orders`, headers: { authorization: AUTH }, payload: orderBody() });
const SHOP = 'https://shop.example';
const NOW = new Date('2026-11-28T12:00:00.000Z');

type Line = {
  type: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
};

/** A line whose amounts follow Klarna's rules: total = quantity × price − discount, tax its share at the rate. */
const line = (type: string, name: string, quantity: number, unitPrice: number, taxRate = 2500, discount = 0): Line => {
  const total = quantity * unitPrice - discount;
  return {
    type,
    name,
    quantity,
    unit_price: unitPrice,
    tax_rate: taxRate,
    total_amount: total,
    total_discount_amount: discount,
    total_tax_amount: Math.round(total - (total * 10000) / (10000 + taxRate)),
  };
};

const orderBody = (
  lines: Line[] = [
    line('physical', 'Poster 50x70', 2, 29900),
    line('shipping_fee', 'Delivery', 1, 4900),
    line('discount', 'Coupon', 1, -5000),
  ],
) => ({
  purchase_country: 'SE',
  purchase_currency: 'SEK',
  locale: 'sv-SE',
  order_amount: lines.reduce((sum, l) => sum + l.total_amount, 0),
  order_tax_amount: lines.reduce((sum, l) => sum + l.total_tax_amount, 0),
  order_lines: lines,
  merchant_reference1: 'PS-1001',
  merchant_urls: {
    terms: `${SHOP}/terms`,
    checkout: `${SHOP}/checkout?order={checkout.order.id}`,
    confirmation: `${SHOP}/checkout/confirmation/{checkout.order.id}`,
    push: `${SHOP}/api/klarna/push?order={checkout.order.id}`,
    validation: `${SHOP}/api/klarna/validate`,
  },
});

interface MerchantCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

/** The merchant's side: records every callback and answers what the test sets (200 by default). */
const fakeMerchant = () => {
  const calls: MerchantCall[] = [];
  const answers = { validation: [] as ({ status: number; location?: string } | 'throw')[], push: [] as number[] };
  const merchantFetch: MerchantFetch = async (url, init) => {
    calls.push({ url, ...init });
    const answer = (url.includes('/validate') ? answers.validation.shift() : { status: answers.push.shift() ?? 200 }) ?? {
      status: 200,
    };
    if (answer === 'throw') throw new Error('connection refused');
    return { status: answer.status, headers: new Headers(answer.location ? { location: answer.location } : {}) };
  };
  return { calls, answers, merchantFetch };
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const start = async () => {
  const merchant = fakeMerchant();
  const standIn = createKlarnaStandIn({
    username: 'merchant',
    password: 'secret',
    merchantFetch: merchant.merchantFetch,
    now: () => NOW,
    pushRetryDelayMs: 1,
    timeoutHoldMs: 50,
  });
  app = Fastify();
  await app.register(standIn.plugin, { prefix: PREFIX });
  await app.ready();
  const server = app;
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    server.inject({
      method,
      url: `${PREFIX}${path}`,
      headers: { authorization: AUTH, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: unknown = orderBody()) => {
    const res = await call('POST', '/checkout/v3/orders', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order_id: string; html_snippet: string }>().order_id;
  };
  const purchased = async () => {
    const id = await create();
    expect(await standIn.purchase(id)).toMatchObject({ ok: true });
    return id;
  };
  return { standIn, merchant, call, create, purchased, server };
};

const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ error_code: string; error_messages: string[]; correlation_id: string }>();

describe('Klarna stand-in: the checkout and order-management lifecycle', () => {
  it('creates, reads, updates and purchases a checkout, then acknowledges, captures and refunds it in full', async () => {
    const { standIn, merchant, call, create } = await start();
    const id = await create();
    const read = await call('GET', `/checkout/v3/orders/${id}`);
    expect(read.json()).toMatchObject({
      order_id: id,
      status: 'checkout_incomplete',
      order_amount: 59700,
      merchant_reference1: 'PS-1001',
      started_at: NOW.toISOString(),
    });

    const updated = orderBody([line('physical', 'Poster 30x40', 1, 19900)]);
    const update = await call('POST', `/checkout/v3/orders/${id}`, updated);
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ order_amount: 19900, order_lines: [{ name: 'Poster 30x40' }] });

    const outcome = await standIn.purchase(id, { email: 'kim@example.com' });
    expect(outcome).toEqual({ ok: true, confirmationUrl: `${SHOP}/checkout/confirmation/${id}` });
    await standIn.idle();
    const [validation, push] = merchant.calls;
    expect(validation).toMatchObject({
      url: `${SHOP}/api/klarna/validate`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(validation!.body!)).toMatchObject({
      order_id: id,
      order_amount: 19900,
      billing_address: { email: 'kim@example.com', country: 'SE' },
    });
    expect(push).toEqual({ url: `${SHOP}/api/klarna/push?order=${id}`, method: 'POST', headers: {} });
    expect(standIn.order(id)).toMatchObject({
      status: 'checkout_complete',
      om_status: 'AUTHORIZED',
      pushes_sent: 1,
      pushes_delivered: 1,
    });
    expect((await call('GET', `/checkout/v3/orders/${id}`)).json()).toMatchObject({
      status: 'checkout_complete',
      completed_at: NOW.toISOString(),
    });

    const om = await call('GET', `/ordermanagement/v1/orders/${id}`);
    expect(om.json()).toMatchObject({
      order_id: id,
      status: 'AUTHORIZED',
      fraud_status: 'ACCEPTED',
      order_amount: 19900,
      original_order_amount: 19900,
      remaining_authorized_amount: 19900,
      captured_amount: 0,
      purchase_currency: 'SEK',
      merchant_reference1: 'PS-1001',
      billing_address: { email: 'kim@example.com' },
    });

    expect((await call('POST', `/ordermanagement/v1/orders/${id}/acknowledge`)).statusCode).toBe(204);
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/acknowledge`)).statusCode).toBe(204);
    const shipping_info = [{ shipping_company: 'PostNord', tracking_number: 'PN123' }];
    const capture = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, {
      captured_amount: 19900,
      description: 'Shipped',
      shipping_info,
    });
    expect(capture.statusCode).toBe(201);
    const captureId = capture.headers['capture-id'];
    expect(capture.headers.location).toBe(`http://localhost:80${PREFIX}/ordermanagement/v1/orders/${id}/captures/${captureId}`);
    expect(standIn.order(id)).toMatchObject({
      acknowledged: true,
      om_status: 'CAPTURED',
      captured_amount: 19900,
      remaining_authorized_amount: 0,
    });
    const capturedRead = await call('GET', `/ordermanagement/v1/orders/${id}/captures/${captureId}`);
    expect(capturedRead.json()).toMatchObject({ capture_id: captureId, captured_amount: 19900 });

    const partial = await call('POST', `/ordermanagement/v1/orders/${id}/refunds`, {
      refunded_amount: 4900,
      description: 'Damaged corner',
    });
    expect(partial.statusCode).toBe(201);
    expect(partial.headers['refund-id']).toEqual(expect.any(String));
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/refunds`, { refunded_amount: 15000 })).statusCode).toBe(201);
    const record = standIn.order(id)!;
    expect(record).toMatchObject({ captured_amount: 19900, refunded_amount: 19900 });
    expect(record.captures).toEqual([
      expect.objectContaining({ capture_id: captureId, captured_amount: 19900, description: 'Shipped', shipping_info }),
    ]);
    expect(record.refunds.map((r) => r.refunded_amount)).toEqual([4900, 15000]);
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/refunds`, { refunded_amount: 1 })).statusCode).toBe(403);
  });

  it("answers 401 UNAUTHORIZED in Klarna's error shape for a wrong password or none, and keeps the record open", async () => {
    const { call, server } = await start();
    const wrong = await call('POST', '/checkout/v3/orders', orderBody(), {
      authorization: `Basic ${Buffer.from('merchant:guess').toString('base64')}`,
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({
      error_code: 'UNAUTHORIZED',
      error_messages: [expect.any(String)],
      correlation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await server.inject({ method: 'GET', url: `${PREFIX}/checkout/v3/orders/x` })).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: `${PREFIX}/_record` })).json()).toEqual([]);
  });
});

describe('Klarna stand-in: the checkout amount rules', () => {
  type Body = ReturnType<typeof orderBody>;
  /** Shifts one line's tax and the order's tax together, so only the line's rule is at stake. */
  const shiftTax = (by: number) => (b: Body) => {
    b.order_lines[0]!.total_tax_amount += by;
    b.order_tax_amount += by;
  };
  const cases: [string, (b: Body) => void, number, string?][] = [
    [
      'total_amount one above quantity × unit_price − discount',
      (b) => {
        b.order_lines[0]!.total_amount += 1;
        b.order_amount += 1;
      },
      400,
      'Bad value: order_lines[0].total_amount',
    ],
    ['a line tax one above its share', shiftTax(1), 200],
    ['a line tax one below its share', shiftTax(-1), 200],
    ['a line tax two above its share', shiftTax(2), 400, 'Bad value: order_lines[0].total_tax_amount'],
    ['a line tax two below its share', shiftTax(-2), 400, 'Bad value: order_lines[0].total_tax_amount'],
    [
      'a discount line tax two off its negative share',
      (b) => {
        b.order_lines[2]!.total_tax_amount -= 2;
        b.order_tax_amount -= 2;
      },
      400,
      'Bad value: order_lines[2].total_tax_amount',
    ],
    ['order_amount one off the sum of the lines', (b) => void (b.order_amount += 1), 400, 'Bad value: order_amount'],
    ['order_tax_amount one off the sum of the lines', (b) => void (b.order_tax_amount -= 1), 400, 'Bad value: order_tax_amount'],
    ['a fractional unit price', (b) => void (b.order_lines[1]!.unit_price = 49.5), 400, 'Bad value: order_lines[1].unit_price'],
    ['a tax rate above 100 %', (b) => void (b.order_lines[1]!.tax_rate = 10001), 400, 'Bad value: order_lines[1].tax_rate'],
    ['an unknown line type', (b) => void (b.order_lines[1]!.type = 'voucher'), 400, 'Bad value: order_lines[1].type'],
    ['a relative push URL', (b) => void (b.merchant_urls.push = '/push'), 400, 'Bad value: merchant_urls.push'],
  ];
  const table = cases.map(([name, change, status, message]) => ({ name, change, status, message }));
  it.each(table)('$name → $status', async ({ change, status, message }) => {
    const { call } = await start();
    const body = orderBody();
    change(body);
    const res = await call('POST', '/checkout/v3/orders', body);
    expect(res.statusCode, res.body).toBe(status);
    if (message)
      expect(errorOf(res)).toMatchObject({ error_code: 'BAD_VALUE', error_messages: expect.arrayContaining([message]) });
  });

  it('refuses a negative order total and names a missing required field as MISSING_VALUE', async () => {
    const { call } = await start();
    const negative = await call('POST', '/checkout/v3/orders', orderBody([line('gift_card', 'Gift card', 1, -1000)]));
    expect(errorOf(negative).error_messages).toContain('Bad value: order_amount');
    const { purchase_country: _dropped, ...noCountry } = orderBody();
    const missing = await call('POST', '/checkout/v3/orders', noCountry);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ error_code: 'MISSING_VALUE', error_messages: ['Missing value: purchase_country'] });
  });

  it('answers 400 to a body that is not JSON or is over 1 MB', async () => {
    const { server } = await start();
    const post = (payload: string) =>
      server.inject({
        method: 'POST',
        url: `${PREFIX}/checkout/v3/orders`,
        headers: { authorization: AUTH, 'content-type': 'application/json' },
        payload,
      });
    expect(errorOf(await post('{"purchase_country":')).error_code).toBe('BAD_VALUE');
    const big = await post(JSON.stringify({ ...orderBody(), merchant_data: 'x'.repeat(1024 * 1024) }));
    expect(big.statusCode).toBe(400);
  });
});

describe('Klarna stand-in: refusals after the purchase', () => {
  it('keeps a completed checkout read-only (403 READ_ONLY_ORDER)', async () => {
    const { call, purchased } = await start();
    const id = await purchased();
    const res = await call('POST', `/checkout/v3/orders/${id}`, orderBody());
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error_code).toBe('READ_ONLY_ORDER');
  });

  it('refuses a capture above what remains authorised, a refund above what was captured, and a cancel after a capture', async () => {
    const { call, purchased, standIn } = await start();
    const id = await purchased();
    const om = `/ordermanagement/v1/orders/${id}`;
    const over = await call('POST', `${om}/captures`, { captured_amount: 59701 });
    expect([over.statusCode, errorOf(over).error_code]).toEqual([403, 'CAPTURE_NOT_ALLOWED']);
    expect((await call('POST', `${om}/captures`, { captured_amount: 0 })).statusCode).toBe(403);
    expect((await call('POST', `${om}/captures`, { captured_amount: 20000 })).statusCode).toBe(201);
    expect(standIn.order(id)).toMatchObject({ om_status: 'PART_CAPTURED', remaining_authorized_amount: 39700 });
    const refund = await call('POST', `${om}/refunds`, { refunded_amount: 20001 });
    expect([refund.statusCode, errorOf(refund).error_code]).toEqual([403, 'REFUND_NOT_ALLOWED']);
    const cancel = await call('POST', `${om}/cancel`);
    expect([cancel.statusCode, errorOf(cancel).error_code]).toEqual([403, 'CANCEL_NOT_ALLOWED']);
    expect(standIn.order(id)).toMatchObject({ om_status: 'PART_CAPTURED', captured_amount: 20000, refunded_amount: 0 });
  });

  it('cancels an uncaptured order, after which nothing can be captured', async () => {
    const { call, purchased, standIn } = await start();
    const id = await purchased();
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/cancel`)).statusCode).toBe(204);
    expect(standIn.order(id)).toMatchObject({ om_status: 'CANCELLED', remaining_authorized_amount: 0 });
    expect(errorOf(await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 100 })).error_code).toBe(
      'CAPTURE_NOT_ALLOWED',
    );
  });

  it('lowers the authorisation but never raises it or lowers it below what was captured (403 NOT_ALLOWED)', async () => {
    const { call, purchased, standIn } = await start();
    const id = await purchased();
    const auth = (order_amount: number) => call('PATCH', `/ordermanagement/v1/orders/${id}/authorization`, { order_amount });
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 10000 })).statusCode).toBe(201);
    const raise = await auth(59701);
    expect([raise.statusCode, errorOf(raise).error_code]).toEqual([403, 'NOT_ALLOWED']);
    expect((await auth(9999)).statusCode).toBe(403);
    expect((await auth(30000)).statusCode).toBe(204);
    expect(standIn.order(id)).toMatchObject({
      order_amount: 30000,
      original_order_amount: 59700,
      remaining_authorized_amount: 20000,
    });
  });

  it('answers 404 NOT_FOUND in Order Management for a checkout not yet purchased', async () => {
    const { call, create } = await start();
    const id = await create();
    expect(errorOf(await call('GET', `/ordermanagement/v1/orders/${id}`)).error_code).toBe('NOT_FOUND');
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 1 })).statusCode).toBe(404);
  });
});

describe('Klarna stand-in: idempotency keys', () => {
  it('answers a keyed call sent again with the first answer and captures once; the key with another body is a 409 CONFLICT', async () => {
    const { call, purchased, standIn } = await start();
    const id = await purchased();
    const key = { 'klarna-idempotency-key': 'c6010e41-5eb0-46a9-8cc0-decb265419b1' };
    const first = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 1000 }, key);
    const again = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 1000 }, key);
    expect(again.statusCode).toBe(201);
    expect([again.headers['capture-id'], again.headers.location]).toEqual([first.headers['capture-id'], first.headers.location]);
    expect(again.body).toBe(first.body);
    expect(standIn.order(id)).toMatchObject({ captured_amount: 1000, captures: [expect.anything()] });

    const other = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 2000 }, key);
    expect([other.statusCode, errorOf(other).error_code]).toEqual([409, 'CONFLICT']);
    expect(standIn.order(id)!.captured_amount).toBe(1000);
  });

  it('replays a refusal as it was first answered, even once the order would allow the call', async () => {
    const { call, purchased } = await start();
    const id = await purchased();
    const key = { 'klarna-idempotency-key': 'refund-early' };
    const refused = await call('POST', `/ordermanagement/v1/orders/${id}/refunds`, { refunded_amount: 500 }, key);
    expect(refused.statusCode).toBe(403);
    await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 1000 });
    const again = await call('POST', `/ordermanagement/v1/orders/${id}/refunds`, { refunded_amount: 500 }, key);
    expect([again.statusCode, again.body]).toEqual([403, refused.body]);
  });
  it('forgets a key 24 hours after its first use, as Klarna honours keys for that long', async () => {
    let clock = NOW.getTime();
    const standIn = createKlarnaStandIn({
      username: 'merchant',
      password: 'secret',
      now: () => new Date(clock),
      merchantFetch: fakeMerchant().merchantFetch,
    });
    app = Fastify();
    await app.register(standIn.plugin, { prefix: PREFIX });
    const id = (
      await app.inject({
        method: 'POST',
        url: `${PREFIX}/checkout/v3/orders`,
        headers: { authorization: AUTH },
        payload: orderBody(),
      })
    ).json<{ order_id: string }>().order_id;
    await standIn.purchase(id);
    const capture = () =>
      app!.inject({
        method: 'POST',
        url: `${PREFIX}/ordermanagement/v1/orders/${id}/captures`,
        headers: { authorization: AUTH, 'klarna-idempotency-key': 'daily' },
        payload: { captured_amount: 100 },
      });
    await capture();
    clock += 24 * 60 * 60 * 1000 - 1;
    await capture();
    expect(standIn.order(id)!.captures).toHaveLength(1);
    clock += 1;
    await capture();
    expect(standIn.order(id)!.captures).toHaveLength(2);
  });
});

describe('Klarna stand-in: the merchant callbacks', () => {
  it('leaves the order incomplete and answers the merchant redirect when validation refuses with 303', async () => {
    const { standIn, merchant, call, create } = await start();
    const id = await create();
    merchant.answers.validation.push({ status: 303, location: '/checkout/refused' });
    expect(await standIn.purchase(id)).toEqual({ ok: false, redirectUrl: `${SHOP}/checkout/refused` });
    await standIn.idle();
    expect(standIn.order(id)).toMatchObject({
      status: 'checkout_incomplete',
      om_status: null,
      validations_sent: 1,
      pushes_sent: 0,
    });
    expect(merchant.calls.map((c) => c.url)).toEqual([`${SHOP}/api/klarna/validate`]);
    expect((await call('POST', `/checkout/v3/orders/${id}`, orderBody())).statusCode).toBe(200);
  });

  it('refuses the purchase, back to the merchant checkout, when the validation callback fails', async () => {
    const { standIn, merchant, create } = await start();
    const id = await create();
    merchant.answers.validation.push('throw');
    expect(await standIn.purchase(id)).toEqual({ ok: false, redirectUrl: `${SHOP}/checkout?order=${id}` });
    expect(standIn.order(id)!.status).toBe('checkout_incomplete');
  });

  it('retries a failing push, three tries at most', async () => {
    const { standIn, merchant, create } = await start();
    merchant.answers.push.push(500, 502);
    const delivered = await create();
    await standIn.purchase(delivered);
    await standIn.idle();
    expect(standIn.order(delivered)).toMatchObject({ pushes_sent: 3, pushes_delivered: 1 });
    merchant.answers.push.push(500, 500, 500, 200);
    const lost = await create();
    await standIn.purchase(lost);
    await standIn.idle();
    expect(standIn.order(lost)).toMatchObject({ status: 'checkout_complete', pushes_sent: 3, pushes_delivered: 0 });
  });
});

describe('Klarna stand-in: requested failures', () => {
  it("fails the next matching request with a 503 in Klarna's shape, then answers again", async () => {
    const { standIn, call, purchased } = await start();
    const id = await purchased();
    standIn.failNext({ method: 'POST', path: /\/captures$/, status: 503, times: 2 });
    for (let i = 0; i < 2; i++) {
      const failed = await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 100 });
      expect([failed.statusCode, errorOf(failed).error_code]).toEqual([503, 'TEMPORARILY_UNAVAILABLE']);
    }
    expect((await call('GET', `/ordermanagement/v1/orders/${id}`)).statusCode).toBe(200);
    expect((await call('POST', `/ordermanagement/v1/orders/${id}/captures`, { captured_amount: 100 })).statusCode).toBe(201);
    expect(standIn.order(id)!.captured_amount).toBe(100);
  });

  it('holds a request it was asked to time out and changes nothing', async () => {
    const { standIn, call } = await start();
    standIn.failNext({ method: 'POST', path: /^\/checkout\/v3\/orders$/, status: 'timeout' });
    const held = await call('POST', '/checkout/v3/orders', orderBody());
    expect(held.statusCode).toBe(504);
    expect(standIn.orders()).toEqual([]);
  });

  it('drops a held request whose client gave up, without carrying it out', async () => {
    // The hold outlasts the client's patience and ends within the test, so a late run of the call would show.
    const standIn = createKlarnaStandIn({ username: 'merchant', password: 'secret', timeoutHoldMs: 300 });
    app = Fastify();
    await app.register(standIn.plugin, { prefix: PREFIX });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    standIn.failNext({ method: 'POST', path: /^\/checkout\/v3\/orders$/, status: 'timeout' });
    const request = fetch(`${address}${PREFIX}/checkout/v3/orders`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody()),
      signal: AbortSignal.timeout(150),
    });
    await expect(request).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(standIn.orders()).toEqual([]);
    expect((await fetch(`${address}${PREFIX}/_record`)).status).toBe(200);
  });
});

describe('Klarna stand-in: what the browser loads', () => {
  it('gives a snippet of the frame and kco.js without inline script or style, in confirmation mode once paid', async () => {
    const { call, create, standIn } = await start();
    const id = await create();
    const snippet = (await call('GET', `/checkout/v3/orders/${id}`)).json<{ html_snippet: string }>().html_snippet;
    const base = `http://localhost:80${PREFIX}`;
    expect(snippet).toMatch(/^<div id="klarna-checkout-container"><iframe id="klarna-checkout-iframe" [^>]*height="\d+"/);
    expect(snippet).toContain(`src="${base}/checkout/${id}/frame?mode=checkout"`);
    expect(snippet).toContain(`<script src="${base}/kco.js" async></script>`);
    expect(snippet).not.toMatch(/<script>|<script(?![^>]*src=)|style=|<style/);
    await standIn.purchase(id);
    expect((await call('GET', `/checkout/v3/orders/${id}`)).json<{ html_snippet: string }>().html_snippet).toContain(
      'mode=confirmation',
    );
  });

  it('serves kco.js that trusts only the stand-in origin', async () => {
    const { server } = await start();
    const res = await server.inject({ method: 'GET', url: `${PREFIX}/kco.js` });
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('var ORIGIN = "http://localhost";');
    expect(res.body).toContain('event.origin !== ORIGIN');
    expect(res.body).toContain('window._klarnaCheckout = function (callback)');
  });

  it('serves the frame under its own nonce CSP and hands a paid purchase back to the merchant confirmation', async () => {
    const { server, create, standIn } = await start();
    const id = await create();
    const frame = await server.inject({ method: 'GET', url: `${PREFIX}/checkout/${id}/frame?mode=checkout` });
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(frame.headers['content-security-policy']))?.[1];
    expect(frame.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(frame.body).toContain(`<script nonce="${nonce}">`);
    expect(frame.body).toContain('Total');
    expect(frame.body).toMatch(/Total<\/td><td class="amount">SEK\s597\.00</);
    expect(frame.body).toContain('value="alex.example@example.com"');
    const prefilledId = (
      await server.inject({
        method: 'POST',
        url: `${PREFIX}/checkout/v3/orders`,
        headers: { authorization: AUTH },
        payload: { ...orderBody(), billing_address: { email: 'known@example.com', given_name: 'Kim' } },
      })
    ).json<{ order_id: string }>().order_id;
    const prefilled = (await server.inject({ method: 'GET', url: `${PREFIX}/checkout/${prefilledId}/frame?mode=checkout` })).body;
    expect([
      prefilled.includes('value="known@example.com"'),
      prefilled.includes('value="Kim"'),
      prefilled.includes('value="Example"'),
    ]).toEqual([true, true, true]);

    const form = new URLSearchParams({
      email: 'sam@example.com',
      given_name: 'Sam',
      family_name: 'Shopper',
      street_address: 'Main St 2',
      postal_code: '11122',
      city: 'Stockholm',
    });
    const pay = await server.inject({
      method: 'POST',
      url: `${PREFIX}/checkout/${id}/purchase`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain(`data-redirect="${SHOP}/checkout/confirmation/${id}"`);
    expect(standIn.order(id)).toMatchObject({
      status: 'checkout_complete',
      billing_address: { given_name: 'Sam', city: 'Stockholm', country: 'SE' },
    });
    const confirmation = await server.inject({ method: 'GET', url: `${PREFIX}/checkout/${id}/frame?mode=confirmation` });
    expect(confirmation.body).toContain('Thank you for your order');
  });
  it('renders every hosted page as valid, accessible HTML', async () => {
    const { server, create, merchant } = await start();
    const id = await create();
    const page = (method: 'GET' | 'POST', url: string, payload?: string) =>
      server
        .inject({
          method,
          url: `${PREFIX}${url}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          ...(payload ? { payload } : {}),
        })
        .then((r) => r.body);
    merchant.answers.validation.push({ status: 303, location: '/checkout/refused' });
    const shopper = new URLSearchParams({
      email: 'a@b.se',
      given_name: 'A',
      family_name: 'B',
      street_address: 'S 1',
      postal_code: '1',
      city: 'C',
    }).toString();
    const pages = {
      checkout: await page('GET', `/checkout/${id}/frame?mode=checkout`),
      refusedForm: await page('POST', `/checkout/${id}/purchase`, 'email=not-an-address'),
      refusedByMerchant: await page('POST', `/checkout/${id}/purchase`, shopper),
      paid: await page('POST', `/checkout/${id}/purchase`, shopper),
      confirmation: await page('GET', `/checkout/${id}/frame?mode=confirmation`),
      unknown: await page('GET', '/checkout/nope/frame'),
    };
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
    const problems = await Promise.all(
      Object.entries(pages).map(async ([name, html]) =>
        (await validator.validateString(html)).results.flatMap((r) => r.messages.map((m) => `${name}: ${m.ruleId} ${m.message}`)),
      ),
    );
    expect(problems.flat()).toEqual([]);
    expect(pages.refusedByMerchant).toContain(`data-redirect="${SHOP}/checkout/refused"`);
  });
});

describe('Klarna stand-in: kco.js in the merchant page', () => {
  const mount = async () => {
    const { call, create, server } = await start();
    const id = await create();
    const snippet = (await call('GET', `/checkout/v3/orders/${id}`)).json<{ html_snippet: string }>().html_snippet;
    const script = (await server.inject({ method: 'GET', url: `${PREFIX}/kco.js` })).body;
    const navigations: string[] = [];
    const virtualConsole = new VirtualConsole();
    virtualConsole.on('jsdomError', (error) => navigations.push(error.message));
    // The snippet's <script src> is left to the test: jsdom loads no resources, the script runs by eval.
    const dom = new JSDOM(`<!doctype html><body>${snippet}</body>`, {
      url: `${SHOP}/checkout`,
      runScripts: 'outside-only',
      virtualConsole,
    });
    const { window } = dom;
    const queued = vi.fn();
    window.eval(
      'window._klarnaCheckout = function (c) { (window._klarnaCheckout.q = window._klarnaCheckout.q || []).push(c); };',
    );
    (window as unknown as { _klarnaCheckout: (cb: unknown) => void })._klarnaCheckout(queued);
    window.eval(script);
    const frame = window.document.getElementById('klarna-checkout-iframe') as HTMLIFrameElement;
    const fromFrame = (data: unknown, origin = 'http://localhost') =>
      window.dispatchEvent(new window.MessageEvent('message', { data, origin, source: frame.contentWindow }));
    return { window, frame, queued, fromFrame, navigations };
  };

  it('runs callbacks queued before it loaded, and suspend/resume post to the frame at the stand-in origin only', async () => {
    const { frame, queued } = await mount();
    expect(queued).toHaveBeenCalledTimes(1);
    const api = queued.mock.calls[0]![0] as { suspend(): void; resume(): void };
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    api.suspend();
    api.resume();
    expect(post.mock.calls).toEqual([
      [{ type: 'suspend' }, 'http://localhost'],
      [{ type: 'resume' }, 'http://localhost'],
    ]);
  });

  it("sizes the frame and follows a completed purchase only on the stand-in origin's messages", async () => {
    const { frame, fromFrame, navigations } = await mount();
    fromFrame({ source: 'klarna-stand-in', type: 'resize', height: 999 }, 'https://elsewhere.example');
    fromFrame(
      { source: 'klarna-stand-in', type: 'completed', redirect: 'https://elsewhere.example/phish' },
      'https://elsewhere.example',
    );
    expect([frame.height, navigations]).toEqual(['640', []]);
    fromFrame({ source: 'klarna-stand-in', type: 'resize', height: 811.5 });
    expect(frame.height).toBe('812');
    fromFrame({ source: 'klarna-stand-in', type: 'completed', redirect: `${SHOP}/checkout/confirmation/x` });
    expect(navigations).toEqual([expect.stringMatching(/navigation/i)]);
  });
});

describe('Klarna stand-in: mounted in an app with strict security headers', () => {
  it("keeps its frame frameable by any shop and its script loadable from other origins despite the app's helmet", async () => {
    const standIn = createKlarnaStandIn({ username: 'merchant', password: 'secret' });
    app = Fastify();
    await app.register(helmet, {
      enableCSPNonces: true,
      frameguard: { action: 'sameorigin' },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(standIn.plugin, { prefix: PREFIX });
    const created = await createIn(app);
    const id = created.json<{ order_id: string }>().order_id;
    const frame = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/${id}/frame?mode=checkout` });
    expect(frame.headers['x-frame-options']).toBeUndefined();
    expect(frame.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'nonce-[^']+'.*frame-ancestors \*/);
    expect(frame.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const script = await app.inject({ method: 'GET', url: `${PREFIX}/kco.js` });
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("answers the app's own refusals around its routes in Klarna's shape, keeping their status", async () => {
    const standIn = createKlarnaStandIn({ username: 'merchant', password: 'secret' });
    app = Fastify();
    app.addHook('onRequest', async (request) => {
      if (request.headers['x-flood'] !== undefined) throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    });
    await app.register(standIn.plugin, { prefix: PREFIX });
    const limited = await app.inject({ method: 'GET', url: `${PREFIX}/_record`, headers: { 'x-flood': '1' } });
    expect([limited.statusCode, errorOf(limited).error_code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    const wrongType = await app.inject({
      method: 'POST',
      url: `${PREFIX}/checkout/v3/orders`,
      headers: { authorization: AUTH, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect([wrongType.statusCode, errorOf(wrongType).error_code]).toEqual([400, 'BAD_VALUE']);
  });

  it('builds root-relative snippet URLs from a root-relative public base, and kco.js trusts the origin it was loaded from', async () => {
    const standIn = createKlarnaStandIn({ username: 'merchant', password: 'secret', publicBaseUrl: PREFIX });
    app = Fastify();
    await app.register(standIn.plugin, { prefix: PREFIX });
    const created = await createIn(app);
    const { order_id: id, html_snippet: snippet } = created.json<{ order_id: string; html_snippet: string }>();
    expect(snippet).toContain(`src="${PREFIX}/checkout/${id}/frame?mode=checkout"`);
    expect(snippet).toContain(`<script src="${PREFIX}/kco.js" async></script>`);
    const script = await app.inject({ method: 'GET', url: `${PREFIX}/kco.js`, headers: { host: 'shop.example:8443' } });
    expect(script.body).toContain('var ORIGIN = "http://shop.example:8443";');
  });
});
