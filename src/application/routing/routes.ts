import { ROUTE_PREFIXES, STORES, type Language } from '../../domain/stores/stores';

/**
 * Which page a store-relative path shows (docs/rules/stores-and-urls.md#routes "Routes"). Decision: checkout, confirmation,
 * the gift-card balance, unsubscribe and gallery-wall pages keep English paths in every store (like /artists);
 * only product, tag, category and search prefixes are translated (the search page reads `?query=`). One pure function used by the
 * server (to pick the loader, status and redirects) and by the browser (to render).
 */
export type Route =
  | { readonly name: 'start' }
  | { readonly name: 'product'; readonly slug: string }
  | { readonly name: 'category'; readonly slugs: readonly string[] }
  | { readonly name: 'tag'; readonly slug: string }
  | { readonly name: 'artists' }
  | { readonly name: 'artist'; readonly slug: string }
  | { readonly name: 'checkout'; readonly orderId: string | null }
  | { readonly name: 'confirmation'; readonly orderId: string }
  | { readonly name: 'balance' }
  | { readonly name: 'unsubscribe' }
  | { readonly name: 'galleryWall'; readonly wallId: string | null }
  | { readonly name: 'account'; readonly section: AccountSection }
  | { readonly name: 'admin'; readonly view: AdminView }
  | { readonly name: 'search' }
  /** The shopper's order, from the e-mails' link: no account, an unguessable token. */
  | { readonly name: 'orderStatus'; readonly token: string }
  | { readonly name: 'page'; readonly path: string }
  | { readonly name: 'notFound' };

/** The designer's path segment: /gallery-wall and /gallery-wall/{id} (docs/rules/stores-and-urls.md#routes "Routes"). */
export const GALLERY_WALL_SEGMENT = 'gallery-wall';

/**
 * The staff's back office under /admin: the order list, and one order at
 * /admin/orders/{id}. Not linked from the shop, never indexed.
 */
export type AdminView =
  { readonly page: 'orders' } | { readonly page: 'order'; readonly orderId: string } | { readonly page: AdminListPage };

/** The back office's pages at /admin/{page}, besides the order list at /admin itself. */
export const ADMIN_LIST_PAGES = ['coupons', 'audit', 'outbox', 'review', 'artists', 'gift-cards', 'payouts'] as const;
export type AdminListPage = (typeof ADMIN_LIST_PAGES)[number];
const isAdminListPage = (s: string | undefined): s is AdminListPage =>
  (ADMIN_LIST_PAGES as readonly (string | undefined)[]).includes(s);

/** The artist's pages under /my-account (docs/rules/stores-and-urls.md#routes), plus the reviewers' queue. */
export type AccountSection = 'dashboard' | 'posters' | 'upload' | 'sales' | 'profile' | 'review';

const ACCOUNT_SECTIONS: Readonly<Record<string, AccountSection>> = {
  '': 'dashboard',
  posters: 'posters',
  'posters/edit': 'upload',
  sales: 'sales',
  'profile/edit': 'profile',
  review: 'review',
};

const segments = (path: string): string[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });

export const resolveRoute = (path: string, language: Language): Route => {
  const parts = segments(path);
  const prefixes = ROUTE_PREFIXES[language];
  const [head, second] = parts;
  if (!head) return { name: 'start' };
  if (path.includes('.')) return { name: 'notFound' };
  if (head === prefixes.product && second && parts.length === 2) return { name: 'product', slug: second };
  if (head === prefixes.tag && second && parts.length === 2) return { name: 'tag', slug: second };
  if (head === prefixes.category && second) return { name: 'category', slugs: parts.slice(1) };
  if (head === prefixes.search && parts.length === 1) return { name: 'search' };
  if (head === prefixes.orderStatus && second && parts.length === 2) return { name: 'orderStatus', token: second };
  if (head === 'checkout' && second === 'confirmation' && parts[2] && parts.length === 3)
    return { name: 'confirmation', orderId: parts[2] };
  if (head === 'checkout' && parts.length <= 2) return { name: 'checkout', orderId: second ?? null };
  if (head === 'gift-card-balance' && parts.length === 1) return { name: 'balance' };
  if (head === 'unsubscribe' && parts.length === 1) return { name: 'unsubscribe' };
  if (head === GALLERY_WALL_SEGMENT && parts.length <= 2) return { name: 'galleryWall', wallId: second ?? null };
  if (head === 'admin' && parts.length === 1) return { name: 'admin', view: { page: 'orders' } };
  if (head === 'admin' && isAdminListPage(second) && parts.length === 2) return { name: 'admin', view: { page: second } };
  if (head === 'admin' && second === 'orders' && parts[2] && parts.length === 3)
    return { name: 'admin', view: { page: 'order', orderId: parts[2] } };
  if (head === 'my-account') {
    const section = ACCOUNT_SECTIONS[parts.slice(1).join('/')];
    if (section) return { name: 'account', section };
  }
  if (head === 'artists' && parts.length === 1) return { name: 'artists' };
  if (head === 'artists' && second && parts.length === 2) return { name: 'artist', slug: second };
  return { name: 'page', path: parts.join('/') };
};

/**
 * The canonical spelling of a full path (store prefix included): no trailing slash and lower
 * case, except for tokens. An order id is case-sensitive, so the segments after `checkout`
 * (first segment, or second after a store prefix) keep their case; only the literal
 * `confirmation` folds. An order-status token keeps its case too. A path that is already
 * canonical is returned unchanged.
 */
const ORDER_STATUS_SEGMENTS: ReadonlySet<string> = new Set(Object.values(ROUTE_PREFIXES).map((p) => p.orderStatus));

export const canonicalPath = (path: string): string => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const parts = trimmed.split('/');
  // parts[0] is the empty string before the leading slash.
  const afterStore = STORES.some((s) => s.pathPrefix !== '' && s.pathPrefix === `/${parts[1]?.toLowerCase()}`) ? 2 : 1;
  // An order id follows `checkout` (and `checkout/confirmation`) or the back office's `admin/orders`;
  // a status token follows the order-status page's segment of any language.
  const first = parts[afterStore]?.toLowerCase();
  const checkoutAt =
    first === 'checkout' || ORDER_STATUS_SEGMENTS.has(first ?? '')
      ? afterStore
      : first === 'admin' && parts[afterStore + 1]?.toLowerCase() === 'orders'
        ? afterStore + 1
        : undefined;
  return parts
    .map((segment, i) => {
      if (checkoutAt === undefined || i <= checkoutAt) return segment.toLowerCase();
      return i === checkoutAt + 1 && segment.toLowerCase() === 'confirmation' ? 'confirmation' : segment;
    })
    .join('/');
};
