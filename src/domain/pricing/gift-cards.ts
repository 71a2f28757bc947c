/**
 * Gift cards pay what is left of an order after coupons (docs/rules/gift-cards-and-coupons.md#gift-cards "Gift card", docs/rules/checkout.md#checkout-order checkout).
 *
 * Decisions: cards are drawn in the order given, each at most its balance (a negative balance
 * counts as empty) and never more than is still due; a card in another currency pays nothing.
 * What the cards draw plus what remains due is always the amount due.
 */
import { money, type Money } from '../money/money';

export interface GiftCardBalance {
  readonly code: string;
  readonly balance: Money;
}

export interface DrawnGiftCard<C extends GiftCardBalance> {
  readonly card: C;
  readonly amount: Money;
}

export const applyGiftCards = <C extends GiftCardBalance>(
  due: Money,
  cards: readonly C[],
): { readonly drawn: readonly DrawnGiftCard<C>[]; readonly remaining: Money } => {
  let left = Math.max(due.amount, 0);
  const drawn = cards.map((card) => {
    const usable = card.balance.currency === due.currency ? Math.max(card.balance.amount, 0) : 0;
    const amount = Math.min(usable, left);
    left -= amount;
    return { card, amount: money(amount, due.currency) };
  });
  return { drawn, remaining: money(left, due.currency) };
};
