/**
 * The shopper's order as its status page shows it: where it is, when it should arrive (the
 * domain's weekday rule from the day of payment), the parcel once shipped, and the lines drawn
 * as the cart drew them.
 */
import type { CartLine } from '../../domain';
import type { FulfilmentStatus } from '../../domain/backoffice';

export interface Shipment {
  readonly carrierName: string;
  readonly trackingNumber: string;
  readonly trackingUrl: string;
}

export interface OrderStatus {
  /** The store the order was placed in: its page lives under that store's path and words. */
  readonly store: string;
  readonly status: FulfilmentStatus;
  /** YYYY-MM-DD */
  readonly paidOn: string;
  /** YYYY-MM-DD */
  readonly estimatedDelivery: string;
  readonly shipment: Shipment | null;
  readonly lines: readonly CartLine[];
  /** A print is being made again; the shopper has nothing to do. */
  readonly reprinting: boolean;
}
