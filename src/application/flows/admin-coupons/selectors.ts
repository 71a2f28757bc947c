/** What the coupons page reads from its flow. */
import { pageCountOf } from '../admin-list/paging';
import type { AdminCouponsContext } from './context';

type Snapshot = { readonly context: AdminCouponsContext; hasTag(tag: 'busy' | 'error'): boolean };
export const selectCoupons = (s: Snapshot) => s.context.coupons;
export const selectCouponForm = (s: Snapshot) => s.context.form;
export const selectRefusal = (s: Snapshot) => s.context.refusal;
export const selectCreated = (s: Snapshot) => s.context.created;
export const selectCouponsPage = (s: Snapshot) => s.context.page;
export const selectCouponsPageCount = (s: Snapshot) => pageCountOf(s.context.total);
export const selectCouponsStaff = (s: Snapshot) => s.context.staff;
export const selectCouponsProblem = (s: Snapshot) => s.context.problem;
export const selectCouponsBusy = (s: Snapshot) => s.hasTag('busy');
