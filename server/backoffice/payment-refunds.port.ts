import type { Queryable } from '../db/db.port.js';

/** Money the shop gives back through the checkout provider (a refund or a cancellation by the staff). */
export interface PaymentRefund {
  readonly orderId: string;
  /** The provider's own id for the order (shop_order.provider_ref), if it has one. */
  readonly providerRef: string | null;
  /** Minor units of the order's currency; never more than the provider took for the order. */
  readonly amount: number;
  readonly currency: string;
  readonly reason: string;
}

/**
 * The checkout provider as a refund needs it. Owned here, implemented by every checkout provider
 * (server/orders/checkout-provider.port.ts), wired in app.ts.
 */
export interface PaymentRefunds {
  /** The provider's name, as stored with each order it took the payment of (shop_order.provider). */
  readonly name: string;
  /**
   * Gives `refund.amount` back to the shopper's payment; the provider's refund id (or null). Called
   * inside the refund's transaction `tx`, last: a throw rolls the refund back.
   */
  refund(refund: PaymentRefund, tx: Queryable): Promise<{ readonly reference: string | null }>;
}
