/** The payout desk's real side effects over the back office's payout gateway. */
import { fromPromise } from 'xstate';
import type { Outcome } from '../../model/outcome';
import type { PayoutPreviewView, PayoutRunView } from '../../model/payout-desk';
import type { PayoutDeskGateway } from '../../ports/payout-desk.port';
import { ok } from '../../../domain/result/result';
import type { PayoutDeskData } from './context';

export const createAdminPayoutsActors = (ports: { readonly payoutDesk: PayoutDeskGateway }) => ({
  actors: {
    load: fromPromise<Outcome<PayoutDeskData>>(async () => {
      const staff = await ports.payoutDesk.session();
      if (!staff.ok) return staff;
      const balances = await ports.payoutDesk.balances();
      if (!balances.ok) return balances;
      const runs = await ports.payoutDesk.runs();
      return runs.ok ? ok({ staff: staff.value, balances: balances.value, runs: runs.value }) : runs;
    }),
    preview: fromPromise<Outcome<PayoutPreviewView>, { from: string; to: string }>(({ input }) =>
      ports.payoutDesk.preview(input.from, input.to),
    ),
    run: fromPromise<Outcome<{ run: PayoutRunView; created: boolean }>, { from: string; to: string }>(({ input }) =>
      ports.payoutDesk.run(input.from, input.to),
    ),
  },
});
