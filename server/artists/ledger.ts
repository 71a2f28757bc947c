/**
 * The artists' ledger (docs/rules/artists.md#sales-and-commission "Account transaction", docs/rules/artists.md#sales-and-commission balances in EUR). `recordArtistSales`
 * runs inside the transaction that completes a paid order (server/orders/complete-order.ts),
 * so a sale and its commission are written together or not at all. The arithmetic is the
 * domain's commission rule (src/domain/marketplace/commission.ts).
 */
import type { Queryable } from '../db/db.port.js';
import { artistEarning } from '../../src/domain/marketplace/commission.js';
import { eurExchangeRate } from '../../src/domain/money/exchange-rates.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import { artistsOfProducts, insertSaleEntry } from './ledger.repository.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';
import type { CompletedSale } from '../../src/domain/marketplace/completed-sale.js';

/** One ledger row per poster line whose product belongs to an artist; returns the rows written. */
export const recordArtistSales = async (tx: Queryable, sale: CompletedSale, rates: ExchangeRates): Promise<number> => {
  const posterLines = sale.lines.filter((l) => l.type === PRODUCT_TYPE.poster);
  if (posterLines.length === 0) return 0;
  const ownerOf = await artistsOfProducts(
    tx,
    posterLines.map((l) => l.product_id),
  );
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
    await insertSaleEntry(tx, {
      artistId,
      orderId: sale.orderId,
      orderLine: line.position,
      productId: line.product_id,
      quantity: line.quantity,
      description: `${line.quantity} × ${line.name} ${line.variation_name}`,
      amountEur: e.amountEur,
      exchangeRate: rate,
      saleCurrency: sale.currency,
      salePrice: e.price,
      vat: e.vat,
      fees: e.fees,
      commission: e.commission,
      at: sale.at,
    });
    written++;
  }
  return written;
};
