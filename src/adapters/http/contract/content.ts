import * as t from 'io-ts';
import { Alternate } from './alternate.js';

/** Editorial content (docs/rules/catalogue.md#content-pages "Widget", "Page", "Site review", "Locale", store header/footer). */

/** GET /api/page-by-slug/{path}; `content` is HTML, sanitized when rendered. */
export const Page = t.strict(
  { name: t.string, slug: t.string, description: t.string, content: t.string, css: t.string, alternate: Alternate },
  'Page',
);
export type Page = t.TypeOf<typeof Page>;

/** GET /api/widget-by-slug/{slug}; `content` is HTML. */
export const Widget = t.strict({ content: t.string, hidden: t.boolean }, 'Widget');
export type Widget = t.TypeOf<typeof Widget>;

/** `stars` is 1 to 5. */
export const SiteReview = t.strict({ stars: t.number, review: t.string, author: t.string }, 'SiteReview');
export type SiteReview = t.TypeOf<typeof SiteReview>;

export const SiteReviews = t.array(SiteReview, 'SiteReviews');
export type SiteReviews = t.TypeOf<typeof SiteReviews>;

/**
 * A country store as offered in the store switcher: `code` as in src/domain/stores,
 * `countryCode` ISO 3166-1 alpha-2 ('EU' for the international store), `url` its absolute home.
 */
export const Locale = t.strict(
  {
    code: t.string,
    country: t.string,
    countryCode: t.string,
    language: t.string,
    currency: t.string,
    url: t.string,
  },
  'Locale',
);
export type Locale = t.TypeOf<typeof Locale>;

export const Locales = t.array(Locale, 'Locales');
export type Locales = t.TypeOf<typeof Locales>;

/** Announcement bar and newsletter teaser; the `*Hidden` flags switch each off. */
export const StoreHeader = t.strict(
  { message: t.string, messageHidden: t.boolean, newsletter: t.string, newsletterHidden: t.boolean },
  'StoreHeader',
);
export type StoreHeader = t.TypeOf<typeof StoreHeader>;

/** Footer texts (HTML). */
export const StoreFooter = t.strict({ about: t.string, help: t.string }, 'StoreFooter');
export type StoreFooter = t.TypeOf<typeof StoreFooter>;
