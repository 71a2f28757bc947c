-- Single-use coupons (the personal newsletter welcome codes): redeemable in one paid order.
-- The redemption row is written in the payment transaction; its primary key makes a second
-- redemption of the same coupon fail, also when two payments race.
ALTER TABLE coupon ADD COLUMN single_use boolean NOT NULL DEFAULT false;
UPDATE coupon SET single_use = true WHERE code LIKE 'WELCOME-%';

CREATE TABLE coupon_redemption (
  coupon_id  integer PRIMARY KEY REFERENCES coupon(id),
  order_id   text NOT NULL REFERENCES shop_order(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
