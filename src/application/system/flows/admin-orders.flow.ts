/** The staff's order list: filters and page come from the URL and go back into it. */
import { adminOrdersMachine, createAdminOrdersActors } from '../../flows/admin-orders/machine';
import { adminQueryOf } from '../../flows/admin-orders/query';
import { definePageFlow } from '../flow';

export const adminOrdersFlow = definePageFlow({
  prepare: ({ ports }, input: { readonly query: Readonly<Record<string, string>> }) => ({
    logic: adminOrdersMachine.provide({
      ...createAdminOrdersActors(ports),
      actions: { navigate: (_, params: { readonly href: string }) => ports.navigation.go(params.href) },
    }),
    input: { query: adminQueryOf(input.query) },
  }),
});
