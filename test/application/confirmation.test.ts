/**
 * The confirmation (docs/rules/checkout.md#confirmation "Confirmation", docs/rules/checkout.md#confirmation "Confirmation clears cart and order id",
 * estimated delivery date) over fake ports and a fixed clock; no DOM.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createConfirmationActors } from '../../src/application/flows/confirmation/actors';
import { readMadeForYou } from '../../src/application/flows/confirmation/made-for-you';
import { confirmationMachine } from '../../src/application/flows/confirmation/machine';
import {
  selectConfirmationBusy,
  selectConfirmationError,
  selectConfirmedOrder,
  selectEstimatedDeliveryDate,
  selectPersonalisedLines,
  selectTrackingSnippets,
} from '../../src/application/flows/confirmation/selectors';
import { createStoredCampaign } from '../../src/application/flows/checkout/stored-campaign';
import { ORDER_ID_KEY } from '../../src/application/flows/checkout/stored-order';
import { CONFIRMATION_EMBED_ELEMENT_ID } from '../../src/application/ports/checkout-embed.port';
import type { Clock } from '../../src/application/ports/clock.port';
import type { CartLine } from '../../src/domain';
import { money } from '../../src/domain';
import { createInMemoryKeyValueStore } from '../../src/adapters/storage/in-memory-key-value-store';
import { RecordingCheckoutEmbed as FakeCheckoutEmbed } from '../../src/adapters/memory/recording-checkout-embed';
import { cartLine, InMemoryOrderGateway } from '../fakes/orders';
import { RecordingAnalytics } from '../../src/adapters/memory/recording-analytics';

/** Thursday 2025-06-05. */
const fixedClock: Clock = { today: () => '2025-06-05', now: () => Date.UTC(2025, 5, 5, 12) };

const start = (
  opts: {
    status?: string;
    lines?: readonly CartLine[];
    stored?: string;
    embedFailures?: number;
    missing?: boolean;
    store?: ReturnType<typeof createInMemoryKeyValueStore>;
  } = {},
) => {
  const orders = new InMemoryOrderGateway();
  if (!opts.missing)
    orders.withOrder('order-7', opts.status ?? 'checkout_complete', { reviews: '<script>r()</script>', ads: '<img>' });
  const embed = new FakeCheckoutEmbed([], opts.embedFailures ?? 0);
  const analytics = new RecordingAnalytics();
  const store = opts.store ?? createInMemoryKeyValueStore();
  store.set(ORDER_ID_KEY, opts.stored ?? 'order-7');
  const campaign = createStoredCampaign(store);
  campaign.rememberLanding([['utm_source', 'news']]);
  const page = { cartCleared: 0 };
  const real = createConfirmationActors({ orders, embed, analytics, store, campaign });
  const actor = createActor(
    confirmationMachine.provide({
      ...real,
      actions: {
        ...real.actions,
        clearCart: () => {
          page.cartCleared += 1;
        },
      },
    }),
    {
      input: {
        orderId: 'order-7',
        lines: opts.lines ?? [cartLine('a', { quantity: 2 })],
        kept: readMadeForYou(store, 'order-7'),
        today: fixedClock.today(),
      },
    },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, embed, analytics, store, campaign, page, s: () => actor.getSnapshot(), settled };
};

afterEach(() => vi.useRealTimers());

describe('a paid order', () => {
  it('fires the purchase once, clears the cart, the order id and the campaign, and mounts the confirmation', async () => {
    const c = start();
    expect(selectConfirmationBusy(c.s())).toBe(true);
    await c.settled();
    expect(c.analytics.events).toEqual([
      {
        type: 'purchase',
        orderId: 'order-7',
        items: [{ sku: 'SKU-a', name: 'Poster a', quantity: 2, price: money(4900, 'EUR') }],
      },
    ]);
    expect(c.page.cartCleared).toBe(1);
    expect(c.store.get(ORDER_ID_KEY)).toBeUndefined();
    expect(c.campaign.current()).toEqual({});
    expect(c.embed.mounts).toEqual([
      { elementId: CONFIRMATION_EMBED_ELEMENT_ID, snippet: expect.any(String), mode: 'confirmation' },
    ]);
    expect(selectConfirmedOrder(c.s())?.id).toBe('order-7');
    expect(selectTrackingSnippets(c.s())).toEqual([
      ['reviews', '<script>r()</script>'],
      ['ads', '<img>'],
    ]);
    expect(selectConfirmationError(c.s())).toBeNull();
  });

  it('a reload (cart already empty) reports no second purchase', async () => {
    const c = start({ lines: [] });
    await c.settled();
    expect(c.analytics.events).toEqual([]);
    expect(selectConfirmedOrder(c.s())?.id).toBe('order-7');
  });

  it('a reload still shows the personalised prints with their designs, kept from the first visit; another order shows none', async () => {
    const store = createInMemoryKeyValueStore();
    const custom = cartLine('p', {
      template: {
        kind: 'template',
        templateId: 'custom',
        values: { style: 1, text: 'HELLO', alignment: 'left' },
        assets: {},
        valid: true,
      },
    });
    const first = start({ store, lines: [cartLine('a'), custom] });
    await first.settled();
    expect(selectPersonalisedLines(first.s()).map((l) => l.uuid)).toEqual(['p']);
    first.actor.stop();
    const reload = start({ store, lines: [] });
    await reload.settled();
    expect(selectPersonalisedLines(reload.s())).toEqual([custom]);
    expect(readMadeForYou(store, 'order-8')).toEqual([]);
  });

  it("keeps another order's stored id", async () => {
    const c = start({ stored: 'order-8' });
    await c.settled();
    expect(c.store.get(ORDER_ID_KEY)).toBe('order-8');
  });

  it('the review opt-in (docs/rules/shop-wide.md#layout) reports the order, its e-mail and country and the delivery estimate, once', async () => {
    const c = start();
    await c.settled();
    c.analytics.events.length = 0;
    expect(c.s().can({ type: 'confirmation.reviewOptIn' })).toBe(true);
    c.actor.send({ type: 'confirmation.reviewOptIn' });
    c.actor.send({ type: 'confirmation.reviewOptIn' });
    expect(c.analytics.events).toEqual([
      { type: 'reviewOptIn', orderId: 'order-7', email: null, country: null, estimatedDelivery: '2025-06-11' },
    ]);
    expect(c.s().can({ type: 'confirmation.reviewOptIn' })).toBe(false);
  });

  it('an order not paid cannot opt in to a review', async () => {
    const c = start({ status: 'checkout_incomplete' });
    await c.settled();
    c.actor.send({ type: 'confirmation.reviewOptIn' });
    expect(c.analytics.events.filter((e) => e.type === 'reviewOptIn')).toEqual([]);
  });

  it('the estimated delivery date: a Thursday gives the Wednesday 6 days later', () => {
    const c = start();
    expect(selectEstimatedDeliveryDate(c.s())).toEqual({ year: 2025, month: 6, day: 11 });
  });

  it('an embed that will not mount is retried 3 times; the confirmation stands with an error', async () => {
    vi.useFakeTimers();
    const c = start({ embedFailures: 9 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(c.embed.mounts).toHaveLength(4);
    expect(selectConfirmationError(c.s())).toEqual({ code: 'UNKNOWN' });
    expect(selectConfirmedOrder(c.s())?.id).toBe('order-7');
  });

  it('leaving the page removes the embed', async () => {
    const c = start();
    await c.settled();
    expect(c.embed.mounted).toBe(true);
    c.actor.stop();
    expect(c.embed.mounted).toBe(false);
  });
});

describe('no paid order', () => {
  it('a failed lookup is the generic error, nothing cleared or reported; retry reads again', async () => {
    const c = start({ missing: true });
    await c.settled();
    expect(selectConfirmationError(c.s())).toEqual({ code: 'UNKNOWN' });
    expect(c.s().hasTag('error')).toBe(true);
    expect(c.page.cartCleared).toBe(0);
    expect(c.store.get(ORDER_ID_KEY)).toBe('order-7');
    expect(c.analytics.events).toEqual([]);
    c.actor.send({ type: 'confirmation.retry' });
    expect(selectConfirmationBusy(c.s())).toBe(true);
  });

  it('an order not paid yet is not confirmed: nothing cleared or reported', async () => {
    const c = start({ status: 'checkout_incomplete' });
    await c.settled();
    expect(selectConfirmationError(c.s())).toEqual({ code: 'NOT_PAID' });
    expect(selectConfirmedOrder(c.s())).toBeNull();
    expect(c.page.cartCleared).toBe(0);
    expect(c.analytics.events).toEqual([]);
    expect(c.embed.mounts).toEqual([]);
  });
});
