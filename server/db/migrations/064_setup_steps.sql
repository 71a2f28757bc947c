-- One-time setup steps (docs/architecture.md#demo-and-production). Seeding the demo catalogue and
-- coupons is such a step: done once, recorded here, never repeated, so what an operator
-- deleted afterwards (a coupon, a product) stays deleted.
CREATE TABLE setup_step (
  name    text PRIMARY KEY,
  done_at timestamptz NOT NULL DEFAULT now()
);

-- Databases seeded before this table existed already hold the demo catalogue and coupons.
INSERT INTO setup_step (name) SELECT 'demo-seed' WHERE EXISTS (SELECT 1 FROM product);
