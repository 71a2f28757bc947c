-- One way to void a gift card: the refund of the order that bought it and
-- the staff's desk both set voided_at and empty the balance, and write one gift_card_void row
-- saying what was written off and why, so a voided card reads the same everywhere: look-up,
-- balance, checkout and its history. Before this, the refund path only emptied the balance and
-- the desk only set voided_at; both kinds of card are brought in line here.
CREATE TABLE gift_card_void (
  gift_card_id integer PRIMARY KEY REFERENCES gift_card(id),
  at           timestamptz NOT NULL,
  amount       bigint NOT NULL CHECK (amount >= 0),   -- the balance written off
  order_id     text REFERENCES shop_order(id)         -- the refunded order; NULL when staff voided it
);

INSERT INTO gift_card_void (gift_card_id, at, amount, order_id)
SELECT DISTINCT ON (g.id) g.id, r.at, g.initial_amount, r.order_id
FROM order_refund r JOIN gift_card g ON g.id = ANY (r.voided_gift_cards)
WHERE g.voided_at IS NULL
ORDER BY g.id, r.at;
UPDATE gift_card g SET voided_at = v.at FROM gift_card_void v WHERE v.gift_card_id = g.id AND g.voided_at IS NULL;

INSERT INTO gift_card_void (gift_card_id, at, amount)
SELECT id, voided_at, balance FROM gift_card WHERE voided_at IS NOT NULL
ON CONFLICT (gift_card_id) DO NOTHING;
UPDATE gift_card SET balance = 0 WHERE voided_at IS NOT NULL AND balance <> 0;

ALTER TABLE gift_card ADD CONSTRAINT gift_card_voided_is_empty CHECK (voided_at IS NULL OR balance = 0);
