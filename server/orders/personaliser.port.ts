import type { Queryable } from '../db/db.port.js';
import type { PricedOrderLine } from './pricing.js';

/** A cart's lines after their templates were checked, and how to keep their values with the order. */
export interface PersonalisedCart<L> {
  readonly lines: readonly L[];
  /** Keeps the lines' template values with the order `orderId`, replacing any it had. */
  keep(tx: Queryable, orderId: string): Promise<void>;
}

/**
 * Checks and normalises the templates of priced lines (a 400 names the first bad line, under
 * `field`), inside the order's transaction: a personalised line's values, an upload line's photo.
 * Owned by the checkout, implemented by server/personalisation, wired where the shop is composed.
 */
export type Personaliser = <L extends PricedOrderLine>(
  tx: Queryable,
  lines: readonly L[],
  field: string,
) => Promise<PersonalisedCart<L>>;
