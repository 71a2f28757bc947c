/**
 * The staff's gift-card desk: a card looked up by its code as a shopper would type
 * it, with balance and what it paid; voided, after which it pays nothing (checkout treats it as
 * unknown, the balance check finds nothing left). The void and its audit row are one transaction;
 * the void itself is the gift cards' own, the one a refund makes too (a VoidGiftCards port).
 */
import type { Db } from '../db/db.port.js';
import { failed, refuse, settle, succeeded, type Outcome } from '../platform/outcome.js';
import type { Clock } from '../platform/clock.js';
import { formatGiftCardCode, giftCardCodeOrNull } from '../../src/domain/validation/gift-card-code.js';
import type { Queryable } from '../db/db.port.js';
import { findGiftCard, giftCardHistory, type GiftCardRow } from './gift-card-desk.repository.js';
import type { VoidGiftCards } from './gift-card-voids.port.js';
import { recordAct, type StaffAct } from './staff-act.js';

const BAD_CODE = 'A gift card code has 4 to 50 letters and digits.';
const NOT_FOUND = 'A gift card with this code was not found';

/** A card as the desk shows it: its code as printed, balance, what it paid, and whether it is voided. */
const view = async (db: Queryable, r: GiftCardRow) => ({
  code: formatGiftCardCode(r.code),
  initial_amount: r.initial_amount,
  balance: r.balance,
  currency: r.currency,
  issued_for_order: r.issued_for_order,
  created_at: r.created_at.toISOString(),
  voided_at: r.voided_at?.toISOString() ?? null,
  history: (await giftCardHistory(db, r.id)).map((h) => ({ ...h, at: h.at.toISOString() })),
});

export const createGiftCardDesk = ({
  db,
  clock,
  voidGiftCards,
}: {
  readonly db: Db;
  readonly clock: Clock;
  readonly voidGiftCards: VoidGiftCards;
}) => {
  type AdminGiftCardView = Awaited<ReturnType<typeof view>>;
  return {
    lookUp: async (typed: string): Promise<Outcome<AdminGiftCardView>> => {
      const code = giftCardCodeOrNull(typed);
      if (code === null) return failed('GIFT_CARD.CODE', BAD_CODE);
      const card = await findGiftCard(db, code);
      return card ? succeeded(await view(db, card)) : failed('GIFT_CARD.NOT_FOUND', NOT_FOUND);
    },

    void: async (typed: string, by: StaffAct): Promise<Outcome<AdminGiftCardView>> => {
      const code = giftCardCodeOrNull(typed);
      if (code === null) return failed('GIFT_CARD.CODE', BAD_CODE);
      const voided = await settle(() =>
        db.transaction(async (tx) => {
          const before = (await findGiftCard(tx, code, true)) ?? refuse('GIFT_CARD.NOT_FOUND', NOT_FOUND);
          if (before.voided_at) return refuse('GIFT_CARD.VOIDED', 'This gift card is voided already.');
          const at = new Date(clock.now());
          await voidGiftCards(tx, [before.id], at, null);
          await recordAct(tx, by, at, {
            action: 'giftCard.void',
            target: `giftCard:${before.id}`,
            before: { balance: before.balance, currency: before.currency, voided_at: null },
            after: { balance: 0, currency: before.currency, voided_at: at.toISOString() },
          });
        }),
      );
      if (!voided.ok) return voided;
      return succeeded(await view(db, (await findGiftCard(db, code))!));
    },
  };
};
export type GiftCardDesk = ReturnType<typeof createGiftCardDesk>;
