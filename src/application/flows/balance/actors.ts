/** The balance page's real actor over the GiftCardGateway port (docs/rules/gift-cards-and-coupons.md#codes POST /api/check-balance). */
import { fromPromise } from 'xstate';
import type { GiftCardGateway } from '../../ports/gift-cards.port';

export const createBalanceActors = (ports: { readonly giftCards: GiftCardGateway }) => ({
  actors: {
    checkBalance: fromPromise(({ input }: { input: { readonly code: string } }) => ports.giftCards.checkBalance(input.code)),
  },
});
