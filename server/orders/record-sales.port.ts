import type { Queryable } from '../db/db.port.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import type { CompletedSale } from '../../src/domain/marketplace/completed-sale.js';

/**
 * Books a paid order's sales (the artists' commissions) inside the transaction that completes it,
 * so a sale and its commission are written together or not at all (docs/rules/artists.md#sales-and-commission "Account transaction").
 * Owned by the checkout, implemented by the artists' ledger, wired where the shop is composed.
 */
export type RecordSales = (tx: Queryable, sale: CompletedSale, rates: ExchangeRates) => Promise<unknown>;
