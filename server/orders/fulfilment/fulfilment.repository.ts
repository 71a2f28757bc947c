/**
 * SQL of an order's fulfilment: its status, shipment and history (shop_order, order_event;
 * migration 076) and the shopper's status token. Only paid orders (completed_at set) move.
 */
import type { Queryable } from '../../db/db.port.js';
import type { Carrier, FulfilmentStatus } from '../../../src/domain/backoffice/index.js';

export interface FulfilmentRow {
  readonly fulfilment_status: FulfilmentStatus;
  readonly carrier: Carrier | null;
  readonly tracking_number: string | null;
  /** Another carrier's tracking page (carrier 'other' only). */
  readonly tracking_link: string | null;
  readonly shipped_at: Date | null;
  readonly completed_at: Date | null;
}

/** The order's fulfilment columns; `forUpdate` locks the row for a move. */
export const findFulfilment = async (db: Queryable, id: string, forUpdate = false): Promise<FulfilmentRow | null> =>
  (
    await db.query<FulfilmentRow>(
      `SELECT fulfilment_status, carrier, tracking_number, tracking_link, shipped_at, completed_at FROM shop_order WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    )
  ).rows[0] ?? null;

export const writeFulfilmentMove = async (
  tx: Queryable,
  id: string,
  move: {
    readonly to: FulfilmentStatus;
    readonly at: Date;
    readonly shipment?: { readonly carrier: Carrier; readonly trackingNumber: string; readonly trackingLink: string | null };
    readonly note: string;
    /** The staff member who moved it; null for the shop itself. */
    readonly staff: string | null;
    /** A corrected tracking number: the parcel left when it was first shipped. */
    readonly keepShippedAt?: boolean;
  },
): Promise<void> => {
  await tx.query(
    `UPDATE shop_order SET fulfilment_status = $2, updated_at = $3,
       carrier = coalesce($4, carrier), tracking_number = coalesce($5, tracking_number),
       tracking_link = CASE WHEN $4::text IS NULL THEN tracking_link ELSE $7 END,
       shipped_at = CASE WHEN $4::text IS NULL OR $6 THEN shipped_at ELSE $3 END
     WHERE id = $1`,
    [
      id,
      move.to,
      move.at,
      move.shipment?.carrier ?? null,
      move.shipment?.trackingNumber ?? null,
      move.keepShippedAt ?? false,
      move.shipment?.trackingLink ?? null,
    ],
  );
  await tx.query('INSERT INTO order_event (order_id, at, status, note, staff) VALUES ($1, $2, $3, $4, $5)', [
    id,
    move.at,
    move.to,
    move.note,
    move.staff,
  ]);
};

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
      `SELECT id, store, fulfilment_status, carrier, tracking_number, tracking_link, shipped_at, completed_at
       FROM shop_order WHERE status_token = $1 AND completed_at IS NOT NULL`,
      [token],
    )
  ).rows[0] ?? null;

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
