/**
 * The artists' ledger (spec §3 "Account transaction", §9 balances in EUR). `recordArtistSales`
 * runs inside the transaction that completes a paid order (server/orders/complete-order.ts),
 * so a sale and its commission are written together or not at all. The arithmetic is the
 * domain's commission rule (src/domain/marketplace/commission.ts).
 */
import type { Queryable } from '../db/db.port.js';
import { artistEarning } from '../../src/domain/marketplace/commission.js';
import { eurExchangeRate } from '../../src/domain/money/exchange-rates.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';

export interface SoldLine {
  readonly position: number;
  readonly product_id: number;
  readonly type: number;
  readonly name: string;
  readonly variation_name: string;
  readonly quantity: number;
  readonly line_total: number;
}

export interface CompletedSale {
  readonly orderId: string;
  readonly currency: string;
  readonly subtotal: number;
  readonly discountTotal: number;
  readonly deliveryCountry: string | null;
  readonly lines: readonly SoldLine[];
  readonly at: Date;
}

/** One ledger row per poster line whose product belongs to an artist; returns the rows written. */
export const recordArtistSales = async (tx: Queryable, sale: CompletedSale, rates: ExchangeRates): Promise<number> => {
  const posterLines = sale.lines.filter((l) => l.type === PRODUCT_TYPE.poster);
  if (posterLines.length === 0) return 0;
  const { rows: owners } = await tx.query<{ id: number; artist_id: number }>(
    `SELECT p.id, p.artist_id FROM product p JOIN artist a ON a.id = p.artist_id
     WHERE p.id = ANY($1::int[]) AND p.status = ANY($2::int[])`,
    [posterLines.map((l) => l.product_id), PUBLIC_STATUSES],
  );
  const ownerOf = new Map(owners.map((o) => [o.id, o.artist_id]));
  const rate = eurExchangeRate(sale.currency, await rates.current());
  if (rate === undefined) throw new Error(`No exchange rate for ${sale.currency}`);
  let written = 0;
  for (const line of posterLines) {
    const artistId = ownerOf.get(line.product_id);
    if (artistId === undefined) continue;
    const e = artistEarning(
      { lineTotal: line.line_total },
      {
        subtotal: sale.subtotal,
        discountTotal: sale.discountTotal,
        deliveryCountry: sale.deliveryCountry,
        exchangeRate: rate,
      },
    );
    await tx.query(
      `INSERT INTO account_transaction (artist_id, order_id, order_line, product_id, quantity, description, amount, currency,
         exchange_rate, sale_currency, sale_price, vat, fees, commission, created_at, accounted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'EUR', $8, $9, $10, $11, $12, $13, $14, $14)
       ON CONFLICT (order_id, order_line) DO NOTHING`,
      [
        artistId,
        sale.orderId,
        line.position,
        line.product_id,
        line.quantity,
        `${line.quantity} × ${line.name} ${line.variation_name}`,
        e.amountEur,
        rate,
        sale.currency,
        e.price,
        e.vat,
        e.fees,
        e.commission,
        sale.at,
      ],
    );
    written++;
  }
  return written;
};
