-- Every write a member of staff makes: who (subject and role), what (action and
-- target), when, the state before and after, and the request id, written in the same transaction
-- as the write itself, so a change without its record cannot exist.
CREATE TABLE staff_audit (
  id         bigserial PRIMARY KEY,
  at         timestamptz NOT NULL,
  staff      text NOT NULL,
  role       text NOT NULL,
  action     text NOT NULL,      -- e.g. 'order.ship'
  target     text NOT NULL,      -- e.g. 'order:<id>'
  before     jsonb,
  after      jsonb,
  request_id text NOT NULL
);
CREATE INDEX staff_audit_at ON staff_audit (at DESC, id DESC);
