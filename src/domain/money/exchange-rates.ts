/**
 * Fixed exchange rates of the store currencies against the euro (units of the currency per
 * 1 EUR). Store prices are derived from EUR prices with them, and artists' earnings are booked
 * in EUR with them (docs/rules/artists.md#sales-and-commission "Balances and transactions shown in EUR").
 */
export type EurRates = Readonly<Record<string, number>>;

/** The shop's fixed table: the default the server's ExchangeRates port answers with. */
export const EUR_EXCHANGE_RATES: EurRates = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CHF: 0.95,
  SEK: 11.4,
  DKK: 7.46,
  NOK: 11.6,
  PLN: 4.3,
  CZK: 25,
  HUF: 395,
  RON: 4.97,
};

/** Units of `currency` per euro, or undefined for a currency the shop does not sell in. */
export const eurExchangeRate = (currency: string, rates: EurRates = EUR_EXCHANGE_RATES): number | undefined => rates[currency];
