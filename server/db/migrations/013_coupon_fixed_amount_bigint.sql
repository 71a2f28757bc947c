-- The fixed amount of a coupon in a 64-bit column like every other amount of money
-- (011_money_bigint): a coupon worth more than 2^31 − 1 minor units (about 21 million in a
-- currency with big numbers, such as forints) could not be stored, and one multiplied by a
-- store's exchange rate is compared with 64-bit order totals.
ALTER TABLE coupon ALTER COLUMN fixed_amount TYPE bigint;
