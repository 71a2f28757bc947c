-- Refunds and cancellations by the shop's staff (server/backoffice/refunds.service.ts).
-- One row per refund, written in the transaction that returns the stock, gives the gift cards back
-- their part, reverses the artists' commissions and voids unused gift cards bought with the order.
-- `gift_cards` holds what each gift card got back ([{"id": 12, "amount": 500}]); `card_amount`
-- what went back through the checkout provider, `provider_ref` the provider's own refund id.
CREATE TABLE order_refund (
  id                bigserial PRIMARY KEY,
  order_id          text NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  at                timestamptz NOT NULL,
  staff             text NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('cancel', 'lines', 'amount')),
  reason            text NOT NULL CHECK (reason <> ''),
  amount            bigint NOT NULL CHECK (amount >= 0),
  card_amount       bigint NOT NULL CHECK (card_amount >= 0),
  gift_cards        jsonb NOT NULL DEFAULT '[]'::jsonb,
  lines             integer[] NOT NULL DEFAULT '{}',
  voided_gift_cards integer[] NOT NULL DEFAULT '{}',
  provider_ref      text,
  CHECK (card_amount <= amount)
);
CREATE INDEX order_refund_order ON order_refund (order_id, at);

-- A refunded line's commission is taken back by a ledger row of its own: negative amount and
-- quantity, no order_line (so the one-row-per-sold-line rule still holds), naming the row it reverses.
ALTER TABLE account_transaction ADD COLUMN reverses integer REFERENCES account_transaction(id);
CREATE UNIQUE INDEX account_transaction_reversed_once ON account_transaction (reverses) WHERE reverses IS NOT NULL;
