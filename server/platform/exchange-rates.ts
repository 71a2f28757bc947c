/**
 * The ExchangeRates adapters the shop ships with, chosen by EXCHANGE_RATES (docs/configuration.md): only `table`, the domain's fixed rate table, the same figures the seed's
 * prices were made with.
 */
import { EUR_EXCHANGE_RATES } from '../../src/domain/money/exchange-rates.js';
import type { ExchangeRates } from './exchange-rates.port.js';

export const fixedTableExchangeRates: ExchangeRates = { current: async () => EUR_EXCHANGE_RATES };

const ADAPTERS: Readonly<Record<string, () => ExchangeRates>> = {
  table: () => fixedTableExchangeRates,
};

export const EXCHANGE_RATE_SOURCES: readonly string[] = Object.keys(ADAPTERS);

export const exchangeRatesFor = (name: string): ExchangeRates => {
  const make = ADAPTERS[name];
  if (!make) throw new Error(`EXCHANGE_RATES "${name}" is not available; choose one of: ${EXCHANGE_RATE_SOURCES.join(', ')}`);
  return make();
};
