/** What the coupons page tells its flow. */
import type { CouponField } from './form';

export type AdminCouponsEvent =
  | { readonly type: 'form.change'; readonly field: CouponField; readonly value: string }
  | { readonly type: 'form.submit' }
  | { readonly type: 'coupon.expire'; readonly id: number }
  | { readonly type: 'page.go'; readonly page: number };
