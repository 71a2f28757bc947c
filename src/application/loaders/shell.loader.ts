import type { PosterCatalog } from '../ports/catalogue.port';
import type { Category, SiteReview, StoreFooter, Widget } from '../model/catalogue';

/**
 * Data of the layout around every page (docs/rules/shop-wide.md#layout "Layout"): the category menu, header
 * banners, selling points, footer HTML and cookie alert. A widget or page that fails to load
 * is left out (docs/rules/catalogue.md#content-pages: widget failures are ignored); only the menu is required.
 */
export interface ShellData {
  readonly categories: readonly Category[];
  readonly widgets: Readonly<Record<string, Widget>>;
  /** The footer's about and help HTML (StoreFooter, empty when the server has none) and its page links. */
  readonly footer: StoreFooter & { readonly pages: readonly FooterPage[] };
  readonly reviews: readonly SiteReview[];
}

/** A content page the footer links to, by its name and slug in the store's language. */
export interface FooterPage {
  readonly key: FooterPageKey;
  readonly name: string;
  readonly slug: string;
}

/**
 * The service and legal pages every footer links to (found by their English slug, answered
 * in the store's language): who we are, help, delivery and returns, contact, terms, privacy
 * and the legal notice.
 */
export const FOOTER_PAGES = ['about', 'help', 'delivery-and-returns', 'contact', 'terms', 'privacy', 'legal-notice'] as const;
export type FooterPageKey = (typeof FOOTER_PAGES)[number];

export const SHELL_WIDGETS = [
  'store-message',
  'newsletter',
  'selling-points',
  'cookie-alert',
  'footer-about',
  'footer-help',
] as const;

/**
 * The reviews carousel (docs/rules/shop-wide.md#layout Layout) shows the first twelve site reviews: it sits on every
 * page, and each further slide, which few shoppers scroll to, would add its text twice (markup and
 * embedded data) to every page's HTML (docs/architecture.md#performance-budgets: ≤ 60 KB).
 */
export const CAROUSEL_REVIEWS = 12;

export const loadShell = async (catalog: PosterCatalog): Promise<ShellData> => {
  const [categories, reviews, pages, ...widgets] = await Promise.all([
    catalog.categories(),
    catalog.siteReviews(),
    Promise.all(FOOTER_PAGES.map((key) => catalog.page(key))),
    ...SHELL_WIDGETS.map((slug) => catalog.widget(slug)),
  ]);
  const widgetEntries = SHELL_WIDGETS.flatMap((slug, i) => {
    const w = widgets[i];
    return w && w.ok ? [[slug, w.value] as const] : [];
  });
  const {
    'footer-about': about,
    'footer-help': help,
    ...headerWidgets
  } = Object.fromEntries(widgetEntries) as Record<string, Widget | undefined>;
  const shown = (w: Widget | undefined) => (w && !w.hidden ? w.content : '');
  return {
    categories: categories.ok ? categories.value : [],
    widgets: headerWidgets as Record<string, Widget>,
    footer: {
      about: shown(about),
      help: shown(help),
      pages: FOOTER_PAGES.flatMap((key, i) => {
        const page = pages[i];
        return page && page.ok ? [{ key, name: page.value.name, slug: page.value.slug }] : [];
      }),
    },
    reviews: reviews.ok ? reviews.value.slice(0, CAROUSEL_REVIEWS) : [],
  };
};
