-- Aliases are compared by their key (src/domain/validation/alias-key.ts: NFKC, invisible
-- characters removed, white space collapsed and trimmed, case folded), and this index makes the
-- database refuse a second artist with the same key, also when two claims race. The key is
-- written by the server beside the alias: PostgreSQL has no NFKC case folding of its own that
-- agrees with the rule, so existing rows get theirs when the server starts (fillMissingAliasKeys in
-- server/artists/alias.service.ts), and the seed writes them. An artist without an alias has no key.
ALTER TABLE artist ADD COLUMN alias_key text;
CREATE UNIQUE INDEX artist_alias_key ON artist (alias_key);
