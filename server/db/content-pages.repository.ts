import type { Queryable } from './db.port.js';

/** One language of a content page (docs/rules/catalogue.md#content-pages "Page"). */
export interface ContentPageText {
  readonly language: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly content: string;
  readonly css: string;
}

/**
 * Adds a content page unless a page with its key exists (an operator's own page, or one an
 * earlier start added); a language whose slug another page already uses is left out. True when
 * the page was added.
 */
export const addPageUnlessPresent = async (db: Queryable, key: string, texts: readonly ContentPageText[]): Promise<boolean> => {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO page (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING id',
    [key],
  );
  const id = rows[0]?.id;
  if (id === undefined) return false;
  for (const t of texts) {
    await db.query(
      `INSERT INTO page_i18n (page_id, language, slug, name, description, content, css)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [id, t.language, t.slug, t.name, t.description, t.content, t.css],
    );
  }
  return true;
};
