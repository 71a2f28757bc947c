/**
 * Klarna Checkout v3 as the shop's hosted checkout (docs/payments.md). The shop creates and
 * updates Klarna's checkout order from its own pricing, embeds the snippet Klarna answers, and
 * takes the payment through Klarna's callbacks:
 *
 * - validation: before Klarna places the order it asks the shop, which re-prices the order and
 *   tries the whole payment without keeping it (stock, prices, coupons, gift-card balances); a
 *   refusal sends the shopper back to the checkout;
 * - push: Klarna says the order is placed; the shop reads it through Order Management, completes
 *   the payment once (payments.complete is idempotent) and acknowledges it.
 *
 * After the sale, Order Management moves the money: shipping captures what is still authorised,
 * a refund gives back what was captured or lowers what is authorised, and a cancellation before
 * shipping releases the authorisation. Each write carries a Klarna-Idempotency-Key derived from
 * what it does, so a retry never moves money twice.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { storeByCode, type Store } from '../../../src/domain/stores/stores.js';
import { ok } from '../../../src/domain/result/result.js';
import { Refusal } from '../../platform/outcome.js';
import type {
  CheckoutProvider,
  CheckoutProviderDeps,
  ProviderCapture,
  ProviderRefund,
  StoredOrder,
} from '../checkout-provider.port.js';
import { createKlarnaClient, type KlarnaConfig, type KlarnaFetch } from './klarna-client.js';
import { klarnaAmounts, klarnaLocaleOf, purchaseCountryOf, taxRateOf } from './order-lines.js';

export const KLARNA_PROVIDER = 'klarna';

export interface KlarnaSettings extends KlarnaConfig {
  /** The shop's public base URL, for the addresses Klarna calls and sends the shopper to. */
  readonly publicUrl: string;
  /** The shop's terms page (KLARNA_TERMS_URL); the store's home page when none is set. */
  readonly termsUrl?: string;
  /** Where the checkout pages may load Klarna's scripts and frames from. */
  readonly embedOrigins: readonly string[];
}

interface CheckoutOrder {
  readonly order_id: string;
  readonly status: string;
  readonly html_snippet?: string;
  readonly order_amount?: number;
  readonly merchant_reference1?: string;
}

interface Address {
  readonly given_name?: string;
  readonly family_name?: string;
  readonly email?: string;
  readonly street_address?: string;
  readonly postal_code?: string;
  readonly city?: string;
  readonly country?: string;
}

interface ManagedOrder {
  readonly order_id: string;
  readonly status: string;
  readonly order_amount: number;
  readonly captured_amount: number;
  readonly refunded_amount: number;
  readonly remaining_authorized_amount: number;
  readonly merchant_reference1?: string;
  readonly billing_address?: Address;
  readonly shipping_address?: Address;
}

const customerOf = (o: { billing_address?: Address; shipping_address?: Address }) => {
  const a = o.shipping_address ?? o.billing_address ?? {};
  return {
    email: (o.billing_address?.email ?? a.email ?? '').trim(),
    country: (a.country ?? '').toUpperCase(),
    name: [a.given_name, a.family_name].filter(Boolean).join(' '),
    streetAddress: a.street_address ?? '',
    postalCode: a.postal_code ?? '',
    city: a.city ?? '',
  };
};

const storeOf = (order: Pick<StoredOrder, 'id' | 'store'>): Store => {
  const store = storeByCode(order.store);
  if (!store) throw new Error(`Order ${order.id} has an unknown store ${order.store}`);
  return store;
};

export const createKlarnaProvider = (settings: KlarnaSettings, fetchImpl: KlarnaFetch = fetch): CheckoutProvider => {
  const klarna = createKlarnaClient(settings, fetchImpl);
  const site = settings.publicUrl.replace(/\/+$/, '');
  const storeUrl = (store: Store, path: string) => `${site}${store.pathPrefix}${path}`;
  const api = `/api/${KLARNA_PROVIDER}-checkout`;

  /** Klarna's checkout order for a shop order: the store's country, currency and language, the shop's prices. */
  const checkoutBody = (order: StoredOrder) => {
    const store = storeOf(order);
    const amounts = klarnaAmounts(order, taxRateOf(store));
    // The sum Klarna checks must be the total the shop priced; the lines are built from the same order.
    if (amounts.order_amount !== order.total) throw new Error(`Order ${order.id}'s Klarna lines do not add up to its total`);
    const id = encodeURIComponent(order.id);
    return {
      purchase_country: purchaseCountryOf(store),
      purchase_currency: order.currency,
      locale: klarnaLocaleOf(store),
      ...amounts,
      merchant_reference1: order.id,
      merchant_urls: {
        terms: settings.termsUrl ?? storeUrl(store, '/'),
        checkout: storeUrl(store, '/checkout'),
        confirmation: storeUrl(store, `/checkout/confirmation/${id}`),
        push: `${site}${api}/push?order=${id}&klarna_order_id={checkout.order.id}`,
        validation: `${site}${api}/validate?order=${id}`,
      },
    };
  };

  const readCheckout = async (ref: string) =>
    (await klarna.call<CheckoutOrder>('GET', `/checkout/v3/orders/${encodeURIComponent(ref)}`, 'read the checkout')).body;

  const readManaged = async (ref: string) =>
    (await klarna.call<ManagedOrder>('GET', `/ordermanagement/v1/orders/${encodeURIComponent(ref)}`, 'read the order')).body;

  const managed = (ref: string, path: string) => `/ordermanagement/v1/orders/${encodeURIComponent(ref)}${path}`;

  /**
   * Brings a placed Klarna order into the shop: complete the payment (once, however often this runs),
   * then acknowledge it. An order Klarna holds for another shop order, or none, changes nothing.
   */
  const takePayment = async (
    orderId: string,
    { payments }: CheckoutProviderDeps,
    klarnaOrderId?: string,
  ): Promise<'paid' | 'unknown' | 'refused'> => {
    const view = await payments.read(KLARNA_PROVIDER, orderId);
    const ref = view?.order.provider_ref;
    if (!view || !ref || (klarnaOrderId !== undefined && klarnaOrderId !== ref)) return 'unknown';
    const placed = await readManaged(ref);
    if (placed.merchant_reference1 !== orderId) return 'unknown';
    const paid = await payments.complete(orderId, {
      method: KLARNA_PROVIDER,
      decide: () => ok({ customer: customerOf(placed), expected: { version: view.order.version, total: placed.order_amount } }),
    });
    if (!paid.ok) {
      // Klarna authorised a payment the shop cannot honour (the cart changed after validation):
      // the authorisation is released, so the shopper is not charged for an order that is not made.
      if (paid.error.code !== 'ORDER.NOT_FOUND')
        await klarna.call('POST', managed(ref, '/cancel'), 'release the payment', undefined, `${orderId}:release`);
      return 'refused';
    }
    await klarna.call('POST', managed(ref, '/acknowledge'), 'acknowledge the order', undefined, `${orderId}:acknowledge`);
    return 'paid';
  };

  const replyProblem = (reply: FastifyReply, e: unknown): FastifyReply => {
    if (!(e instanceof Refusal)) throw e;
    // Klarna repeats a push it got no 200 for: an outage here is answered so that it tries again.
    return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: e.failure.message });
  };

  return {
    name: KLARNA_PROVIDER,
    embedOrigins: settings.embedOrigins,

    createSession: async (order) => {
      const created = await klarna.call<CheckoutOrder>('POST', '/checkout/v3/orders', 'open the checkout', checkoutBody(order));
      return { reference: created.body.order_id, snippet: created.body.html_snippet ?? '' };
    },

    updateSession: async (order) => {
      if (!order.provider_ref) throw new Error(`Order ${order.id} has no Klarna order`);
      const updated = await klarna.call<CheckoutOrder>(
        'POST',
        `/checkout/v3/orders/${encodeURIComponent(order.provider_ref)}`,
        'update the checkout',
        checkoutBody(order),
      );
      return { reference: updated.body.order_id, snippet: updated.body.html_snippet ?? '' };
    },

    snippet: async (order) => {
      if (!order.provider_ref) return '';
      try {
        return (await readCheckout(order.provider_ref)).html_snippet ?? '';
      } catch (e) {
        // A paid order's confirmation stands without Klarna's summary (Klarna keeps it for a while only).
        if (e instanceof Refusal && order.status === 'checkout_complete') return '';
        throw e;
      }
    },

    tracking: () => ({}),

    catchUp: async (order, deps) => {
      if (order.status !== 'checkout_incomplete' || !order.provider_ref) return;
      try {
        if ((await readCheckout(order.provider_ref)).status === 'checkout_complete') await takePayment(order.id, deps);
      } catch (e) {
        // The push brings the payment in later; the page shows the order as it stands.
        if (!(e instanceof Refusal)) throw e;
      }
    },

    capture: async ({ orderId, providerRef, carrier, trackingNumber }: ProviderCapture) => {
      if (!providerRef) throw new Error(`Order ${orderId} has no Klarna order`);
      const held = await readManaged(providerRef);
      if (held.status === 'CANCELLED' || held.remaining_authorized_amount <= 0) return { reference: null };
      const captured = await klarna.call(
        'POST',
        managed(providerRef, '/captures'),
        'capture the payment',
        {
          captured_amount: held.remaining_authorized_amount,
          description: `Shipped: order ${orderId}`,
          shipping_info: [{ shipping_company: carrier, tracking_number: trackingNumber }],
        },
        `${orderId}:capture`,
      );
      return { reference: captured.header('capture-id') };
    },

    refund: async ({ orderId, providerRef, amount, reason, kind, idempotencyKey }: ProviderRefund) => {
      if (!providerRef) throw new Error(`Order ${orderId} has no Klarna order`);
      const held = await readManaged(providerRef);
      const fromCaptured = Math.min(amount, held.captured_amount - held.refunded_amount);
      const fromAuthorised = amount - fromCaptured;
      if (fromAuthorised > held.remaining_authorized_amount)
        throw new Refusal({
          code: 'PROVIDER.REFUSED',
          message: `Klarna holds ${held.remaining_authorized_amount + fromCaptured} of this order, less than the ${amount} to give back.`,
        });
      let reference: string | null = null;
      if (fromAuthorised > 0) {
        // Not yet captured: nothing was charged, so the authorisation is released (whole) or lowered.
        if (kind === 'cancel' && held.captured_amount === 0 && fromAuthorised === held.remaining_authorized_amount) {
          await klarna.call('POST', managed(providerRef, '/cancel'), 'cancel the payment', undefined, `${idempotencyKey}:cancel`);
          reference = 'cancelled';
        } else {
          await klarna.call(
            'PATCH',
            managed(providerRef, '/authorization'),
            'lower the authorised amount',
            { order_amount: held.order_amount - fromAuthorised, description: reason.slice(0, 255) },
            `${idempotencyKey}:authorization`,
          );
          reference = 'authorization-lowered';
        }
      }
      if (fromCaptured > 0) {
        const refunded = await klarna.call(
          'POST',
          managed(providerRef, '/refunds'),
          'refund the payment',
          { refunded_amount: fromCaptured, description: reason.slice(0, 255) },
          `${idempotencyKey}:refund`,
        );
        reference = refunded.header('refund-id') ?? reference;
      }
      return { reference };
    },

    routes: (app: FastifyInstance, deps: CheckoutProviderDeps) => {
      // Klarna's callbacks: JSON or nothing, small.
      app.post<{ Querystring: { order?: string; klarna_order_id?: string } }>(
        `${api}/push`,
        { bodyLimit: 65_536 },
        async (req, reply) => {
          const { order, klarna_order_id: klarnaOrderId } = req.query;
          if (typeof order !== 'string' || typeof klarnaOrderId !== 'string')
            return reply
              .code(400)
              .send({ statusCode: 400, error: 'Bad Request', message: 'order and klarna_order_id are required' });
          try {
            const taken = await takePayment(order, deps, klarnaOrderId);
            if (taken === 'unknown')
              return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such order' });
            return reply.code(200).send({ status: taken });
          } catch (e) {
            return replyProblem(reply, e);
          }
        },
      );

      app.post<{ Querystring: { order?: string }; Body: unknown }>(
        `${api}/validate`,
        { bodyLimit: 1_048_576 },
        async (req, reply) => {
          const orderId = typeof req.query.order === 'string' ? req.query.order : '';
          const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Partial<CheckoutOrder> &
            Parameters<typeof customerOf>[0];
          const view = await deps.payments.read(KLARNA_PROVIDER, orderId);
          const back = (reason: string) => {
            const store = view ? storeOf(view.order) : undefined;
            const where = store ? storeUrl(store, '/checkout') : `${site}/checkout`;
            // Klarna's documented refusal: a 303 whose Location the shopper is sent to.
            return reply
              .code(303)
              .header('location', `${where}?refused=${encodeURIComponent(reason)}`)
              .send();
          };
          if (!view || !view.order.provider_ref || body.order_id !== view.order.provider_ref) return back('ORDER.NOT_FOUND');
          if (view.order.status === 'checkout_complete') return back('ORDER.ALREADY_PAID');
          const tried = await deps.payments.check(orderId, {
            method: KLARNA_PROVIDER,
            decide: () =>
              ok({
                customer: customerOf(body),
                expected: { version: view.order.version, total: typeof body.order_amount === 'number' ? body.order_amount : -1 },
              }),
          });
          return tried.ok ? reply.code(200).send() : back(tried.error.code);
        },
      );
    },
  };
};
