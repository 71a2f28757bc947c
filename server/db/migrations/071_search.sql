-- Catalogue search on PostgreSQL's own text search (docs/rules/shop-wide.md#wire-conventions GET /api/products?query=).
-- pg_trgm (typo candidates) and unaccent (accent folding) ship with PGlite's contrib and with
-- Debian's PostgreSQL; both are trusted extensions, so a database owner may create them. They go
-- to schema public and are named with it below, so a connection whose search_path omits public
-- (one schema per tenant or per test) still finds them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- The text-search configuration that stems each store language; Polish and Czech have none in
-- PostgreSQL, so they get `simple` (lower-cased, unaccented words, no stemming).
CREATE FUNCTION search_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE language
    WHEN 'en' THEN 'pg_catalog.english' WHEN 'de' THEN 'pg_catalog.german' WHEN 'fr' THEN 'pg_catalog.french'
    WHEN 'es' THEN 'pg_catalog.spanish' WHEN 'it' THEN 'pg_catalog.italian' WHEN 'nl' THEN 'pg_catalog.dutch'
    WHEN 'sv' THEN 'pg_catalog.swedish' WHEN 'da' THEN 'pg_catalog.danish' WHEN 'nb' THEN 'pg_catalog.norwegian'
    WHEN 'fi' THEN 'pg_catalog.finnish' WHEN 'hu' THEN 'pg_catalog.hungarian' WHEN 'pt' THEN 'pg_catalog.portuguese'
    WHEN 'ro' THEN 'pg_catalog.romanian' ELSE 'pg_catalog.simple' END)::regconfig
$$;

-- Lower case without accents ("Horváth" -> "horvath"), the same on the indexed and the typed side.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, t))
$$;

-- The colour filter's values as a shopper writes them in each store language (the same words as
-- the UI's colour names), so "blau" finds the blue posters.
CREATE TABLE colour_word (
  colour   text NOT NULL,
  language text NOT NULL,
  word     text NOT NULL,
  PRIMARY KEY (colour, language, word)
);
INSERT INTO colour_word (colour, language, word) VALUES
  ('black', 'en', 'Black'), ('blue', 'en', 'Blue'), ('brown', 'en', 'Brown'), ('cyan', 'en', 'Cyan'), ('gray', 'en', 'Gray'), ('green', 'en', 'Green'), ('magenta', 'en', 'Magenta'), ('orange', 'en', 'Orange'), ('pink', 'en', 'Pink'), ('red', 'en', 'Red'), ('white', 'en', 'White'), ('yellow', 'en', 'Yellow'),
  ('black', 'de', 'Schwarz'), ('blue', 'de', 'Blau'), ('brown', 'de', 'Braun'), ('cyan', 'de', 'Cyan'), ('gray', 'de', 'Grau'), ('green', 'de', 'Grün'), ('magenta', 'de', 'Magenta'), ('orange', 'de', 'Orange'), ('pink', 'de', 'Rosa'), ('red', 'de', 'Rot'), ('white', 'de', 'Weiß'), ('yellow', 'de', 'Gelb'),
  ('black', 'fr', 'Noir'), ('blue', 'fr', 'Bleu'), ('brown', 'fr', 'Marron'), ('cyan', 'fr', 'Cyan'), ('gray', 'fr', 'Gris'), ('green', 'fr', 'Vert'), ('magenta', 'fr', 'Magenta'), ('orange', 'fr', 'Orange'), ('pink', 'fr', 'Rose'), ('red', 'fr', 'Rouge'), ('white', 'fr', 'Blanc'), ('yellow', 'fr', 'Jaune'),
  ('black', 'es', 'Negro'), ('blue', 'es', 'Azul'), ('brown', 'es', 'Marrón'), ('cyan', 'es', 'Cian'), ('gray', 'es', 'Gris'), ('green', 'es', 'Verde'), ('magenta', 'es', 'Magenta'), ('orange', 'es', 'Naranja'), ('pink', 'es', 'Rosa'), ('red', 'es', 'Rojo'), ('white', 'es', 'Blanco'), ('yellow', 'es', 'Amarillo'),
  ('black', 'it', 'Nero'), ('blue', 'it', 'Blu'), ('brown', 'it', 'Marrone'), ('cyan', 'it', 'Ciano'), ('gray', 'it', 'Grigio'), ('green', 'it', 'Verde'), ('magenta', 'it', 'Magenta'), ('orange', 'it', 'Arancione'), ('pink', 'it', 'Rosa'), ('red', 'it', 'Rosso'), ('white', 'it', 'Bianco'), ('yellow', 'it', 'Giallo'),
  ('black', 'nl', 'Zwart'), ('blue', 'nl', 'Blauw'), ('brown', 'nl', 'Bruin'), ('cyan', 'nl', 'Cyaan'), ('gray', 'nl', 'Grijs'), ('green', 'nl', 'Groen'), ('magenta', 'nl', 'Magenta'), ('orange', 'nl', 'Oranje'), ('pink', 'nl', 'Roze'), ('red', 'nl', 'Rood'), ('white', 'nl', 'Wit'), ('yellow', 'nl', 'Geel'),
  ('black', 'sv', 'Svart'), ('blue', 'sv', 'Blå'), ('brown', 'sv', 'Brun'), ('cyan', 'sv', 'Cyan'), ('gray', 'sv', 'Grå'), ('green', 'sv', 'Grön'), ('magenta', 'sv', 'Magenta'), ('orange', 'sv', 'Orange'), ('pink', 'sv', 'Rosa'), ('red', 'sv', 'Röd'), ('white', 'sv', 'Vit'), ('yellow', 'sv', 'Gul'),
  ('black', 'da', 'Sort'), ('blue', 'da', 'Blå'), ('brown', 'da', 'Brun'), ('cyan', 'da', 'Cyan'), ('gray', 'da', 'Grå'), ('green', 'da', 'Grøn'), ('magenta', 'da', 'Magenta'), ('orange', 'da', 'Orange'), ('pink', 'da', 'Lyserød'), ('red', 'da', 'Rød'), ('white', 'da', 'Hvid'), ('yellow', 'da', 'Gul'),
  ('black', 'nb', 'Svart'), ('blue', 'nb', 'Blå'), ('brown', 'nb', 'Brun'), ('cyan', 'nb', 'Cyan'), ('gray', 'nb', 'Grå'), ('green', 'nb', 'Grønn'), ('magenta', 'nb', 'Magenta'), ('orange', 'nb', 'Oransje'), ('pink', 'nb', 'Rosa'), ('red', 'nb', 'Rød'), ('white', 'nb', 'Hvit'), ('yellow', 'nb', 'Gul'),
  ('black', 'fi', 'Musta'), ('blue', 'fi', 'Sininen'), ('brown', 'fi', 'Ruskea'), ('cyan', 'fi', 'Syaani'), ('gray', 'fi', 'Harmaa'), ('green', 'fi', 'Vihreä'), ('magenta', 'fi', 'Magenta'), ('orange', 'fi', 'Oranssi'), ('pink', 'fi', 'Vaaleanpunainen'), ('red', 'fi', 'Punainen'), ('white', 'fi', 'Valkoinen'), ('yellow', 'fi', 'Keltainen'),
  ('black', 'pl', 'Czarny'), ('blue', 'pl', 'Niebieski'), ('brown', 'pl', 'Brązowy'), ('cyan', 'pl', 'Cyjan'), ('gray', 'pl', 'Szary'), ('green', 'pl', 'Zielony'), ('magenta', 'pl', 'Magenta'), ('orange', 'pl', 'Pomarańczowy'), ('pink', 'pl', 'Różowy'), ('red', 'pl', 'Czerwony'), ('white', 'pl', 'Biały'), ('yellow', 'pl', 'Żółty'),
  ('black', 'cs', 'Černá'), ('blue', 'cs', 'Modrá'), ('brown', 'cs', 'Hnědá'), ('cyan', 'cs', 'Azurová'), ('gray', 'cs', 'Šedá'), ('green', 'cs', 'Zelená'), ('magenta', 'cs', 'Purpurová'), ('orange', 'cs', 'Oranžová'), ('pink', 'cs', 'Růžová'), ('red', 'cs', 'Červená'), ('white', 'cs', 'Bílá'), ('yellow', 'cs', 'Žlutá'),
  ('black', 'hu', 'Fekete'), ('blue', 'hu', 'Kék'), ('brown', 'hu', 'Barna'), ('cyan', 'hu', 'Cián'), ('gray', 'hu', 'Szürke'), ('green', 'hu', 'Zöld'), ('magenta', 'hu', 'Magenta'), ('orange', 'hu', 'Narancssárga'), ('pink', 'hu', 'Rózsaszín'), ('red', 'hu', 'Piros'), ('white', 'hu', 'Fehér'), ('yellow', 'hu', 'Sárga'),
  ('black', 'pt', 'Preto'), ('blue', 'pt', 'Azul'), ('brown', 'pt', 'Castanho'), ('cyan', 'pt', 'Ciano'), ('gray', 'pt', 'Cinzento'), ('green', 'pt', 'Verde'), ('magenta', 'pt', 'Magenta'), ('orange', 'pt', 'Laranja'), ('pink', 'pt', 'Rosa'), ('red', 'pt', 'Vermelho'), ('white', 'pt', 'Branco'), ('yellow', 'pt', 'Amarelo'),
  ('black', 'ro', 'Negru'), ('blue', 'ro', 'Albastru'), ('brown', 'ro', 'Maro'), ('cyan', 'ro', 'Cyan'), ('gray', 'ro', 'Gri'), ('green', 'ro', 'Verde'), ('magenta', 'ro', 'Magenta'), ('orange', 'ro', 'Portocaliu'), ('pink', 'ro', 'Roz'), ('red', 'ro', 'Roșu'), ('white', 'ro', 'Alb'), ('yellow', 'ro', 'Galben'),
  ('gray', 'en', 'Grey');

-- One weighted document per product and language: name (A, stemmed and as typed, with the SKU),
-- artist alias (B), tags, categories and colour (C), description (D).
CREATE TABLE search_document (
  product_id integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  language   text NOT NULL,
  name       text NOT NULL,              -- folded name, words joined by one space: exact match and similarity
  document   tsvector NOT NULL,
  PRIMARY KEY (product_id, language)
);
CREATE INDEX search_document_match ON search_document USING gin (document);

-- Every word a shopper could mean, per language: the typo candidates come from here (nearest
-- by trigram distance), then the edit-distance rule in src/domain/search decides.
CREATE TABLE search_word (
  language text NOT NULL,
  word     text NOT NULL,
  PRIMARY KEY (language, word)
);
CREATE INDEX search_word_trgm ON search_word USING gist (word public.gist_trgm_ops);
CREATE INDEX search_word_word ON search_word (word);

-- Rebuilds the documents and words of the given products, in one pass over all of them.
CREATE FUNCTION search_rebuild(pids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_document WHERE product_id = ANY(pids);
  WITH src AS (
    SELECT i.product_id, i.language, search_config(i.language) AS cfg, search_fold(i.name) AS name,
           btrim(regexp_replace(search_fold(i.name), '[^[:alnum:]]+', ' ', 'g')) AS plain_name,
           replace(p.sku, '-', ' ') AS sku, search_fold(coalesce(a.alias, '')) AS alias,
           search_fold(concat_ws(' ', t.names, c.names, w.words)) AS labels,
           search_fold(left(i.description, 4000)) AS description
    FROM product_i18n i
    JOIN product p ON p.id = i.product_id
    LEFT JOIN artist a ON a.id = p.artist_id
    LEFT JOIN LATERAL (SELECT string_agg(ti.name, ' ') AS names FROM product_tag pt
      JOIN tag_i18n ti ON ti.tag_id = pt.tag_id AND ti.language = i.language WHERE pt.product_id = i.product_id) t ON true
    LEFT JOIN LATERAL (SELECT string_agg(ci.name, ' ') AS names FROM product_category pc
      JOIN category_i18n ci ON ci.category_id = pc.category_id AND ci.language = i.language
      WHERE pc.product_id = i.product_id) c ON true
    LEFT JOIN LATERAL (SELECT string_agg(cw.word, ' ') AS words FROM colour_word cw
      WHERE cw.colour = p.color AND cw.language = i.language) w ON true
    WHERE i.product_id = ANY(pids)
  ), docs AS (
    INSERT INTO search_document (product_id, language, name, document)
    SELECT product_id, language, plain_name,
           setweight(to_tsvector(cfg, name), 'A') || setweight(to_tsvector('pg_catalog.simple', name || ' ' || sku), 'A')
        || setweight(to_tsvector('pg_catalog.simple', alias), 'B')
        || setweight(to_tsvector(cfg, labels), 'C') || setweight(to_tsvector('pg_catalog.simple', labels), 'C')
        || setweight(to_tsvector(cfg, description), 'D')
    FROM src
    RETURNING 1
  )
  INSERT INTO search_word (language, word)
  SELECT DISTINCT src.language, lex.lexeme
  FROM src, unnest(to_tsvector('pg_catalog.simple', concat_ws(' ', src.name, src.alias, src.labels))) AS lex
  WHERE length(lex.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
END
$$;

-- Catalogue writes mark products here (statement triggers below); when the writing transaction
-- commits, the first deferred trigger rebuilds every marked product at once, so the index is
-- never behind a committed change and a seed of thousands of rows costs one rebuild.
CREATE TABLE search_stale (product_id integer PRIMARY KEY);

CREATE FUNCTION search_refresh_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pids integer[];
BEGIN
  WITH gone AS (DELETE FROM search_stale RETURNING product_id) SELECT array_agg(product_id) INTO pids FROM gone;
  IF pids IS NOT NULL THEN PERFORM search_rebuild(pids); END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER search_stale_refresh AFTER INSERT ON search_stale
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_refresh_stale();

-- `changed` is the statement's transition table (new rows, or old rows for a delete); `previous`
-- holds the old rows of an update. A product's status is read at query time, and an artist's
-- login rewrites the row, so product and artist updates count only when an indexed column changed.
CREATE FUNCTION search_mark_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product' AND TG_OP = 'UPDATE' THEN
    INSERT INTO search_stale SELECT ch.id FROM changed ch JOIN previous b ON b.id = ch.id
      WHERE (b.sku, b.artist_id, b.color) IS DISTINCT FROM (ch.sku, ch.artist_id, ch.color) ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'artist' AND TG_OP = 'UPDATE' THEN
    INSERT INTO search_stale SELECT p.id FROM product p JOIN changed ch ON ch.id = p.artist_id JOIN previous b ON b.id = ch.id
      WHERE b.alias IS DISTINCT FROM ch.alias ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'product' THEN
    INSERT INTO search_stale SELECT DISTINCT id FROM changed ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME IN ('product_i18n', 'product_tag', 'product_category') THEN
    INSERT INTO search_stale SELECT DISTINCT product_id FROM changed ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'tag_i18n' THEN
    INSERT INTO search_stale SELECT DISTINCT pt.product_id FROM product_tag pt JOIN changed ch ON ch.tag_id = pt.tag_id
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'category_i18n' THEN
    INSERT INTO search_stale SELECT DISTINCT pc.product_id FROM product_category pc
      JOIN changed ch ON ch.category_id = pc.category_id ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'artist' THEN
    INSERT INTO search_stale SELECT p.id FROM product p JOIN changed ch ON ch.id = p.artist_id ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

-- A trigger with a transition table answers one event, hence one trigger per event.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product', 'product_i18n', 'product_tag', 'product_category', 'tag_i18n', 'category_i18n', 'artist'] LOOP
    EXECUTE format('CREATE TRIGGER search_%1$s_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION search_mark_stale()', t);
    EXECUTE format('CREATE TRIGGER search_%1$s_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS previous NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION search_mark_stale()', t);
    EXECUTE format('CREATE TRIGGER search_%1$s_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION search_mark_stale()', t);
  END LOOP;
END
$$;

-- Sales of the last 90 days break ties between equally relevant posters.
CREATE INDEX IF NOT EXISTS order_line_product ON order_line (product_id);

SELECT search_rebuild(array_agg(id)) FROM product;
