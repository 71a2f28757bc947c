-- Artist payouts (docs/rules/artists.md#payouts).
-- Where an artist's payouts go, and the private seller's declaration the tax rules accept in
-- place of a VAT number. The IBAN is stored normalised (no spaces, upper case).
ALTER TABLE artist
  ADD COLUMN payout_holder  text CHECK (payout_holder IS NULL OR char_length(payout_holder) BETWEEN 2 AND 70),
  ADD COLUMN payout_iban    text CHECK (payout_iban IS NULL OR payout_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  ADD COLUMN private_seller boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT artist_payout_details_whole CHECK ((payout_holder IS NULL) = (payout_iban IS NULL));

-- One payout run per period of whole days. The unique period makes approving the same period
-- again answer the run already made; a run's transaction locks this table and refuses a period
-- overlapping another's (server/payouts/payout-run.repository.ts). The SEPA file and the CSV are
-- kept as written, so a download later gives the same bytes the bank got.
CREATE TABLE payout_run (
  id          serial PRIMARY KEY,
  period_from date NOT NULL,
  period_to   date NOT NULL,
  created_at  timestamptz NOT NULL,
  staff       text NOT NULL,
  payouts     integer NOT NULL CHECK (payouts >= 0),
  total       bigint NOT NULL CHECK (total >= 0),
  sepa_xml    text NOT NULL,
  csv         text NOT NULL,
  UNIQUE (period_from, period_to),
  CHECK (period_from <= period_to)
);

-- A payout is a ledger row of its own: negative amount, no order, naming its run and its
-- reference; one reference is paid once.
ALTER TABLE account_transaction
  ADD COLUMN payout_run integer REFERENCES payout_run(id),
  ADD COLUMN payout_reference text;
CREATE UNIQUE INDEX account_transaction_payout_once ON account_transaction (payout_reference)
  WHERE payout_reference IS NOT NULL;
