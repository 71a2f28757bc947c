/** The staff's coupons: the page comes from the URL and goes back into it. */
import { adminCouponsMachine, createAdminCouponsActors } from '../../flows/admin-coupons/machine';
import { definePageFlow } from '../flow';

export const adminCouponsFlow = definePageFlow({
  prepare: ({ ports }, input: { readonly query: Readonly<Record<string, string>> }) => {
    const page = Number(input.query.page);
    return {
      logic: adminCouponsMachine.provide({
        ...createAdminCouponsActors(ports),
        actions: { navigate: (_, params: { readonly href: string }) => ports.navigation.go(params.href) },
      }),
      input: { page: Number.isInteger(page) && page > 1 ? page : 1 },
    };
  },
});
