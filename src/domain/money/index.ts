export { money, zero, isMinorUnits, addMoney, sumMoney, multiplyMoney } from './money';
export type { Money, CurrencyMismatch } from './money';
export { EUR_EXCHANGE_RATES, eurExchangeRate } from './exchange-rates';
export type { EurRates } from './exchange-rates';
