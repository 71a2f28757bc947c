-- Former slugs (spec issue "canonical URLs": a stale slug answers 308 to the canonical URL).
-- Whenever a product, tag or category slug changes, its old slug is kept here; lookups that
-- find no current slug fall back to this table, and the page answers with a permanent redirect.
CREATE TABLE slug_history (
  kind      text NOT NULL CHECK (kind IN ('product', 'tag', 'category')),
  language  text NOT NULL,
  old_slug  text NOT NULL,
  target_id integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, language, old_slug)
);

-- Keep the history by trigger, so every writer (seed, admin, artist edits) records it. One
-- function for the three tables: the trigger names the kind and the id column.
CREATE FUNCTION remember_slug() RETURNS trigger AS $$
BEGIN
  IF NEW.slug <> OLD.slug THEN
    INSERT INTO slug_history (kind, language, old_slug, target_id)
    VALUES (TG_ARGV[0], OLD.language, OLD.slug, (to_jsonb(OLD) ->> TG_ARGV[1])::integer)
    ON CONFLICT (kind, language, old_slug) DO UPDATE SET target_id = EXCLUDED.target_id, changed_at = now();
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER product_slug_history AFTER UPDATE OF slug ON product_i18n FOR EACH ROW EXECUTE FUNCTION remember_slug('product', 'product_id');
CREATE TRIGGER tag_slug_history AFTER UPDATE OF slug ON tag_i18n FOR EACH ROW EXECUTE FUNCTION remember_slug('tag', 'tag_id');
CREATE TRIGGER category_slug_history AFTER UPDATE OF slug ON category_i18n FOR EACH ROW EXECUTE FUNCTION remember_slug('category', 'category_id');

-- Any change to what the catalogue shows bumps catalogue_version; the server's answer and
-- page caches compare it on every request and start afresh when it moved.
CREATE FUNCTION bump_catalogue_version() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['artist', 'category', 'category_i18n', 'tag_i18n', 'product', 'product_i18n', 'product_category',
    'product_tag', 'variation', 'variation_price', 'product_image', 'bundle_item', 'page_i18n', 'widget', 'site_review'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()',
      t || '_bumps_catalogue_version', t);
  END LOOP;
END $$;
