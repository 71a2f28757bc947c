/**
 * What the stand-in holds about one order, from the checkout that created it to its captures and
 * refunds in Order Management, and the two views Klarna answers with: the checkout order (KCO v3)
 * and the order-management order (OM v1).
 */
import type { CheckoutFields } from './amount-rules.js';

export interface Address {
  readonly given_name: string;
  readonly family_name: string;
  readonly email: string;
  readonly street_address: string;
  readonly postal_code: string;
  readonly city: string;
  readonly country: string;
  readonly phone?: string;
}

export type CheckoutStatus = 'checkout_incomplete' | 'checkout_complete';
/** Order Management statuses; CLOSED is listed by Klarna but nothing in the stand-in reaches it. */
export type OmStatus = 'AUTHORIZED' | 'PART_CAPTURED' | 'CAPTURED' | 'CANCELLED' | 'CLOSED';

export interface Capture {
  readonly capture_id: string;
  readonly captured_amount: number;
  readonly description: string;
  readonly order_lines: readonly unknown[];
  readonly shipping_info: readonly unknown[];
  readonly captured_at: string;
}

export interface Refund {
  readonly refund_id: string;
  readonly refunded_amount: number;
  readonly description: string;
  readonly order_lines: readonly unknown[];
  readonly refunded_at: string;
}

export interface StandInOrderRecord {
  readonly order_id: string;
  readonly status: CheckoutStatus;
  /** The last create or update body the stand-in accepted (its merchant fields). */
  readonly request: CheckoutFields;
  readonly started_at: string;
  readonly last_modified_at: string;
  readonly completed_at: string | null;
  readonly om_status: OmStatus | null;
  readonly fraud_status: 'ACCEPTED' | null;
  readonly order_amount: number;
  readonly original_order_amount: number;
  readonly captured_amount: number;
  readonly refunded_amount: number;
  readonly remaining_authorized_amount: number;
  readonly captures: readonly Capture[];
  readonly refunds: readonly Refund[];
  readonly acknowledged: boolean;
  /** Validation callbacks made (each purchase attempt with a validation URL makes one). */
  readonly validations_sent: number;
  /** Push requests made, retries included, and how many of them the merchant answered with 2xx. */
  readonly pushes_sent: number;
  readonly pushes_delivered: number;
  readonly billing_address: Address | null;
  readonly shipping_address: Address | null;
  readonly klarna_reference: string;
}

/** The stand-in's working copy; only the stand-in writes it, callers get structured clones. */
export type OrderState = { -readonly [K in keyof StandInOrderRecord]: StandInOrderRecord[K] } & {
  captures: Capture[];
  refunds: Refund[];
};

export const newOrderState = (orderId: string, reference: string, fields: CheckoutFields, at: string): OrderState => ({
  order_id: orderId,
  status: 'checkout_incomplete',
  request: fields,
  started_at: at,
  last_modified_at: at,
  completed_at: null,
  om_status: null,
  fraud_status: null,
  order_amount: fields.order_amount,
  original_order_amount: fields.order_amount,
  captured_amount: 0,
  refunded_amount: 0,
  remaining_authorized_amount: 0,
  captures: [],
  refunds: [],
  acknowledged: false,
  validations_sent: 0,
  pushes_sent: 0,
  pushes_delivered: 0,
  billing_address: null,
  shipping_address: null,
  klarna_reference: reference,
});

/**
 * The checkout order as `GET /checkout/v3/orders/:id` answers it (the snippet is rendered by the
 * caller; the validation callback's copy has none).
 */
export const checkoutView = (order: OrderState, htmlSnippet?: string): Record<string, unknown> => ({
  ...order.request,
  order_id: order.order_id,
  status: order.status,
  ...(htmlSnippet === undefined ? {} : { html_snippet: htmlSnippet }),
  started_at: order.started_at,
  last_modified_at: order.last_modified_at,
  ...(order.completed_at ? { completed_at: order.completed_at } : {}),
  ...(order.billing_address ? { billing_address: order.billing_address } : {}),
  ...(order.shipping_address ? { shipping_address: order.shipping_address } : {}),
});

/** The order as `GET /ordermanagement/v1/orders/:id` answers it. */
export const orderManagementView = (order: OrderState): Record<string, unknown> => ({
  order_id: order.order_id,
  status: order.om_status,
  fraud_status: order.fraud_status,
  klarna_reference: order.klarna_reference,
  order_amount: order.order_amount,
  original_order_amount: order.original_order_amount,
  captured_amount: order.captured_amount,
  refunded_amount: order.refunded_amount,
  remaining_authorized_amount: order.remaining_authorized_amount,
  purchase_country: order.request.purchase_country,
  purchase_currency: order.request.purchase_currency,
  locale: order.request.locale,
  merchant_reference1: order.request.merchant_reference1 ?? null,
  merchant_reference2: order.request.merchant_reference2 ?? null,
  billing_address: order.billing_address,
  shipping_address: order.shipping_address,
  order_lines: order.request.order_lines,
  captures: order.captures,
  refunds: order.refunds,
  created_at: order.completed_at,
  initial_payment_method: { type: 'INVOICE', description: 'Pay later (stand-in)', number_of_installments: 0 },
});

/** A merchant URL with Klarna's `{checkout.order.id}` placeholder filled in. */
export const withOrderId = (url: string, orderId: string): string =>
  url.replaceAll('{checkout.order.id}', encodeURIComponent(orderId));
