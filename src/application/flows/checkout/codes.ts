/**
 * Coupon and gift-card codes at checkout (docs/rules/gift-cards-and-coupons.md#coupons "Adding a coupon…", docs/rules/gift-cards-and-coupons.md#codes "Coupon code: ignored
 * unless longer than 3 characters").
 *
 * Decisions:
 * - A code is compared without case: the server may answer it in its canonical spelling.
 * - A code the pricing was asked about and did not apply is rejected, with the server's reason:
 *   not valid, valid but not combinable with a better coupon, or a spent gift card (docs/rules/gift-cards-and-coupons.md#coupons: say
 *   what happened); a code entered since the last pricing is pending.
 * - The order is sent the codes the pricing applied (all entered codes while no pricing is
 *   known): what the shopper sees listed as applied is what the order gets.
 * - At most ORDER_MAX_CODES codes of at most ORDER_CODE_MAX_LENGTH characters (domain limits
 *   the server enforces too; a gift-card code has at most 50): a longer entry is ignored like a
 *   short one, never sent to be refused.
 */
import { ORDER_CODE_MAX_LENGTH, usableCouponCode, type DeclineReason } from '../../../domain';
import type { CheckoutPricing } from '../../ports/orders.port';

/** The code an entry gives, or null when it is to be ignored. */
export const enteredCode = (entry: string): string | null => {
  const code = usableCouponCode(entry);
  return code !== null && code.length <= ORDER_CODE_MAX_LENGTH ? code : null;
};

/** The last pricing and the codes it was asked about. */
export interface PricingAnswer {
  readonly pricing: CheckoutPricing;
  readonly codes: readonly string[];
}

export type CodeStatus =
  | { readonly code: string; readonly status: 'pending' }
  | { readonly code: string; readonly status: 'rejected'; readonly reason: DeclineReason }
  | {
      readonly code: string;
      readonly status: 'applied';
      readonly kind: 'coupon' | 'giftCard';
      readonly amount: CheckoutPricing['total'];
    };

export const sameCode = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

export const hasCode = (codes: readonly string[], code: string): boolean => codes.some((c) => sameCode(c, code));

export const codeStatus = (answer: PricingAnswer | null, code: string): CodeStatus => {
  if (answer === null || !hasCode(answer.codes, code)) return { code, status: 'pending' };
  const discount = answer.pricing.discounts.find((d) => sameCode(d.code, code));
  if (discount) return { code, status: 'applied', kind: 'coupon', amount: discount.amount };
  const giftCard = answer.pricing.giftCards.find((g) => sameCode(g.code, code));
  if (giftCard) return { code, status: 'applied', kind: 'giftCard', amount: giftCard.amount };
  const declined = answer.pricing.declined.find((d) => sameCode(d.code, code));
  return { code, status: 'rejected', reason: declined?.reason ?? 'invalid' };
};

export const codesForOrder = (codes: readonly string[], answer: PricingAnswer | null): readonly string[] =>
  answer === null ? codes : codes.filter((c) => codeStatus(answer, c).status !== 'rejected');
