/** The staff's coupons page: what the flow holds and what its loader brings (docs/rules/back-office.md#coupon-and-gift-card-desk). */
import type { StaffIdentity } from '../../model/back-office';
import type { AdminCouponView } from '../../model/catalogue-desk';
import type { AccessProblem } from '../admin-orders/access';
import type { CouponForm } from './form';

export const ADMIN_COUPONS_PATH = '/admin/coupons';

export interface AdminCouponsInput {
  readonly page: number;
}

export interface AdminCouponsContext {
  readonly page: number;
  readonly staff: StaffIdentity | null;
  readonly coupons: readonly AdminCouponView[];
  readonly total: number;
  readonly form: CouponForm;
  readonly problem: AccessProblem | null;
  /** The server's reason for the last refused write. */
  readonly refusal: string | null;
  /** The code of the coupon created last (announced to screen readers). */
  readonly created: string | null;
}

/** What one load brings: the staff member, a page of coupons and how many there are. */
export type AdminCouponsLoaded = {
  readonly staff: StaffIdentity;
  readonly coupons: readonly AdminCouponView[];
  readonly total: number;
};
