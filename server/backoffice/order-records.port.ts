import type { Queryable } from '../db/db.port.js';
import type { OrderLineRow, OrderRow } from '../db/order-rows.js';

/** One line of an order as the checkout stored it; its template is read through OrderPrints.designOf. */
export type OrderLineRecord = OrderLineRow;

/** An order as the checkout stored it: what the order desk, the refunds and the shopper's status page read. */
export interface OrderRecord extends OrderRow {
  readonly lines: readonly OrderLineRecord[];
}

/**
 * Reads order `id` as the checkout stored it, inside the caller's transaction when given one; null
 * when there is none. Owned here, implemented by server/orders (findOrder), wired where the shop is
 * composed (app.ts, services.ts).
 */
export type ReadOrder = (db: Queryable, id: string) => Promise<OrderRecord | null>;
