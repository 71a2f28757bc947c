export { money, zero, isMinorUnits, addMoney, sumMoney, multiplyMoney } from './money';
export type { Money, CurrencyMismatch } from './money';
