-- The shopper's order-status page: reached from the e-mails'
-- link by a random token of 128 bits, so no account is needed and no order id can be guessed
-- from it. Made when the first e-mail about the order is written.
ALTER TABLE shop_order ADD COLUMN status_token text UNIQUE CHECK (status_token ~ '^[A-Za-z0-9_-]{22,64}$');
