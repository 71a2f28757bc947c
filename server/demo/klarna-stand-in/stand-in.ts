/**
 * The stand-in of Klarna Checkout v3 and Order Management v1: its state, the purchase the shopper
 * makes in the frame, and the fastify plugin that serves every route. An independent
 * implementation of Klarna's published API, importing nothing from the shop.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkoutApi } from './checkout-api.js';
import type { IdempotentAnswer, PurchaseOutcome, StandInContext } from './context.js';
import { DEMO_SHOPPER } from './demo-shopper.js';
import { hostedPages } from './hosted-pages.js';
import { basicAuth, failureHook, ownBodies, sendError, type PendingFailure, type StandInFailure } from './klarna-http.js';
import { askValidation, globalMerchantFetch, sendPush, VALIDATION_TIMEOUT_MS, type MerchantFetch } from './merchant-callbacks.js';
import { checkoutView, withOrderId, type Address, type OrderState, type StandInOrderRecord } from './order-record.js';
import { orderManagementApi } from './order-management.js';

export interface KlarnaStandInOptions {
  readonly username: string;
  readonly password: string;
  /** Used for the merchant's validation and push callbacks; default the global fetch. */
  readonly merchantFetch?: MerchantFetch;
  /** Now, for timestamps (default () => new Date()). */
  readonly now?: () => Date;
  /**
   * The plugin's address as browsers reach it (snippets, Location headers); default the request's
   * protocol, host and prefix. A root-relative path (the prefix, say '/klarna') suits a stand-in
   * mounted in the shop's own app: the frame and script then come from whatever host the shopper
   * opened the shop at, the shop's own origin, whichever address the shop's server called it by.
   */
  readonly publicBaseUrl?: string;
  /** How long a 'timeout' failure holds its request (default 30 s). */
  readonly timeoutHoldMs?: number;
  /** The pause between push tries (default 500 ms). */
  readonly pushRetryDelayMs?: number;
  /** How long the validation callback may take (default 10 s, as Klarna allows). */
  readonly validationTimeoutMs?: number;
}

export interface KlarnaStandIn {
  /** Fastify plugin registering every route, relative to where it is registered (use with { prefix }). */
  readonly plugin: FastifyPluginAsync;
  /** Every order as the stand-in holds it (checkout and order-management view), oldest first. */
  orders(): readonly StandInOrderRecord[];
  order(id: string): StandInOrderRecord | undefined;
  /** The next matching request(s) fail with a 5xx and Klarna's error body, or are held unanswered ('timeout'). */
  failNext(failure: StandInFailure): void;
  /** Pays an open checkout as the shopper would in the frame: validation callback, then completion and push. */
  purchase(id: string, shopper?: Partial<Address>): Promise<PurchaseOutcome>;
  /** Settles once every push under way has been delivered or given up. */
  idle(): Promise<void>;
}

const PUSH_TRIES = 3;

export const createKlarnaStandIn = (options: KlarnaStandInOptions): KlarnaStandIn => {
  const now = options.now ?? (() => new Date());
  const merchantFetch = options.merchantFetch ?? globalMerchantFetch;
  const orders = new Map<string, OrderState>();
  const idempotency = new Map<string, IdempotentAnswer>();
  const failures: PendingFailure[] = [];
  const inFlight = new Map<string, Promise<PurchaseOutcome>>();
  const pushes = new Set<Promise<void>>();
  const timestamp = () => now().toISOString();

  const complete = (order: OrderState, address: Address): void => {
    const at = timestamp();
    const amount = order.request.order_amount;
    Object.assign(order, {
      status: 'checkout_complete',
      completed_at: at,
      last_modified_at: at,
      billing_address: address,
      shipping_address: address,
      om_status: 'AUTHORIZED',
      fraud_status: 'ACCEPTED',
      order_amount: amount,
      original_order_amount: amount,
      remaining_authorized_amount: amount,
    } satisfies Partial<OrderState>);
    const push = sendPush(
      merchantFetch,
      withOrderId(order.request.merchant_urls.push, order.order_id),
      PUSH_TRIES,
      options.pushRetryDelayMs ?? 500,
      (delivered) => {
        order.pushes_sent += 1;
        if (delivered) order.pushes_delivered += 1;
      },
    ).finally(() => pushes.delete(push));
    pushes.add(push);
  };

  const runPurchase = async (order: OrderState, shopper: Partial<Address>): Promise<PurchaseOutcome> => {
    const urls = order.request.merchant_urls;
    const confirmationUrl = withOrderId(urls.confirmation, order.order_id);
    if (order.status === 'checkout_complete') return { ok: true, confirmationUrl };
    const address: Address = { ...DEMO_SHOPPER, ...shopper, country: order.request.purchase_country };
    if (urls.validation !== undefined) {
      order.validations_sent += 1;
      const verdict = await askValidation(
        merchantFetch,
        withOrderId(urls.validation, order.order_id),
        { ...checkoutView(order), billing_address: address, shipping_address: address },
        withOrderId(urls.checkout, order.order_id),
        options.validationTimeoutMs ?? VALIDATION_TIMEOUT_MS,
      );
      if (!verdict.accepted) return { ok: false, redirectUrl: verdict.redirectUrl };
    }
    complete(order, address);
    return { ok: true, confirmationUrl: withOrderId(order.request.merchant_urls.confirmation, order.order_id) };
  };

  // One purchase per order at a time: a second Pay while the validation callback runs joins the first.
  const purchase = (id: string, shopper: Partial<Address> = {}): Promise<PurchaseOutcome> => {
    const order = orders.get(id);
    if (order === undefined) return Promise.reject(new Error(`The stand-in holds no checkout order ${id}`));
    const running = inFlight.get(id) ?? runPurchase(order, shopper).finally(() => inFlight.delete(id));
    inFlight.set(id, running);
    return running;
  };

  const plugin: FastifyPluginAsync = async (instance) => {
    ownBodies(instance);
    instance.addHook('onRequest', failureHook(failures, options.timeoutHoldMs ?? 30_000, instance.prefix));
    const baseUrl = (request: FastifyRequest): string =>
      options.publicBaseUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}${instance.prefix}`;
    const context: StandInContext = {
      orders,
      idempotency,
      timestamp,
      purchase,
      baseUrl,
      auth: basicAuth(options.username, options.password),
      newReference: () => randomBytes(5).toString('hex').toUpperCase(),
    };
    checkoutApi(instance, context);
    orderManagementApi(instance, context);
    hostedPages(instance, context);
    instance.get('/_record', async () => [...orders.values()]);
    instance.get<{ Params: { id: string } }>('/_record/:id', async (request, reply) => {
      const order = orders.get(request.params.id);
      return order ?? sendError(reply, 404, 'NOT_FOUND', [`No order ${request.params.id}`]);
    });
  };

  return {
    plugin,
    orders: () => structuredClone([...orders.values()]),
    order: (id) => {
      const order = orders.get(id);
      return order === undefined ? undefined : structuredClone(order);
    },
    failNext: (failure) => {
      failures.push({ failure, left: failure.times ?? 1 });
    },
    purchase,
    idle: async () => {
      while (pushes.size > 0) await Promise.allSettled([...pushes]);
    },
  };
};
