-- The back office's staff sessions: kept on the server and
-- rotated at sign-in as the artists' are, but apart from them: a member of staff is a provider
-- subject named in STAFF, not an artist account. Only the token's SHA-256 is stored. The role is
-- the one STAFF gave at sign-in; the guard re-reads STAFF on every request, so a subject taken
-- off the list loses access at once. Sign-ins under way share auth_login with the artists'.
CREATE TABLE staff_session (
  token_hash   text PRIMARY KEY,
  subject      text NOT NULL,
  name         text NOT NULL DEFAULT '',
  email        text NOT NULL DEFAULT '',
  role         text NOT NULL CHECK (role IN ('reviewer', 'fulfilment', 'admin')),
  csrf_token   text NOT NULL,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX staff_session_expires ON staff_session (expires_at);
