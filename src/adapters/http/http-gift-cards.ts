/**
 * The GiftCardGateway over the HTTP API (docs/rules/gift-cards-and-coupons.md#codes POST /api/check-balance): every rejected code
 * answers 404 (NOT_FOUND), too many attempts 429 (RATE_LIMITED) — the http client maps both.
 */
import { money } from '../../domain';
import { ok } from '../../domain/result/result';
import type { GiftCardGateway } from '../../application/ports/gift-cards.port';
import { Balance, type CheckBalanceRequest } from './contract/newsletter';
import type { HttpClient } from './http-client';

export const createHttpGiftCardGateway = (http: HttpClient): GiftCardGateway => ({
  checkBalance: async (code) => {
    const body: CheckBalanceRequest = { code };
    const r = await http.request(Balance, '/api/check-balance', { method: 'POST', body });
    return r.ok ? ok(money(r.value.value.balance, r.value.value.currency)) : r;
  },
});
