/**
 * Which of the entered coupons an order gets (docs/rules/gift-cards-and-coupons.md#coupons "Coupon"; the shop's stacking policy).
 *
 * Decisions:
 * - At most ONE percentage coupon per order: the largest percentage; on a tie, the one entered
 *   first. Percentages never stack (ten newsletter codes are still 10 % off).
 * - Fixed-amount coupons stack, each code once (compared case-insensitively).
 * - The percentage applies first, then the fixed amounts, so the result does not depend on
 *   the order the codes were typed in; applyCoupons keeps the total at or above zero.
 */
import type { Coupon } from './coupon';

const key = (c: Coupon): string => c.code.trim().toUpperCase();

export const stackCoupons = <C extends Coupon>(entered: readonly C[]): readonly C[] => {
  const seen = new Set<string>();
  const unique = entered.filter((c) => !seen.has(key(c)) && Boolean(seen.add(key(c))));
  const best = unique.reduce<C | undefined>(
    (top, c) =>
      c.kind === 'percentage' && (top === undefined || (top.kind === 'percentage' && c.percent > top.percent)) ? c : top,
    undefined,
  );
  const fixed = unique.filter((c) => c.kind === 'fixed');
  return best ? [best, ...fixed] : fixed;
};

/**
 * The entered coupons an order does not get although each is valid on its own: a smaller
 * percentage beside a larger one (stackCoupons' rule). The shopper is told they do not combine,
 * not that they are invalid. A repeat of a code that applies is not listed.
 */
export const unstackedCoupons = <C extends Coupon>(entered: readonly C[]): readonly C[] => {
  const applied = new Set(stackCoupons(entered).map(key));
  return entered.filter((c) => !applied.has(key(c)));
};

/**
 * Why an entered code was not applied (docs/rules/shop-wide.md#errors-and-redirects: say what happened): unknown or no longer valid
 * (expired, used), a valid coupon that does not combine with a better one, a gift card with
 * nothing left on it, or a gift card in another currency than the store's (it pays nothing here,
 * applyGiftCards).
 */
export type DeclineReason = 'invalid' | 'not_combinable' | 'spent' | 'other_currency';
export const DECLINE_REASONS: readonly DeclineReason[] = ['invalid', 'not_combinable', 'spent', 'other_currency'];
