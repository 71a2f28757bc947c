-- A refund by amount takes back the same share of every remaining line's commission, so a sold
-- line may now be reversed in several parts (each a row naming the sale row it reverses). The
-- reversals of one sale row never add up to more than the sale: the refund's transaction locks
-- the order and reads what is left before it writes (server/artists/ledger.repository.ts).
DROP INDEX account_transaction_reversed_once;
CREATE INDEX account_transaction_reverses ON account_transaction (reverses) WHERE reverses IS NOT NULL;
