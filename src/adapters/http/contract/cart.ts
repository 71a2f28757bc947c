import * as t from 'io-ts';
import { nullable } from './nullable.js';
import { StringMap } from './string-map.js';

/**
 * Cart lines and coupons (spec §3 "Cart line", "Coupon"). Prices on a cart line are what the
 * client was shown; the server re-prices every order (see cart-pricing.ts).
 */

/** A personalised print: template values, their assets and whether the domain found them valid. */
export const FilledTemplate = t.strict(
  { values: t.record(t.string, t.unknown), assets: StringMap, valid: t.boolean },
  'FilledTemplate',
);
export type FilledTemplate = t.TypeOf<typeof FilledTemplate>;

/** A customer's own photo (byop), by the id POST /api/upload-image answered. */
export const UploadedImageRef = t.strict({ uploaded_image_id: t.string }, 'UploadedImageRef');
export type UploadedImageRef = t.TypeOf<typeof UploadedImageRef>;

export const LineTemplate = t.union([FilledTemplate, UploadedImageRef], 'LineTemplate');
export type LineTemplate = t.TypeOf<typeof LineTemplate>;

/**
 * `type` is the product type (a frame is its own line of type 2, with `margin` and
 * `black_and_white` null); `price` is the unit price in minor units of `currency`.
 */
export const CartLine = t.strict(
  {
    uuid: t.string,
    type: t.number,
    thumb: t.string,
    name: t.string,
    slug: t.string,
    product_id: t.number,
    variation_id: t.number,
    variation_name: t.string,
    sku: t.string,
    margin: nullable(t.boolean),
    black_and_white: nullable(t.boolean),
    price: t.number,
    currency: t.string,
    quantity: t.number,
    template: nullable(LineTemplate),
  },
  'CartLine',
);
export type CartLine = t.TypeOf<typeof CartLine>;

/** Exactly one of the two discounts: minor units of the cart currency, or a percentage. */
export const Coupon = t.union(
  [
    t.strict({ code: t.string, fixed_amount: t.number }, 'FixedAmountCoupon'),
    t.strict({ code: t.string, percentage_discount: t.number }, 'PercentageCoupon'),
  ],
  'Coupon',
);
export type Coupon = t.TypeOf<typeof Coupon>;
