/**
 * SQL of the back office's order views and fulfilment moves (shop_order, order_event; migration
 * 076). Only paid orders (completed_at set) exist here; the checkout's own queries stay in
 * server/orders.
 */
import type { Queryable } from '../db/db.port.js';
import type { Carrier, FulfilmentStatus } from '../../src/domain/backoffice/index.js';

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

export interface FulfilmentRow {
  readonly fulfilment_status: FulfilmentStatus;
  readonly carrier: Carrier | null;
  readonly tracking_number: string | null;
  readonly shipped_at: Date | null;
  readonly completed_at: Date | null;
}

/** The order's fulfilment columns; `forUpdate` locks the row for a move. */
export const findFulfilment = async (db: Queryable, id: string, forUpdate = false): Promise<FulfilmentRow | null> =>
  (
    await db.query<FulfilmentRow>(
      `SELECT fulfilment_status, carrier, tracking_number, shipped_at, completed_at FROM shop_order WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    )
  ).rows[0] ?? null;

export const writeFulfilmentMove = async (
  tx: Queryable,
  id: string,
  move: {
    readonly to: FulfilmentStatus;
    readonly at: Date;
    readonly shipment?: { readonly carrier: Carrier; readonly trackingNumber: string };
    readonly note: string;
    readonly staff: string;
  },
): Promise<void> => {
  await tx.query(
    `UPDATE shop_order SET fulfilment_status = $2, updated_at = $3,
       carrier = coalesce($4, carrier), tracking_number = coalesce($5, tracking_number),
       shipped_at = CASE WHEN $4::text IS NULL THEN shipped_at ELSE $3 END
     WHERE id = $1`,
    [id, move.to, move.at, move.shipment?.carrier ?? null, move.shipment?.trackingNumber ?? null],
  );
  await tx.query('INSERT INTO order_event (order_id, at, status, note, staff) VALUES ($1, $2, $3, $4, $5)', [
    id,
    move.at,
    move.to,
    move.note,
    move.staff,
  ]);
};

export interface OrderEventRow {
  readonly at: Date;
  readonly status: FulfilmentStatus;
  readonly note: string;
  readonly staff: string | null;
}

export const orderEvents = async (db: Queryable, id: string): Promise<OrderEventRow[]> =>
  (await db.query<OrderEventRow>('SELECT at, status, note, staff FROM order_event WHERE order_id = $1 ORDER BY at, id', [id]))
    .rows;

export const paymentOf = async (db: Queryable, id: string) =>
  (
    await db.query<{ method: string; amount: number; created_at: Date }>(
      'SELECT method, amount, created_at FROM payment WHERE order_id = $1',
      [id],
    )
  ).rows[0] ?? null;

/** The order's status token, made from `fresh` on first use (one UPDATE: two writers agree). */
export const ensureStatusToken = async (db: Queryable, id: string, fresh: string): Promise<string | null> =>
  (
    await db.query<{ status_token: string }>(
      `UPDATE shop_order SET status_token = coalesce(status_token, $2) WHERE id = $1 AND completed_at IS NOT NULL
       RETURNING status_token`,
      [id, fresh],
    )
  ).rows[0]?.status_token ?? null;

export const findByStatusToken = async (db: Queryable, token: string) =>
  (
    await db.query<FulfilmentRow & { id: string; store: string }>(
      `SELECT id, store, fulfilment_status, carrier, tracking_number, shipped_at, completed_at
       FROM shop_order WHERE status_token = $1 AND completed_at IS NOT NULL`,
      [token],
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
    }>('SELECT id, store, email, customer_name, total, currency, completed_at FROM shop_order WHERE id = $1', [id])
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
    await db.query<{ order_id: string; position: number; media_key: string }>(
      `SELECT p.order_id, p.position, p.media_key FROM print_file p JOIN shop_order o ON o.id = p.order_id
       WHERE o.completed_at >= $1 AND o.completed_at < $2 AND o.fulfilment_status NOT IN ('cancelled', 'refunded')
       ORDER BY o.completed_at, o.id, p.position`,
      [from, to],
    )
  ).rows;

/** Each product's first thumbnail, for the lines of the shopper's order page. */
export const productThumbs = async (db: Queryable, productIds: readonly number[]): Promise<Map<number, string>> =>
  new Map(
    (
      await db.query<{ product_id: number; url: string }>(
        `SELECT DISTINCT ON (product_id) product_id, url FROM product_image
         WHERE product_id = ANY($1) AND type = 'thumb' ORDER BY product_id, position, id`,
        [[...new Set(productIds)]],
      )
    ).rows.map((r) => [r.product_id, r.url]),
  );
