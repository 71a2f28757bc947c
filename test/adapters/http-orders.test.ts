/**
 * The HTTP gateways of orders, pricing and gift cards over a fake fetch: orders and pricing (wire shapes, the
 * Idempotency-Key header, the provider in the path), and — sharing the same fake — the
 * newsletter and gift-card balance gateways (status codes to failure codes).
 */
import { describe, expect, it } from 'vitest';
import { createHttpClient, type Fetch } from '../../src/adapters/http/http-client';
import { createHttpGiftCardGateway } from '../../src/adapters/http/http-gift-cards';
import { createHttpNewsletterGateway } from '../../src/adapters/http/http-newsletter';
import { createHttpOrderGateway, toWireCartLine } from '../../src/adapters/http/http-orders';
import { CartLine as WireCartLine } from '../../src/adapters/http/contract/cart';
import { CartPricingRequest } from '../../src/adapters/http/contract/cart-pricing';
import { CreateOrderRequest } from '../../src/adapters/http/contract/order';
import { money } from '../../src/domain';
import { cartLine } from '../fakes/orders';

interface Call {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

const fakeFetch = (answer: (call: Call) => { status?: number; body: unknown }) => {
  const calls: Call[] = [];
  const fetch: Fetch = (url, init = {}) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  };
  return { calls, http: createHttpClient({ fetch, baseUrl: '', store: 'se' }) };
};

const framed = [
  cartLine('p1', {
    quantity: 2,
    template: {
      kind: 'template',
      templateId: 'cat',
      values: { name: 'Ada', date: '2020' },
      assets: { photo: '/a.webp' },
      valid: true,
    },
  }),
  cartLine('f1', {
    type: 2,
    productId: 9,
    variationId: 91,
    margin: undefined,
    blackAndWhite: undefined,
    price: money(1900, 'EUR'),
  }),
];

const request = { lines: framed, coupons: ['SUMMER10'], campaign: { utm_source: 'news' } };
const snippetAnswer = { id: 'ord-1', snippet: '<iframe src="/sandbox/checkout/ord-1?mode=checkout"></iframe>' };

describe('HttpOrderGateway', () => {
  it('creates with the wire cart, the codes, the campaign and the Idempotency-Key header', async () => {
    const { calls, http } = fakeFetch(() => ({ body: snippetAnswer }));
    const gateway = createHttpOrderGateway(http, { provider: 'sandbox' });
    const r = await gateway.create(request, 'key-123');
    expect(r).toEqual({ ok: true, value: { id: 'ord-1', snippet: snippetAnswer.snippet } });
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/sandbox-checkout/order?store=se');
    expect(call?.headers['Idempotency-Key']).toBe('key-123');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(CreateOrderRequest.is(call?.body)).toBe(true);
    expect(call?.body).toEqual({
      cart: [
        {
          uuid: 'p1',
          type: 1,
          thumb: '',
          name: 'Poster p1',
          slug: 'poster-p1',
          product_id: 1,
          variation_id: 10,
          variation_name: '50x70',
          sku: 'SKU-p1',
          margin: true,
          black_and_white: false,
          price: 4900,
          currency: 'EUR',
          quantity: 2,
          template: { values: { name: 'Ada', date: '2020' }, assets: { photo: '/a.webp' }, valid: true },
        },
        {
          uuid: 'f1',
          type: 2,
          thumb: '',
          name: 'Poster f1',
          slug: 'poster-f1',
          product_id: 9,
          variation_id: 91,
          variation_name: '50x70',
          sku: 'SKU-f1',
          margin: null,
          black_and_white: null,
          price: 1900,
          currency: 'EUR',
          quantity: 1,
          template: null,
        },
      ],
      coupons: ['SUMMER10'],
      campaign_data: { utm_source: 'news' },
    });
  });

  it('an uploaded image travels by its id; every wire line satisfies the codec', () => {
    const line = toWireCartLine(cartLine('u1', { template: { kind: 'upload', uploadedImageId: 'img-7' }, thumb: '/t.webp' }));
    expect(line.template).toEqual({ uploaded_image_id: 'img-7' });
    expect(line.thumb).toBe('/t.webp');
    expect(WireCartLine.is(line)).toBe(true);
  });

  it('gets and updates by id under the configured provider; no key on updates', async () => {
    const order = {
      id: 'ord/1',
      status: 'checkout_incomplete',
      email: null,
      country: 'SE',
      snippet: 's',
      tracking: { a: '<b>' },
      fulfilment_status: null,
    };
    const { calls, http } = fakeFetch((c) => ({ body: c.method === 'GET' ? order : snippetAnswer }));
    const gateway = createHttpOrderGateway(http, { provider: 'klarna' });
    // The wire's fulfilment_status is the order's `fulfilment` in the application.
    const { fulfilment_status, ...rest } = order;
    expect(await gateway.get('ord/1')).toEqual({ ok: true, value: { ...rest, fulfilment: fulfilment_status } });
    await gateway.update('ord/1', request);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/klarna-checkout/order/ord%2F1?store=se',
      'PUT /api/klarna-checkout/order/ord%2F1?store=se',
    ]);
    expect(calls[1]?.headers['Idempotency-Key']).toBeUndefined();
    expect(CreateOrderRequest.is(calls[1]?.body)).toBe(true);
  });

  it('an update of a paid order (409) fails with its status', async () => {
    const { http } = fakeFetch(() => ({ status: 409, body: { message: 'order already complete' } }));
    const r = await createHttpOrderGateway(http, { provider: 'sandbox' }).update('ord-1', request);
    expect(r).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST', status: 409 } });
  });

  it('prices the lines by identity only, every code as a coupon, and answers Money', async () => {
    const pricing = {
      lines: [{ uuid: 'p1', product_id: 1, variation_id: 10, unit_price: 4900, line_total: 9800, currency: 'EUR' }],
      subtotal: 11700,
      discounts: [{ code: 'SUMMER10', amount: 1000 }],
      gift_cards: [{ code: 'GIFT-1234', amount: 500 }],
      declined: [{ code: 'WELCOME10', reason: 'not_combinable' }],
      total: 10200,
      currency: 'EUR',
    };
    const { calls, http } = fakeFetch(() => ({ body: pricing }));
    const r = await createHttpOrderGateway(http, { provider: 'sandbox' }).price(framed, ['SUMMER10', 'GIFT-1234']);
    expect(calls[0]?.url).toBe('/api/cart/price?store=se');
    expect(CartPricingRequest.is(calls[0]?.body)).toBe(true);
    expect(calls[0]?.body).toEqual({
      lines: [
        {
          uuid: 'p1',
          product_id: 1,
          variation_id: 10,
          quantity: 2,
          margin: true,
          black_and_white: false,
          template: { values: { name: 'Ada', date: '2020' }, assets: { photo: '/a.webp' }, valid: true },
        },
        { uuid: 'f1', product_id: 9, variation_id: 91, quantity: 1, margin: null, black_and_white: null },
      ],
      coupons: ['SUMMER10', 'GIFT-1234'],
      gift_cards: [],
    });
    expect(r).toEqual({
      ok: true,
      value: {
        lines: [{ uuid: 'p1', unitPrice: money(4900, 'EUR'), lineTotal: money(9800, 'EUR') }],
        subtotal: money(11700, 'EUR'),
        discounts: [{ code: 'SUMMER10', amount: money(1000, 'EUR') }],
        giftCards: [{ code: 'GIFT-1234', amount: money(500, 'EUR') }],
        declined: [{ code: 'WELCOME10', reason: 'not_combinable' }],
        total: money(10200, 'EUR'),
        currency: 'EUR',
      },
    });
  });

  it('an answer that breaks the contract is a DECODE failure', async () => {
    const { http } = fakeFetch(() => ({ body: { id: 1 } }));
    const r = await createHttpOrderGateway(http, { provider: 'sandbox' }).create(request, 'k');
    expect(r).toMatchObject({ ok: false, error: { code: 'DECODE' } });
  });
});

describe('HttpNewsletterGateway and HttpGiftCardGateway (same client)', () => {
  it('subscribe answers the code; unsubscribe with success false is a failure', async () => {
    const { calls, http } = fakeFetch((c) => ({
      body: c.url.startsWith('/api/subscribe') ? { code: 'WELCOME10' } : { success: false },
    }));
    const newsletter = createHttpNewsletterGateway(http);
    expect(await newsletter.subscribe('anna@example.com')).toEqual({ ok: true, value: { code: 'WELCOME10' } });
    expect(await newsletter.unsubscribe('anna@example.com')).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/subscribe?store=se', { email: 'anna@example.com' }],
      ['POST', '/api/unsubscribe?store=se', { email: 'anna@example.com' }],
    ]);
  });

  it.each([
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [500, 'SERVER'],
  ])('a balance answered %i fails with %s', async (status, code) => {
    const { http } = fakeFetch(() => ({ status, body: { message: 'no' } }));
    expect(await createHttpGiftCardGateway(http).checkBalance('ABCD')).toMatchObject({ ok: false, error: { code } });
  });

  it('a balance is Money', async () => {
    const { calls, http } = fakeFetch(() => ({ body: { balance: 2500, currency: 'SEK' } }));
    expect(await createHttpGiftCardGateway(http).checkBalance('ABCD')).toEqual({ ok: true, value: money(2500, 'SEK') });
    expect(calls[0]?.body).toEqual({ code: 'ABCD' });
  });
});
