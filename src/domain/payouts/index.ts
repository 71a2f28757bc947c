export {
  PAYOUT_HOLD_DAYS_DEFAULT,
  PAYOUT_MINIMUM_EUR_DEFAULT,
  PAYOUT_CURRENCY,
  ACCOUNT_HOLDER_MAX,
  ACCOUNT_HOLDER_MIN,
  PAYOUT_REFERENCE_MAX,
  minimumCents,
  eurAmountText,
  availableFrom,
  commissionState,
} from './rules';
export type { CommissionState } from './rules';
export { payoutBalance, payoutDue } from './balance';
export type { PayoutBalance, PayoutError, PayoutLedgerEntry } from './balance';
export { checkPayoutDetails, maskedIban, mayReceivePayouts, normaliseIban } from './details';
export type { PayoutDetails, PayoutDetailsError, PayoutDetailsInput } from './details';
export { checkPeriod, periodEnd, periodsOverlap, payoutReference } from './period';
export type { PayoutPeriod, PeriodError } from './period';
