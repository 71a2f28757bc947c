/** The staff's coupons: the page comes from the URL and goes back into it. */
import { adminCouponsMachine, createAdminCouponsActors } from '../../flows/admin-coupons/machine';
import { pageParamOf } from '../../flows/admin-list/paging';
import { definePageFlow } from '../flow';

export const adminCouponsFlow = definePageFlow({
  prepare: ({ ports }, input: { readonly query: Readonly<Record<string, string>> }) => ({
    logic: adminCouponsMachine.provide({
      ...createAdminCouponsActors(ports),
      actions: { navigate: (_, params: { readonly href: string }) => ports.navigation.go(params.href) },
    }),
    input: { page: pageParamOf(input.query) },
  }),
});
