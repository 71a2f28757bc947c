/** The audit record and the outbox: the page comes from the URL and goes back into it. */
import {
  adminAuditMachine,
  adminOutboxMachine,
  createAdminAuditActors,
  createAdminOutboxActors,
} from '../../flows/admin-records/machine';
import { pageParamOf } from '../../flows/admin-list/paging';
import { definePageFlow } from '../flow';

type Input = { readonly query: Readonly<Record<string, string>> };

export const adminAuditFlow = definePageFlow({
  prepare: ({ ports }, input: Input) => ({
    logic: adminAuditMachine.provide({
      ...createAdminAuditActors(ports),
      actions: { navigate: (_, params: { readonly href: string }) => ports.navigation.go(params.href) },
    }),
    input: { query: { page: pageParamOf(input.query) } },
  }),
});

export const adminOutboxFlow = definePageFlow({
  prepare: ({ ports }, input: Input) => ({
    logic: adminOutboxMachine.provide({
      ...createAdminOutboxActors(ports),
      actions: { navigate: (_, params: { readonly href: string }) => ports.navigation.go(params.href) },
    }),
    input: { query: { page: pageParamOf(input.query) } },
  }),
});
