/** The artist's payout details form: what it holds (docs/rules/artists.md#payouts). */
import type { PayoutDetailsState } from '../../model/payout-desk';

export interface PayoutDetailsContext {
  readonly state: PayoutDetailsState | null;
  readonly holder: string;
  readonly iban: string;
  readonly privateSeller: boolean;
  readonly refusal: string | null;
  readonly saved: boolean;
}
