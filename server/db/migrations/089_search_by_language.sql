-- Search reads a fifteenth of the index (bench/search.ts: at 10,000 posters migration 071's one
-- table held 150,000 documents, and a prefix such as "mus" read them all).
--  - search_document is partitioned by language: a search reads its store language's partition,
--    which holds the stemmed name, the alias, the labels and the description in that language.
--  - search_name holds, once per product, every language's name and the SKU as typed: what finds a
--    poster by its name in another store's language.
DROP TABLE search_document;
CREATE TABLE search_document (
  product_id integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  language   text NOT NULL,
  name       text NOT NULL,              -- folded name, words joined by one space: exact match and similarity
  document   tsvector NOT NULL,
  PRIMARY KEY (language, product_id)
) PARTITION BY LIST (language);

DO $$
DECLARE
  l text;
BEGIN
  FOREACH l IN ARRAY ARRAY['en', 'de', 'fr', 'es', 'it', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'hu', 'pt', 'ro'] LOOP
    EXECUTE format('CREATE TABLE search_document_%1$s PARTITION OF search_document FOR VALUES IN (%1$L)', l);
  END LOOP;
END
$$;
-- A language a later store adds is searchable before it gets a partition of its own.
CREATE TABLE search_document_other PARTITION OF search_document DEFAULT;
CREATE INDEX search_document_match ON search_document USING gin (document);
CREATE INDEX search_document_product ON search_document (product_id);

CREATE TABLE search_name (
  product_id integer PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  names      text[] NOT NULL,            -- folded names, one per language: exact match and similarity
  document   tsvector NOT NULL           -- weight A, so a typed prefix (':*ABC') reaches it
);
CREATE INDEX search_name_match ON search_name USING gin (document);

CREATE OR REPLACE FUNCTION search_rebuild(pids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_document WHERE product_id = ANY(pids);
  DELETE FROM search_name WHERE product_id = ANY(pids);
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
  ), names AS (
    INSERT INTO search_name (product_id, names, document)
    SELECT product_id, array_agg(DISTINCT plain_name),
           setweight(to_tsvector('pg_catalog.simple', string_agg(name, ' ') || ' ' || min(sku)), 'A')
    FROM src GROUP BY product_id
    RETURNING 1
  )
  INSERT INTO search_word (language, word)
  SELECT DISTINCT src.language, lex.lexeme
  FROM src, unnest(to_tsvector('pg_catalog.simple', concat_ws(' ', src.name, src.alias, src.labels))) AS lex
  WHERE length(lex.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
END
$$;

SELECT search_rebuild(array_agg(id)) FROM product;
