import type { PageName } from '../loaders/pages.loader';
import { ROUTES } from './registry';

/**
 * The route registry's server half (registry.ts holds what the browser needs to route and keep
 * pages): per page, what the server answers it with, how its HTML may be cached, whether search
 * engines may index it and whether the sitemap lists it (docs/architecture.md#the-route-registry).
 * Only the server and the head read it, so it stays out of every page's first script.
 */
export interface PagePolicy {
  /** The status the server answers the page with; 200 by default. */
  readonly status?: 404;
  /**
   * Private to its link: answered `no-store` and `noindex`, never kept in the server's page cache
   * (docs/architecture.md#ssr-and-caching); other pages are cached whole.
   */
  readonly personal?: true;
  /** Asked not to be indexed, and no other language's page (docs/rules/stores-and-urls.md#routes "SEO"). */
  readonly noindex?: true;
  /** Its addresses are listed in the store's sitemap (server/seo/sitemap.ts reads them from the catalogue). */
  readonly sitemap?: true;
}

const POLICIES = {
  start: { sitemap: true },
  product: { sitemap: true },
  category: { sitemap: true },
  tag: { sitemap: true },
  artists: { sitemap: true },
  artist: { sitemap: true },
  search: {},
  // A shopper's own order (robots.txt disallows it too).
  orderStatus: { personal: true, noindex: true },
  confirmation: {},
  checkout: {},
  balance: {},
  unsubscribe: {},
  galleryWall: {},
  // The staff's pages (robots.txt disallows them too).
  admin: { noindex: true },
  account: {},
  page: { sitemap: true },
  // A dotted path or an unknown order-status token: the shop's own 404 page.
  notFound: { status: 404, noindex: true },
  error: { noindex: true },
} as const satisfies { readonly [N in PageName]: PagePolicy };

export const PAGE_POLICIES: { readonly [N in PageName]: PagePolicy } = POLICIES;

/** The registry's names in its order (the order of routes.ts and of the sitemap). */
export const PAGE_NAMES = Object.keys(ROUTES) as PageName[];

/** The pages whose addresses the store's sitemap lists, in the registry's order. */
export type SitemapPage = { [N in PageName]: (typeof POLICIES)[N] extends { readonly sitemap: true } ? N : never }[PageName];
export const isSitemapPage = (name: PageName): name is SitemapPage => PAGE_POLICIES[name].sitemap === true;
