/** The artists' ledger rows (account_transaction), written inside the transaction that completes a paid order. */
import { commissionToReverse } from '../../src/domain/backoffice/index.js';
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

/** What a refund takes back of an order's commissions (docs/rules/back-office.md#refunds). */
export interface SalesReversal {
  /** Refunded lines: all that is left of their commission goes back. */
  readonly positions: readonly number[];
  /** A refund by amount (or a cancellation's remainder): this much of what the order had left to refund. */
  readonly share: { readonly refunded: number; readonly refundable: number } | null;
}

/**
 * Takes back the commissions a refund names: every refunded line's whole remaining commission, and
 * of every other sold line the refund's share of its remaining commission (commissionToReverse).
 * Each part is a row of its own with the negative amount, naming the sale row it reverses; the units
 * go back with the part that empties the line. Runs inside the refund's transaction, which holds
 * the order's lock, so what is left is read and written by one refund at a time. Returns the rows written.
 */
export const reverseSaleEntries = async (
  tx: Queryable,
  orderId: string,
  { positions, share }: SalesReversal,
  at: Date,
): Promise<number> => {
  const { rows } = await tx.query<{ id: number; order_line: number; left: number; units: number }>(
    `SELECT s.id, s.order_line, (s.amount + COALESCE(sum(r.amount), 0))::int AS left,
       (s.quantity + COALESCE(sum(r.quantity), 0))::int AS units
     FROM account_transaction s LEFT JOIN account_transaction r ON r.reverses = s.id
     WHERE s.order_id = $1 AND s.reverses IS NULL AND s.order_line IS NOT NULL
     GROUP BY s.id ORDER BY s.id`,
    [orderId],
  );
  let written = 0;
  for (const sale of rows) {
    const taken = positions.includes(sale.order_line)
      ? Math.max(sale.left, 0)
      : share
        ? commissionToReverse(sale.left, share.refunded, share.refundable)
        : 0;
    if (taken <= 0) continue;
    await tx.query(
      `INSERT INTO account_transaction (artist_id, order_id, order_line, product_id, quantity, description, amount, currency,
         exchange_rate, sale_currency, sale_price, vat, fees, commission, created_at, accounted_at, reverses)
       SELECT artist_id, order_id, NULL, product_id, $2, 'Refund: ' || description, $3, currency,
         exchange_rate, sale_currency, sale_price, vat, fees, commission, $4, $4, id
       FROM account_transaction WHERE id = $1`,
      [sale.id, taken === sale.left ? -sale.units : 0, -taken, at],
    );
    written += 1;
  }
  return written;
};
