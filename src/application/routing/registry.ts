import type { RoutePrefixes } from '../../domain/stores/stores';
import type { PageData, PageDataOf, PageName } from '../loaders/pages.loader';
import { GALLERY_WALL_SEGMENT, isAdminListPage, type AccountSection, type Route } from './route';

/**
 * The route registry: one record per page, by the page's name (docs/architecture.md#the-route-registry).
 * Route resolution (routes.ts), the kept-alive pages (keep-alive.ts), the page key (page-key.ts)
 * and the language switcher's alternates read this half, which is part of every page's first
 * script and so holds only plain values and the matchers. The record's other parts are tables
 * keyed by the same names, each typed exhaustive over `PageName`, so a page missing one does not
 * compile: the server's half (status, cache, indexing, sitemap) in page-policies.ts, the loader in
 * loaders/pages.loader.ts, the view and its code chunk in src/ui/page-views.tsx, the chunk's build
 * key in src/ui/route-chunks.ts; a page with no name of its own takes its title from
 * src/ui/page-titles.ts, one that has a head of its own builds it in src/ui/head.ts.
 */
const ACCOUNT_SECTIONS: Readonly<Record<string, AccountSection>> = {
  '': 'dashboard',
  posters: 'posters',
  'posters/edit': 'upload',
  sales: 'sales',
  'profile/edit': 'profile',
  review: 'review',
};

export interface RouteRecord<N extends PageName> {
  /**
   * The path's first segment: a key of the store's translated prefixes (ROUTE_PREFIXES, the store
   * prefix key), else the segment itself, the same in every store.
   */
  readonly at?: keyof RoutePrefixes | FixedSegment;
  /**
   * Which route the rest of the path (its decoded segments after the first) names; undefined when
   * it is not this page. Pages no path names (the start, not-found and error pages, which
   * routes.ts decides, and the content page, which every other path is) have none.
   */
  readonly match?: (rest: readonly string[]) => ParamsOf<N> | undefined;
  /** Never kept mounted once left (docs/rules/shop-wide.md#kept-alive-pages); pages are kept by default. */
  readonly notKept?: true;
  /** The page reads its own query (page, filters, notices): a new query is the same page (page-key.ts). */
  readonly ownQuery?: true;
  /** The same resource in the other languages, for the language switcher and hreflang links. */
  readonly alternates?: (data: PageDataOf<N>) => Readonly<Record<string, string>>;
}

/** The first segments that are the same word in every store (docs/rules/stores-and-urls.md#routes). */
type FixedSegment =
  'artists' | 'checkout' | 'gift-card-balance' | 'unsubscribe' | typeof GALLERY_WALL_SEGMENT | 'admin' | 'my-account';

/** What a path says besides the page's name (a slug, an order id). */
export type ParamsOf<N extends PageName> = Omit<Extract<Route, { readonly name: N }>, 'name'>;

const single = <R>(rest: readonly string[], params: (value: string) => R) => (rest.length === 1 ? params(rest[0]!) : undefined);
const bare = (rest: readonly string[]) => (rest.length === 0 ? {} : undefined);

/**
 * In the order routes.ts tries them and the sitemap lists them. Decision
 * (docs/rules/stores-and-urls.md#routes): checkout, confirmation, the gift-card balance,
 * unsubscribe and gallery-wall pages keep English paths in every store (like /artists); only
 * product, tag, category, search and order-status prefixes are translated. What only the server
 * and the head read (status, cache, indexing, sitemap) is the record's other half, in
 * page-policies.ts, so it stays out of the first script.
 */
export const ROUTES: { readonly [N in PageName]: RouteRecord<N> } = {
  start: { alternates: (d) => d.page?.alternate ?? {} },
  product: {
    at: 'product',
    match: (rest) => single(rest, (slug) => ({ slug })),
    alternates: (d) => d.product.alternate ?? {},
  },
  category: {
    at: 'category',
    match: (rest) => (rest.length > 0 ? { slugs: rest } : undefined),
    ownQuery: true,
    alternates: (d) => d.category.alternate,
  },
  tag: {
    at: 'tag',
    match: (rest) => single(rest, (slug) => ({ slug })),
    ownQuery: true,
    alternates: (d) => d.tag.alternate,
  },
  artists: { at: 'artists', match: (rest) => bare(rest) },
  artist: { at: 'artists', match: (rest) => single(rest, (slug) => ({ slug })), ownQuery: true },
  search: { at: 'search', match: (rest) => bare(rest) },
  orderStatus: { at: 'orderStatus', match: (rest) => single(rest, (token) => ({ token })) },
  confirmation: {
    at: 'checkout',
    match: ([word, orderId, ...more]) => (word === 'confirmation' && orderId && more.length === 0 ? { orderId } : undefined),
    notKept: true,
  },
  checkout: {
    at: 'checkout',
    match: (rest) => (rest.length <= 1 ? { orderId: rest[0] ?? null } : undefined),
    notKept: true,
  },
  balance: { at: 'gift-card-balance', match: (rest) => bare(rest) },
  unsubscribe: { at: 'unsubscribe', match: (rest) => bare(rest) },
  galleryWall: {
    at: GALLERY_WALL_SEGMENT,
    match: (rest) => (rest.length <= 1 ? { wallId: rest[0] ?? null } : undefined),
  },
  admin: {
    at: 'admin',
    match: ([page, orderId, ...more]) =>
      page === undefined
        ? { view: { page: 'orders' } }
        : isAdminListPage(page) && orderId === undefined
          ? { view: { page } }
          : page === 'orders' && orderId && more.length === 0
            ? { view: { page: 'order', orderId } }
            : undefined,
  },
  // The artist's pages refresh the session and their data on entry (docs/rules/artists.md#sign-in-and-sessions).
  account: {
    at: 'my-account',
    match: (rest) => {
      const section = ACCOUNT_SECTIONS[rest.join('/')];
      return section && { section };
    },
    notKept: true,
    ownQuery: true,
  },
  page: { alternates: (d) => d.page.alternate },
  notFound: {},
  error: {},
};

const recordOf = <N extends PageName>(name: N): RouteRecord<N> => ROUTES[name];

/** The same resource in the other languages, for a page that has such a resource. */
export const alternatesOf = <N extends PageName>(page: PageData<N> | null): Readonly<Record<string, string>> =>
  (page && recordOf(page.route).alternates?.(page.data)) ?? {};
