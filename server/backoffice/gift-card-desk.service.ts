/**
 * The staff's gift-card desk (issue 27 §6): a card looked up by its code as a shopper would type
 * it, with balance and what it paid; voided, after which it pays nothing (checkout treats it as
 * unknown, the balance check finds nothing left). The void and its audit row are one transaction;
 * the void itself is the one a refund makes too (voidGiftCards).
 */
import type { Db } from '../db/db.port.js';
import { badRequest, HttpProblem, notFound } from '../http/errors.js';
import type { Clock } from '../platform/clock.js';
import { formatGiftCardCode, giftCardCodeOrNull } from '../../src/domain/validation/gift-card-code.js';
import type { AdminGiftCard } from '../../src/adapters/http/contract/catalogue-desk.js';
import type { Queryable } from '../db/db.port.js';
import { findGiftCard, giftCardHistory, voidGiftCards, type GiftCardRow } from './gift-card-desk.repository.js';
import { recordAct, type StaffAct } from './staff-act.js';

const codeOf = (typed: string): string => {
  const code = giftCardCodeOrNull(typed);
  if (code === null) throw badRequest('A gift card code has 4 to 50 letters and digits.', 'GIFT_CARD.CODE');
  return code;
};

const view = async (db: Queryable, r: GiftCardRow): Promise<AdminGiftCard> => ({
  code: formatGiftCardCode(r.code),
  initial_amount: r.initial_amount,
  balance: r.balance,
  currency: r.currency,
  issued_for_order: r.issued_for_order,
  created_at: r.created_at.toISOString(),
  voided_at: r.voided_at?.toISOString() ?? null,
  history: (await giftCardHistory(db, r.id)).map((h) => ({ ...h, at: h.at.toISOString() })),
});

export const createGiftCardDesk = ({ db, clock }: { readonly db: Db; readonly clock: Clock }) => {
  const found = async (q: Queryable, code: string, lock = false) => {
    const card = await findGiftCard(q, code, lock);
    if (!card) throw notFound('A gift card with this code');
    return card;
  };
  return {
    lookUp: async (typed: string): Promise<AdminGiftCard> => view(db, await found(db, codeOf(typed))),

    void: async (typed: string, by: StaffAct): Promise<AdminGiftCard> => {
      const code = codeOf(typed);
      await db.transaction(async (tx) => {
        const before = await found(tx, code, true);
        if (before.voided_at) throw new HttpProblem(409, 'This gift card is voided already.', 'GIFT_CARD.VOIDED');
        const at = new Date(clock.now());
        await voidGiftCards(tx, [before.id], at, null);
        await recordAct(tx, by, at, {
          action: 'giftCard.void',
          target: `giftCard:${before.id}`,
          before: { balance: before.balance, currency: before.currency, voided_at: null },
          after: { balance: 0, currency: before.currency, voided_at: at.toISOString() },
        });
      });
      return view(db, await found(db, code));
    },
  };
};
export type GiftCardDesk = ReturnType<typeof createGiftCardDesk>;
