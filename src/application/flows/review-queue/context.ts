/** The reviewers' queue: what the flow holds, and when a denial's reason may go (docs/rules/back-office.md#moderation). */
import type { ReviewItem } from '../../model/artist';
import { DENY_REASON } from '../../../domain/backoffice/deny-reason';

export const DENY_REASON_MIN = DENY_REASON.min;
export const DENY_REASON_MAX = DENY_REASON.max;

export interface ReviewQueueContext {
  readonly items: readonly ReviewItem[];
  readonly reasons: Readonly<Record<number, string>>;
  readonly acting: number | null;
  readonly toast: 'approved' | 'denied' | 'error' | null;
}

export const reasonIsValid = (reason: string | undefined): boolean =>
  (reason ?? '').trim().length >= DENY_REASON_MIN && (reason ?? '').trim().length <= DENY_REASON_MAX;
