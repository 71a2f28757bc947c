/** The back office's payouts: balances, a period's review and its run; nothing in the address. */
import { adminPayoutsMachine } from '../../flows/admin-payouts/machine';
import { createAdminPayoutsActors } from '../../flows/admin-payouts/actors';
import { definePageFlow } from '../flow';

export const adminPayoutsFlow = definePageFlow({
  prepare: ({ ports }, _input: { readonly query: Readonly<Record<string, string>> }) => ({
    logic: adminPayoutsMachine.provide(createAdminPayoutsActors(ports)),
    input: undefined,
  }),
});
