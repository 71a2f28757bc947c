import type { Queryable } from '../db/db.port.js';
import type { SearchPlan, TypedWord } from '../../src/domain/search/index.js';
import type { Colour } from '../../src/domain/catalogue/filters.js';
import { PUBLIC_STATUSES } from '../../src/domain/catalogue/product-status.js';

/** Most matches a query ranks; like a search service's pagination limit, deeper pages are not offered. */
export const SEARCH_MAX_MATCHES = 1000;
/** Typo candidates looked at per typed word (nearest by trigram distance). */
const NEAREST_WORDS = 8;

export interface SearchRow {
  readonly id: number;
  readonly exact: boolean;
  readonly own: boolean;
  readonly literal: boolean;
  readonly rank: number;
  readonly similarity: number;
  readonly sold: number;
  readonly popularity: number;
  readonly color: Colour | null;
  readonly portrait: boolean;
}

/** The search index of migration 071: typo candidates, matching products, artists and categories. */
export const createSearchRepository = (db: Queryable) => {
  const nearestWords = async (language: string, words: readonly string[]): Promise<TypedWord[]> =>
    words.length === 0
      ? []
      : (
          await db.query<TypedWord>(
            `SELECT f.folded, k.known,
               CASE WHEN k.known THEN '{}'::text[] ELSE ARRAY(SELECT w.word FROM search_word w WHERE w.language = $1
                 ORDER BY w.word OPERATOR(public.<->) f.folded LIMIT ${NEAREST_WORDS}) END AS nearest
             FROM unnest($2::text[]) WITH ORDINALITY AS q(word, i),
               LATERAL (SELECT search_fold(q.word) AS folded) f,
               LATERAL (SELECT EXISTS (SELECT 1 FROM search_word w WHERE w.word = f.folded) AS known) k
             ORDER BY q.i`,
            [language, words],
          )
        ).rows;

  /**
   * Products matching the plan in any language (the store's own preferred), with what ranking
   * needs, filtered by `where` (a buildProductWhere clause over `p` using $1..$n of `params`).
   */
  const matches = async (plan: SearchPlan, language: string, where: string, params: readonly unknown[]) => {
    const n = params.length;
    const [lang, tsq, typed, folded] = [`$${n + 1}`, `$${n + 2}`, `$${n + 3}`, `$${n + 4}`];
    const rows = await db.query<SearchRow>(
      `WITH q AS NOT MATERIALIZED (
         SELECT to_tsquery(search_config(${lang}), ${tsq}) || to_tsquery('pg_catalog.simple', ${tsq}) AS full,
                to_tsquery(search_config(${lang}), ${typed}) || to_tsquery('pg_catalog.simple', ${typed}) AS typed
       ), h AS (
         -- The store language's document (stemmed, with alias, labels and description), and the
         -- names in every language (migration 089); a product found by both counts as its own.
         SELECT d.product_id, true AS own, d.name = ${folded} AS exact, d.document @@ q.typed AS literal,
                ts_rank(d.document, q.full) AS rank, d.name AS names
         FROM search_document d, q
         WHERE d.language = ${lang} AND d.document @@ q.full
         UNION ALL
         SELECT n.product_id, false, ${folded} = ANY(n.names), n.document @@ q.typed, ts_rank(n.document, q.full),
                array_to_string(n.names, ' ')
         FROM search_name n, q
         WHERE n.document @@ q.full
       ), m AS (
         SELECT DISTINCT ON (h.product_id) h.* FROM h ORDER BY h.product_id, h.own DESC, h.rank DESC
       ), top AS (
         SELECT p.id, m.exact, m.own, m.literal, m.rank, m.names, p.popularity, p.color, p.portrait
         FROM m JOIN product p ON p.id = m.product_id
         WHERE ${where}
         ORDER BY m.exact DESC, m.rank DESC, p.id
         LIMIT ${SEARCH_MAX_MATCHES}
       )
       -- Similarity and sales are read for the capped matches only: the order above reads neither.
       -- A match through another language's name is as similar as its closest stretch of the names.
       SELECT top.id, top.exact, top.own, top.literal, top.rank::float8 AS rank,
              (CASE WHEN top.own THEN public.similarity(top.names, ${folded})
                    ELSE public.word_similarity(${folded}, top.names) END)::float8 AS similarity,
              coalesce(s.sold, 0)::int AS sold, top.popularity, top.color, top.portrait
       FROM top
       LEFT JOIN LATERAL (SELECT sum(ol.quantity) AS sold FROM order_line ol JOIN shop_order o ON o.id = ol.order_id
         WHERE ol.product_id = top.id AND o.status = 'checkout_complete' AND o.completed_at > now() - interval '90 days') s ON true
       ORDER BY top.exact DESC, top.rank DESC, top.id`,
      [...params, language, plan.tsquery, plan.typedTsquery, plan.folded],
    );
    return rows.rows;
  };

  // The alias and category vectors are weighted A because a typed prefix reaches weights A-C only.
  /** Artists whose alias matches, with their public posters; most posters first. */
  const artists = async (plan: SearchPlan, limit: number) =>
    (
      await db.query<{ slug: string; alias: string; avatar: string | null; country: string; posters: number }>(
        `SELECT a.slug, a.alias, a.avatar, a.country, count(p.id)::int AS posters
         FROM artist a JOIN product p ON p.artist_id = a.id AND p.status = ANY($2::int[])
         WHERE a.selling_enabled AND setweight(to_tsvector('pg_catalog.simple', search_fold(a.alias)), 'A') @@ to_tsquery('pg_catalog.simple', $1)
         GROUP BY a.id ORDER BY count(p.id) DESC, a.alias LIMIT ${limit}`,
        [plan.tsquery, PUBLIC_STATUSES],
      )
    ).rows;

  /** Menu categories whose name (in the store language) matches, each with its slug path from the root. */
  const categories = async (plan: SearchPlan, language: string, limit: number) =>
    (
      await db.query<{
        id: number;
        name: string;
        slugs: string[];
        product_type: number | null;
        dynamic: boolean;
        hard_limit: number | null;
      }>(
        `WITH RECURSIVE m AS (
           SELECT c.id, ci.name, c.product_type, c.dynamic, (c.metadata->>'HardLimit')::int AS hard_limit FROM category c JOIN category_i18n ci ON ci.category_id = c.id AND ci.language = $1
           WHERE c.show_in_menu AND setweight(to_tsvector(search_config($1), search_fold(ci.name))
                 || to_tsvector('pg_catalog.simple', search_fold(ci.name)), 'A')
              @@ (to_tsquery(search_config($1), $2) || to_tsquery('pg_catalog.simple', $2))
           ORDER BY c.position, c.id LIMIT ${limit}
         ), up(start, id, depth) AS (
           SELECT id, id, 0 FROM m
           UNION ALL SELECT up.start, c.parent_id, up.depth + 1 FROM up JOIN category c ON c.id = up.id WHERE c.parent_id IS NOT NULL
         )
         SELECT m.id, m.name, m.product_type, m.dynamic, m.hard_limit, array_agg(ci.slug ORDER BY up.depth DESC) AS slugs
         FROM m JOIN up ON up.start = m.id JOIN category_i18n ci ON ci.category_id = up.id AND ci.language = $1
         GROUP BY m.id, m.name, m.product_type, m.dynamic, m.hard_limit ORDER BY m.id`,
        [language, plan.tsquery],
      )
    ).rows;

  /** How many products a buildProductWhere clause over `p` lists (a category's poster count). */
  const count = async (where: string, params: readonly unknown[]) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product p WHERE ${where}`, [...params])).rows[0]?.n ?? 0;

  return { nearestWords, matches, artists, categories, count };
};

export type SearchRepository = ReturnType<typeof createSearchRepository>;
