/**
 * Gift-card balance (docs/rules/gift-cards-and-coupons.md#codes "Gift card code", docs/rules/gift-cards-and-coupons.md#codes POST /api/check-balance). Every rejected
 * code fails with NOT_FOUND (the server answers them all alike); too many tries with
 * RATE_LIMITED.
 */
import type { Money } from '../../domain';
import type { Outcome } from '../model/outcome';

export interface GiftCardGateway {
  checkBalance(code: string): Promise<Outcome<Money>>;
}
