/** The confirmation's input and context (docs/rules/checkout.md#confirmation "Confirmation", docs/rules/checkout.md#confirmation "Confirmation clears cart and order id"). */
import { estimatedDeliveryDate, parseIsoDate, type CalendarDate, type CartLine } from '../../../domain';
import type { MountedCheckout } from '../../ports/checkout-embed.port';
import type { CheckoutOrder } from '../../ports/orders.port';

export interface ConfirmationInput {
  /** The order id of the confirmation route. */
  readonly orderId: string;
  /** The cart's lines as the page opens (the purchase event's items); cleared right after. */
  readonly lines: readonly CartLine[];
  /** Today as YYYY-MM-DD, from the Clock port (`clock.today()`): the delivery estimate's start. */
  readonly today: string;
  /** The order's personalised lines kept by an earlier visit of this confirmation (made-for-you.ts); shown after a reload. */
  readonly kept?: readonly CartLine[];
}

export interface ConfirmationError {
  /** NOT_PAID: the order exists but is not complete; UNKNOWN: it could not be read or shown. */
  readonly code: 'NOT_PAID' | 'UNKNOWN';
}

export interface ConfirmationContext {
  readonly orderId: string;
  readonly lines: readonly CartLine[];
  readonly kept: readonly CartLine[];
  readonly today: string;
  readonly order: CheckoutOrder | null;
  readonly embed: MountedCheckout | null;
  readonly embedRetries: number;
  readonly error: ConfirmationError | null;
  /** The shopper asked for a review invitation (once per visit). */
  readonly reviewOptedIn: boolean;
}

/** The delivery estimate from today (docs/rules/checkout.md#checkout-order), or null when today is unreadable. */
export const estimatedDeliveryOf = (today: string): CalendarDate | null => {
  const parsed = parseIsoDate(today);
  return parsed.ok ? estimatedDeliveryDate(parsed.value) : null;
};

export const initialConfirmationContext = (input: ConfirmationInput): ConfirmationContext => ({
  orderId: input.orderId,
  lines: input.lines,
  kept: input.kept ?? [],
  today: input.today,
  order: null,
  embed: null,
  embedRetries: 0,
  error: null,
  reviewOptedIn: false,
});
