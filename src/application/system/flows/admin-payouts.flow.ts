/** The back office's payouts: balances, a period's review and its run; nothing in the address. */
import { adminPayoutsMachine, createAdminPayoutsActors } from '../../flows/admin-payouts/machine';
import { definePageFlow } from '../flow';

export const adminPayoutsFlow = definePageFlow({
  prepare: ({ ports }, _input: { readonly query: Readonly<Record<string, string>> }) => ({
    logic: adminPayoutsMachine.provide(createAdminPayoutsActors(ports)),
    input: undefined,
  }),
});
