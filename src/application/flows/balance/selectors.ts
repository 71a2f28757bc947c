/** Named reads of the gift-card balance page (docs/rules/gift-cards-and-coupons.md#codes, docs/rules/shop-wide.md#errors-and-redirects). */
import type { Money } from '../../../domain';
import type { BalanceContext, BalanceFailureCode } from './context';
import type { TaggedSnapshot } from '../snapshot';

type BalanceSnapshot = TaggedSnapshot<BalanceContext, 'Result'>;

export const selectBalanceCode = (s: BalanceSnapshot): string => s.context.code;
export const selectBalanceLoading = (s: BalanceSnapshot): boolean => s.hasTag('busy');
/** The balance (minor units and currency) once answered. */
export const selectBalance = (s: BalanceSnapshot): Money | null => (s.matches('Result') ? s.context.balance : null);
/** Which error text goes under the field. */
export const selectBalanceFailure = (s: BalanceSnapshot): BalanceFailureCode | null =>
  s.hasTag('error') ? s.context.failure : null;
/** Submit stays disabled for a minute after a RATE_LIMITED answer. */
export const selectBalanceRateLimited = (s: BalanceSnapshot): boolean => s.context.rateLimited;
