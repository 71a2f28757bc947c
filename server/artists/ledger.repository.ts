/** The artists' ledger rows (account_transaction), written inside the transaction that completes a paid order. */
import type { Queryable } from '../db/db.port.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';

/** The artist of each public poster among `productIds` that belongs to one. */
export const artistsOfProducts = async (tx: Queryable, productIds: readonly number[]): Promise<Map<number, number>> => {
  const { rows } = await tx.query<{ id: number; artist_id: number }>(
    `SELECT p.id, p.artist_id FROM product p JOIN artist a ON a.id = p.artist_id
     WHERE p.id = ANY($1::int[]) AND p.status = ANY($2::int[])`,
    [productIds, PUBLIC_STATUSES],
  );
  return new Map(rows.map((o) => [o.id, o.artist_id]));
};

export interface SaleEntry {
  readonly artistId: number;
  readonly orderId: string;
  readonly orderLine: number;
  readonly productId: number;
  readonly quantity: number;
  readonly description: string;
  readonly amountEur: number;
  readonly exchangeRate: number;
  readonly saleCurrency: string;
  readonly salePrice: number;
  readonly vat: number;
  readonly fees: number;
  readonly commission: number;
  readonly at: Date;
}

/** One sale in EUR; a line already booked for the order is left as it is. */
export const insertSaleEntry = async (tx: Queryable, e: SaleEntry): Promise<void> => {
  await tx.query(
    `INSERT INTO account_transaction (artist_id, order_id, order_line, product_id, quantity, description, amount, currency,
       exchange_rate, sale_currency, sale_price, vat, fees, commission, created_at, accounted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'EUR', $8, $9, $10, $11, $12, $13, $14, $14)
     ON CONFLICT (order_id, order_line) DO NOTHING`,
    [
      e.artistId,
      e.orderId,
      e.orderLine,
      e.productId,
      e.quantity,
      e.description,
      e.amountEur,
      e.exchangeRate,
      e.saleCurrency,
      e.salePrice,
      e.vat,
      e.fees,
      e.commission,
      e.at,
    ],
  );
};

/**
 * Takes back the commissions of an order's refunded lines: one row per sold line, of its own,
 * with the negative amount and quantity and the row it reverses (migration 085). A line reversed
 * already is left as it is. Returns the rows written.
 */
export const reverseSaleEntries = async (
  tx: Queryable,
  orderId: string,
  positions: readonly number[],
  at: Date,
): Promise<number> =>
  (
    await tx.query(
      `INSERT INTO account_transaction (artist_id, order_id, order_line, product_id, quantity, description, amount, currency,
         exchange_rate, sale_currency, sale_price, vat, fees, commission, created_at, accounted_at, reverses)
       SELECT artist_id, order_id, NULL, product_id, -quantity, 'Refund: ' || description, -amount, currency,
         exchange_rate, sale_currency, sale_price, vat, fees, commission, $3, $3, id
       FROM account_transaction WHERE order_id = $1 AND order_line = ANY($2::int[]) AND reverses IS NULL
       ORDER BY id
       ON CONFLICT (reverses) WHERE reverses IS NOT NULL DO NOTHING
       RETURNING id`,
      [orderId, positions, at],
    )
  ).rows.length;
