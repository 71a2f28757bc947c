-- What happens to a paid order after payment: its place in the
-- lifecycle (src/domain/backoffice/order-lifecycle.ts decides the moves), the parcel's carrier and
-- tracking number, and a history of every move with the member of staff who made it.
-- Unpaid orders carry 'paid' too but are never listed: the back office reads completed orders only.
ALTER TABLE shop_order
  ADD COLUMN fulfilment_status text NOT NULL DEFAULT 'paid'
    CHECK (fulfilment_status IN ('paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded')),
  ADD COLUMN carrier text CHECK (carrier IN ('dhl', 'ups', 'postnord', 'la-poste')),
  ADD COLUMN tracking_number text,
  ADD COLUMN shipped_at timestamptz,
  ADD CONSTRAINT shop_order_tracking_with_carrier CHECK ((carrier IS NULL) = (tracking_number IS NULL));
-- The back office lists paid orders newest first and filters them by status.
CREATE INDEX shop_order_completed ON shop_order (completed_at DESC, id) WHERE completed_at IS NOT NULL;
CREATE INDEX shop_order_fulfilment ON shop_order (fulfilment_status, completed_at DESC) WHERE completed_at IS NOT NULL;

CREATE TABLE order_event (
  id         bigserial PRIMARY KEY,
  order_id   text NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  at         timestamptz NOT NULL,
  status     text NOT NULL,                 -- the fulfilment status the move led to
  note       text NOT NULL DEFAULT '',      -- e.g. "DHL 00340434161094042557"
  staff      text                           -- the staff subject; NULL for the shop itself
);
CREATE INDEX order_event_order ON order_event (order_id, at);
