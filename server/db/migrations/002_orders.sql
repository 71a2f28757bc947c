-- Orders, payments, coupons, gift cards and the newsletter (docs/rules/gift-cards-and-coupons.md#coupons "Order", "Coupon", docs/rules/gift-cards-and-coupons.md#coupons).
-- Plain PostgreSQL: runs unchanged on PGlite and on a PostgreSQL server.
-- Money is integer minor units; every amount row names its currency or belongs to an order
-- that does. Invariants the application relies on are CHECK constraints, so a bug can never
-- write a negative balance or stock (variation.stock already has CHECK (stock >= 0)).

-- Coupons. fixed_amount is EUR minor units (converted to the store currency with the fixed
-- table in server/seed/prices.ts when applied); exactly one of the two discounts is set.
CREATE TABLE coupon (
  id                  serial PRIMARY KEY,
  code                text NOT NULL,
  fixed_amount        integer CHECK (fixed_amount > 0),
  percentage_discount numeric(5, 2) CHECK (percentage_discount > 0 AND percentage_discount <= 100),
  valid_from          timestamptz,                 -- NULL: valid since ever
  valid_until         timestamptz,                 -- NULL: never expires; exclusive bound
  active              boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((fixed_amount IS NULL) <> (percentage_discount IS NULL))
);
CREATE UNIQUE INDEX coupon_code_ci ON coupon (lower(code));

CREATE TABLE shop_order (
  id               text PRIMARY KEY,               -- random, unguessable (also the checkout URL)
  store            text NOT NULL,                  -- store code, e.g. 'int', 'de'
  currency         text NOT NULL,
  provider         text NOT NULL,                  -- checkout provider name, e.g. 'sandbox'
  provider_ref     text,                           -- the provider's own order id, if any
  status           text NOT NULL DEFAULT 'checkout_incomplete'
                   CHECK (status IN ('checkout_incomplete', 'checkout_complete')),
  email            text,
  country          text,
  customer_name    text,
  street_address   text,
  postal_code      text,
  city             text,
  subtotal         integer NOT NULL DEFAULT 0 CHECK (subtotal >= 0),
  discount_total   integer NOT NULL DEFAULT 0 CHECK (discount_total >= 0),
  gift_card_total  integer NOT NULL DEFAULT 0 CHECK (gift_card_total >= 0),
  total            integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  campaign_data    jsonb NOT NULL DEFAULT '{}'::jsonb,
  coupons          text[] NOT NULL DEFAULT '{}',   -- every code the shopper entered, as entered
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  completed_at     timestamptz,
  version          integer NOT NULL DEFAULT 1,     -- bumped on every change; the pay form carries it
  CHECK ((status = 'checkout_complete') = (completed_at IS NOT NULL))
);
CREATE INDEX shop_order_created ON shop_order (created_at);

CREATE TABLE order_line (
  order_id        text NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  position        integer NOT NULL,
  uuid            text NOT NULL,
  product_id      integer NOT NULL REFERENCES product(id),
  variation_id    integer NOT NULL REFERENCES variation(id),
  type            integer NOT NULL,
  name            text NOT NULL,
  variation_name  text NOT NULL,
  sku             text NOT NULL,
  margin          boolean,
  black_and_white boolean,
  quantity        integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  unit_price      integer NOT NULL CHECK (unit_price >= 0),
  line_total      integer NOT NULL CHECK (line_total >= 0),
  template        jsonb,
  PRIMARY KEY (order_id, position)
);

CREATE TABLE gift_card (
  id               serial PRIMARY KEY,
  code             text NOT NULL UNIQUE,           -- normalised: upper case, no spaces or hyphens
  initial_amount   integer NOT NULL CHECK (initial_amount > 0),
  balance          integer NOT NULL CHECK (balance >= 0),
  currency         text NOT NULL,
  issued_for_order text REFERENCES shop_order(id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (balance <= initial_amount)
);

CREATE TABLE payment (
  id         serial PRIMARY KEY,
  order_id   text NOT NULL REFERENCES shop_order(id),
  amount     integer NOT NULL CHECK (amount >= 0),
  currency   text NOT NULL,
  method     text NOT NULL CHECK (method <> ''),  -- 'test-card' (sandbox), 'gift-card-only', a provider's method
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_one_per_order ON payment (order_id);

CREATE TABLE gift_card_use (
  gift_card_id integer NOT NULL REFERENCES gift_card(id),
  order_id     text NOT NULL REFERENCES shop_order(id),
  amount       integer NOT NULL CHECK (amount > 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gift_card_id, order_id)
);

-- Order creation replays its first answer for a repeated Idempotency-Key (24 h).
CREATE TABLE idempotency_key (
  key          text PRIMARY KEY,
  request_hash text NOT NULL,
  response     jsonb,                              -- NULL only inside the creating transaction
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idempotency_key_created ON idempotency_key (created_at);

CREATE TABLE subscriber (
  email           text PRIMARY KEY CHECK (email = lower(email)),
  code            text NOT NULL,                   -- the welcome coupon code
  store           text NOT NULL,
  subscribed_at   timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz
);
