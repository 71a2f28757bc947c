import type { Queryable } from '../db/db.port.js';
import type { StoreContext } from '../http/store-context.js';
import { buildAlternates } from '../catalogue/alternates.js';
import { sanitizeHtml } from './sanitize.js';

/**
 * Pages, widgets and site reviews (spec §7). Stored HTML is sanitized before it leaves
 * the server (see sanitize.ts).
 * Decision: the start page's path is "start" in every language; other pages are found by
 * their slug in the store's language first, then in any language.
 */
export const createContentService = (db: Queryable) => {
  const pageBySlug = async (path: string, ctx: StoreContext) => {
    const slug = path.replace(/^\/+|\/+$/g, '').toLowerCase();
    const row = (
      await db.query<{ page_id: number; key: string }>(
        `SELECT i.page_id, p.key FROM page_i18n i JOIN page p ON p.id = i.page_id
       WHERE i.slug = $1 OR (p.key = $1 AND $1 = 'start') ORDER BY (i.language = $2) DESC LIMIT 1`,
        [slug, ctx.store.language],
      )
    ).rows[0];
    if (!row) return undefined;
    const all = (
      await db.query<{ language: string; slug: string; name: string; description: string; content: string; css: string }>(
        'SELECT language, slug, name, description, content, css FROM page_i18n WHERE page_id = $1',
        [row.page_id],
      )
    ).rows;
    const mine = all.find((r) => r.language === ctx.store.language) ?? all[0]!;
    const isStart = row.key === 'start';
    return {
      name: mine.name,
      slug: isStart ? 'start' : mine.slug,
      description: mine.description,
      content: sanitizeHtml(mine.content),
      css: mine.css,
      alternate: buildAlternates(ctx.publicUrl, (s) => {
        const p = all.find((r) => r.language === s.language);
        if (!p) return undefined;
        return isStart ? s.pathPrefix : `${s.pathPrefix}/${p.slug}`;
      }),
    };
  };

  const widget = async (slug: string, ctx: StoreContext) => {
    const row = (
      await db.query<{ content: string; hidden: boolean }>(
        `SELECT content, hidden FROM widget WHERE slug = $1 ORDER BY (language = $2) DESC, (language = 'en') DESC LIMIT 1`,
        [slug, ctx.store.language],
      )
    ).rows[0];
    return row ? { content: sanitizeHtml(row.content), hidden: row.hidden } : undefined;
  };

  const siteReviews = async (language: string) =>
    (
      await db.query<{ stars: number; review: string; author: string }>(
        'SELECT stars, review, author FROM site_review WHERE language = $1 ORDER BY id',
        [language],
      )
    ).rows;

  const environments = async () =>
    (await db.query<{ idx: number; url: string; name: string }>('SELECT idx, url, name FROM environment ORDER BY idx')).rows;

  return { pageBySlug, widget, siteReviews, environments };
};

export type ContentService = ReturnType<typeof createContentService>;
