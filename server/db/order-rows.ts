/**
 * An order as the checkout stores it, in the columns of `shop_order` and `order_line`. The orders
 * capability writes and reads these rows; the back office's order port (backoffice/order-records.port.ts)
 * is answered with them, so the stored shape is written down once, beside the migrations that make it.
 */

/** One `order_line` row: what the shopper bought, priced by the server when the order was written. */
export interface OrderLineRow {
  readonly uuid: string;
  readonly product_id: number;
  readonly variation_id: number;
  readonly type: number;
  readonly name: string;
  readonly variation_name: string;
  readonly sku: string;
  readonly margin: boolean | null;
  readonly black_and_white: boolean | null;
  readonly quantity: number;
  readonly unit_price: number;
  readonly line_total: number;
  /** The line's personalisation (the stored template values), or null for a plain line. */
  readonly template: unknown;
}

/** The `shop_order` columns every reader of an order reads: store, payment, customer and totals. */
export interface OrderRow {
  readonly id: string;
  readonly store: string;
  readonly currency: string;
  /** The checkout provider that took the payment, and its own id for the order. */
  readonly provider: string;
  readonly provider_ref: string | null;
  readonly email: string | null;
  readonly country: string | null;
  readonly customer_name: string | null;
  readonly street_address: string | null;
  readonly postal_code: string | null;
  readonly city: string | null;
  readonly subtotal: number;
  readonly discount_total: number;
  readonly gift_card_total: number;
  readonly total: number;
  readonly coupons: readonly string[];
}
