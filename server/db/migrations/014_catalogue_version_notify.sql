-- Every bump of catalogue_version also notifies the channel `catalogue_version`. On the embedded
-- database the server is the only writer and PGlite hands the notification over before the
-- writing statement's promise resolves, so its caches learn of a change without reading the
-- version row on every request (server/http/catalogue-version.ts). On PostgreSQL, where other
-- instances write too, the caches keep reading the row; the notification costs nothing there.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('catalogue_version', '');
  RETURN NULL;
END $$ LANGUAGE plpgsql;
