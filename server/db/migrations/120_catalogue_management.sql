-- The back office's catalogue management (docs/rules/catalogue-management.md).
--
-- A price staff set for one product in one currency is `fixed`: a change of the standard price list
-- re-prices every variation of that size except its fixed rows.
ALTER TABLE variation_price ADD COLUMN fixed boolean NOT NULL DEFAULT false;

-- The standard price list per product type and size: the EUR row is the list price; a row in another
-- currency replaces the "nice" price computed from the euro rate. Without rows the domain's standard
-- poster prices stand (src/domain/pricing/standard-prices.ts).
CREATE TABLE standard_price (
  product_type integer NOT NULL CHECK (product_type BETWEEN 1 AND 4),
  size         text NOT NULL,
  currency     text NOT NULL,
  amount       integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (product_type, size, currency)
);

-- The images of a catalogue poster made in the background from the master staff uploaded; the
-- master stays private in the media store and is the poster's print original.
CREATE TABLE catalogue_image_job (
  product_id  integer PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  master      text NOT NULL,
  width       integer NOT NULL,
  height      integer NOT NULL,
  done        integer NOT NULL DEFAULT 0,
  total       integer NOT NULL,
  state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'processing', 'ready', 'failed')),
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
