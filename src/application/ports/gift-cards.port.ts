/**
 * Gift-card balance (spec §5 "Gift card code", §7 POST /api/check-balance). Every rejected
 * code fails with NOT_FOUND (the server answers them all alike); too many tries with
 * RATE_LIMITED.
 */
import type { Money } from '../../domain';
import type { Outcome } from '../model/outcome';

export interface GiftCardGateway {
  checkBalance(code: string): Promise<Outcome<Money>>;
}
