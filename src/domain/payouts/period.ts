/**
 * A payout run's period (docs/rules/artists.md#payouts): whole UTC days from `from` to `to`,
 * both included. A run pays what was available by the period's end, so the period must have
 * ended; two runs' periods never overlap.
 */
import { err, ok, type Result } from '../result/result';

export interface PayoutPeriod {
  readonly from: string;
  readonly to: string;
}

export interface PeriodError {
  readonly code: 'PAYOUT.PERIOD';
  readonly reason: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayStart = (day: string): Date | null => {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day ? d : null;
};

/** The first instant after the period: midnight UTC after `to`. */
export const periodEnd = (p: PayoutPeriod): Date => new Date(dayStart(p.to)!.getTime() + 86_400_000);

export const checkPeriod = (p: PayoutPeriod, now: Date): Result<PayoutPeriod, PeriodError> => {
  const from = dayStart(p.from);
  const to = dayStart(p.to);
  if (from === null || to === null) return err({ code: 'PAYOUT.PERIOD', reason: 'A period is two days as YYYY-MM-DD.' });
  if (from.getTime() > to.getTime()) return err({ code: 'PAYOUT.PERIOD', reason: 'The period ends before it begins.' });
  if (periodEnd(p).getTime() > now.getTime()) return err({ code: 'PAYOUT.PERIOD', reason: 'The period has not ended yet.' });
  return ok(p);
};

export const periodsOverlap = (a: PayoutPeriod, b: PayoutPeriod): boolean => a.from <= b.to && b.from <= a.to;

/**
 * The payment's end-to-end reference, on the artist's statement and bank line: `AP-20261130-42`
 * (at most 28 characters for any artist id, within SEPA's 35).
 */
export const payoutReference = (p: PayoutPeriod, artistId: number): string => `AP-${p.to.replace(/-/g, '')}-${artistId}`;
