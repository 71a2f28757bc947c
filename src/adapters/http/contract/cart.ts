import * as t from 'io-ts';
import { nullable } from './nullable.js';
import { Id, SafeJson, SafeString, SafeStringMap } from './safe.js';

/**
 * Cart lines and coupons (docs/rules/gift-cards-and-coupons.md#coupons "Cart line", "Coupon"). Prices on a cart line are what the
 * client was shown; the server re-prices every order (see cart-pricing.ts). A cart line is part
 * of the order request, so its strings are safe text and its ids row ids (safe.ts).
 */

/** A personalised print: template values, their assets and whether the domain found them valid. */
export const FilledTemplate = t.strict(
  { values: SafeJson.pipe(t.record(t.string, t.unknown)), assets: SafeStringMap, valid: t.boolean },
  'FilledTemplate',
);
export type FilledTemplate = t.TypeOf<typeof FilledTemplate>;

/** A customer's own photo (byop), by the id POST /api/upload-image answered. */
export const UploadedImageRef = t.strict({ uploaded_image_id: SafeString }, 'UploadedImageRef');
export type UploadedImageRef = t.TypeOf<typeof UploadedImageRef>;

export const LineTemplate = t.union([FilledTemplate, UploadedImageRef], 'LineTemplate');
export type LineTemplate = t.TypeOf<typeof LineTemplate>;

/**
 * `type` is the product type (a frame is its own line of type 2, with `margin` and
 * `black_and_white` null); `price` is the unit price in minor units of `currency`.
 */
export const CartLine = t.strict(
  {
    uuid: SafeString,
    type: t.number,
    thumb: SafeString,
    name: SafeString,
    slug: SafeString,
    product_id: Id,
    variation_id: Id,
    variation_name: SafeString,
    sku: SafeString,
    margin: nullable(t.boolean),
    black_and_white: nullable(t.boolean),
    price: t.number,
    currency: SafeString,
    quantity: t.number,
    template: nullable(LineTemplate),
  },
  'CartLine',
);
export type CartLine = t.TypeOf<typeof CartLine>;

/** Exactly one of the two discounts: minor units of the cart currency, or a percentage. */
export const Coupon = t.union(
  [
    t.strict({ code: SafeString, fixed_amount: t.number }, 'FixedAmountCoupon'),
    t.strict({ code: SafeString, percentage_discount: t.number }, 'PercentageCoupon'),
  ],
  'Coupon',
);
export type Coupon = t.TypeOf<typeof Coupon>;
