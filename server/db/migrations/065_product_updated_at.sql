-- When a product last changed as the public sees it (the sitemaps' lastmod). created_at is
-- the catalogue's "newest" order and the demo plans it, some days ahead of today; a sitemap
-- must never promise a change in the future. Rows written before this column existed take
-- the earlier of their creation and now.
ALTER TABLE product ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE product SET updated_at = least(created_at, now());
