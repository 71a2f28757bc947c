import type { Queryable } from '../db/db.port.js';
import { CHECKOUT_COMPLETE } from '../../src/domain/checkout/index.js';
import { findOrder } from './order.repository.js';

/**
 * An order's lines and whether it is paid: what personalisation asks of the orders for print files
 * and the render page (its OrderedLines port), handed over where the shop is composed.
 */
export const orderedLinesOf = async (db: Queryable, orderId: string) => {
  const order = await findOrder(db, orderId);
  return order && { paid: order.status === CHECKOUT_COMPLETE, lines: order.lines };
};
