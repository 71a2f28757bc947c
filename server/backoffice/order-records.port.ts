import type { Queryable } from '../db/db.port.js';

/** One line of an order as the checkout stored it. */
export interface OrderLineRecord {
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
  /** The line's personalisation (read through OrderPrints.designOf), or null for a plain line. */
  readonly template: unknown;
}

/** An order as the checkout stored it: what the order desk, the refunds and the shopper's status page read. */
export interface OrderRecord {
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
  readonly lines: readonly OrderLineRecord[];
}

/**
 * Reads order `id` as the checkout stored it, inside the caller's transaction when given one; null
 * when there is none. Owned here, implemented by server/orders (findOrder), wired where the shop is
 * composed (app.ts, services.ts).
 */
export type ReadOrder = (db: Queryable, id: string) => Promise<OrderRecord | null>;
