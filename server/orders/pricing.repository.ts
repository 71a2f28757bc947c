/**
 * What pricing reads (docs/rules/checkout.md#line-price "Price of a line", docs/rules/checkout.md#line-price codes): the variations of a cart in a store,
 * and the coupons and gift cards a shopper's codes name. Runs in the caller's transaction, so
 * completing an order re-prices from the rows it has locked.
 */
import type { Queryable } from '../db/db.port.js';

export interface VariationRow {
  variation_id: number;
  product_id: number;
  type: number;
  status: number;
  sku: string;
  variation_name: string;
  /** The product's metadata says `portrait: false` (docs/rules/catalogue.md#filters metadata): its sizes read turned. */
  landscape: boolean;
  name: string | null;
  amount: number | null;
  /** False when the poster's artist is paused (selling_enabled off): nothing of theirs is sold. */
  artist_selling: boolean;
}

/** The variations with their product, option name, name in `language` and price in `currency` (null when none). */
export const variationsForPricing = async (
  db: Queryable,
  variationIds: readonly number[],
  language: string,
  currency: string,
): Promise<VariationRow[]> =>
  (
    await db.query<VariationRow>(
      `SELECT v.id AS variation_id, v.product_id, p.type, p.status, v.sku, o.name AS variation_name,
       coalesce(p.metadata->>'portrait' = 'false', false) AS landscape, i.name, vp.amount,
       (p.artist_id IS NULL OR a.selling_enabled) AS artist_selling
     FROM variation v JOIN product p ON p.id = v.product_id
     LEFT JOIN artist a ON a.id = p.artist_id
     JOIN attribute_option o ON o.id = v.option_id
     LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = $2
     LEFT JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = $3
     WHERE v.id = ANY($1)`,
      [variationIds, language, currency],
    )
  ).rows;

export interface CouponRow {
  id: number;
  /** The code in lower case. */
  key: string;
  fixed_amount: number | null;
  /** The fixed amount staff named for the store currency (coupon_amount), replacing the converted EUR one. */
  amount_in_currency: number | null;
  pct: number | null;
  /** Active, inside its dates at `now`, and not a single-use coupon already redeemed. */
  valid: boolean;
  single_use: boolean;
}

/** Coupons whose code is one of `lowerCodes`, case-insensitively, with their amount in `currency` when staff named one. */
export const couponsByCode = async (
  db: Queryable,
  lowerCodes: readonly string[],
  now: Date,
  currency: string,
): Promise<CouponRow[]> =>
  (
    await db.query<CouponRow>(
      `SELECT id, lower(code) AS key, fixed_amount, percentage_discount::float8 AS pct, single_use,
       (SELECT ca.amount FROM coupon_amount ca WHERE ca.coupon_id = coupon.id AND ca.currency = $3) AS amount_in_currency,
       (active AND (valid_from IS NULL OR valid_from <= $2) AND (valid_until IS NULL OR $2 < valid_until)
        AND NOT (single_use AND EXISTS (SELECT 1 FROM coupon_redemption r WHERE r.coupon_id = coupon.id))) AS valid
     FROM coupon WHERE lower(code) = ANY($1)`,
      [lowerCodes, now, currency],
    )
  ).rows;

export interface GiftCardRow {
  id: number;
  code: string;
  balance: number;
  currency: string;
}

/** Gift cards whose normalised code is one of `codes`; a voided card is as good as none. */
export const giftCardsByCode = async (db: Queryable, codes: readonly string[]): Promise<GiftCardRow[]> =>
  (
    await db.query<GiftCardRow>('SELECT id, code, balance, currency FROM gift_card WHERE code = ANY($1) AND voided_at IS NULL', [
      codes,
    ])
  ).rows;
