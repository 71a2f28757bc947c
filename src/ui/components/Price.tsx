import { FormattedNumber } from 'react-intl';

/**
 * Money in minor units, formatted in the store's locale. Every store currency has two
 * minor digits in ISO 4217 (HUF and CZK included), so the amount is divided by 100.
 */
export const toMajor = (amount: number): number => amount / 100;

export const Price = ({ amount, currency }: { readonly amount: number; readonly currency: string }) => (
  <FormattedNumber
    value={toMajor(amount)}
    style="currency"
    currency={currency}
    maximumFractionDigits={amount % 100 === 0 ? 0 : 2}
  />
);
