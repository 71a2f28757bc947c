-- E-mails to shoppers: written in the same transaction as what they tell
-- (payment, shipping), then sent by the outbox with backoff, so sending never blocks or fails
-- the order and a crash loses nothing. In the demo without SMTP_URL a message stays here as
-- 'kept', for the staff to read under /admin/outbox. One message per order and kind.
CREATE TABLE mail_outbox (
  id              bigserial PRIMARY KEY,
  order_id        text REFERENCES shop_order(id) ON DELETE SET NULL,
  kind            text NOT NULL,                  -- 'order_confirmation', 'shipping_notice'
  recipient       text NOT NULL,
  subject         text NOT NULL,
  text_body       text NOT NULL,
  html_body       text NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'retrying', 'sent', 'failed', 'kept')),
  attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error      text,
  next_attempt_at timestamptz NOT NULL,
  created_at      timestamptz NOT NULL,
  sent_at         timestamptz
);
CREATE UNIQUE INDEX mail_outbox_once ON mail_outbox (order_id, kind) WHERE order_id IS NOT NULL;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'retrying');
