/**
 * The checkout flow (docs/rules/checkout.md#checkout-order "Checkout order", docs/rules/gift-cards-and-coupons.md#codes coupon codes, docs/rules/shop-wide.md#errors-and-redirects generic error) over fake
 * ports; no DOM. The order gateway and the embed share one log, so the order of effects shows.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCheckoutActors } from '../../src/application/flows/checkout/actors';
import { checkoutMachine, type CheckoutInput } from '../../src/application/flows/checkout/machine';
import * as selectors from '../../src/application/flows/checkout/selectors';
import { idempotencyKeyFor } from '../../src/application/flows/checkout/idempotency-key';
import { CAMPAIGN_KEY, createStoredCampaign } from '../../src/application/flows/checkout/stored-campaign';
import { ORDER_ID_KEY, orderIdToResume, readStoredOrderId } from '../../src/application/flows/checkout/stored-order';
import { CHECKOUT_EMBED_ELEMENT_ID } from '../../src/application/ports/checkout-embed.port';
import { createInMemoryKeyValueStore } from '../../src/adapters/storage/in-memory-key-value-store';
import { money } from '../../src/domain';
import { RecordingCheckoutEmbed as FakeCheckoutEmbed } from '../../src/adapters/memory/recording-checkout-embed';
import { cartLine, InMemoryOrderGateway } from '../fakes/orders';
import { RecordingAnalytics } from '../../src/adapters/memory/recording-analytics';

const KEY = '2f1c7c52-5d0e-4c1a-9a57-1b2c3d4e5f60';

const start = (over: Partial<CheckoutInput> = {}, setup: { orders?: InMemoryOrderGateway; embedFailures?: number } = {}) => {
  const log: string[] = [];
  const orders = setup.orders ?? new InMemoryOrderGateway(log, { SUMMER10: 1000 }, { GIFTCARD1234567890: 500 });
  const embed = new FakeCheckoutEmbed(orders.log, setup.embedFailures ?? 0);
  const analytics = new RecordingAnalytics();
  const store = createInMemoryKeyValueStore();
  const page = { hidden: 0, confirmations: [] as string[] };
  const input: CheckoutInput = {
    lines: [cartLine('a')],
    storedOrderId: null,
    campaign: { utm_source: 'news' },
    idempotencyKey: KEY,
    ...over,
  };
  const real = createCheckoutActors({ orders, embed, analytics, store });
  const actor = createActor(
    checkoutMachine.provide({
      ...real,
      actions: {
        ...real.actions,
        hideCart: () => {
          page.hidden += 1;
        },
        goToConfirmation: (_, { orderId }) => {
          page.confirmations.push(orderId);
        },
      },
    }),
    { input },
  ).start();
  const ready = () => waitFor(actor, (s) => s.matches({ Open: 'Ready' }) || s.hasTag('error') || s.status === 'done');
  return { actor, orders, embed, analytics, store, page, log: orders.log, s: () => actor.getSnapshot(), ready };
};

afterEach(() => vi.useRealTimers());

describe('which order (docs/rules/checkout.md#checkout-order, docs/rules/shop-wide.md#errors-and-redirects)', () => {
  it('no stored id: prices, creates an order with the cart, codes and campaign, stores its id, mounts the embed', async () => {
    const c = start();
    await c.ready();
    expect(c.log).toEqual(['price', 'create', 'mount checkout']);
    expect(c.orders.requests.get('order-1')).toEqual({ lines: [cartLine('a')], coupons: [], campaign: { utm_source: 'news' } });
    expect(c.orders.idempotencyKeys).toEqual([KEY]);
    expect(readStoredOrderId(c.store)).toBe('order-1');
    expect(c.embed.mounts).toEqual([
      { elementId: CHECKOUT_EMBED_ELEMENT_ID, snippet: expect.stringContaining('order-1'), mode: 'checkout' },
    ]);
    expect(selectors.selectCheckoutBusy(c.s())).toBe(false);
  });

  it('a stored id whose lookup fails: a new order is created', async () => {
    const c = start({ storedOrderId: 'gone' });
    await c.ready();
    expect(c.log).toEqual(['get gone', 'price', 'create', 'mount checkout']);
    expect(readStoredOrderId(c.store)).toBe('order-1');
  });

  it('a stored order already paid: straight to the confirmation, nothing made or mounted', async () => {
    const orders = new InMemoryOrderGateway([]).withOrder('paid', 'checkout_complete');
    const c = start({ storedOrderId: 'paid' }, { orders });
    await c.ready();
    expect(c.page.confirmations).toEqual(['paid']);
    expect(c.log).toEqual(['get paid']);
    expect(c.s().status).toBe('done');
  });

  it('a stored order not paid yet: updated with the cart, codes and campaign', async () => {
    const orders = new InMemoryOrderGateway([], { SUMMER10: 1000 }).withOrder('open');
    const c = start({ storedOrderId: 'open', codes: ['SUMMER10', 'NOPE1'] }, { orders });
    await c.ready();
    expect(c.log).toEqual(['get open', 'price SUMMER10,NOPE1', 'update open', 'mount checkout']);
    // The rejected code is not sent; the applied one is.
    expect(orders.requests.get('open')).toEqual({
      lines: [cartLine('a')],
      coupons: ['SUMMER10'],
      campaign: { utm_source: 'news' },
    });
    expect(readStoredOrderId(c.store)).toBe('open');
  });

  it('a failed creation shows the generic error; retry starts over and reuses the idempotency key', async () => {
    const c = start();
    c.orders.failures.create = 'NETWORK';
    await c.ready();
    expect(selectors.selectCheckoutError(c.s())).toEqual({ code: 'UNKNOWN' });
    expect(c.store.get(ORDER_ID_KEY)).toBeUndefined();
    c.orders.failures = {};
    c.actor.send({ type: 'checkout.retry' });
    await c.ready();
    expect(selectors.selectCheckoutError(c.s())).toBeNull();
    expect(c.orders.idempotencyKeys).toEqual([KEY, KEY]);
  });
});

describe('empty cart and opening (docs/rules/checkout.md#checkout-order)', () => {
  it('an empty cart shows the empty-cart message and makes no order', () => {
    const c = start({ lines: [] });
    expect(selectors.selectCheckoutEmpty(c.s())).toBe(true);
    expect(c.log).toEqual([]);
    expect(c.analytics.events).toEqual([]);
    expect(c.page.hidden).toBe(1);
  });

  it('hides the cart and fires the checkout event once, however often it is prepared again', async () => {
    const c = start();
    await c.ready();
    c.actor.send({ type: 'checkout.cartChanged', lines: [] });
    expect(selectors.selectCheckoutEmpty(c.s())).toBe(true);
    expect(c.embed.mounted).toBe(false);
    c.actor.send({ type: 'checkout.cartChanged', lines: [cartLine('b')] });
    await c.ready();
    expect(c.page.hidden).toBe(1);
    expect(c.analytics.events).toEqual([
      { type: 'checkout', items: [{ sku: 'SKU-a', name: 'Poster a', quantity: 1, price: money(4900, 'EUR') }] },
    ]);
    // The second time the stored order is updated, not a second one created.
    expect(c.log.filter((l) => l === 'create')).toHaveLength(1);
    expect(c.log.at(-2)).toBe('update order-1');
  });
});

describe('the embed (docs/rules/checkout.md#checkout-order "cannot render after 3 retries")', () => {
  it('is retried 3 times, 500 ms apart, then the generic error', async () => {
    vi.useFakeTimers();
    const c = start({}, { embedFailures: 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.embed.mounts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(c.embed.mounts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.embed.mounts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(c.embed.mounts).toHaveLength(4);
    expect(c.s().hasTag('error')).toBe(true);
    expect(selectors.selectCheckoutError(c.s())).toEqual({ code: 'UNKNOWN' });
  });

  it('a late element is fine: mounted on the third attempt', async () => {
    vi.useFakeTimers();
    const c = start({}, { embedFailures: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.embed.mounts).toHaveLength(3);
    expect(c.s().matches({ Open: 'Ready' })).toBe(true);
  });

  it("the provider's completion goes to the confirmation and removes the embed", async () => {
    const c = start();
    await c.ready();
    c.embed.complete('someone-else');
    expect(c.page.confirmations).toEqual([]);
    c.embed.complete('order-1');
    expect(c.page.confirmations).toEqual(['order-1']);
    expect(c.s().status).toBe('done');
    expect(c.embed.mounted).toBe(false);
  });

  it('stopping the page removes the embed', async () => {
    const c = start();
    await c.ready();
    c.actor.stop();
    expect(c.embed.mounted).toBe(false);
  });
});

describe('cart changes (docs/rules/checkout.md#checkout-order "embed suspended then resumed, resyncs discounts")', () => {
  it('suspends, updates the order, resumes, then reprices — in that order', async () => {
    const c = start({ codes: ['SUMMER10'] });
    await c.ready();
    c.log.length = 0;
    c.actor.send({ type: 'checkout.cartChanged', lines: [cartLine('a', { quantity: 3 })] });
    expect(selectors.selectCheckoutBusy(c.s())).toBe(true);
    await c.ready();
    expect(c.log).toEqual(['suspend', 'update order-1', 'resume', 'price SUMMER10']);
    expect(c.orders.requests.get('order-1')?.lines[0]?.quantity).toBe(3);
    expect(selectors.selectPricing(c.s())).toMatchObject({ subtotal: money(14700, 'EUR'), total: money(13700, 'EUR') });
  });

  it('a change arriving during an update is sent right after it', async () => {
    const c = start();
    await c.ready();
    c.log.length = 0;
    c.actor.send({ type: 'checkout.cartChanged', lines: [cartLine('a', { quantity: 2 })] });
    c.actor.send({ type: 'checkout.cartChanged', lines: [cartLine('a', { quantity: 5 })] });
    await c.ready();
    expect(c.log).toEqual(['suspend', 'update order-1', 'resume', 'price', 'suspend', 'update order-1', 'resume', 'price']);
    expect(c.orders.requests.get('order-1')?.lines[0]?.quantity).toBe(5);
  });

  it('an update refused because the order was paid meanwhile goes to the confirmation', async () => {
    const c = start();
    await c.ready();
    c.orders.failures.update = 409;
    c.actor.send({ type: 'checkout.cartChanged', lines: [cartLine('a', { quantity: 2 })] });
    await c.ready();
    expect(c.page.confirmations).toEqual(['order-1']);
  });

  it('a failed update shows the generic error and removes the embed', async () => {
    const c = start();
    await c.ready();
    c.orders.failures.update = 'SERVER';
    c.actor.send({ type: 'checkout.cartChanged', lines: [cartLine('a', { quantity: 2 })] });
    await c.ready();
    expect(selectors.selectCheckoutError(c.s())).toEqual({ code: 'UNKNOWN' });
    expect(c.embed.mounted).toBe(false);
  });
});

describe('codes (docs/rules/gift-cards-and-coupons.md#coupons "Adding a coupon…", docs/rules/gift-cards-and-coupons.md#codes "ignored unless longer than 3 characters")', () => {
  it('adding clears the field, closes the entry, reprices, then updates the order with the code', async () => {
    const c = start();
    await c.ready();
    c.log.length = 0;
    c.actor.send({ type: 'checkout.couponEntry.open' });
    c.actor.send({ type: 'checkout.couponCode.change', value: ' SUMMER10 ' });
    expect(selectors.selectCouponEntryOpen(c.s())).toBe(true);
    c.actor.send({ type: 'checkout.coupon.add' });
    expect(selectors.selectCouponField(c.s())).toBe('');
    expect(selectors.selectCouponEntryOpen(c.s())).toBe(false);
    expect(selectors.selectCodes(c.s())).toEqual([{ code: 'SUMMER10', status: 'pending' }]);
    await c.ready();
    expect(c.log).toEqual(['price SUMMER10', 'suspend', 'update order-1', 'resume']);
    expect(c.orders.requests.get('order-1')?.coupons).toEqual(['SUMMER10']);
    expect(selectors.selectAppliedCodes(c.s())).toEqual([
      { code: 'SUMMER10', status: 'applied', kind: 'coupon', amount: money(1000, 'EUR') },
    ]);
    expect(selectors.selectPricing(c.s())).toMatchObject({
      subtotal: money(4900, 'EUR'),
      total: money(3900, 'EUR'),
      currency: 'EUR',
    });
  });

  it('a code shorter than 4 characters is ignored: cannot be added, nothing asked', async () => {
    const c = start();
    await c.ready();
    c.log.length = 0;
    c.actor.send({ type: 'checkout.couponEntry.open' });
    c.actor.send({ type: 'checkout.couponCode.change', value: ' ab1 ' });
    expect(c.s().can({ type: 'checkout.coupon.add' })).toBe(false);
    c.actor.send({ type: 'checkout.coupon.add' });
    expect(selectors.selectCouponField(c.s())).toBe(' ab1 ');
    expect(selectors.selectCouponEntryOpen(c.s())).toBe(true);
    expect(selectors.selectCodes(c.s())).toEqual([]);
    expect(c.log).toEqual([]);
  });

  it('an entry longer than 100 characters is ignored too (the server refuses it)', async () => {
    const c = start();
    await c.ready();
    c.actor.send({ type: 'checkout.couponCode.change', value: 'X'.repeat(101) });
    expect(c.s().can({ type: 'checkout.coupon.add' })).toBe(false);
    c.actor.send({ type: 'checkout.couponCode.change', value: 'X'.repeat(100) });
    expect(c.s().can({ type: 'checkout.coupon.add' })).toBe(true);
  });

  it("a rejected code carries the server's reason: a spent gift card is told apart from an unknown code", async () => {
    const orders = new InMemoryOrderGateway([], { SUMMER10: 1000 }, { GIFTCARD1234567890: 500, SPENTCARD123456789: 0 });
    const c = start({}, { orders });
    await c.ready();
    for (const code of ['SPENTCARD123456789', 'WRONG-CODE']) {
      c.actor.send({ type: 'checkout.couponCode.change', value: code });
      c.actor.send({ type: 'checkout.coupon.add' });
      await c.ready();
    }
    expect(selectors.selectCodes(c.s())).toEqual([
      { code: 'SPENTCARD123456789', status: 'rejected', reason: 'spent' },
      { code: 'WRONG-CODE', status: 'rejected', reason: 'invalid' },
    ]);
    expect(c.orders.requests.get('order-1')?.coupons).toEqual([]);
  });

  it('a gift card is applied, an unknown code shown as not valid and kept off the order', async () => {
    const c = start();
    await c.ready();
    for (const code of ['GIFTCARD1234567890', 'WRONG-CODE']) {
      c.actor.send({ type: 'checkout.couponCode.change', value: code });
      c.actor.send({ type: 'checkout.coupon.add' });
      await c.ready();
    }
    expect(selectors.selectRejectedCodes(c.s())).toEqual(['WRONG-CODE']);
    expect(selectors.selectAppliedCodes(c.s())).toEqual([
      { code: 'GIFTCARD1234567890', status: 'applied', kind: 'giftCard', amount: money(500, 'EUR') },
    ]);
    expect(c.orders.requests.get('order-1')?.coupons).toEqual(['GIFTCARD1234567890']);
    expect(selectors.selectPricing(c.s())?.giftCards).toEqual([{ code: 'GIFTCARD1234567890', amount: money(500, 'EUR') }]);
  });

  it('removing a code refreshes too; an unknown one cannot be removed', async () => {
    const c = start({ codes: ['SUMMER10'] });
    await c.ready();
    expect(c.s().can({ type: 'checkout.coupon.remove', code: 'OTHER' })).toBe(false);
    c.log.length = 0;
    c.actor.send({ type: 'checkout.coupon.remove', code: 'summer10' });
    await c.ready();
    expect(c.log).toEqual(['price', 'suspend', 'update order-1', 'resume']);
    expect(c.orders.requests.get('order-1')?.coupons).toEqual([]);
    expect(selectors.selectPricing(c.s())?.total).toEqual(money(4900, 'EUR'));
  });

  it('the same code twice is one code', async () => {
    const c = start({ codes: ['SUMMER10'] });
    await c.ready();
    c.log.length = 0;
    c.actor.send({ type: 'checkout.couponCode.change', value: 'summer10' });
    c.actor.send({ type: 'checkout.coupon.add' });
    expect(selectors.selectCouponField(c.s())).toBe('');
    expect(selectors.selectCodes(c.s()).map((x) => x.code)).toEqual(['SUMMER10']);
    expect(c.log).toEqual([]);
  });
});

describe('idempotency keys (a retry replays, a changed cart is a new submission)', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('revision 0 is the base key; every revision keeps the UUID shape and gets its own key', () => {
    fc.assert(
      fc.property(
        fc.uuid({ version: 4 }),
        fc.uniqueArray(fc.nat({ max: 1_000_000 }), { minLength: 2, maxLength: 20 }),
        (base, revisions) => {
          expect(idempotencyKeyFor(base, 0)).toBe(base);
          const keys = revisions.map((r) => idempotencyKeyFor(base, r));
          expect(new Set(keys).size).toBe(revisions.length);
          for (const k of keys) expect(k).toMatch(UUID);
          expect(keys.map((k) => k.slice(0, 23))).toEqual(keys.map(() => base.slice(0, 23)));
        },
      ),
    );
  });

  it('a cart changed after a failed creation is sent with a new key', async () => {
    const c = start();
    c.orders.failures.create = 'NETWORK';
    await c.ready();
    c.actor.send({ type: 'checkout.cartChanged', lines: [cartLine('a', { quantity: 2 })] });
    c.orders.failures = {};
    c.actor.send({ type: 'checkout.retry' });
    await c.ready();
    expect(c.orders.idempotencyKeys).toEqual([KEY, idempotencyKeyFor(KEY, 1)]);
    expect(c.orders.idempotencyKeys[1]).not.toBe(KEY);
  });
});

describe("campaign data (the landing's UTM parameters)", () => {
  it('a landing with UTM parameters is stored; one without keeps it; forget clears it', () => {
    const store = createInMemoryKeyValueStore();
    const campaign = createStoredCampaign(store);
    campaign.rememberLanding(new URLSearchParams('utm_source=news&utm_medium=email&page=2&utm_term=%20'));
    expect(campaign.current()).toEqual({ utm_source: 'news', utm_medium: 'email' });
    campaign.rememberLanding(new URLSearchParams('page=3'));
    expect(campaign.current()).toEqual({ utm_source: 'news', utm_medium: 'email' });
    campaign.rememberLanding(new URLSearchParams('utm_campaign=spring'));
    expect(campaign.current()).toEqual({ utm_campaign: 'spring' });
    campaign.forget();
    expect(campaign.current()).toEqual({});
  });

  it('a damaged stored value reads as no campaign; unknown names are dropped', () => {
    const store = createInMemoryKeyValueStore();
    const campaign = createStoredCampaign(store);
    store.set(CAMPAIGN_KEY, 'utm_source=news');
    expect(campaign.current()).toEqual({});
    store.set(CAMPAIGN_KEY, { version: 1, data: { utm_source: 'news', evil: 'x', utm_medium: 3 } });
    expect(campaign.current()).toEqual({ utm_source: 'news' });
  });
});

describe('the order a visit resumes (checkout/{orderId?})', () => {
  it('the id in the path wins over the stored one; without it the stored one; else none', () => {
    const store = createInMemoryKeyValueStore();
    expect(orderIdToResume(null, store)).toBeNull();
    store.set(ORDER_ID_KEY, 'stored-Id');
    expect(orderIdToResume(null, store)).toBe('stored-Id');
    expect(orderIdToResume('Path-Id_9', store)).toBe('Path-Id_9');
    expect(orderIdToResume(' ', store)).toBe('stored-Id');
  });

  it('an order paid elsewhere, opened by its checkout link: straight to its confirmation', async () => {
    const orders = new InMemoryOrderGateway([]).withOrder('Paid-Link', 'checkout_complete');
    const store = createInMemoryKeyValueStore();
    store.set(ORDER_ID_KEY, 'older');
    const c = start({ storedOrderId: orderIdToResume('Paid-Link', store) }, { orders });
    await c.ready();
    expect(c.page.confirmations).toEqual(['Paid-Link']);
  });
});
