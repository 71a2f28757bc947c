/**
 * The hosted checkout's orders and the server's pricing of a cart (docs/rules/checkout.md#checkout-order "Checkout order",
 * docs/rules/checkout.md#checkout-order /api/{checkout-provider}-checkout/order; the server decides every amount).
 *
 * Decisions:
 * - Money stays integer minor units (domain Money); one currency per answer (the store's).
 * - Every code the shopper entered goes to `price` as one list: the server tells coupons from
 *   gift cards; a code missing from both answer lists was rejected, for the reason the
 *   server gives in `declined` (not valid, not combinable, spent).
 * - `create` takes the idempotency key from its caller, so a retried submission of the same
 *   cart replays the first answer instead of creating a second order.
 */
import type { CartLine, DeclineReason, FulfilmentStatus, Money } from '../../domain';
import type { Outcome } from '../model/outcome';
import type { CampaignData } from './campaign.port';
import type { OrderStatus } from '../model/order-status';

/** A coupon or gift card as the server applied it; `amount` is what it takes off. */
export interface AppliedCode {
  readonly code: string;
  readonly amount: Money;
}

export interface PricedLine {
  readonly uuid: string;
  readonly unitPrice: Money;
  readonly lineTotal: Money;
}

/** An entered code the server did not apply, and why. */
export interface DeclinedCode {
  readonly code: string;
  readonly reason: DeclineReason;
}

/** total = subtotal − discounts − gift cards, never below zero (the server's arithmetic). */
export interface CheckoutPricing {
  readonly lines: readonly PricedLine[];
  readonly subtotal: Money;
  readonly discounts: readonly AppliedCode[];
  readonly giftCards: readonly AppliedCode[];
  /** The server's reasons for codes it did not apply; a code in no list was not valid. */
  readonly declined: readonly DeclinedCode[];
  readonly total: Money;
  readonly currency: string;
}

/** What an order is created or updated with: the cart, the codes and the landing's campaign. */
export interface OrderRequest {
  readonly lines: readonly CartLine[];
  readonly coupons: readonly string[];
  readonly campaign: CampaignData;
}

/** The provider's answer to a create or an update: its order id and the embed's HTML. */
export interface PlacedOrder {
  readonly id: string;
  readonly snippet: string;
}

export interface CheckoutOrder {
  readonly id: string;
  /** e.g. 'checkout_incomplete', 'checkout_complete' (domain CHECKOUT_COMPLETE). */
  readonly status: string;
  readonly email: string | null;
  readonly country: string | null;
  readonly snippet: string;
  /** Tracking snippets (HTML) by name, for the confirmation page. */
  readonly tracking: Readonly<Record<string, string>>;
  /** Where a paid order is now (printing, shipped…); null before payment. */
  readonly fulfilment: FulfilmentStatus | null;
}

export interface OrderGateway {
  price(lines: readonly CartLine[], codes: readonly string[]): Promise<Outcome<CheckoutPricing>>;
  create(request: OrderRequest, idempotencyKey: string): Promise<Outcome<PlacedOrder>>;
  get(orderId: string): Promise<Outcome<CheckoutOrder>>;
  update(orderId: string, request: OrderRequest): Promise<Outcome<PlacedOrder>>;
  /** A paid order by the token of the e-mails' link (GET /api/order-status/{token}); NOT_FOUND for any other. */
  status(token: string): Promise<Outcome<OrderStatus>>;
}
