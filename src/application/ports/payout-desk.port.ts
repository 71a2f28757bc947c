import type { Outcome } from '../model/outcome';
import type { StaffIdentity } from '../model/back-office';
import type { PayoutBalancesView, PayoutPreviewView, PayoutRunView } from '../model/payout-desk';

/**
 * The staff's payout desk (/api/admin/payouts/*, admins). A refusal by the rules (a period that
 * has not ended, one overlapping another run's, nothing due) is a failure with status 400 or 409
 * and the server's reason as its message.
 */
export interface PayoutDeskGateway {
  session(): Promise<Outcome<StaffIdentity>>;
  balances(): Promise<Outcome<PayoutBalancesView>>;
  preview(from: string, to: string): Promise<Outcome<PayoutPreviewView>>;
  /** Pays the period; the same period again answers the run made before (`created` false). */
  run(from: string, to: string): Promise<Outcome<{ readonly run: PayoutRunView; readonly created: boolean }>>;
  runs(): Promise<Outcome<readonly PayoutRunView[]>>;
}
