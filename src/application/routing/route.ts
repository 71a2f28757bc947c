/**
 * The routes the shop's paths name (docs/rules/stores-and-urls.md#routes "Routes"): a page's name
 * in the route registry (registry.ts) and what its path says besides.
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
export const ADMIN_LIST_PAGES = [
  'coupons',
  'audit',
  'outbox',
  'review',
  'artists',
  'gift-cards',
  'catalogue',
  'payouts',
] as const;
export type AdminListPage = (typeof ADMIN_LIST_PAGES)[number];
export const isAdminListPage = (s: string | undefined): s is AdminListPage =>
  (ADMIN_LIST_PAGES as readonly (string | undefined)[]).includes(s);

/** The artist's pages under /my-account (docs/rules/stores-and-urls.md#routes), plus the reviewers' queue. */
export type AccountSection = 'dashboard' | 'posters' | 'upload' | 'sales' | 'profile' | 'review';
