/**
 * The numbers of artist payouts (docs/rules/artists.md#payouts). The hold and the minimum are
 * settings (`PAYOUT_HOLD_DAYS`, `PAYOUT_MINIMUM_EUR`, docs/configuration.md#payouts); these are
 * their defaults, and what the shop pays in: the ledger's own currency, since SEPA moves euros.
 */
import { BALANCE_CURRENCY } from '../constants';

export const PAYOUT_HOLD_DAYS_DEFAULT = 30;
export const PAYOUT_MINIMUM_EUR_DEFAULT = 25;
export const PAYOUT_CURRENCY = BALANCE_CURRENCY;
/** SEPA's limit of a name (pain.001 `Nm`, Max70Text). */
export const ACCOUNT_HOLDER_MAX = 70;
export const ACCOUNT_HOLDER_MIN = 2;
/** SEPA's limit of an end-to-end reference (Max35Text). */
export const PAYOUT_REFERENCE_MAX = 35;

const DAY_MS = 86_400_000;

/** The minimum payout in euro cents; a setting in whole euros with at most two decimals. */
export const minimumCents = (eur: number): number => Math.round(eur * 100);

/** The amount as a SEPA file and the CSV write it: euros with exactly two decimals ("1234.50"). */
export const eurAmountText = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** When a delivered line's commission can no longer be refunded: delivery plus the hold. */
export const availableFrom = (deliveredAt: Date | null, holdDays: number): Date | null =>
  deliveredAt === null ? null : new Date(deliveredAt.getTime() + holdDays * DAY_MS);

export type CommissionState = 'pending' | 'available';

/** Pending until the line is delivered and the hold has passed; available from that instant on. */
export const commissionState = (deliveredAt: Date | null, at: Date, holdDays: number): CommissionState => {
  const from = availableFrom(deliveredAt, holdDays);
  return from !== null && at.getTime() >= from.getTime() ? 'available' : 'pending';
};
