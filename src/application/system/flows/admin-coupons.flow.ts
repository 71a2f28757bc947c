/** The staff's coupons: the page comes from the URL and goes back into it. */
import { adminCouponsMachine } from '../../flows/admin-coupons/machine';
import { createAdminCouponsActors } from '../../flows/admin-coupons/actors';
import { pageParamOf } from '../../flows/admin-list/paging';
import { adminListFlow } from './admin-list.flow';

export const adminCouponsFlow = adminListFlow(adminCouponsMachine, createAdminCouponsActors, (query) => ({
  page: pageParamOf(query),
}));
