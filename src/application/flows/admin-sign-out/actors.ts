/** Signing out's real side effect: the back office's gateway ends the staff session. */
import { fromPromise } from 'xstate';
import type { Outcome } from '../../model/outcome';
import type { BackOfficeGateway } from '../../ports/back-office.port';

export const createAdminSignOutActors = (ports: { readonly backOffice: BackOfficeGateway }) => ({
  actors: { signOut: fromPromise<Outcome<true>>(() => ports.backOffice.signOut()) },
});
