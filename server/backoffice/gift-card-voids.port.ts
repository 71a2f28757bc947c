import type { Queryable } from '../db/db.port.js';

/**
 * The gift cards' void, as the staff's gift-card and catalogue desks use it: voids cards (a refund's
 * order id, or null for the staff's desk) and answers the ids it voided. Owned here, implemented by
 * server/giftcards (voidGiftCards), handed over in server/app.ts.
 */
export type VoidGiftCards = (tx: Queryable, ids: readonly number[], at: Date, refundedOrder: string | null) => Promise<number[]>;
