import type { Queryable } from '../db/db.port.js';
import type { StoreContext } from '../http/store-context.js';
import { buildAlternates } from '../http/alternates.js';
import { sanitizeHtml } from '../http/sanitize.js';
import { findPageBySlug, findWidget, listEnvironments, pageTranslations, siteReviewsIn } from './content.repository.js';

/**
 * Pages, widgets and site reviews (docs/rules/catalogue.md#content-pages). Stored HTML is sanitized before it leaves
 * the server (see sanitize.ts).
 * Decision: the start page's path is "start" in every language; other pages are found by
 * their slug in the store's language first, then in any language.
 * Pages, widgets and reviews are read through `reads` (the catalogue's warm reads, whose tables
 * bump the catalogue version); the rooms, which do not, through `db`.
 */
export const createContentService = (reads: Queryable, db: Queryable) => {
  const pageBySlug = async (path: string, ctx: StoreContext) => {
    const slug = path.replace(/^\/+|\/+$/g, '').toLowerCase();
    const row = await findPageBySlug(reads, slug, ctx.store.language);
    if (!row) return undefined;
    const all = await pageTranslations(reads, row.page_id);
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
    const row = await findWidget(reads, slug, ctx.store.language);
    return row ? { content: sanitizeHtml(row.content), hidden: row.hidden } : undefined;
  };

  const siteReviews = (language: string) => siteReviewsIn(reads, language);

  const environments = () => listEnvironments(db);

  return { pageBySlug, widget, siteReviews, environments };
};

export type ContentService = ReturnType<typeof createContentService>;
