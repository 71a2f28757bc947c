/**
 * The coupon form as typed, and the request it makes. Amounts are typed in the currency's major
 * unit ("5" or "5,50") and sent in minor units; what the rules refuse comes back from the server.
 */
import type { NewCoupon } from '../../model/catalogue-desk';

export interface CouponForm {
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  readonly percent: string;
  readonly eur: string;
  /** One more currency with its own amount (empty: converted from EUR). */
  readonly otherCurrency: string;
  readonly otherAmount: string;
}
export type CouponField = keyof CouponForm;

export const EMPTY_COUPON_FORM: CouponForm = {
  code: '',
  kind: 'percentage',
  percent: '',
  eur: '',
  otherCurrency: '',
  otherAmount: '',
};

const decimal = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.')));
const minor = (typed: string): number => Math.round(decimal(typed) * 100);

export const newCouponOf = (f: CouponForm): NewCoupon =>
  f.kind === 'percentage'
    ? { code: f.code.trim(), kind: 'percentage', percent: decimal(f.percent) }
    : {
        code: f.code.trim(),
        kind: 'fixed',
        amounts: [
          { currency: 'EUR', amount: minor(f.eur) },
          ...(f.otherCurrency !== '' && f.otherAmount.trim() !== ''
            ? [{ currency: f.otherCurrency, amount: minor(f.otherAmount) }]
            : []),
        ],
      };
