/**
 * What a refund changes outside the order, each done by the table's owner inside the refund's
 * transaction (docs/data-ownership.md): the stock of refunded lines returns (the catalogue), and the
 * gift cards that paid get their part back, and cards bought with refunded lines are voided if
 * unused (gift cards). Handed over at composition.
 */
import type { Queryable } from '../../db/db.port.js';

/** Puts units back in stock: variation id → units. */
export type ReturnStock = (tx: Queryable, units: ReadonlyMap<number, number>) => Promise<void>;

/** Gives a gift card back `amount` (minor units of its currency). */
export type CreditGiftCard = (tx: Queryable, giftCardId: number, amount: number) => Promise<void>;

/** Voids up to `count` unused gift cards bought with the order; answers the ids it voided. */
export type VoidUnusedIssuedGiftCards = (tx: Queryable, orderId: string, count: number, at: Date) => Promise<number[]>;
