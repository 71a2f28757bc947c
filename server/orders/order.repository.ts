/**
 * Orders in PostgreSQL (shop_order + order_line). Lines and totals are always written together
 * from one server pricing, inside the caller's transaction, so a stored order never disagrees
 * with its own lines.
 */
import type { Queryable } from '../db/db.port.js';
import type { OrderLineRow, OrderRow } from '../db/order-rows.js';
import type { Pricing } from './pricing.js';
import type { FulfilmentStatus } from '../../src/domain/backoffice/index.js';

export type OrderStatus = 'checkout_incomplete' | 'checkout_complete';

export type StoredLine = OrderLineRow;

export interface StoredOrder extends OrderRow {
  readonly status: OrderStatus;
  readonly campaign_data: Readonly<Record<string, string>>;
  readonly version: number;
  /** Where the order is after payment (migration 076; src/domain/backoffice order lifecycle). */
  readonly fulfilment_status: FulfilmentStatus;
  readonly lines: readonly StoredLine[];
}

/** Who paid, and where the order goes. */
export interface Customer {
  readonly email: string;
  readonly country: string;
  readonly name: string;
  readonly streetAddress: string;
  readonly postalCode: string;
  readonly city: string;
}

export interface OrderContent {
  readonly pricing: Pricing;
  readonly codes: readonly string[];
  readonly campaignData: Readonly<Record<string, string>>;
}

const totalsOf = (p: Pricing) => [
  p.subtotal,
  p.discounts.reduce((n, d) => n + d.amount, 0),
  p.giftCards.reduce((n, g) => n + g.amount, 0),
  p.total,
];

const writeLines = async (tx: Queryable, orderId: string, p: Pricing): Promise<void> => {
  await tx.query('DELETE FROM order_line WHERE order_id = $1', [orderId]);
  for (const [position, l] of p.lines.entries()) {
    await tx.query(
      `INSERT INTO order_line (order_id, position, uuid, product_id, variation_id, type, name, variation_name, sku,
         margin, black_and_white, quantity, unit_price, line_total, template)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`,
      [
        orderId,
        position,
        l.uuid,
        l.product_id,
        l.variation_id,
        l.type,
        l.name,
        l.variation_name,
        l.sku,
        l.margin,
        l.black_and_white,
        l.quantity,
        l.unit_price,
        l.line_total,
        l.template === null ? null : JSON.stringify(l.template),
      ],
    );
  }
};

export const insertOrder = async (tx: Queryable, id: string, provider: string, c: OrderContent): Promise<void> => {
  await tx.query(
    `INSERT INTO shop_order (id, store, currency, provider, subtotal, discount_total, gift_card_total, total, coupons, campaign_data)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
    [
      id,
      c.pricing.store.code,
      c.pricing.currency,
      provider,
      ...totalsOf(c.pricing),
      [...c.codes],
      JSON.stringify(c.campaignData),
    ],
  );
  await writeLines(tx, id, c.pricing);
};

/** Replaces content and totals of an incomplete order; false when it is complete (or gone). */
export const replaceOrderContent = async (tx: Queryable, id: string, c: OrderContent): Promise<boolean> => {
  const { rows } = await tx.query(
    `UPDATE shop_order SET store = $2, currency = $3, subtotal = $4, discount_total = $5, gift_card_total = $6,
       total = $7, coupons = $8, campaign_data = $9, updated_at = now(), version = version + 1
     WHERE id = $1 AND status = 'checkout_incomplete' RETURNING id`,
    [id, c.pricing.store.code, c.pricing.currency, ...totalsOf(c.pricing), [...c.codes], JSON.stringify(c.campaignData)],
  );
  if (rows.length === 0) return false;
  await writeLines(tx, id, c.pricing);
  return true;
};

export const setProviderRef = async (tx: Queryable, id: string, ref: string | null): Promise<void> => {
  await tx.query('UPDATE shop_order SET provider_ref = $2 WHERE id = $1', [id, ref]);
};

export const markOrderComplete = async (tx: Queryable, id: string, at: Date, c: Customer): Promise<void> => {
  await tx.query(
    `UPDATE shop_order SET status = 'checkout_complete', completed_at = $2, updated_at = $2, email = $3,
       country = $4, customer_name = $5, street_address = $6, postal_code = $7, city = $8
     WHERE id = $1`,
    [id, at, c.email, c.country, c.name, c.streetAddress, c.postalCode, c.city],
  );
};

/** The order with its lines; `forUpdate` locks the row until the transaction ends. */
export const findOrder = async (db: Queryable, id: string, forUpdate = false): Promise<StoredOrder | null> => {
  const { rows } = await db.query<Omit<StoredOrder, 'lines'>>(
    `SELECT id, store, currency, provider, provider_ref, status, email, country, customer_name, street_address,
       postal_code, city, subtotal, discount_total, gift_card_total, total, coupons, campaign_data, version, fulfilment_status
     FROM shop_order WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const order = rows[0];
  if (!order) return null;
  const { rows: lines } = await db.query<StoredLine>(
    `SELECT uuid, product_id, variation_id, type, name, variation_name, sku, margin, black_and_white,
       quantity, unit_price, line_total, template
     FROM order_line WHERE order_id = $1 ORDER BY position`,
    [id],
  );
  return { ...order, lines };
};
