-- Artist marketplace (docs/rules/artists.md#sales-and-commission "Artist", "Account transaction", docs/rules/catalogue.md#product-status product status, docs/rules/shop-wide.md#roles roles,
-- docs/rules/artists.md#artist-endpoints /api/auth/*). Plain PostgreSQL: runs unchanged on PGlite and on a PostgreSQL server.

-- A reviewer moderates uploaded posters; everyone else who logs in is an artist.
ALTER TABLE artist ADD COLUMN role text NOT NULL DEFAULT 'artist' CHECK (role IN ('artist', 'reviewer'));

-- Secrets the server makes for itself on first start (cookie signing, the sandbox provider's
-- signing key) so several instances on one database agree on them.
CREATE TABLE server_secret (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a
-- copy of this table logs nobody in. expires_at is the absolute end; last_seen_at drives the
-- idle timeout.
CREATE TABLE auth_session (
  token_hash             text PRIMARY KEY,
  artist_id              integer NOT NULL REFERENCES artist(id) ON DELETE CASCADE,
  csrf_token             text NOT NULL,
  provider_refresh_token text,
  provider_expires_at    timestamptz,
  created_at             timestamptz NOT NULL,
  last_seen_at           timestamptz NOT NULL,
  expires_at             timestamptz NOT NULL
);
CREATE INDEX auth_session_artist ON auth_session (artist_id);
CREATE INDEX auth_session_expires ON auth_session (expires_at);

-- A login in progress: the PKCE verifier, state and nonce stay on the server (ten minutes).
CREATE TABLE auth_login (
  state         text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  return_to     text NOT NULL,
  created_at    timestamptz NOT NULL
);

-- The embedded sandbox wallet provider's authorization codes and refresh tokens (hashed).
CREATE TABLE sandbox_wallet_grant (
  token_hash     text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('code', 'refresh')),
  client_id      text NOT NULL,
  subject        text NOT NULL,
  redirect_uri   text,
  code_challenge text,
  nonce          text,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);

-- Moderation: the reason a reviewer gave when denying a poster (status 3), shown to its artist.
ALTER TABLE product ADD COLUMN review_note text;
ALTER TABLE product ADD COLUMN reviewed_at timestamptz;

-- Image variants of an uploaded poster, made in the background; done/total is the progress
-- the posters page shows.
CREATE TABLE poster_processing (
  product_id  integer PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  original    text NOT NULL,
  width       integer NOT NULL,
  height      integer NOT NULL,
  done        integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  total       integer NOT NULL CHECK (total > 0),
  state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'processing', 'ready', 'failed')),
  started_at  timestamptz NOT NULL,
  finished_at timestamptz,
  CHECK (done <= total)
);

-- The artists' ledger: one row per sold poster line, written in the transaction that completes
-- the paid order. amount is EUR minor units (docs/rules/artists.md#sales-and-commission); the sale's own figures stay beside it in
-- the order currency so the commission can be shown transparently.
CREATE TABLE account_transaction (
  id            serial PRIMARY KEY,
  artist_id     integer NOT NULL REFERENCES artist(id),
  order_id      text REFERENCES shop_order(id),
  order_line    integer,
  product_id    integer REFERENCES product(id),
  quantity      integer NOT NULL DEFAULT 1,
  description   text NOT NULL,
  amount        integer NOT NULL,
  currency      text NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
  exchange_rate numeric(14, 6) NOT NULL CHECK (exchange_rate > 0),
  sale_currency text NOT NULL,
  sale_price    integer NOT NULL CHECK (sale_price >= 0),
  vat           integer NOT NULL CHECK (vat >= 0),
  fees          integer NOT NULL CHECK (fees >= 0),
  commission    integer NOT NULL CHECK (commission >= 0),
  created_at    timestamptz NOT NULL,
  accounted_at  timestamptz,
  UNIQUE (order_id, order_line)
);
CREATE INDEX account_transaction_artist ON account_transaction (artist_id, created_at, id);
