/**
 * SQL of the orders CSV: the order list's filter and order (newest first), read in keyset
 * batches. The cursor is the last row's id and its timestamp is read back in SQL, so the
 * database's microseconds are compared, not a JavaScript Date's milliseconds. The plain `<=` bound
 * lets each batch start inside the list's index (completed_at DESC, id) instead of sorting every row.
 */
import type { Queryable } from '../db/db.port.js';
import type { Carrier } from '../../src/domain/backoffice/index.js';
import type { OrderLineRow } from '../db/order-rows.js';
import { paidOrderWhere, type OrderFilter, type OrderSummaryRow } from './admin-orders.repository.js';

/** A row of the order list, with the delivery address, the lines and the shipment the CSV adds. */
export interface OrderExportRow extends OrderSummaryRow {
  readonly street_address: string | null;
  readonly postal_code: string | null;
  readonly city: string | null;
  readonly lines: readonly Pick<OrderLineRow, 'quantity' | 'name' | 'sku' | 'variation_name' | 'margin' | 'black_and_white'>[];
  readonly carrier: Carrier | null;
  readonly tracking_number: string | null;
}

export const paidOrdersAfter = async (
  db: Queryable,
  filter: OrderFilter,
  after: string | null,
  limit: number,
): Promise<OrderExportRow[]> => {
  const w = paidOrderWhere(filter);
  const params = [...w.params, limit];
  const cursor =
    after === null
      ? ''
      : (params.push(after), `AND o.completed_at <= c.completed_at AND (o.completed_at < c.completed_at OR o.id > c.id)`);
  const { rows } = await db.query<OrderExportRow>(
    `SELECT o.id, o.completed_at, o.fulfilment_status, o.store, o.email, o.customer_name, o.country, o.total, o.currency,
       o.carrier, o.tracking_number, o.street_address, o.postal_code, o.city,
       (SELECT coalesce(sum(l.quantity), 0)::int FROM order_line l WHERE l.order_id = o.id) AS items,
       (SELECT coalesce(json_agg(json_build_object('quantity', l.quantity, 'name', l.name, 'sku', l.sku,
          'variation_name', l.variation_name, 'margin', l.margin, 'black_and_white', l.black_and_white) ORDER BY l.position), '[]')
        FROM order_line l WHERE l.order_id = o.id) AS lines
     FROM shop_order o${after === null ? '' : `, (SELECT completed_at, id FROM shop_order WHERE id = $${params.length}) c`}
     WHERE ${w.sql} ${cursor}
     ORDER BY o.completed_at DESC, o.id LIMIT $${w.params.length + 1}`,
    params,
  );
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
};
