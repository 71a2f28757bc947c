/**
 * SQL of the back office's order views: lists, history, payment, mails and print batches read from
 * the orders' tables (shop_order, order_line, order_event, payment). Only paid orders (completed_at
 * set) exist here. Every change of an order is the orders' own (server/orders/fulfilment,
 * server/orders/refunds); the back office reads.
 */
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';
import type { Queryable } from '../db/db.port.js';
import type { FulfilmentStatus } from '../../src/domain/backoffice/index.js';

export interface OrderFilter {
  readonly status?: FulfilmentStatus;
  readonly from?: Date;
  /** Exclusive upper bound. */
  readonly to?: Date;
  readonly country?: string;
  /** Order id, e-mail or name, in part, case-insensitive. */
  readonly text?: string;
}

export interface OrderSummaryRow {
  readonly id: string;
  readonly completed_at: Date;
  readonly fulfilment_status: FulfilmentStatus;
  readonly store: string;
  readonly email: string | null;
  readonly customer_name: string | null;
  readonly country: string | null;
  readonly total: number;
  readonly currency: string;
  readonly items: number;
}

export const paidOrderWhere = (f: OrderFilter): { sql: string; params: unknown[] } => {
  const params: unknown[] = [];
  const parts = ['o.completed_at IS NOT NULL'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (f.status) add((n) => `o.fulfilment_status = ${n}`, f.status);
  if (f.from) add((n) => `o.completed_at >= ${n}`, f.from);
  if (f.to) add((n) => `o.completed_at < ${n}`, f.to);
  if (f.country) add((n) => `upper(o.country) = upper(${n})`, f.country);
  if (f.text) {
    // LIKE wildcards typed by a person are taken literally.
    const like = `%${f.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add((n) => `(o.id ILIKE ${n} OR o.email ILIKE ${n} OR o.customer_name ILIKE ${n})`, like);
  }
  return { sql: parts.join(' AND '), params };
};

export const listPaidOrders = async (
  db: Queryable,
  filter: OrderFilter,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: OrderSummaryRow[]; total: number }> => {
  const w = paidOrderWhere(filter);
  const total = Number(
    (await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM shop_order o WHERE ${w.sql}`, w.params)).rows[0]!.n,
  );
  const { rows } = await db.query<OrderSummaryRow>(
    `SELECT o.id, o.completed_at, o.fulfilment_status, o.store, o.email, o.customer_name, o.country, o.total, o.currency,
       (SELECT coalesce(sum(l.quantity), 0)::int FROM order_line l WHERE l.order_id = o.id) AS items
     FROM shop_order o WHERE ${w.sql}
     ORDER BY o.completed_at DESC, o.id LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
    [...w.params, page.limit, page.offset],
  );
  return { rows: rows.map((r) => ({ ...r, total: Number(r.total) })), total };
};

export interface OrderEventRow {
  readonly at: Date;
  readonly status: FulfilmentStatus;
  readonly note: string;
  readonly staff: string | null;
  /** The member of staff's name where the shop knows it (staff_member). */
  readonly staff_name: string | null;
}

export const orderEvents = async (db: Queryable, id: string): Promise<OrderEventRow[]> =>
  (
    await db.query<OrderEventRow>(
      `SELECT e.at, e.status, e.note, e.staff, m.name AS staff_name
       FROM order_event e LEFT JOIN staff_member m ON m.subject = e.staff
       WHERE e.order_id = $1 ORDER BY e.at, e.id`,
      [id],
    )
  ).rows;

export const paymentOf = async (db: Queryable, id: string) =>
  (
    await db.query<{ method: string; amount: number; created_at: Date }>(
      'SELECT method, amount, created_at FROM payment WHERE order_id = $1',
      [id],
    )
  ).rows[0] ?? null;

/** What the shopper's e-mails say about an order; null for an unpaid order or one without an e-mail address. */
export const mailOrderOf = async (db: Queryable, id: string) => {
  const row = (
    await db.query<{
      id: string;
      store: string;
      email: string | null;
      customer_name: string | null;
      total: number;
      currency: string;
      completed_at: Date | null;
      only_gift_cards: boolean;
      street_address: string | null;
      postal_code: string | null;
      city: string | null;
      country: string | null;
    }>(
      `SELECT id, store, email, customer_name, total, currency, completed_at, street_address, postal_code, city, country,
         NOT EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND l.type <> $2) AS only_gift_cards
       FROM shop_order o WHERE id = $1`,
      [id, PRODUCT_TYPE.giftCard],
    )
  ).rows[0];
  if (!row?.email || !row.completed_at) return null;
  return {
    id: row.id,
    store: row.store,
    email: row.email,
    customerName: row.customer_name ?? '',
    total: Number(row.total),
    currency: row.currency,
    paidAt: row.completed_at,
    onlyGiftCards: row.only_gift_cards,
    lines: (
      await db.query<{ quantity: number; name: string; variation_name: string }>(
        'SELECT quantity, name, variation_name FROM order_line WHERE order_id = $1 ORDER BY position',
        [id],
      )
    ).rows,
    address: [row.customer_name, row.street_address, [row.postal_code, row.city].filter(Boolean).join(' '), row.country].filter(
      (part): part is string => !!part,
    ),
  };
};

/** Paid orders since `since` whose confirmation was never written (a stop between payment and mail). */
export const ordersWithoutConfirmation = async (db: Queryable, since: Date): Promise<string[]> =>
  (
    await db.query<{ id: string }>(
      `SELECT o.id FROM shop_order o WHERE o.completed_at > $1 AND o.email IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.order_id = o.id AND m.kind = 'order_confirmation')
       ORDER BY o.completed_at`,
      [since],
    )
  ).rows.map((r) => r.id);

/** The print files of the orders paid in [from, to) that still go to the printer, in order of payment. */
export const printFilesPaidBetween = async (db: Queryable, from: Date, to: Date) =>
  (
    await db.query<{ order_id: string; position: number; media_key: string; dpi: number }>(
      `SELECT p.order_id, p.position, p.media_key, p.dpi FROM print_file p JOIN shop_order o ON o.id = p.order_id
       WHERE o.completed_at >= $1 AND o.completed_at < $2 AND o.fulfilment_status NOT IN ('cancelled', 'refunded')
       ORDER BY o.completed_at, o.id, p.position`,
      [from, to],
    )
  ).rows;

/** The orders paid in [from, to) that are still to be packed (not cancelled or refunded), in order of payment. */
export const ordersToPackPaidBetween = async (db: Queryable, from: Date, to: Date): Promise<string[]> =>
  (
    await db.query<{ id: string }>(
      `SELECT o.id FROM shop_order o
       WHERE o.completed_at >= $1 AND o.completed_at < $2 AND o.fulfilment_status NOT IN ('cancelled', 'refunded')
         AND EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND l.type <> $3)
       ORDER BY o.completed_at, o.id`,
      [from, to, PRODUCT_TYPE.giftCard],
    )
  ).rows.map((r) => r.id);
