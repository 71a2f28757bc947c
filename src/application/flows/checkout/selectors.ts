/** Named reads of the checkout for the checkout page (docs/rules/checkout.md#checkout-order "Checkout", docs/rules/checkout.md#checkout-order). */
import type { CartLine, Money } from '../../../domain';
import type { AppliedCode } from '../../ports/orders.port';
import { codeStatus, type CodeStatus } from './codes';
import type { CheckoutContext, CheckoutError } from './context';
import type { TaggedSnapshot } from '../snapshot';

type CheckoutSnapshot = TaggedSnapshot<CheckoutContext, 'Empty'>;

export interface PricingSummary {
  readonly subtotal: Money;
  readonly discounts: readonly AppliedCode[];
  readonly giftCards: readonly AppliedCode[];
  readonly total: Money;
  readonly currency: string;
}

export const selectCheckoutLines = (s: CheckoutSnapshot): readonly CartLine[] => s.context.lines;

/** The server's pricing of the cart; null until it answered (or when it failed). */
export const selectPricing = (s: CheckoutSnapshot): PricingSummary | null => {
  const p = s.context.pricing?.pricing;
  return p
    ? { subtotal: p.subtotal, discounts: p.discounts, giftCards: p.giftCards, total: p.total, currency: p.currency }
    : null;
};

/** Every entered code with its status: applied (coupon or gift card), rejected ("not valid") or pending. */
export const selectCodes = (s: CheckoutSnapshot): readonly CodeStatus[] =>
  s.context.codes.map((c) => codeStatus(s.context.pricing, c));
export const selectAppliedCodes = (s: CheckoutSnapshot): readonly CodeStatus[] =>
  selectCodes(s).filter((c) => c.status === 'applied');
export const selectRejectedCodes = (s: CheckoutSnapshot): readonly string[] =>
  selectCodes(s)
    .filter((c) => c.status === 'rejected')
    .map((c) => c.code);

export const selectCouponEntryOpen = (s: CheckoutSnapshot): boolean => s.context.couponEntryOpen;
export const selectCouponField = (s: CheckoutSnapshot): string => s.context.couponField;
export const selectCheckoutBusy = (s: CheckoutSnapshot): boolean => s.hasTag('busy');
/** The generic unknown-error alert (docs/rules/shop-wide.md#errors-and-redirects); null while there is none. */
export const selectCheckoutError = (s: CheckoutSnapshot): CheckoutError | null => (s.hasTag('error') ? s.context.error : null);
/** The empty-cart message instead of the checkout. */
export const selectCheckoutEmpty = (s: CheckoutSnapshot): boolean => s.matches('Empty');
