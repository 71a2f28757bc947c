-- The demo's sandbox checkout records the refunds the shop asks of it, as a real provider's
-- dashboard would list them (server/demo/sandbox/sandbox-refunds.repository.ts).
CREATE TABLE sandbox_refund (
  id         bigserial PRIMARY KEY,
  order_id   text NOT NULL,
  amount     bigint NOT NULL CHECK (amount > 0),
  currency   text NOT NULL,
  reason     text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sandbox_refund_order ON sandbox_refund (order_id);
