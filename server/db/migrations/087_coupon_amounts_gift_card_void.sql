-- Staff's coupons and gift cards.
-- A fixed coupon may name its amount per currency: a row here replaces, in stores of that
-- currency, the EUR amount (coupon.fixed_amount) converted at the shop's rates.
CREATE TABLE coupon_amount (
  coupon_id integer NOT NULL REFERENCES coupon(id) ON DELETE CASCADE,
  currency  text NOT NULL,
  amount    bigint NOT NULL CHECK (amount > 0),
  PRIMARY KEY (coupon_id, currency)
);

-- A voided gift card pays nothing more; its balance stays as it was, to show what was voided.
ALTER TABLE gift_card ADD COLUMN voided_at timestamptz;
