/** The gift-card balance page's flow: what it holds (docs/rules/gift-cards-and-coupons.md). */
import type { Money } from '../../../domain';

export type BalanceFailureCode = 'NOT_FOUND' | 'RATE_LIMITED' | 'UNKNOWN';

export interface BalanceContext {
  readonly code: string;
  readonly balance: Money | null;
  readonly failure: BalanceFailureCode | null;
  readonly rateLimited: boolean;
}
