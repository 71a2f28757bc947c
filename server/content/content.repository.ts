/** Pages, widgets, site reviews and rooms (docs/rules/gallery-wall.md#layouts-sizes-and-rooms content), as stored. */
import type { Queryable } from '../db/db.port.js';

export interface PageTranslation {
  language: string;
  slug: string;
  name: string;
  description: string;
  content: string;
  css: string;
}

/** The page whose slug is `slug` (or the start page for "start"), preferring a slug in `language`. */
export const findPageBySlug = async (
  db: Queryable,
  slug: string,
  language: string,
): Promise<{ page_id: number; key: string } | undefined> =>
  (
    await db.query<{ page_id: number; key: string }>(
      `SELECT i.page_id, p.key FROM page_i18n i JOIN page p ON p.id = i.page_id
       WHERE i.slug = $1 OR (p.key = $1 AND $1 = 'start') ORDER BY (i.language = $2) DESC LIMIT 1`,
      [slug, language],
    )
  ).rows[0];

export const pageTranslations = async (db: Queryable, pageId: number): Promise<PageTranslation[]> =>
  (
    await db.query<PageTranslation>('SELECT language, slug, name, description, content, css FROM page_i18n WHERE page_id = $1', [
      pageId,
    ])
  ).rows;

/** The widget in `language`, else in English, else in any language. */
export const findWidget = async (
  db: Queryable,
  slug: string,
  language: string,
): Promise<{ content: string; hidden: boolean } | undefined> =>
  (
    await db.query<{ content: string; hidden: boolean }>(
      `SELECT content, hidden FROM widget WHERE slug = $1 ORDER BY (language = $2) DESC, (language = 'en') DESC LIMIT 1`,
      [slug, language],
    )
  ).rows[0];

export const siteReviewsIn = async (db: Queryable, language: string) =>
  (
    await db.query<{ stars: number; review: string; author: string }>(
      'SELECT stars, review, author FROM site_review WHERE language = $1 ORDER BY id',
      [language],
    )
  ).rows;

export const listEnvironments = async (db: Queryable) =>
  (await db.query<{ idx: number; url: string; name: string }>('SELECT idx, url, name FROM environment ORDER BY idx')).rows;
