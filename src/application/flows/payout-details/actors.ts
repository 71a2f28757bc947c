/** The payout details form's real side effects over the artist's account. */
import { fromPromise } from 'xstate';
import type { Outcome } from '../../model/outcome';
import type { PayoutDetailsChange, PayoutDetailsState } from '../../model/payout-desk';
import type { ArtistAccountGateway } from '../../ports/artist-account.port';

export const createPayoutDetailsActors = (ports: { readonly artistAccount: ArtistAccountGateway }) => ({
  actors: {
    load: fromPromise<Outcome<PayoutDetailsState>>(() => ports.artistAccount.payoutDetails()),
    save: fromPromise<Outcome<PayoutDetailsState>, PayoutDetailsChange>(({ input }) =>
      ports.artistAccount.savePayoutDetails(input),
    ),
  },
});
