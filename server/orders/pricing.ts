/**
 * Server-authoritative pricing of a cart (docs/rules/checkout.md#line-price "Price of a line"). Every
 * line is priced from variation_price in the store currency; the client's prices, totals and
 * product types are never read. A line whose product/variation pair is not for sale is an
 * error value naming the line (also a poster of an artist staff paused); lines with quantity 0 are
 * dropped before pricing.
 */
import type { Queryable } from '../db/db.port.js';
import type { Store } from '../../src/domain/stores/stores.js';
import { err, ok, type Result } from '../../src/domain/result/result.js';
import type { CartPricing } from '../../src/adapters/http/contract/index.js';
import { isPublicStatus } from '../../src/domain/catalogue/product-status.js';
import { classifyCodes } from './code-lookup.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import { orderTableTotals, type Totals } from './order-table-totals.js';
import { variationsForPricing, type VariationRow } from './pricing.repository.js';
import { unstackedCoupons, type DeclineReason } from '../../src/domain/pricing/index.js';
import { variationSizeLabel } from '../../src/domain/product/index.js';

export interface RequestedLine {
  /** Position in the request, to name the field when something is wrong. */
  readonly index: number;
  readonly uuid: string;
  readonly product_id: number;
  readonly variation_id: number;
  readonly quantity: number;
  readonly margin: boolean | null;
  readonly black_and_white: boolean | null;
  readonly template: unknown;
}

export interface PricedOrderLine extends RequestedLine {
  readonly type: number;
  readonly name: string;
  readonly variation_name: string;
  readonly sku: string;
  readonly unit_price: number;
  readonly line_total: number;
}

export interface Pricing extends Omit<Totals, 'lineTotals'> {
  readonly store: Store;
  /** Entered codes that matched no usable coupon or gift card (counted as failed guesses). */
  readonly unmatched: readonly string[];
  /** Every entered code not applied, with the reason (the unmatched ones, and valid coupons that do not combine). */
  readonly declined: readonly { readonly code: string; readonly reason: DeclineReason }[];
  readonly currency: string;
  readonly lines: readonly PricedOrderLine[];
}

export interface NotForSale {
  readonly code: 'CART.NOT_FOR_SALE';
  readonly index: number;
  readonly productId: number;
  readonly variationId: number;
}

export const priceCart = async (
  db: Queryable,
  store: Store,
  lines: readonly RequestedLine[],
  codes: readonly string[],
  now: Date,
  rates: ExchangeRates,
): Promise<Result<Pricing, NotForSale>> => {
  const rows = await variationsForPricing(db, [...new Set(lines.map((l) => l.variation_id))], store.language, store.currency);
  const byVariation = new Map(rows.map((r) => [r.variation_id, r]));
  const found: { line: RequestedLine; row: VariationRow & { amount: number } }[] = [];
  for (const line of lines) {
    const row = byVariation.get(line.variation_id);
    if (!row || row.product_id !== line.product_id || row.amount === null || !isPublicStatus(row.status) || !row.artist_selling) {
      return err({ code: 'CART.NOT_FOR_SALE', index: line.index, productId: line.product_id, variationId: line.variation_id });
    }
    found.push({ line, row: { ...row, amount: row.amount } });
  }
  const { coupons, giftCards, unmatched, declined } = await classifyCodes(db, codes, store.currency, now, rates);
  const { lineTotals, ...totals } = orderTableTotals(
    store.currency,
    found.map(({ line, row }) => ({ type: row.type, unitPrice: row.amount, quantity: line.quantity })),
    coupons,
    giftCards,
  );
  return ok({
    ...totals,
    unmatched,
    declined: [...declined, ...unstackedCoupons(coupons).map((c) => ({ code: c.code, reason: 'not_combinable' as const }))],
    store,
    currency: store.currency,
    lines: found.map(({ line, row }, i) => ({
      ...line,
      type: row.type,
      name: row.name ?? row.sku,
      // Stored as the shopper read it in the cart (a landscape poster's 50x70 sheet is "70x50"), so the
      // receipt, the e-mails, the back office and the status page say the size one way.
      variation_name: variationSizeLabel(
        { name: row.variation_name, optionName: row.variation_name },
        row.landscape ? 'landscape' : 'portrait',
      ),
      sku: row.sku,
      unit_price: row.amount,
      line_total: lineTotals[i]!,
    })),
  });
};

export const toCartPricing = (p: Pricing): CartPricing => ({
  lines: p.lines.map((l) => ({
    uuid: l.uuid,
    product_id: l.product_id,
    variation_id: l.variation_id,
    unit_price: l.unit_price,
    line_total: l.line_total,
    currency: p.currency,
  })),
  subtotal: p.subtotal,
  discounts: p.discounts.map(({ code, amount }) => ({ code, amount })),
  gift_cards: p.giftCards.map(({ code, amount }) => ({ code, amount })),
  declined: p.declined.map(({ code, reason }) => ({ code, reason })),
  total: p.total,
  currency: p.currency,
});
