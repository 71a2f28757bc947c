-- Money of orders, payments and gift cards in 64-bit columns (integer minor units): a large
-- order in a currency with big numbers (forints, krónur) overflowed the 32-bit columns. The
-- server caps what one request may order (server/orders/cart-input.ts), so every amount also
-- stays far below 2^53 and reads back as an exact JavaScript number.
ALTER TABLE shop_order
  ALTER COLUMN subtotal TYPE bigint,
  ALTER COLUMN discount_total TYPE bigint,
  ALTER COLUMN gift_card_total TYPE bigint,
  ALTER COLUMN total TYPE bigint;
ALTER TABLE order_line
  ALTER COLUMN unit_price TYPE bigint,
  ALTER COLUMN line_total TYPE bigint;
ALTER TABLE gift_card
  ALTER COLUMN initial_amount TYPE bigint,
  ALTER COLUMN balance TYPE bigint;
ALTER TABLE payment ALTER COLUMN amount TYPE bigint;
ALTER TABLE gift_card_use ALTER COLUMN amount TYPE bigint;
