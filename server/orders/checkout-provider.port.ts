/**
 * The hosted checkout (docs/rules/checkout.md#checkout-order `/api/{checkout-provider}-checkout/order`).
 * The shop owns orders, prices and stock; a provider owns the payment page. It is shaped like
 * Klarna Checkout: a session per order whose HTML snippet the shop embeds, a status the shop
 * reads back, tracking snippets for the confirmation page, and its own callbacks (hosted
 * pages, push notifications) registered as routes that turn them into the orders' payment calls
 * (`Payments`, server/orders/payments.ts). A provider imports nothing else of the orders: the types it
 * needs are re-exported here.
 *
 * CHECKOUT_PROVIDER chooses the adapter (default "sandbox"); its `name` is the path segment,
 * so the client's `{provider}-checkout` URLs follow configuration.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { StoredOrder } from './order.repository.js';
import type { Payments } from './payments.js';

export type { StoredOrder } from './order.repository.js';
export type { Pricing } from './pricing.js';
export type { CompletionFailure, PaymentDecision } from './complete-order.js';
export type { BoughtGiftCard, PaymentView, Payments } from './payments.js';

export interface CheckoutSession {
  /** The provider's own id for the order (stored as shop_order.provider_ref), if it has one. */
  readonly reference: string | null;
  /** HTML the checkout page mounts: for the sandbox, an iframe of its hosted page. */
  readonly snippet: string;
}

export interface CheckoutProviderDeps {
  readonly clock: Clock;
  /** The orders' payment calls: read an order, complete its payment. */
  readonly payments: Payments;
}

/** Money the shop gives back through the provider (a refund or a cancellation by the staff). */
export interface ProviderRefund {
  readonly orderId: string;
  /** The provider's own id for the order (shop_order.provider_ref), if it has one. */
  readonly providerRef: string | null;
  /** Minor units of the order's currency; never more than the provider took for the order. */
  readonly amount: number;
  readonly currency: string;
  readonly reason: string;
  /** A cancellation of the whole order, or a refund of part or all of it. */
  readonly kind: 'cancel' | 'refund';
  /** The same for a retry of the same refund, so the provider never pays it out twice. */
  readonly idempotencyKey: string;
}

/** An order leaving the warehouse: the provider takes what it ships (docs/payments.md#capture-on-shipping). */
export interface ProviderCapture {
  readonly orderId: string;
  readonly providerRef: string | null;
  readonly carrier: string;
  readonly trackingNumber: string;
}

export interface CheckoutProvider {
  /** Path segment and `shop_order.provider`: "sandbox" → /api/sandbox-checkout/order. */
  readonly name: string;
  /** Opens a session for a newly created order (already priced and stored by the shop). */
  createSession(order: StoredOrder): Promise<CheckoutSession>;
  /** Tells the provider the order changed (cart, coupons); the snippet may change too. */
  updateSession(order: StoredOrder): Promise<CheckoutSession>;
  /** The snippet for the order's current state: checkout form, or confirmation once complete. */
  snippet(order: StoredOrder): Promise<string>;
  /** Tracking snippets by name for a complete order (docs/rules/checkout.md#cart-lines "Order": tracking). */
  tracking(order: StoredOrder): Readonly<Record<string, string>>;
  /**
   * Gives `refund.amount` back to the shopper's payment; the provider's refund id (or null). Called
   * inside the shop's refund transaction `tx`, last: a throw rolls the refund back. An embedded
   * provider records it through `tx`; a remote one makes its call and ignores it.
   */
  refund(refund: ProviderRefund, tx: Queryable): Promise<{ readonly reference: string | null }>;
  /**
   * Takes the payment of a shipped order (a provider that only authorised it at checkout). Called
   * inside the shipping move's transaction, last: a throw (the provider's refusal) rolls it back.
   */
  capture(capture: ProviderCapture, tx: Queryable): Promise<{ readonly reference: string | null }>;
  /**
   * Brings in a payment the provider finished before its callback reached the shop (the shopper
   * is back on the confirmation page first); the sandbox completes in its own page and has none.
   */
  catchUp(order: StoredOrder, deps: CheckoutProviderDeps): Promise<void>;
  /** Origins the checkout and confirmation pages load the provider's scripts and frames from ('self' aside). */
  readonly embedOrigins: readonly string[];
  /** The provider's own pages and callbacks. */
  routes(app: FastifyInstance, deps: CheckoutProviderDeps): void;
}
