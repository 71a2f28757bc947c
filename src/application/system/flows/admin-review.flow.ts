/** The back office's moderation queue: one list, reloaded after each decision. */
import { adminReviewMachine, createAdminReviewActors } from '../../flows/admin-review/machine';
import { definePageFlow } from '../flow';

export const adminReviewFlow = definePageFlow({
  prepare: ({ ports }, _input: { readonly query: Readonly<Record<string, string>> }) => ({
    logic: adminReviewMachine.provide({
      ...createAdminReviewActors(ports),
      actions: { navigate: (_, params: { readonly href: string }) => ports.navigation.go(params.href) },
    }),
    input: { query: { page: 1 } },
  }),
});
