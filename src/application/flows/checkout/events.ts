/** What the checkout page and the cart tell the checkout (docs/rules/checkout.md#checkout-order). */
import type { CartLine } from '../../../domain';

export type CheckoutEvent =
  /** The cart's `cart.changed` (after its 350 ms quantity debounce). */
  | { readonly type: 'checkout.cartChanged'; readonly lines: readonly CartLine[] }
  | { readonly type: 'checkout.couponEntry.open' }
  | { readonly type: 'checkout.couponEntry.close' }
  | { readonly type: 'checkout.couponCode.change'; readonly value: string }
  /** Adds the field's code. */
  | { readonly type: 'checkout.coupon.add' }
  | { readonly type: 'checkout.coupon.remove'; readonly code: string }
  /** From the embed: the shopper paid. */
  | { readonly type: 'checkout.completed'; readonly orderId: string }
  /** From the generic-error alert: start over. */
  | { readonly type: 'checkout.retry' };
