/**
 * Euro exchange rates as a port (docs/rules/artists.md#sales-and-commission: artists' balances are kept in EUR; coupons with a
 * fixed amount are set in EUR and apply in every store currency; an approved artist poster
 * gets the standard EUR prices converted). Shared by orders, artists and moderation, so it
 * lives with the other shared server pieces.
 *
 * EXCHANGE_RATES chooses the adapter (default "table": the domain's fixed table). A live
 * provider is one more entry in server/platform/exchange-rates.ts implementing this interface.
 */
import type { EurRates } from '../../src/domain/money/exchange-rates.js';

export interface ExchangeRates {
  /** Units of each currency per euro, as they stand now. */
  current(): Promise<EurRates>;
}
