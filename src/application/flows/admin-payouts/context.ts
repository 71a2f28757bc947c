/** The back office's payout desk: what it loads and holds (docs/rules/artists.md#payouts). */
import type { StaffIdentity } from '../../model/back-office';
import type { PayoutBalancesView, PayoutPreviewView, PayoutRunView } from '../../model/payout-desk';
import type { AccessProblem } from '../admin-orders/access';

export interface PayoutDeskData {
  readonly staff: StaffIdentity;
  readonly balances: PayoutBalancesView;
  readonly runs: readonly PayoutRunView[];
}

export interface AdminPayoutsContext {
  readonly staff: StaffIdentity | null;
  readonly balances: PayoutBalancesView | null;
  readonly runs: readonly PayoutRunView[];
  readonly from: string;
  readonly to: string;
  readonly preview: PayoutPreviewView | null;
  readonly problem: AccessProblem | null;
  readonly refusal: string | null;
  /** The run the last approval answered, and whether it was made by it. */
  readonly approved: { readonly run: PayoutRunView; readonly created: boolean } | null;
}
