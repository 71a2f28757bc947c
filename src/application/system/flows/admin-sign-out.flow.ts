/** The staff bar's sign-out: the session ends on the server, then the sign-in page (replacing the page left). */
import { adminSignOutMachine } from '../../flows/admin-sign-out/machine';
import { createAdminSignOutActors } from '../../flows/admin-sign-out/actors';
import { SIGNED_OUT_PATH } from '../../flows/admin-sign-out/context';
import { definePageFlow } from '../flow';

export const adminSignOutFlow = definePageFlow({
  prepare: ({ ports }) => ({
    logic: adminSignOutMachine.provide({
      ...createAdminSignOutActors(ports),
      actions: { leave: () => ports.navigation.go(SIGNED_OUT_PATH, { replace: true }) },
    }),
    input: undefined,
  }),
});
